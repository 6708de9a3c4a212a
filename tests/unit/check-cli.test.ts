/** mqcheck: the same rulebook from the command line, its output formats, bad input and exit status. */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type JsonFinding, type Report, REPORT_VERSION, runCli } from '../../calculators/check/cli.ts';
import { checkFile } from '../../calculators/check/cli/file-report.ts';
import { fileText } from '../../calculators/check/cli/text-report.ts';
import { toSarif } from '../../calculators/check/cli/sarif.ts';
import { parseArgs } from '../../calculators/check/cli/options.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const DIR = join(FIXTURES, 'real-config');

/** Runs mqcheck in process on files under tests/fixtures/real-config/ ("-" reads `stdin`). */
async function cli(args: string[], opts: { stdin?: Uint8Array | string; siteUrl?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const readFile = (p: string): Uint8Array => {
    if (p !== '-') return readFileSync(join(DIR, p));
    if (opts.stdin === undefined) throw new Error('no standard input in this test');
    return typeof opts.stdin === 'string' ? Buffer.from(opts.stdin) : opts.stdin;
  };
  const status = await runCli(args, { readFile, out: (t) => out.push(t), err: (t) => err.push(t), ...(opts.siteUrl ? { siteUrl: opts.siteUrl } : {}) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

const ROOT_MQCONFIG = 'mqconfig-centos79-mq91-root.txt';
const MQM_MQCONFIG = 'mqconfig-centos79-mq91-mqm.txt';
const QMINI = 'qmini-mqfellow-aws.ini';

describe('mqcheck', () => {
  it('exits 1 when any finding is an error, with --json an array of {rule, severity, message, fix, source}', async () => {
    const r = await cli(['--json', ROOT_MQCONFIG]);
    expect(r.status).toBe(1);
    const findings = JSON.parse(r.out) as JsonFinding[];
    const fileMax = findings.find((f) => f.rule === 'os.fs.file-max')!;
    expect(fileMax).toMatchObject({ file: ROOT_MQCONFIG, line: 17, severity: 'error', message: 'file-max = 94,452, below IBM’s minimum of 524,288', fix: 'Raise fs.file-max to at least 524,288.' });
    expect(fileMax.source).toMatch(/^https:\/\/www\.ibm\.com\//);
    expect(fileMax.fixes[0]!.text).toBe('sysctl -w fs.file-max=524288');
  });

  it('exits 0 when nothing is an error, and prints readable lines without --json', async () => {
    const r = await cli([MQM_MQCONFIG, 'sysctl-a-archlinux-5.8.txt']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('mqconfig-centos79-mq91-mqm.txt: read mqconfig for IBM MQ 9.1');
    expect(r.out).toMatch(/OK {4}line 17: file-max = 524,288, at least IBM’s 524,288 \[os\.fs\.file-max\]/);
  });

  it('reads a file of measurements alone (no configuration in it) without calling it unreadable', async () => {
    const r = await cli(['../real-measure/amqsrua-linux-persistent-2.3.txt', '../real-measure/ping-ubuntu-forums-2023.txt']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toContain('amqsrua-linux-persistent-2.3.txt: read amqsrua (3 publications); 0 values, 10 measurements');
    expect(r.out).toContain('ping-ubuntu-forums-2023.txt: read ping (2 summaries); 0 values, 4 measurements');
  });

  it('several files: a summary line each, and the worst status', async () => {
    const r = await cli([MQM_MQCONFIG, ROOT_MQCONFIG, QMINI]);
    expect(r.status).toBe(1);
    const summary = r.out.slice(r.out.indexOf('Summary (exit status 1):')).split('\n');
    // Counted by hand from the findings the text lists above it for each file.
    expect(summary.slice(1)).toEqual([
      `  ${MQM_MQCONFIG}: 0 errors, 0 warnings, 1 note, 12 ok`,
      `  ${ROOT_MQCONFIG}: 4 errors, 3 warnings, 1 note, 5 ok`,
      `  ${QMINI}: 0 errors, 0 warnings, 2 notes, 6 ok`,
    ]);
  });

  it('--fail-on sets which findings make the status 1', async () => {
    // RHEL 9.4's mqconfig, run as root, has a warning (whose limits it read) and no error.
    expect((await cli(['mqconfig-rhel94-mq94-root.txt'])).status).toBe(0);
    expect((await cli(['--fail-on=warning', 'mqconfig-rhel94-mq94-root.txt'])).status).toBe(1);
    expect((await cli(['--fail-on', 'warning', QMINI])).status).toBe(0);
    expect((await cli(['--fail-on=never', ROOT_MQCONFIG])).status).toBe(0);
    expect((await cli(['--fail-on=error', ROOT_MQCONFIG])).status).toBe(1);
  });

  it('"-" reads standard input, named as such', async () => {
    const text = readFileSync(join(DIR, QMINI), 'utf8');
    const r = await cli(['--format=json', '-'], { stdin: text });
    const report = JSON.parse(r.out) as Report;
    expect(report.files[0]!.file).toBe('-');
    expect(report.files[0]!.values.length).toBe(30);
    expect(await cli(['-'], { stdin: '' })).toMatchObject({ status: 2, err: 'standard input is empty.' });
  });
});

describe('mqcheck: usage and bad input give status 2, naming the problem, and the other files are still checked', () => {
  it('an unknown option or a wrong value stops before any file is read', async () => {
    for (const [args, message] of [
      [['--colour', QMINI], 'Unknown option --colour.'],
      [['--platform=aix', QMINI], '--platform must be unix or windows; got "aix".'],
      [['--format=xml', QMINI], '--format must be text, json, sarif, table or csv; got "xml".'],
      [['--fail-on=eror', QMINI], '--fail-on must be error, warning, note or never; got "eror".'],
      [['--site-url=ftp://example.com/', QMINI], '--site-url must be an http or https address'],
      [['--json', '--format=sarif', QMINI], '--json and --format=sarif ask for two outputs; give one.'],
      [['--format'], '--format needs a value.'],
      [[], 'Name at least one FILE'],
    ] as const) {
      const r = await cli([...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.err.split('\n')[0], args.join(' ')).toContain(message);
      expect(r.out, args.join(' ')).toBe('');
    }
    expect((await cli(['--help'])).out).toContain('Usage: mqcheck');
  });

  it('a missing file, a directory, a binary file and an empty one each get a message; the readable file is checked', async () => {
    const binary = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00]);
    const r = await cli(['no-such-file.txt', '.', '-', QMINI], { stdin: binary });
    expect(r.status).toBe(2);
    expect(r.err.split('\n')).toEqual([
      'no-such-file.txt: no such file.',
      '. is a directory; name the files in it (for example ./*.ini).',
      'standard input is a binary file (it holds NUL bytes), not configuration or command output text.',
    ]);
    expect(r.out).toContain(`${QMINI}: read qm.ini (Log:, Service:`);
    expect(r.out).toContain(`  ${QMINI}: 0 errors, 0 warnings, 2 notes, 6 ok`);
    expect(r.out).toContain('  no-such-file.txt: no such file. Not checked.');
  });

  it('text that none of the readers knows is a problem of its own, named', async () => {
    const r = await cli(['-', QMINI], { stdin: 'hello\nworld\n' });
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^standard input: None of the 2 non-blank lines is a qm\.ini file/);
  });

  it('UTF-16 text with a byte-order mark (as Windows writes it) is read, not called binary', async () => {
    const text = readFileSync(join(DIR, QMINI), 'utf8');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const fromUtf16 = await cli(['--format=json', '-'], { stdin: utf16 });
    const fromUtf8 = await cli(['--format=json', '-'], { stdin: text });
    expect(fromUtf16.status).toBe(0);
    expect(fromUtf16.out).toBe(fromUtf8.out);
  });

  it('a file Node cannot read for another reason names the reason', async () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    expect(checkFile('qm.ini', () => { throw denied; }, 'unix').problem).toBe('qm.ini: permission denied.');
  });
});

describe('mqcheck --format=json: the full report', () => {
  it('has a version and, per file, what was recognised, the values and readings, the lines not read and the findings', async () => {
    const r = await cli(['--format=json', ROOT_MQCONFIG, '../real-measure/ping-ubuntu-forums-2023.txt', 'no-such-file.txt']);
    expect(r.status).toBe(2);
    const report = JSON.parse(r.out) as Report;
    expect(report.version).toBe(REPORT_VERSION);
    expect(report.version).toBe(2);
    expect(report.files.map((f) => f.file)).toEqual([ROOT_MQCONFIG, '../real-measure/ping-ubuntu-forums-2023.txt', 'no-such-file.txt']);
    const [mqconfig, ping, missing] = report.files;
    for (const f of report.files) expect(Object.keys(f).sort()).toEqual(['absent', 'capacity', 'capacityRefused', 'comparison', 'file', 'findings', 'notRead', 'problem', 'readings', 'recognised', 'values']);
    expect(mqconfig!.problem).toBeNull();
    expect(mqconfig!.recognised[0]).toMatch(/^mqconfig for IBM MQ 9\.1/);
    expect(mqconfig!.values.find((v) => v.name === 'file-max')).toMatchObject({ setting: '94452', origin: 'mqconfig', line: 17 });
    const fileMax = mqconfig!.findings.find((f) => f.rule === 'os.fs.file-max')!;
    expect(fileMax).toMatchObject({ severity: 'error', line: 17, queueManager: null, message: 'file-max = 94,452, below IBM’s minimum of 524,288', fix: 'Raise fs.file-max to at least 524,288.' });
    expect(fileMax.why.length).toBeGreaterThan(20);
    expect(fileMax.sources[0]).toEqual({ label: expect.stringContaining('os.fs.file-max'), href: '/rules/#os.fs.file-max' });
    expect(Object.keys(fileMax).sort()).toEqual(['attribute', 'baselineState', 'calculator', 'fingerprint', 'fix', 'fixes', 'line', 'message', 'object', 'queueManager', 'rule', 'severity', 'sources', 'why']);
    // The value it judged names it (mqconfig's file-max on line 17); no baseline, so no state.
    expect(fileMax).toMatchObject({ object: '', attribute: 'file-max', baselineState: null, fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(ping!.readings.map((x) => x.name)).toContain('networkRoundTrip');
    expect(missing).toEqual({ file: 'no-such-file.txt', problem: 'no-such-file.txt: no such file.', recognised: [], values: [], readings: [], notRead: [], findings: [], absent: null, comparison: null, capacity: [], capacityRefused: [] });
    // The machine's output stays parseable; the outcome of each file is on standard error.
    expect(r.err.split('\n')).toEqual([`${ROOT_MQCONFIG}: 4 errors, 3 warnings, 1 note, 5 ok`, expect.stringMatching(/^\.\.\/real-measure\/ping-ubuntu-forums-2023\.txt: /), 'no-such-file.txt: no such file. Not checked.']);
  });

  it('lists the lines not read, with the line number', async () => {
    const report = JSON.parse((await cli(['--format=json', QMINI])).out) as Report;
    expect(report.files[0]!.notRead).toHaveLength(7);
    for (const u of report.files[0]!.notRead) expect(u.line).toBeGreaterThan(0);
  });
});

describe('mqcheck: findings about several queue managers', () => {
  // The readers name a finding's queue manager when a paste holds several; here two real files'
  // findings are named as two queue managers' would be, to check what each output does with them.
  const tagged = () => {
    const a = checkFile(ROOT_MQCONFIG, (p) => readFileSync(join(DIR, p)), 'unix');
    const b = checkFile(QMINI, (p) => readFileSync(join(DIR, p)), 'unix');
    return { ...a, findings: [...a.findings.map((f) => ({ ...f, queueManager: 'QM1' })), ...b.findings.map((f) => ({ ...f, queueManager: 'QM2' }))] };
  };

  it('text: a heading per queue manager, each with its own findings', async () => {
    const lines = fileText(tagged());
    const qm1 = lines.indexOf('  Queue manager QM1:');
    const qm2 = lines.indexOf('  Queue manager QM2:');
    expect(qm1).toBe(1);
    expect(qm2).toBeGreaterThan(qm1);
    expect(lines.slice(qm1 + 1, qm2).join('\n')).toContain('    ERROR line 17: file-max = 94,452');
    expect(lines.slice(qm2 + 1).join('\n')).toContain('    OK    line 7: LogType=CIRCULAR [log.type]');
    expect(lines.slice(qm2 + 1).join('\n')).not.toContain('file-max');
  });

  it('text: one queue manager (or none) needs no heading', async () => {
    const one = checkFile(QMINI, (p) => readFileSync(join(DIR, p)), 'unix');
    const lines = fileText({ ...one, findings: one.findings.map((f) => ({ ...f, queueManager: 'QM2' })) });
    expect(lines.some((l) => l.includes('Queue manager'))).toBe(false);
  });

  it('SARIF: in the result\'s properties and its message', async () => {
    const sarif = toSarif([tagged()]);
    const fileMax = sarif.runs[0]!.results.find((x) => x.ruleId === 'os.fs.file-max')!;
    expect(fileMax.properties).toEqual({ queueManager: 'QM1' });
    expect(fileMax.message.text).toMatch(/^Queue manager QM1: file-max = 94,452/);
  });
});

describe('options', () => {
  it('take --name=value and --name value; "--" ends them; SITE_URL is the default site address', async () => {
    const parsed = parseArgs(['--format', 'sarif', '--fail-on=never', '--', '--odd-file-name'], 'https://example.com/guide');
    expect(parsed).toEqual({ kind: 'run', options: { format: 'sarif', platform: 'unix', failOn: 'never', siteUrl: 'https://example.com/guide/', files: ['--odd-file-name'] } });
    expect(parseArgs(['x'], 'not a url')).toMatchObject({ kind: 'usage-error', message: expect.stringContaining('SITE_URL must be an http or https address') });
  });
});
