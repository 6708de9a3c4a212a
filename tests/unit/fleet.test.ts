/**
 * The fleet view (calculators/check/fleet/) on the real public samples of tests/fixtures/real-config
 * and tests/fixtures/real-measure, one file per sample, plus one gather of three queue managers on
 * one host. That gather is ASSEMBLED, not collected: mq-gather's section headers (as public/mq-gather.sh
 * writes them) around real sample pieces (tests/fixtures/fleet/SOURCES.md). Every expected row
 * (tests/fixtures/fleet/expected.ts) is written by hand from what each sample holds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleFleet, fileRows, fleetCsv, fleetRows, type FleetRow } from '../../calculators/check/fleet/index.ts';
import { csvField } from '../../calculators/check/fleet/csv.ts';
import { runCli } from '../../calculators/check/cli.ts';
import { sortRows } from '../../calculators/check/fleet/columns.ts';
import { haTypeOf } from '../../calculators/check/fleet/row-values.ts';
import { fleetStatus } from '../../calculators/check/cli/fleet-report.ts';
import { expandPaths } from '../../calculators/check/cli/node-paths.ts';
import { parseArgs } from '../../calculators/check/cli/options.ts';
import { CONFIG, EXPECTED, GATHER, MEASURE, brief, type Brief } from '../fixtures/fleet/expected.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const file = (path: string) => ({ name: path.split('/').pop()!, text: readFileSync(join(FIXTURES, path), 'utf8') });

const FILES = [...CONFIG.map((f) => file(`real-config/${f}`)), ...MEASURE.map((f) => file(`real-measure/${f}`)), file(GATHER)];

/** Not MQ output: a Markdown page, and the first bytes of a PNG. */
const NOT_MQ = [file('real-config/SOURCES.md'), { name: 'logo.png', text: '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR' }];

describe('a fleet from the real samples', () => {
  const table = fleetRows([...NOT_MQ.slice(0, 1), ...FILES, ...NOT_MQ.slice(1)], { platform: 'unix' });
  const row = (host: string, qm?: string) => table.rows.find((r) => r.host === host && r.queueManager === qm)!;

  it('has one row per queue manager, worst first, with the hand-written host, name, worst and counts', () => {
    expect(table.rows.map(brief)).toEqual(EXPECTED);
  });

  it('lists the files that are not MQ output with the checker’s reason, and reads the rest', () => {
    expect(table.unread.map((u) => u.file)).toEqual(['SOURCES.md', 'logo.png']);
    expect(table.unread[0]!.why).toMatch(/^None of the \d+ non-blank lines is a qm\.ini file/);
    expect(table.unread[1]!.why).toMatch(/control characters/);
  });

  it('gives the gather’s host to each of its queue managers, with each one’s version and HA type', () => {
    const [qm1, qm2, qm3] = ['QM1', 'QM2', 'QM3'].map((q) => row('mqhost07', q));
    // QM1's own dspmq line says INSTVER(9.4.2.0); the others have only mqconfig's "IBM MQ V9.4".
    expect([qm1!.version, qm2!.version, qm3!.version]).toEqual(['9.4.2.0', '9.4', '9.4']);
    // QM3's section is DISPLAY QMSTATUS TYPE(NATIVEHA): ROLE(ACTIVE) and ROLE(REPLICA).
    expect([qm1!.haType, qm2!.haType, qm3!.haType]).toEqual(['none', 'none', 'Native HA']);
    expect(qm1!.logPrimaryPeakPercent).toBe(13);
    expect(qm2!.logPrimaryPeakPercent).toBeUndefined();
    // The host's limits count for every queue manager: mqconfig's nofile 10240 and ulimit's 1024; the lower binds.
    for (const q of [qm1, qm2, qm3]) {
      expect(q!.nofile).toEqual({ value: '1024', minimum: '10240', meets: false });
      expect(q!.nproc).toEqual({ value: '7468', minimum: '4096', meets: true });
      expect(q!.findings.filter((f) => f.rule === 'os.nofile' && f.severity === 'error').map((f) => f.line)).toEqual([41]);
    }
    // A queue manager's own findings stay its own: QM2's qm.ini queue buffers are not QM1's.
    expect(qm2!.findings.some((f) => f.rule === 'qmini.queue-buffers')).toBe(true);
    expect(qm1!.findings.some((f) => f.rule === 'qmini.queue-buffers')).toBe(false);
    expect(qm1!.findings.some((f) => f.rule === 'measure.log-primary-space')).toBe(true);
    expect(qm3!.findings.some((f) => f.rule === 'measure.log-primary-space')).toBe(false);
  });

  it('takes the sizing readings, versions and limits from the samples that hold them', () => {
    // amqsrua 3.3.2.1: log write latency 306, 335, 364 µs: p95 of three is the largest; primary space peaks at 49.58%.
    expect(row('amqsrua-linux-persistent-3.3.2.1.txt', 'PERF0').logWriteLatencyP95Seconds).toBe(0.000364);
    expect(row('amqsrua-linux-persistent-3.3.2.1.txt', 'PERF0').logPrimaryPeakPercent).toBe(49.58);
    expect(row('amqsrua-linux-persistent-2.3.txt').logPrimaryPeakPercent).toBe(67.21);
    expect(row('dspmqver-rhel.txt').version).toBe('9.2.0.0');
    expect(row('mq-status-script-qm1.txt', 'QM1').version).toBe('9.4.2.0');
    expect(row('mqconfig-sles11-mq80-root.txt').version).toBe('8.0');
    // mqconfig printed no header in the Docker sample: the release was only inferred ("7.x"), so none is shown.
    expect(row('mqconfig-docker-mq-fails.txt').version).toBeUndefined();
    expect(row('qmstatus-nativeha.txt').haType).toBe('Native HA');
    expect(row('mqconfig-centos79-mq91-root.txt').nproc).toEqual({ value: '3797', minimum: '4096', meets: false });
    expect(row('mqconfig-centos66-mq75-mqm.txt').nofile).toEqual({ value: '10240', minimum: '10240', meets: true });
    expect(row('sysctl-a-archlinux-5.8.txt').nofile).toBeUndefined();
  });

  it('sorts by any column, values missing last', () => {
    const byLatency = sortRows(table.rows, 'logWriteP95', 'descending');
    expect(byLatency.slice(0, 2).map((r) => r.host)).toEqual(['amqsrua-linux-persistent-3.3.2.1.txt', 'amqsrua-linux-persistent-2.3.txt']);
    const byNofile = sortRows(table.rows, 'nofile', 'ascending');
    expect(byNofile[0]!.nofile?.value).toBe('1024');
    expect(byNofile.at(-1)!.nofile).toBeUndefined();
    expect(sortRows(table.rows, 'host', 'ascending')[0]!.host).toBe('amqsrua-linux-persistent-2.3.txt');
  });
});

describe('HA type', () => {
  const fact = (name: 'haType' | 'haRole', value: string, origin: string) => ({ name, value, origin, line: 1 });
  it('is read from what dspmq and DISPLAY QMSTATUS said, or the Native HA readings', () => {
    // dspmq -o ha prints HA(Replicated) for an RDQM; a standby dspmq shows running is a multi-instance queue manager.
    expect(haTypeOf([fact('haType', 'Replicated', 'dspmq')], [])).toBe('RDQM');
    expect(haTypeOf([fact('haType', 'Multi-instance (standby running)', 'dspmq')], [])).toBe('multi-instance');
    // dspmq -x prints MODE(Active) for any running queue manager: no HA type in that.
    expect(haTypeOf([fact('haRole', 'Active', 'dspmq')], [])).toBe('none');
    expect(haTypeOf([fact('haRole', 'REPLICA', 'DISPLAY QMSTATUS')], [])).toBe('Native HA');
    expect(haTypeOf([], [{ name: 'nativeHaInstances', unit: 'count', value: 3, origin: 'DISPLAY QMSTATUS', lines: [1] }])).toBe('Native HA');
  });
});

describe('rows of one host across files', () => {
  const header = (what: string, qm?: string) => `===== mq-gather 1 | host mqhost09 | ${qm ? `queue manager ${qm} | ` : ''}${what} =====`;
  it('counts a host-only file for every queue manager of that host, and joins one queue manager’s files', () => {
    const vagrant = readFileSync(join(FIXTURES, 'real-config/ulimit-a-vagrant-ubuntu.txt'), 'utf8');
    const status = readFileSync(join(FIXTURES, 'real-measure/mq-status-script-qm1.txt'), 'utf8');
    const ini = readFileSync(join(FIXTURES, 'real-config/qmini-mqfellow-aws.ini'), 'utf8');
    const parts = [
      fileRows('limits.txt', `${header("su mqm -c 'ulimit -a'")}\n${vagrant}`, { platform: 'unix' }),
      fileRows('status.txt', `${header("echo 'DISPLAY QMSTATUS ALL' | runmqsc QM1", 'QM1')}\n${status.slice(status.indexOf('5724-H72'))}`, { platform: 'unix' }),
      fileRows('ini.txt', `${header('cat /var/mqm/qmgrs/QM1/qm.ini', 'QM1')}\n${ini}`, { platform: 'unix' }),
    ];
    const rows = assembleFleet(parts.flatMap((p) => ('rows' in p ? p.rows : [])));
    expect(rows.map(brief)).toEqual([{ host: 'mqhost09', qm: 'QM1', worst: 'error', errors: 1, warnings: 0 }]);
    expect(rows[0]!.files).toEqual(['status.txt', 'ini.txt', 'limits.txt']);
    expect(rows[0]!.nofile?.value).toBe('1024');
    expect(rows[0]!.logPrimaryPeakPercent).toBe(13);
  });

  it('keeps hosts named only by their file apart', () => {
    const a = fileRows('a.txt', 'open files                      (-n) 1024', { platform: 'unix' });
    const b = fileRows('b.txt', 'open files                      (-n) 65536', { platform: 'unix' });
    const rows = assembleFleet([a, b].flatMap((p) => ('rows' in p ? p.rows : [])));
    expect(rows.map((r) => [r.host, r.worst])).toEqual([['a.txt', 'error'], ['b.txt', 'ok']]);
  });
});

describe('fleet CSV', () => {
  const base: FleetRow = { host: 'h', hostFrom: 'gather', queueManager: 'QM1', files: ['a.txt'], haType: 'none', worst: 'ok', errors: 0, warnings: 0, findings: [] };

  it('quotes fields as RFC 4180 says, with CRLF between records', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    const csv = fleetCsv([{ ...base, host: 'host, with comma', version: '9.4.2.0', logWriteLatencyP95Seconds: 0.000364, nofile: { value: '1024', minimum: '10240', meets: false } }]);
    const [head, line, end] = csv.split('\r\n');
    expect(head!.split(',').slice(0, 6)).toEqual(['host', 'queue_manager', 'files', 'mq_version', 'ha_type', 'worst']);
    expect(line).toBe('"host, with comma",QM1,a.txt,9.4.2.0,none,ok,0,0,,0.000364,1024,10240,no,,,,,,,,');
    expect(end).toBe('');
  });

  it('guards cells a spreadsheet would run as a formula (OWASP), quoting where needed', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('QM=1')).toBe('QM=1');
    const csv = fleetCsv([{ ...base, queueManager: '@QM' }], [{ file: '=cmd|x.txt', why: 'None of the 1 non-blank lines is…' }]);
    const lines = csv.split('\r\n');
    expect(lines[1]!.split(',')[1]).toBe("'@QM");
    expect(lines[2]).toMatch(/^'=cmd\|x\.txt,,'=cmd\|x\.txt,,,not read,/);
    expect(lines[2]).toMatch(/None of the 1 non-blank lines is…$/);
  });

  it('reads back as the text it quoted, whatever the text (a formula guarded)', () => {
    // One field as RFC 4180 reads it: quoted with doubled quotes inside, or bare.
    const unquote = (f: string) => (f.startsWith('"') ? f.slice(1, -1).replace(/""/g, '"') : f);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const field = csvField(text);
        if (!field.startsWith('"')) expect(field).not.toMatch(/[",\r\n]/);
        expect(unquote(field)).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
      }),
    );
  });

  it('gives every record as many fields as the header, for the whole fleet', () => {
    const table = fleetRows([...FILES, ...NOT_MQ], { platform: 'unix' });
    const records = fleetCsv(table.rows, table.unread).trimEnd().split('\r\n');
    expect(records.length).toBe(1 + EXPECTED.length + NOT_MQ.length);
    // No field of these samples holds a quote or a line break, so a comma count is the field count.
    const fields = (r: string) => r.replace(/"[^"]*"/g, 'x').split(',').length;
    for (const r of records) expect(fields(r), r).toBe(fields(records[0]!));
  });
});

describe('mqcheck --format=table|csv', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [join(import.meta.dirname, '../../scripts/mqcheck.mjs'), ...args], { encoding: 'utf8', cwd: join(import.meta.dirname, '../..') });

  it('reads the fleet formats among mqcheck\'s options, and gives the worst exit status over the fleet', () => {
    expect(parseArgs(['--format', 'csv', '--fail-on=warning', 'a'])).toEqual({ kind: 'run', options: { format: 'csv', failOn: 'warning', platform: 'unix', files: ['a'] } });
    expect(parseArgs(['--format=table', 'a', 'b'])).toMatchObject({ kind: 'run', options: { format: 'table', files: ['a', 'b'] } });
    expect(parseArgs(['--format=xml', 'a'])).toEqual({ kind: 'usage-error', message: '--format must be text, json, sarif, table or csv; got "xml".' });
    expect(parseArgs(['--format=table', '--json', 'a'])).toEqual({ kind: 'usage-error', message: '--json and --format=table ask for two outputs; give one.' });
    const warned: FleetRow = { host: 'h', hostFrom: 'file', files: ['h'], haType: 'none', worst: 'warning', errors: 0, warnings: 1, findings: [] };
    expect(fleetStatus([warned], [], 'error')).toBe(0);
    expect(fleetStatus([warned], [], 'warning')).toBe(1);
    expect(fleetStatus([warned], [], 'never')).toBe(0);
    expect(fleetStatus([warned], [{ file: 'x', why: 'y' }], 'never')).toBe(2);
  });

  it('expands folders recursively in name order, once each even through a link back up the tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleet-paths-'));
    try {
      mkdirSync(join(dir, 'b/inner'), { recursive: true });
      writeFileSync(join(dir, 'b/inner/z.txt'), '');
      writeFileSync(join(dir, 'a.txt'), '');
      symlinkSync(dir, join(dir, 'b/loop'));
      const { files, unread } = expandPaths([dir, join(dir, 'missing.txt'), '-']);
      expect(files.map((f) => (f === '-' ? f : f.slice(dir.length + 1)))).toEqual(['a.txt', 'b/inner/z.txt', '-']);
      expect(unread.map((u) => [u.file.slice(dir.length + 1), u.why])).toEqual([['missing.txt', 'no such file']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints the CSV from worker threads and exits 1 on a warning with --fail-on=warning', () => {
    const r = run('--format=csv', '--fail-on=warning', join('tests/fixtures', GATHER), 'tests/fixtures/real-measure/qmstatus-nativeha.txt');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.trimEnd().split('\r\n').map((l) => l.split(',').slice(0, 6).join(','))).toEqual([
      'host,queue_manager,files,mq_version,ha_type,worst',
      'mqhost07,QM1,tests/fixtures/fleet/gather-mqhost07-assembled.txt,9.4.2.0,none,error',
      'mqhost07,QM2,tests/fixtures/fleet/gather-mqhost07-assembled.txt,9.4,none,error',
      'mqhost07,QM3,tests/fixtures/fleet/gather-mqhost07-assembled.txt,9.4,Native HA,error',
      'tests/fixtures/real-measure/qmstatus-nativeha.txt,,tests/fixtures/real-measure/qmstatus-nativeha.txt,,Native HA,warning',
    ]);
  });

  it('reads a directory recursively, lists what is not MQ output, and exits 2', () => {
    const r = run('--format=table', 'tests/fixtures/fleet', 'no-such-file.txt');
    expect(r.status).toBe(2);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Host\s+Queue manager\s+MQ version\s+HA type\s+Worst\s+Errors\s+Warnings/);
    expect(lines.slice(2, 5).map((l) => l.split(/\s{2,}/).slice(0, 5).join(' | '))).toEqual(['mqhost07 | QM1 | 9.4.2.0 | none | error', 'mqhost07 | QM2 | 9.4 | none | error', 'mqhost07 | QM3 | 9.4 | Native HA | error']);
    expect(r.stdout).toContain('3 queue managers (rows); 3 files not read:');
    expect(r.stdout).toContain('  no-such-file.txt: no such file\n');
    expect(r.stdout).toMatch(/tests\/fixtures\/fleet\/SOURCES\.md: None of the \d+ non-blank lines/);
  });
});

describe('mqcheck --format=table and --format=csv in process, on the fleet fixtures', () => {
  // Each file by its own name, as the fleet above reads them: a file naming no host stands for it by that name.
  const paths = new Map(FILES.map((f) => [f.name, f.text]));
  const cli = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const readFile = (p: string) => {
      const text = paths.get(p);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), { code: 'ENOENT' });
      return Buffer.from(text);
    };
    const status = await runCli(args, { readFile, out: (t) => out.push(t), err: (t) => err.push(t) });
    return { status, out: out.join('\n'), err: err.join('\n') };
  };
  /** The table's cells, cut at the columns its dashed line marks (cells may hold single spaces, or nothing). */
  const cells = (table: string) => {
    const [head, dashes, ...rest] = table.split('\n');
    const starts = [...dashes!.matchAll(/-+/g)].map((m) => m.index!);
    const cut = (line: string) => starts.map((s, i) => line.slice(s, starts[i + 1]).trim());
    return { head: cut(head!), rows: rest.slice(0, rest.indexOf('')).map(cut) };
  };
  const asBrief = (c: string[]): Brief => ({ host: c[0]!, ...(c[1] === '(none named)' ? {} : { qm: c[1]! }), worst: c[4] as Brief['worst'], errors: Number(c[5]), warnings: Number(c[6]) });

  it('table: one row per queue manager, worst first, the hand-written rows; exit 1 on the errors', async () => {
    const r = await cli(['--format=table', ...paths.keys()]);
    expect(r.status).toBe(1);
    expect(r.err).toBe('');
    const t = cells(r.out);
    expect(t.head.slice(0, 7)).toEqual(['Host', 'Queue manager', 'MQ version', 'HA type', 'Worst', 'Errors', 'Warnings']);
    expect(t.rows.map(asBrief)).toEqual(EXPECTED);
    expect(r.out.endsWith(`\n\n${EXPECTED.length} queue managers (rows).`)).toBe(true);
    // The assembled gather's rows carry their release, HA type and limits (tests/fixtures/fleet/SOURCES.md).
    expect(t.rows.find((c) => c[1] === 'QM3')!.slice(0, 4)).toEqual(['mqhost07', 'QM3', '9.4', 'Native HA']);
    expect(t.rows.find((c) => c[0] === 'mqconfig-centos79-mq91-root.txt')![9]).toBe('1024 (below IBM 10240)');
  });

  it('csv: the same rows in the same order, as RFC 4180 records', async () => {
    const r = await cli(['--format=csv', ...paths.keys()]);
    expect(r.status).toBe(1);
    const records = r.out.split('\r\n');
    expect(records[0]).toBe('host,queue_manager,files,mq_version,ha_type,worst,errors,warnings,log_primary_peak_percent,log_write_latency_p95_seconds,nofile,nofile_ibm_minimum,nofile_meets_minimum,nproc,nproc_ibm_minimum,nproc_meets_minimum,native_ha_replicas_in_sync,native_ha_instances,capacity_round_trips_per_sec,capacity_headroom,not_read_because');
    const briefs = records.slice(1).map((l) => l.split(',')).map((c) => ({ host: c[0]!, ...(c[1] ? { qm: c[1] } : {}), worst: c[5] as Brief['worst'], errors: Number(c[6]), warnings: Number(c[7]) }));
    expect(briefs).toEqual(EXPECTED);
  });

  it('--fail-on decides the status over every file: never 0, warning 1 even for the warnings alone', async () => {
    expect((await cli(['--format=table', '--fail-on=never', ...paths.keys()])).status).toBe(0);
    const warnedOnly = EXPECTED.filter((e) => e.worst === 'warning' && !e.qm).map((e) => e.host);
    expect((await cli(['--format=csv', ...warnedOnly])).status).toBe(0);
    expect((await cli(['--format=csv', '--fail-on=warning', ...warnedOnly])).status).toBe(1);
  });

  it('a file not read is listed after the rows (and, beside CSV, on standard error), with status 2', async () => {
    const table = await cli(['--format=table', 'qmstatus-nativeha.txt', 'missing.txt']);
    expect(table.status).toBe(2);
    expect(table.out.split('\n').slice(-2)).toEqual(['1 queue manager (rows); 1 file not read:', '  missing.txt: no such file']);
    const csv = await cli(['--format=csv', '--fail-on=never', 'qmstatus-nativeha.txt', 'missing.txt']);
    expect(csv.status).toBe(2);
    expect(csv.out.split('\r\n').at(-1)).toBe('missing.txt,,missing.txt,,,not read,,,,,,,,,,,,,,,no such file');
    expect(csv.err).toBe('missing.txt: no such file');
  });

  it('guards a formula in a name read from a file (OWASP), in the CSV the command prints', async () => {
    paths.set('formula.txt', readFileSync(join(FIXTURES, GATHER), 'utf8').replaceAll('mqhost07', '=HYPERLINK("http://x")'));
    try {
      const r = await cli(['--format=csv', 'formula.txt']);
      expect(r.out.split('\r\n')[1]!.startsWith(`"'=HYPERLINK(""http://x"")",QM1,`)).toBe(true);
    } finally {
      paths.delete('formula.txt');
    }
  });
});

describe('the table’s columns from forms without dspmq', () => {
  it('MQ version from DISPLAY QMGR’s VERSION(09040200) alone (VVRRMMFF → 9.4.2.0)', () => {
    const { name, text } = file('gather/transcripts/QM1-display-qmgr-all.txt');
    const r = fileRows(name, text, { platform: 'unix' });
    if (!('rows' in r)) throw new Error(r.unread.why);
    expect(r.rows.map((x) => [x.queueManager, x.version])).toEqual([['QM1', '9.4.2.0']]);
  });

  it('a Prometheus scrape whose only MQ series gives no reading (a counter without timestamps) still names its queue manager from qmgr=', () => {
    const scrape = file('real-prometheus/mq-container-two-scrapes.prom').text.split('\n').filter((l) => l.includes('log_physical_written_bytes_total')).join('\n');
    const r = fileRows('counter.prom', scrape, { platform: 'unix' });
    if (!('rows' in r)) throw new Error(r.unread.why);
    expect(r.rows.map((x) => x.queueManager)).toEqual(['QM1']);
  });
});
