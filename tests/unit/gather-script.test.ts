/**
 * public/mq-gather.sh under sh (dash on Debian) and bash, against the stand-in MQ commands of
 * tests/fixtures/gather (real, public outputs; SOURCES.md there): the sections it writes and the
 * commands they name, Native HA found from dspmq, a missing command or queue manager noted and
 * skipped, --print running nothing, --help, a bad -m name refused, -o writing one file, and the
 * report read back by the checker. Needs only the shells; shellcheck and ksh are in tests/system.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { measuredReader } from '../../calculators/check/measure/measured-reader.ts';
import { readMeasurements } from '../../calculators/check/measure/index.ts';
import { STAND_INS, makeMachine, runGather, sections, type Machine } from '../gather-run.ts';
import { GATHER_HEADER } from '../../calculators/check/scope/gather-header.ts';

const TRANSCRIPTS = join(STAND_INS, '../transcripts');
const asRoot = process.getuid?.() === 0;
const SYSCTL = 'sysctl kernel.shmmni kernel.shmall kernel.shmmax kernel.sem fs.file-max kernel.pid_max kernel.threads-max net.ipv4.tcp_keepalive_time';
const MQSC = (qm: string, nativeHa: boolean) => [
  `echo 'DISPLAY QMGR ALL' | runmqsc ${qm}`,
  `echo 'DISPLAY QMSTATUS ALL' | runmqsc ${qm}`,
  ...(nativeHa ? [`echo 'DISPLAY QMSTATUS TYPE(NATIVEHA) ALL' | runmqsc ${qm}`] : []),
  `echo 'DISPLAY CHANNEL(*) ALL' | runmqsc ${qm}`,
  `echo 'DISPLAY CHSTATUS(*) ALL' | runmqsc ${qm}`,
  `echo 'DISPLAY QUEUE(*) ALL' | runmqsc ${qm}`,
  `echo 'DISPLAY QSTATUS(*) TYPE(QUEUE) ALL' | runmqsc ${qm}`,
  `echo 'DISPLAY LISTENER(*) ALL' | runmqsc ${qm}`,
  `echo 'DISPLAY LSSTATUS(*) ALL' | runmqsc ${qm}`,
];

/** Every header of a whole run, written out by hand: "QM | command" for a queue manager's. */
function expectedHeaders(m: Machine): string[] {
  return [
    'dspmq -x -o all',
    'dspmqver',
    'mqconfig',
    asRoot ? "su mqm -c 'ulimit -a'" : 'note: ulimit -a skipped: this runs as',
    SYSCTL,
    `cat ${m.mqsIni}`,
    'QM1 | dspmq -x -o all -m QM1',
    `QM1 | cat ${m.qmIni.QM1}`,
    ...MQSC('QM1', false).map((c) => `QM1 | ${c}`),
    'haqueuemgr | dspmq -x -o all -m haqueuemgr',
    `haqueuemgr | cat ${m.qmIni.haqueuemgr}`,
    ...MQSC('haqueuemgr', true).map((c) => `haqueuemgr | ${c}`),
  ];
}

const named = (s: { queueManager?: string; command: string }) => (s.queueManager ? `${s.queueManager} | ${s.command}` : s.command);

/** A PATH folder that runs every stand-in but the ones left out (each from its own folder, where it finds its outputs). */
function pathWithout(...left: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'mq-gather-path-'));
  for (const f of readdirSync(STAND_INS).filter((f) => f !== 'marker.sh' && !left.includes(f))) {
    writeFileSync(join(dir, f), `#!/bin/sh\nexec '${join(STAND_INS, f)}' "$@"\n`, { mode: 0o755 });
  }
  return `${dir}:/usr/bin:/bin`;
}

describe.each(['sh', 'bash'])('mq-gather.sh under %s', (shell) => {
  let m: Machine;
  let report: string;
  beforeAll(() => {
    m = makeMachine();
    const run = runGather(shell, ['--mqs-ini', m.mqsIni], { machine: m });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    report = run.stdout;
  });

  it('starts and ends with its own lines, and counts the sections and notes between them', () => {
    const all = sections(report);
    expect(all[0]!.command).toMatch(/^started \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ, mq-gather\.sh \d+\.\d+\.\d+$/);
    const middle = all.slice(1, -1);
    const notes = middle.filter((s) => s.command.startsWith('note: ')).length;
    expect(all.at(-1)!.command).toBe(`end: ${middle.length - notes} sections, ${notes} notes`);
    for (const line of report.split('\n').filter((l) => l.startsWith('====='))) expect(line).toMatch(GATHER_HEADER);
  });

  it('writes one section for each command, in order, each header naming the command as run', () => {
    const got = sections(report).slice(1, -1).map(named);
    const want = expectedHeaders(m);
    expect(got.length).toBe(want.length);
    got.forEach((g, i) => (want[i]!.startsWith('note: ') ? expect(g.startsWith(want[i]!)).toBe(true) : expect(g).toBe(want[i])));
  });

  it('puts under each header what that command printed', () => {
    for (const s of sections(report).slice(1, -1)) {
      const body = s.body.join('\n');
      const mqsc = /^echo '(.*)' \| runmqsc (\S+)$/.exec(s.command);
      if (mqsc) {
        // runmqsc's banner names the queue manager asked, and it echoes the one command it read.
        expect(s.body[1]).toBe(`Starting MQSC for queue manager ${mqsc[2]}.`);
        expect(s.body[4]).toBe(`     1 : ${mqsc[1]}`);
        expect(s.body.at(-1)).toBe('All valid MQSC commands were processed.');
      } else if (s.command.startsWith('cat ')) {
        expect(body + '\n').toBe(readFileSync(s.command.slice(4), 'utf8'));
      } else if (s.command === 'dspmq -x -o all -m QM1' || s.command === 'dspmq -x -o all') {
        expect(body).toContain(readFileSync(join(TRANSCRIPTS, 'dspmq-x-o-all-QM1.txt'), 'utf8').trimEnd());
      } else if (s.command === 'dspmqver') {
        expect(body).toContain('Version:     9.2.0.0');
      } else if (s.command === 'mqconfig') {
        expect(body).toContain('mqconfig: Analyzing Red Hat Enterprise Linux 9.4');
      } else if (s.command === SYSCTL) {
        expect(s.body.map((l) => l.split(' = ')[0])).toEqual(SYSCTL.split(' ').slice(1));
      } else if (s.command.includes('ulimit -a')) {
        expect(body).toContain('open files                          (-n) 1048576');
      }
    }
  });

  it('asks for the Native HA status only of the queue manager dspmq shows as Native HA', () => {
    const nha = sections(report).filter((s) => s.command.includes('TYPE(NATIVEHA)'));
    expect(nha.map((s) => s.queueManager)).toEqual(['haqueuemgr']);
    expect(nha[0]!.body.filter((l) => l.startsWith('AMQ8705I')).length).toBe(3);
  });

  it('--print prints the commands and runs none of them', () => {
    const p = makeMachine();
    const run = runGather(shell, ['--print', '-m', 'QM1', '--amqsrua', '2', '--mqs-ini', p.mqsIni], { machine: p });
    expect(run.status).toBe(0);
    expect(existsSync(p.marker)).toBe(false);
    const lines = run.stdout.split('\n');
    for (const c of ['dspmq -x -o all', 'dspmqver', 'mqconfig', 'dspmq -x -o all -m QM1', `cat ${p.qmIni.QM1}`, ...MQSC('QM1', false), 'amqsrua -m QM1 -c DISK -t Log -n 12']) {
      expect(lines).toContain(c);
    }
    // The same machine without --print does run the stand-ins, so the marker would have shown a run.
    runGather(shell, ['-m', 'QM1', '--mqs-ini', p.mqsIni], { machine: p });
    expect(readFileSync(p.marker, 'utf8')).toContain('runmqsc QM1');
  });

  it('--help says what it collects and that nothing leaves the machine', () => {
    const run = runGather(shell, ['--help'], { machine: makeMachine() });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Nothing leaves this machine');
    expect(run.stdout).toContain('read-only');
    for (const c of ['dspmq -x -o all', 'dspmqver', 'mqconfig', 'ulimit -a', 'kernel.shmmni', 'qm.ini', 'mqs.ini', 'DISPLAY QMSTATUS TYPE(NATIVEHA) ALL', 'DISPLAY QSTATUS(*) TYPE(QUEUE) ALL', 'DISPLAY LSSTATUS(*) ALL', '--amqsrua MINUTES', '--print']) {
      expect(run.stdout).toContain(c);
    }
  });

  it('notes a missing command and a queue manager dspmq does not know, and collects the rest', () => {
    const p = makeMachine();
    const run = runGather(shell, ['-m', 'NOSUCH', '-m', 'QM1', '--amqsrua', '1', '--mqs-ini', p.mqsIni], { machine: p, path: pathWithout('mqconfig', 'amqsrua') });
    expect(run.status).toBe(0);
    const all = sections(run.stdout).map(named);
    expect(all).toContain('note: mqconfig is not on PATH or in an MQ installation: skipped "mqconfig"');
    expect(all).toContain('NOSUCH | dspmq -x -o all -m NOSUCH');
    expect(all).toContain('NOSUCH | note: dspmq does not know this queue manager (exit status 72): skipped');
    expect(all).toContain('QM1 | note: amqsrua is not on PATH or in an MQ installation (samp/bin): skipped the CPU and DISK statistics');
    expect(all).toContain("QM1 | echo 'DISPLAY LSSTATUS(*) ALL' | runmqsc QM1");
    // mqconfig, NOSUCH and amqsrua; and the ulimit note when not run as root.
    expect(all.at(-1)).toMatch(new RegExp(`^end: \\d+ sections, ${asRoot ? 3 : 4} notes$`));
    expect(all.some((s) => s.startsWith('NOSUCH | echo'))).toBe(false);
  });

  it('--amqsrua records the five CPU and DISK series at once and prints each whole, in order', () => {
    const p = makeMachine();
    const started = Date.now();
    const run = runGather(shell, ['-m', 'QM1', '--amqsrua', '3', '--mqs-ini', p.mqsIni], { machine: p });
    expect(run.status).toBe(0);
    const series = sections(run.stdout).filter((s) => s.command.startsWith('amqsrua '));
    expect(series.map(named)).toEqual(['CPU SystemSummary', 'CPU QMgrSummary', 'DISK SystemSummary', 'DISK QMgrSummary', 'DISK Log'].map((ct) => {
      const [c, t] = ct.split(' ');
      return `QM1 | amqsrua -m QM1 -c ${c} -t ${t} -n 18`;
    }));
    expect(series.at(-1)!.body.join('\n') + '\n').toBe(readFileSync(join(STAND_INS, '../../real-measure/amqsrua-linux-persistent-2.3.txt'), 'utf8'));
    expect(series[0]!.body).toEqual(['stand-in amqsrua: no published output is recorded for class CPU type SystemSummary']);
    // Each stand-in sleeps two seconds: five one after another would take ten.
    expect(Date.now() - started).toBeLessThan(8_000);
    const all = sections(run.stdout);
    const notes = all.filter((s) => s.command.startsWith('note: ')).length;
    expect(all.at(-1)!.command).toBe(`end: ${all.length - 2 - notes} sections, ${notes} notes`);
  });

  it('refuses a -m name MQ would not allow, before running anything', () => {
    const p = makeMachine();
    for (const bad of ['QM1;touch pwned', 'QM 1', '-x', 'Q'.repeat(49), '', "QM1'"]) {
      const run = runGather(shell, ['-m', bad], { machine: p });
      expect(run.status, bad).toBe(2);
      expect(run.stdout, bad).toBe('');
      expect(run.stderr, bad).toContain('is not a queue manager name');
    }
    expect(existsSync(p.marker)).toBe(false);
    expect(readdirSync(p.dir).sort()).toEqual(['data', 'mqs.ini', 'var-mqm']);
    // All the characters MQ allows, 48 of them, pass.
    const ok = runGather(shell, ['--print', '-m', 'A.b/c_d%9' + 'x'.repeat(39)], { machine: p });
    expect(ok.status).toBe(0);
  });

  it('-o FILE writes that one file, says so on standard error, and will not overwrite a file', () => {
    const p = makeMachine();
    const cwd = join(p.dir, 'out');
    mkdirSync(cwd);
    const run = runGather(shell, ['-o', 'gather.txt', '--mqs-ini', p.mqsIni], { machine: { ...p, marker: join(p.dir, 'ran.txt') }, cwd });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^mq-gather\.sh: wrote gather\.txt \(\d+ sections, \d+ notes\)\n$/);
    expect(readdirSync(cwd)).toEqual(['gather.txt']);
    const written = readFileSync(join(cwd, 'gather.txt'), 'utf8');
    expect(written.replace(/started [^,]+,/, '')).toBe(report.replace(/started [^,]+,/, '').replaceAll(m.dir, p.dir));
    writeFileSync(join(cwd, 'keep.txt'), 'mine\n');
    const again = runGather(shell, ['-o', 'keep.txt'], { machine: p, cwd });
    expect(again.status).toBe(2);
    expect(readFileSync(join(cwd, 'keep.txt'), 'utf8')).toBe('mine\n');
  });

  // The checker reads the gather's own headers too (they say which queue manager each section is about).
  it('is read back by the checker with nothing "not read", grouped by its two queue managers', () => {
    const r = checkConfiguration(report, { platform: 'unix', readers: [measuredReader(readMeasurements(report))] });
    if (!r.ok) throw new Error(r.message);
    expect(r.unread.map((u) => `${u.line}: ${u.text}`)).toEqual([]);
    expect(r.queueManagers).toEqual(['QM1', 'haqueuemgr']);
    expect(r.values.some((v) => v.name === 'CHANNEL(DEV.APP.SVRCONN).SHARECNV' || v.name.startsWith('CHANNEL('))).toBe(true);
    expect(r.values.filter((v) => v.name === 'QMGR.TREELIFE').map((v) => v.queueManager)).toEqual(['QM1', 'haqueuemgr']);
  });
});
