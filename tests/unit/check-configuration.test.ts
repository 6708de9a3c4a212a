import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { parsePaste } from '../../calculators/check/parse.ts';
import { closest } from '../../calculators/check/spelling.ts';

// Samples written from the documented formats (qm.ini Log stanza, bash's ulimit -a, sysctl, mqconfig's report lines).
const QM_INI = `#*******************************************************************#
#* Module Name: qm.ini                                             *#
#*******************************************************************#
ExitPath:
   ExitsDefaultPath=/var/mqm/exits
Log:
   LogPrimaryFiles=3
   LogSecondaryFiles=2
   LogFilePages=4096
   LogType=CIRCULAR
   LogBufferPages=0
   LogPath=/var/mqm/log/QM1/
   LogWriteIntegrity=TripleWrite
Service:
   Name=AuthorizationService
   EntryPoints=14
`;
const ULIMIT = `real-time non-blocking time  (microseconds, -R) unlimited
core file size              (blocks, -c) 0
data seg size               (kbytes, -d) unlimited
file size                   (blocks, -f) unlimited
max locked memory           (kbytes, -l) 8192
open files                          (-n) 1024
pipe size                (512 bytes, -p) 8
max user processes                  (-u) 4096
virtual memory              (kbytes, -v) unlimited
`;
const SYSCTL = `fs.file-max = 262144
kernel.pid_max = 4194304
kernel.threads-max = 126935
kernel.sem = 250 32000 32 128
kernel.shmmni = 4096
`;
const MQCONFIG = `System V Semaphores
  semmsl     (sem:1)  250 semaphores                     IBM>=32           PASS
  semmni     (sem:4)  17 of 64 sets                      IBM>=128          FAIL
Current User Limits (mqm)
  nofile       (-Hn)  1024 files                         IBM>=10240        FAIL
`;

const workload = { putsPerSec: 2000, msgBytes: 2048, msgsPerUow: 1, longestUowSec: 60 };
const check = (text: string, w = false) => {
  const r = checkConfiguration(text, { platform: 'unix', workload: w ? workload : undefined });
  if (!r.ok) throw new Error(r.message);
  return r;
};
const rule = (r: ReturnType<typeof check>, id: string) => r.findings.filter((f) => f.rule === id);

describe('parsePaste', () => {
  it('recognises every block of a mixed paste, in any order', () => {
    const p = parsePaste(`${SYSCTL}\n${QM_INI}\n${ULIMIT}\n${MQCONFIG}`);
    if ('message' in p) throw new Error(p.message);
    expect(p.qmIni.map((s) => s.name)).toEqual(['ExitPath', 'Log', 'Service']);
    expect(p.qmIni[1]!.entries.map((e) => e.key)).toContain('LogWriteIntegrity');
    expect(p.ulimit.find((e) => e.flag === 'n')!.value).toBe(1024);
    expect(p.ulimit.find((e) => e.flag === 'R')!.value).toBeNull();
    expect(p.sysctl.map((e) => e.key)).toEqual(['fs.file-max', 'kernel.pid_max', 'kernel.threads-max', 'kernel.sem', 'kernel.shmmni']);
    expect(p.mqconfig).toEqual([
      expect.objectContaining({ name: 'semmsl', current: 250, relation: '>=', required: 32, status: 'PASS' }),
      expect.objectContaining({ name: 'semmni', current: 17, required: 128, status: 'FAIL' }),
      expect.objectContaining({ name: 'nofile', current: 1024, required: 10240, status: 'FAIL' }),
    ]);
  });

  it('reads /etc/sysctl.conf lines without spaces and Windows line ends', () => {
    const p = parsePaste('fs.file-max=524288\r\nkernel.shmmax=268435456\r\n');
    if ('message' in p) throw new Error(p.message);
    expect(p.sysctl).toEqual([{ key: 'fs.file-max', value: '524288', line: 1 }, { key: 'kernel.shmmax', value: '268435456', line: 2 }]);
  });
});

describe('Log stanza rules', () => {
  it('passes IBM’s defaults', () => {
    const r = check(QM_INI);
    expect(r.findings.filter((f) => f.severity === 'error' || f.severity === 'warning')).toEqual([]);
    expect(rule(r, 'log.buffer-pages')[0]!.severity).toBe('info');
  });

  it('flags an out-of-range LogBufferPages with its line and sources', () => {
    const [f] = rule(check('Log:\n  LogBufferPages=8192\n'), 'log.buffer-pages');
    expect(f).toMatchObject({ severity: 'error', line: 2 });
    expect(f!.title).toContain('0–4096');
    expect(f!.sources.map((s) => s.href)).toContain('/reports/mq-linux-persistent/');
  });

  it('warns below the Linux report’s 128-page minimum, and is content at 4096', () => {
    expect(rule(check('Log:\n LogBufferPages=64\n'), 'log.buffer-pages')[0]!.severity).toBe('warning');
    expect(rule(check('Log:\n LogBufferPages=4096\n'), 'log.buffer-pages')[0]!.severity).toBe('ok');
  });

  it('flags file counts past the platform limit, and the total', () => {
    const r = check('Log:\n  LogPrimaryFiles=600\n  LogSecondaryFiles=10\n');
    expect(rule(r, 'log.primary-files-range')[0]).toMatchObject({ severity: 'error', line: 2 });
    expect(rule(r, 'log.total-files')[0]!.severity).toBe('error');
    const win = checkConfiguration('Log:\n  LogPrimaryFiles=300\n', { platform: 'windows' });
    expect(win.ok && win.findings.find((f) => f.rule === 'log.primary-files-range')!.severity).toBe('error');
    const total = check('Log:\n  LogPrimaryFiles=400\n  LogSecondaryFiles=200\n');
    expect(rule(total, 'log.total-files')[0]!.title).toContain('600 log files');
  });

  it('checks LogFilePages, LogType and LogWriteIntegrity values', () => {
    expect(rule(check('Log:\n LogFilePages=16\n'), 'log.file-pages-range')[0]!.severity).toBe('error');
    expect(rule(check('Log:\n LogType=ROUND\n'), 'log.type')[0]!.severity).toBe('error');
    expect(rule(check('Log:\n LogType=linear\n'), 'log.type')[0]!.severity).toBe('ok');
    expect(rule(check('Log:\n LogWriteIntegrity=SingleWrite\n'), 'log.write-integrity')[0]!.severity).toBe('warning');
    expect(rule(check('Log:\n LogWriteIntegrity=QuadWrite\n'), 'log.write-integrity')[0]!.severity).toBe('error');
  });

  it('flags a misspelled key with the key it was meant to be', () => {
    const [f] = rule(check('Log:\n  LogPrimaryFile=10\n  LogBuferPages=4096\n  Colour=blue\n'), 'log.unknown-key');
    expect(f!.title).toBe('LogPrimaryFile is not a Log stanza key: did you mean LogPrimaryFiles?');
    const all = rule(check('Log:\n  LogPrimaryFile=10\n  LogBuferPages=4096\n  Colour=blue\n'), 'log.unknown-key');
    expect(all.map((x) => x.title)).toEqual([
      'LogPrimaryFile is not a Log stanza key: did you mean LogPrimaryFiles?',
      'LogBuferPages is not a Log stanza key: did you mean LogBufferPages?',
      'Colour is not a Log stanza key',
    ]);
  });
});

describe('log capacity against the workload', () => {
  it('says the default log cannot hold 2,000 × 2 KB puts/s with 60 s units of work, and links the recommendation', () => {
    const [f] = rule(check(QM_INI, true), 'log.capacity');
    expect(f!.severity).toBe('error');
    expect(f!.calculator!.href).toMatch(/^\/calculators\/log-sizing\/\?mode=recommend&platform=unix&logType=circular&msgBytes=2048&putsPerSec=2000/);
  });

  it('is satisfied by a log large enough', () => {
    const [f] = rule(check('Log:\n LogPrimaryFiles=40\n LogSecondaryFiles=10\n LogFilePages=65535\n', true), 'log.capacity');
    expect(f!.severity).toBe('ok');
  });
});

describe('operating-system rules', () => {
  it('flags 1,024 open files as an error against IBM’s 10,240', () => {
    const [f] = rule(check(ULIMIT), 'os.nofile');
    expect(f).toMatchObject({ severity: 'error', line: 6 });
    expect(f!.title).toContain('10,240');
    expect(rule(check('open files (-n) 65536\n'), 'os.nofile')[0]!.severity).toBe('ok');
    expect(rule(check('open files (-n) unlimited\n'), 'os.nofile')[0]!.severity).toBe('ok');
  });

  it('warns when max user processes is below one queue manager’s share', () => {
    expect(rule(check(ULIMIT), 'os.nproc')[0]!.severity).toBe('warning');
  });

  it('checks kernel settings mqconfig checks', () => {
    const r = check(SYSCTL);
    expect(rule(r, 'os.fs.file-max')[0]!.severity).toBe('error');
    expect(rule(r, 'os.kernel.threads-max')[0]!.severity).toBe('ok');
    expect(rule(r, 'os.kernel.sem')[0]!.severity).toBe('ok');
    expect(rule(check('kernel.sem = 250 1024 32 64\n'), 'os.kernel.sem')[0]!.title).toContain('semmns 1,024 < 4,096, semmni 64 < 128');
    expect(rule(check('kernel.sem = 250 banana\n'), 'os.kernel.sem')[0]!.severity).toBe('warning');
  });

  it('reports mqconfig’s own verdicts', () => {
    const r = check(MQCONFIG);
    expect(rule(r, 'mqconfig.nofile')[0]!.severity).toBe('error');
    expect(rule(r, 'mqconfig.semmsl')[0]!.severity).toBe('ok');
  });

  it('lists errors first', () => {
    const r = check(`${QM_INI}\n${ULIMIT}`);
    const order = r.findings.map((f) => f.severity);
    expect(order.indexOf('error')).toBeLessThan(order.lastIndexOf('ok'));
  });
});

describe('bad pastes get a message, never an exception', () => {
  it('empty, garbage, binary and huge', () => {
    for (const text of ['', '   \n', 'hello world\nthis is not a config', '\u0000\u0001PNG', 'x'.repeat(300_000)]) {
      const r = checkConfiguration(text, { platform: 'unix' });
      expect(r.ok, text.slice(0, 20)).toBe(false);
      if (!r.ok) expect(r.message.length).toBeGreaterThan(20);
    }
  });

  it('any text at all gives findings or a message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const r = checkConfiguration(text, { platform: 'unix', workload });
        return r.ok ? r.findings.every((f) => !/NaN|undefined|Infinity/.test(f.title + f.recommended + f.why)) : r.message.length > 0;
      }),
    );
  });

  it('did-you-mean only suggests near misses', () => {
    expect(closest('logfilepage', ['LogFilePages', 'LogType'])).toBe('LogFilePages');
    expect(closest('Colour', ['LogFilePages', 'LogType'])).toBeUndefined();
  });
});
