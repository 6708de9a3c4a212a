/**
 * public/mq-gather.sh under sh (dash on Debian) and bash, against the stand-in MQ commands of
 * tests/fixtures/gather (real, public outputs; SOURCES.md there): the sections it writes and the
 * commands they name, Native HA found from dspmq, a missing command or queue manager noted and
 * skipped, --print running nothing, --help, a bad -m name refused, -o writing one file, the
 * manifest, and the report read back by the checker. Needs only the shells; shellcheck, ksh, mksh
 * and the hostile machine (a real unprivileged user, links, FIFOs, hangs) are in tests/system.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { measuredReader } from '../../calculators/check/measure/measured-reader.ts';
import { readMeasurements } from '../../calculators/check/measure/index.ts';
import { AS_ROOT, STAND_INS, amqsruaOverlap, makeMachine, manifestOf, runGather, sections, stderrOf, steady, type Machine } from '../gather-run.ts';
import { GATHER_HEADER } from '../../calculators/check/scope/gather-header.ts';

const TRANSCRIPTS = join(STAND_INS, '../transcripts');
const asRoot = AS_ROOT;
const SYSCTL = 'read /proc/sys: kernel.shmmni kernel.shmall kernel.shmmax kernel.sem fs.file-max kernel.pid_max kernel.threads-max net.ipv4.tcp_keepalive_time';
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
    SYSCTL,
    'dspmq -n -x -o all',
    'dspmqver',
    'mqconfig',
    // No user mqm on the test machine: as root (--as-root) it cannot switch to it, as another user it is not it.
    asRoot ? 'note: cannot switch to the user mqm' : 'note: ulimit -a skipped: this runs as',
    `cat ${m.mqsIni}`,
    'QM1 | dspmq -n -x -o all -m QM1',
    `QM1 | cat ${m.qmIni.QM1}`,
    ...MQSC('QM1', false).map((c) => `QM1 | ${c}`),
    'haqueuemgr | dspmq -n -x -o all -m haqueuemgr',
    `haqueuemgr | cat ${m.qmIni.haqueuemgr}`,
    ...MQSC('haqueuemgr', true).map((c) => `haqueuemgr | ${c}`),
    // Nothing named amqzxma0 runs on the test machine.
    'note: no running execution controller (amqzxma0 -m QMGR) found by ps',
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
    expect(stderrOf(run)).toBe('');
    expect(run.status).toBe(0);
    report = run.stdout;
  });

  /** The sections from the start line to the end line (the manifest's header and records are after it). */
  const body = (r: string) => sections(r).slice(0, -1);

  it('starts and ends with its own lines, and counts the sections and notes between them', () => {
    const all = body(report);
    expect(all[0]!.command).toMatch(/^started \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ, mq-gather\.sh \d+\.\d+\.\d+$/);
    const middle = all.slice(1, -1);
    const notes = middle.filter((s) => s.command.startsWith('note: ')).length;
    expect(all.at(-1)!.command).toBe(`end: ${middle.length - notes} sections, ${notes} notes`);
    for (const line of report.split('\n').filter((l) => l.startsWith('====='))) expect(line).toMatch(GATHER_HEADER);
    expect(sections(report).at(-1)!.command).toBe('manifest');
  });

  it('ends with a manifest: version, host, who ran it, each command with its exit status, each file read with its size, and the SHA-256 of the report', () => {
    const records = manifestOf(report);
    const lines = report.split('\n');
    const end = lines.findIndex((l) => / \| end: /.test(l));
    expect(records.slice(0, 6)).toEqual(['version 2.0.0', `host ${lines[0]!.split(' | ')[1]!.slice(5)}`, 'user mqm', asRoot ? 'ran-as root as-root' : `ran-as ${process.env.USER ?? ''} direct`.replace(/ $/, ''), 'timeout 60', 'masking on'].map((r, i) => (i === 3 && !asRoot ? records[3]! : r)));
    expect(records).toContain(`file QM1 ${readFileSync(m.qmIni.QM1).length} ${m.qmIni.QM1}`);
    expect(records).toContain(`file - ${readFileSync(m.mqsIni).length} ${m.mqsIni}`);
    const commands = records.filter((r) => r.startsWith('command '));
    // One record for each command section, with its queue manager ("-" for the host), in order.
    const ran = sections(report).filter((s) => !/^(note: |started |end: |manifest$|read \/proc|cat )/.test(s.command)).map((s) => `${s.queueManager ?? '-'} 0 ${s.command}`);
    expect(commands.filter((c) => !c.includes(' ps -e ')).map((c) => c.replace(/^command (\S+) (\S+) \d+ /, '$1 $2 '))).toEqual(ran);
    expect(records.at(-1)).toBe(`sha256 ${createHash('sha256').update(lines.slice(0, end + 1).join('\n') + '\n').digest('hex')}`);
  });

  it('writes one section for each command, in order, each header naming the command as run', () => {
    const got = body(report).slice(1, -1).map(named);
    const want = expectedHeaders(m);
    expect(got.length).toBe(want.length);
    got.forEach((g, i) => (want[i]!.startsWith('note: ') ? expect(g.startsWith(want[i]!)).toBe(true) : expect(g).toBe(want[i])));
  });

  it('puts under each header what that command printed', () => {
    for (const s of body(report).slice(1, -1)) {
      const body = s.body.join('\n');
      const mqsc = /^echo '(.*)' \| runmqsc (\S+)$/.exec(s.command);
      if (mqsc) {
        // runmqsc's banner names the queue manager asked, and it echoes the one command it read.
        expect(s.body[1]).toBe(`Starting MQSC for queue manager ${mqsc[2]}.`);
        expect(s.body[4]).toBe(`     1 : ${mqsc[1]}`);
        expect(s.body.at(-1)).toBe('All valid MQSC commands were processed.');
      } else if (s.command.startsWith('cat ')) {
        expect(body + '\n').toBe(readFileSync(s.command.slice(4), 'utf8'));
      } else if (s.command === 'dspmq -n -x -o all -m QM1' || s.command === 'dspmq -n -x -o all') {
        expect(body).toContain(readFileSync(join(TRANSCRIPTS, 'dspmq-x-o-all-QM1.txt'), 'utf8').trimEnd());
      } else if (s.command === 'dspmqver') {
        expect(body).toContain('Version:     9.2.0.0');
      } else if (s.command === 'mqconfig') {
        expect(body).toContain('mqconfig: Analyzing Red Hat Enterprise Linux 9.4');
      } else if (s.command === SYSCTL) {
        // Read from this machine's /proc/sys, as sysctl prints them.
        expect(s.body.map((l) => l.split(' = ')[0])).toEqual(SYSCTL.split(' ').slice(2));
        for (const l of s.body) expect(l.split(' = ')[1]).toBe(readFileSync(`/proc/sys/${l.split(' = ')[0]!.replaceAll('.', '/')}`, 'utf8').replace(/\n$/, ''));
      } else if (s.command.includes('ulimit -a') && !s.command.startsWith('note: ')) {
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
    for (const c of ['dspmq -n -x -o all', 'dspmqver', 'mqconfig', 'dspmq -n -x -o all -m QM1', 'cat <its data directory, from mqs.ini>/qm.ini', `cat ${p.mqsIni}`, ...MQSC('QM1', false), 'amqsrua -m QM1 -c DISK -t Log -n 12   (all at once, in the background)']) {
      expect(lines).toContain(c);
    }
    expect(lines).toContain(asRoot ? '# as root (--as-root: MQ programs run as root):' : `# as ${spawnSync('id', ['-un'], { encoding: 'utf8' }).stdout.trim()}:`);
    // The same machine without --print does run the stand-ins, so the marker would have shown a run.
    runGather(shell, ['-m', 'QM1', '--mqs-ini', p.mqsIni], { machine: p });
    expect(readFileSync(p.marker, 'utf8')).toContain('runmqsc QM1');
  });

  it('--help says what it collects and that nothing leaves the machine', () => {
    const run = runGather(shell, ['--help'], { machine: makeMachine() });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Nothing leaves this machine');
    expect(run.stdout).toContain('read-only');
    for (const c of ['dspmq -n -x -o all', 'dspmqver', 'mqconfig', 'ulimit -a', 'kernel.shmmni', 'qm.ini', 'mqs.ini', 'DISPLAY QMSTATUS TYPE(NATIVEHA) ALL', 'DISPLAY QSTATUS(*) TYPE(QUEUE) ALL', 'DISPLAY LSSTATUS(*) ALL', '--amqsrua MINUTES', '--print', '--timeout SECONDS', '--user NAME', '--as-root', '--no-mask', 'runs no MQ program as root', 'Use it rather than "> FILE"', 'manifest']) {
      expect(run.stdout).toContain(c);
    }
  });

  it('notes a missing command and a queue manager dspmq does not know, and collects the rest', () => {
    const p = makeMachine();
    const run = runGather(shell, ['-m', 'NOSUCH', '-m', 'QM1', '--amqsrua', '1', '--mqs-ini', p.mqsIni], { machine: p, path: pathWithout('mqconfig', 'amqsrua') });
    // dspmq's exit status 72 for NOSUCH is a command that failed: 1, and the report is complete.
    expect(run.status).toBe(1);
    // The duration is whole seconds of a busy machine's clock: any whole number.
    expect(manifestOf(run.stdout).some((r) => /^command NOSUCH 72 \d+ dspmq -n -x -o all -m NOSUCH$/.test(r))).toBe(true);
    const all = sections(run.stdout).map(named);
    expect(all).toContain('note: mqconfig is not on PATH or in an MQ installation: skipped "mqconfig"');
    expect(all).toContain('NOSUCH | dspmq -n -x -o all -m NOSUCH');
    expect(all).toContain('NOSUCH | note: dspmq does not know this queue manager (exit status 72): skipped');
    expect(all).toContain('QM1 | note: amqsrua is not on PATH or in an MQ installation (samp/bin): skipped the CPU and DISK statistics');
    expect(all).toContain("QM1 | echo 'DISPLAY LSSTATUS(*) ALL' | runmqsc QM1");
    // mqconfig, NOSUCH, amqsrua, ulimit -a (no user mqm here) and no amqzxma0 running.
    expect(all.at(-2)).toMatch(/^end: \d+ sections, 5 notes$/);
    expect(all.some((s) => s.startsWith('NOSUCH | echo'))).toBe(false);
  });

  it('--amqsrua records the five CPU and DISK series at once and prints each whole, in order', () => {
    const p = makeMachine();
    const run = runGather(shell, ['-m', 'QM1', '--amqsrua', '3', '--mqs-ini', p.mqsIni], { machine: p, env: { MQ_GATHER_TEST_TOGETHER: '5' } });
    // The stand-in refuses the CPU and SystemSummary/QMgrSummary series (exit status 1): a failed command.
    expect(run.status).toBe(1);
    const series = sections(run.stdout).filter((s) => s.command.startsWith('amqsrua '));
    expect(series.map(named)).toEqual(['CPU SystemSummary', 'CPU QMgrSummary', 'DISK SystemSummary', 'DISK QMgrSummary', 'DISK Log'].map((ct) => {
      const [c, t] = ct.split(' ');
      return `QM1 | amqsrua -m QM1 -c ${c} -t ${t} -n 18`;
    }));
    expect(series.at(-1)!.body.join('\n') + '\n').toBe(readFileSync(join(STAND_INS, '../../real-measure/amqsrua-linux-persistent-2.3.txt'), 'utf8'));
    expect(series[0]!.body).toEqual(['stand-in amqsrua: no published output is recorded for class CPU type SystemSummary']);
    // Each stand-in waits for all five to start before it ends: one after another, the first would end alone.
    expect(amqsruaOverlap(readFileSync(p.marker, 'utf8').split('\n'))).toEqual({ starts: 5, ends: 5, allStartedBeforeAnyEnded: true });
    const all = body(run.stdout);
    const notes = all.filter((s) => s.command.startsWith('note: ')).length;
    expect(all.at(-1)!.command).toBe(`end: ${all.length - 2 - notes} sections, ${notes} notes`);
    expect(manifestOf(run.stdout)).toContain('command QM1 1 S amqsrua -m QM1 -c CPU -t SystemSummary -n 18'.replace(' S ', ` ${/command QM1 1 (\d+) amqsrua -m QM1 -c CPU /.exec(run.stdout)?.[1]} `));
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
    expect(stderrOf(run)).toMatch(/^mq-gather\.sh: wrote gather\.txt \(\d+ sections, \d+ notes; exit status 0\)\n$/);
    expect(readdirSync(cwd)).toEqual(['gather.txt']);
    // Readable and writable by its owner alone (umask 077).
    expect(statSync(join(cwd, 'gather.txt')).mode & 0o777).toBe(0o600);
    const written = readFileSync(join(cwd, 'gather.txt'), 'utf8');
    expect(steady(written)).toBe(steady(report).replaceAll(m.dir, p.dir));
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
    // The manifest is read, and the report is the one the script wrote.
    expect(r.gather?.map((g) => [g.version, g.sha256Matches, g.commands.length, g.refused.length, g.masked.length])).toEqual([['2.0.0', true, 23, 0, 0]]);
    const phrase = r.recognised.find((p) => p.startsWith('manifest of'));
    expect(phrase).toMatch(/^manifest of mq-gather\.sh 2\.0\.0 from \S+: 23 commands, \d+ files read, SHA-256 matches; /);
    expect(phrase).toContain(asRoot ? 'MQ programs ran as root (--as-root)' : 'nothing timed out, failed, was refused or masked');
    // One changed character, and it no longer matches.
    const edited = checkConfiguration(report.replace('MaxChannels', 'MaxChannelz'), { platform: 'unix' });
    expect(edited.ok && edited.gather?.[0]?.sha256Matches).toBe(false);
    expect(r.queueManagers).toEqual(['QM1', 'haqueuemgr']);
    expect(r.values.some((v) => v.name === 'CHANNEL(DEV.APP.SVRCONN).SHARECNV' || v.name.startsWith('CHANNEL('))).toBe(true);
    expect(r.values.filter((v) => v.name === 'QMGR.TREELIFE').map((v) => v.queueManager)).toEqual(['QM1', 'haqueuemgr']);
  });
});
