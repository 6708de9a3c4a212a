/** mqcheck: the same rulebook from the command line, its JSON shape and exit status. */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type JsonFinding, runCli } from '../../calculators/check/cli.ts';

const DIR = join(import.meta.dirname, '../fixtures/real-config');

function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = runCli(args, { readFile: (p) => readFileSync(join(DIR, p), 'utf8'), out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('mqcheck', () => {
  it('exits 1 when any finding is an error, with --json an array of {rule, severity, message, fix, source}', () => {
    const r = cli(['--json', 'mqconfig-centos79-mq91-root.txt']);
    expect(r.status).toBe(1);
    const findings = JSON.parse(r.out) as JsonFinding[];
    const fileMax = findings.find((f) => f.rule === 'os.fs.file-max')!;
    expect(fileMax).toMatchObject({ file: 'mqconfig-centos79-mq91-root.txt', line: 17, severity: 'error', message: 'file-max = 94,452, below IBM’s minimum of 524,288', fix: 'Raise fs.file-max to at least 524,288.' });
    expect(fileMax.source).toMatch(/^https:\/\/www\.ibm\.com\//);
    expect(fileMax.fixes[0]!.text).toBe('sysctl -w fs.file-max=524288');
  });

  it('exits 0 when nothing is an error, and prints readable lines without --json', () => {
    const r = cli(['mqconfig-centos79-mq91-mqm.txt', 'sysctl-a-archlinux-5.8.txt']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('mqconfig-centos79-mq91-mqm.txt: read mqconfig for IBM MQ 9.1');
    expect(r.out).toMatch(/OK {4}line 17: file-max = 524,288, at least IBM’s 524,288 \[os\.fs\.file-max\]/);
  });

  it('reads a file of measurements alone (no configuration in it) without calling it unreadable', () => {
    const r = cli(['../real-measure/amqsrua-linux-persistent-2.3.txt', '../real-measure/ping-ubuntu-forums-2023.txt']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toContain('amqsrua-linux-persistent-2.3.txt: read amqsrua (3 publications); 0 values, 10 measurements');
    expect(r.out).toContain('ping-ubuntu-forums-2023.txt: read ping (2 summaries); 0 values, 4 measurements');
  });

  it('exits 2 for a usage or read problem, naming it', () => {
    expect(cli([]).status).toBe(2);
    expect(cli(['--platform=aix', 'x']).err).toContain('--platform must be unix or windows');
    const missing = cli(['no-such-file.txt']);
    expect(missing.status).toBe(2);
    expect(missing.err).toContain('no-such-file.txt: cannot be read');
    expect(cli(['--help']).out).toContain('Usage: mqcheck');
  });
});
