/**
 * Golden tests on real, public configuration samples (tests/fixtures/real-config, sources in
 * SOURCES.md): each sample's reads and findings must be exactly those written by hand in
 * expected.ts. A change in reading or judging shows here as a named difference.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { EXPECTED } from '../fixtures/real-config/expected.ts';

const DIR = join(import.meta.dirname, '../fixtures/real-config');
const samples = readdirSync(DIR).filter((f) => /\.(txt|ini)$/.test(f));
const sorted = (xs: string[]) => [...xs].sort();

describe('real configuration samples', () => {
  it('has at least 12 samples, each with a source and a hand-written expectation', () => {
    const sources = readFileSync(join(DIR, 'SOURCES.md'), 'utf8');
    expect(samples.length).toBeGreaterThanOrEqual(12);
    for (const f of samples) {
      expect(sources, f).toContain(`\`${f}\``);
      expect(Object.hasOwn(EXPECTED, f), f).toBe(true);
    }
  });

  for (const file of samples) {
    it(file, () => {
      const want = EXPECTED[file]!;
      const r = checkConfiguration(readFileSync(join(DIR, file), 'utf8'), { platform: want.platform ?? 'unix' });
      if (!r.ok) throw new Error(r.message);
      expect(sorted(r.values.map((v) => `${v.name}=${v.setting}${v.inUse === undefined ? '' : `/${v.inUse}`}`))).toEqual(sorted(want.reads));
      expect(sorted(r.findings.map((f) => `${f.rule}:${f.severity}`))).toEqual(sorted(want.findings));
      expect(r.unread.length).toBe(want.unread);
      expect(r.release?.text).toBe(want.release);
      // Every finding links its rule's anchor first; every value read is in the text as pasted.
      for (const f of r.findings) expect(f.sources[0]!.href).toBe(`/rules/#${f.rule}`);
      for (const v of r.values) expect(v.text).toContain(v.setting);
    });
  }
});

describe('what the issue’s real inputs now give', () => {
  const read = (file: string) => checkConfiguration(readFileSync(join(DIR, file), 'utf8'), { platform: 'unix' });

  it('mqconfig "pid_max 716 of 4194304" is the setting 4194304 with 716 in use, and names root’s limits', () => {
    const r = read('mqconfig-rhel94-mq94-root.txt');
    if (!r.ok) throw new Error(r.message);
    const pid = r.values.find((v) => v.name === 'pid_max')!;
    expect([pid.setting, pid.inUse]).toEqual(['4194304', '716']);
    expect(r.findings.find((f) => f.rule === 'os.kernel.pid_max')!.title).toBe('pid_max = 4,194,304, at least IBM’s 32,768');
    expect(r.findings.find((f) => f.rule === 'os.kernel.shmall')!.title).toContain('18,446,744,073,692,774,399 (effectively unlimited)');
    const who = r.findings.find((f) => f.rule === 'os.limits-user')!;
    expect(who.recommended).toContain('su mqm -c mqconfig');
    expect(who.recommended).toContain("sudo -u mqm bash -c 'ulimit -a'");
  });

  it('CentOS 7.9 as root: the FAILs get raise-only fixes, never a value below the current one', () => {
    const r = read('mqconfig-centos79-mq91-root.txt');
    if (!r.ok) throw new Error(r.message);
    const fileMax = r.findings.find((f) => f.rule === 'os.fs.file-max')!;
    expect(fileMax.title).toBe('file-max = 94,452, below IBM’s minimum of 524,288');
    expect(fileMax.fixes!.map((x) => x.text)).toEqual(['sysctl -w fs.file-max=524288', "echo 'fs.file-max = 524288' > /etc/sysctl.d/90-ibm-mq-file-max.conf\nsysctl -p /etc/sysctl.d/90-ibm-mq-file-max.conf"]);
    const nofile = r.findings.filter((f) => f.rule === 'os.nofile' && f.fixes);
    expect(nofile).toHaveLength(1);
    expect(nofile[0]!.fixes![0]!.text).toBe('mqm  soft  nofile  10240\nmqm  hard  nofile  10240');
    expect(nofile[0]!.why).toContain('These are root’s limits');
    expect(r.findings.find((f) => f.rule === 'os.nproc')!.title).toBe('nproc (hard) = 3,797, below IBM’s 4,096');
  });

  it('the tuned qm.ini with a 2,000 × 2 KB puts/s workload: only primaries plus secondaries hold it (warning), as log sizing says', async () => {
    const text = readFileSync(join(DIR, 'qmini-whywebsphere-tuned.ini'), 'utf8');
    const r = checkConfiguration(text, { platform: 'unix', workload: { putsPerSec: 2000, msgBytes: 2048, longestUowSec: 60, msgsPerUow: 1 } });
    if (!r.ok) throw new Error(r.message);
    const cap = r.findings.find((f) => f.rule === 'log.capacity')!;
    expect(cap.severity).toBe('warning');
    expect(cap.fixes![0]!.text).toBe('Log:\n   LogPrimaryFiles=17');
    const { default: logSizing } = await import('../../calculators/log-sizing.ts');
    const { runCalculator } = await import('../../calculators/inputs.ts');
    const calc = runCalculator(logSizing, { mode: 'check', logFilePages: '16384', primaryFiles: '16', secondaryFiles: '16', logBufferPages: '512', msgBytes: '2048', putsPerSec: '2000', longestUowSec: '60' });
    expect(calc.ok && calc.outputs.verdict).toBe('warning');
    expect(r.findings.find((f) => f.rule === 'log.extent-seconds')!.severity).toBe('warning');
  });
});
