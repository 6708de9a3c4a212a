/**
 * public/mq-gather.sh run as root on a machine where the MQ user is hostile (issue 44): a real
 * unprivileged user stands for mqm (created here if absent), the MQ commands are the stand-ins of
 * tests/fixtures/gather (bin/: published outputs; hostile/: a dspmq that answers in German unless
 * given -n, a runmqsc that hangs or replies with secrets), installed in two "installations" listed
 * in an mqinst.ini. Each stand-in records who ran it, so the tests can prove that no MQ program
 * ran as root. Needs root (CI runs as root) and useradd; a missing one fails, never skips.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPT, STAND_INS, amqsruaOverlap, manifestOf, sections } from '../gather-run.ts';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { manifestIssues } from '../../calculators/check/gather/manifest.ts';

const USER = 'mqgather';
const HOSTILE = join(STAND_INS, '../hostile');
const REAL_CONFIG = join(STAND_INS, '../../real-config');
const SECRET = 'root-only-secret-7f3a9c';

function requireRootAndUser(): { uid: number; gid: number } {
  if (process.getuid?.() !== 0) throw new Error('This test runs mq-gather.sh as root against a real unprivileged user: run it as root (CI does).');
  if (spawnSync('id', ['-u', USER]).status !== 0) {
    const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`cannot create the user ${USER} with useradd: ${made.stderr}`);
  }
  const id = (flag: string) => Number(spawnSync('id', [flag, USER], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

interface Hostile {
  dir: string;
  mqsIni: string;
  mqinstIni: string;
  marker: string;
  qmIni: Record<string, string>;
  inst: Record<string, string>;
}

/**
 * A machine: installations inst1 and inst2 (each bin/ holding wrappers that run a stand-in with the
 * test's settings), QMA in inst1 and QMB in inst2 (three with --amqsrua's test), each with a qm.ini
 * owned by root under a DefaultPrefix named in mqs.ini. Everything readable by the MQ user.
 */
function machine(opts: { qms?: string[]; hang?: string; secrets?: boolean; hostileDspmq?: boolean; amqsruaTogether?: number } = {}): Hostile {
  const qms = opts.qms ?? ['QMA', 'QMB'];
  const dir = mkdtempSync(join(tmpdir(), 'mq-gather-hostile-'));
  chmodSync(dir, 0o755);
  const marker = join(dir, 'ran.txt');
  writeFileSync(marker, '');
  chmodSync(marker, 0o666);
  const inst: Record<string, string> = { inst1: join(dir, 'inst1'), inst2: join(dir, 'inst2') };
  const instOf = (qm: string, i: number) => (i % 2 === 0 ? inst.inst1! : inst.inst2!);
  const qmList = qms.map((q, i) => `${q}:${instOf(q, i)}`).join(' ');
  for (const [name, path] of Object.entries(inst)) {
    mkdirSync(join(path, 'bin'), { recursive: true, mode: 0o755 });
    mkdirSync(join(path, 'samp/bin'), { recursive: true, mode: 0o755 });
    for (const tool of ['dspmq', 'dspmqver', 'mqconfig', 'runmqsc', 'amqsrua']) {
      const target = (tool === 'dspmq' && opts.hostileDspmq !== false) || tool === 'runmqsc' ? join(HOSTILE, tool) : join(STAND_INS, tool);
      const env = [`MQ_GATHER_TEST_MARKER='${marker}'`, `MQ_GATHER_TEST_INST=${name}`, `MQ_GATHER_TEST_QMS='${qmList}'`, ...(opts.hang ? [`MQ_GATHER_TEST_HANG='${opts.hang}'`] : []), ...(opts.secrets ? ['MQ_GATHER_TEST_SECRETS=1'] : []), ...(opts.amqsruaTogether ? [`MQ_GATHER_TEST_TOGETHER=${opts.amqsruaTogether}`] : [])];
      const file = join(path, tool === 'amqsrua' ? 'samp/bin' : 'bin', tool);
      writeFileSync(file, `#!/bin/sh\n${env.join(' ')} exec '${target}' "$@"\n`, { mode: 0o755 });
      chmodSync(file, 0o755);
    }
  }
  const mqinstIni = join(dir, 'mqinst.ini');
  writeFileSync(mqinstIni, Object.entries(inst).map(([n, p], i) => `Installation:\n   Name=${n}\n   Identifier=${i + 1}\n   FilePath=${p}\n`).join(''), { mode: 0o644 });
  const prefix = join(dir, 'var-mqm');
  const qmIni: Record<string, string> = {};
  for (const q of qms) {
    mkdirSync(join(prefix, 'qmgrs', q), { recursive: true, mode: 0o755 });
    qmIni[q] = join(prefix, 'qmgrs', q, 'qm.ini');
    copyFileSync(join(REAL_CONFIG, 'qmini-whywebsphere-tuned.ini'), qmIni[q]!);
    chmodSync(qmIni[q]!, 0o644);
  }
  const mqsIni = join(dir, 'mqs.ini');
  writeFileSync(mqsIni, `AllQueueManagers:\n   DefaultPrefix=${prefix}\n` + qms.map((q) => `QueueManager:\n   Name=${q}\n   Prefix=${prefix}\n   Directory=${q}\n`).join(''), { mode: 0o644 });
  for (const d of [prefix, join(prefix, 'qmgrs')]) chmodSync(d, 0o755);
  return { dir, mqsIni, mqinstIni, marker, qmIni, inst };
}

const args = (h: Hostile, more: string[] = []) => ['--user', USER, '--mqs-ini', h.mqsIni, '--mqinst-ini', h.mqinstIni, ...more];

/**
 * Runs the gather as root. A gather that hangs is killed at 120 s and fails its test on the exit
 * status (null), so no test needs a clock: the hanging stand-ins sleep 300 s.
 */
function gather(shell: string, h: Hostile, more: string[] = [], timeout = 120_000) {
  // Root's PATH holds no stand-in: the MQ commands are found only through mqinst.ini's installations.
  const run = spawnSync(shell, [SCRIPT, ...args(h, more)], { cwd: h.dir, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' }, encoding: 'utf8', timeout });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** What the stand-ins recorded: "user [installation] command args". */
const ran = (h: Hostile) => readFileSync(h.marker, 'utf8').split('\n').filter(Boolean);

describe.each(['dash', 'bash', 'ksh', 'mksh'])('mq-gather.sh as root under %s, against a hostile MQ user', (shell) => {
  it('runs every MQ program as the MQ user, each queue manager from its own installation, and reads dspmq untranslated', () => {
    requireRootAndUser();
    if (spawnSync('sh', ['-c', `command -v ${shell}`]).status !== 0) throw new Error(`${shell} is not installed: apt-get install -y ${shell} (.ci/run does)`);
    const h = machine();
    const run = gather(shell, h);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`running as root: the MQ programs run as ${USER} (runuser`);
    const lines = ran(h);
    expect(lines.length).toBeGreaterThan(15);
    // No MQ program ran as root.
    expect(lines.filter((l) => !l.startsWith(`${USER} `))).toEqual([]);
    // dspmq answers in German without -n; with -n both queue managers were seen running, and runmqsc ran for each from its own installation.
    expect(lines.filter((l) => / dspmq /.test(l)).every((l) => / -n /.test(l))).toBe(true);
    expect(lines.filter((l) => l.includes('runmqsc QMA'))).toHaveLength(8);
    expect(lines.filter((l) => l.includes('runmqsc QMA')).every((l) => l.includes('[inst1] runmqsc'))).toBe(true);
    expect(lines.filter((l) => l.includes('runmqsc QMB'))).toHaveLength(8);
    expect(lines.filter((l) => l.includes('runmqsc QMB')).every((l) => l.includes('[inst2] runmqsc'))).toBe(true);
    const heads = sections(run.stdout).map((s) => `${s.queueManager ?? '-'} | ${s.command}`);
    expect(heads).toContain(`QMB | echo 'DISPLAY QMGR ALL' | ${h.inst.inst2}/bin/runmqsc QMB`);
    expect(heads).toContain(`- | ${h.inst.inst1}/bin/dspmq -n -x -o all`);
    const records = manifestOf(run.stdout);
    expect(records).toContain(`ran-as ${USER} runuser`);
    expect(records).toContain(`file - ${readFileSync(h.mqinstIni).length} ${h.mqinstIni}`);
  });
});

describe('mq-gather.sh as root, against a hostile MQ user', () => {
  it('never reads a file through a link: a qm.ini linked to a root-only file stays out of the report, as root and with --as-root', () => {
    requireRootAndUser();
    const h = machine();
    const secret = join(mkdtempSync(join(tmpdir(), 'mq-gather-secret-')), 'shadow');
    writeFileSync(secret, `${SECRET}\n`, { mode: 0o600 });
    spawnSync('rm', ['-f', h.qmIni.QMA!]);
    symlinkSync(secret, h.qmIni.QMA!);
    for (const more of [[], ['--as-root']]) {
      const run = gather('sh', h, more);
      expect(run.stdout + run.stderr).not.toContain(SECRET);
      expect(run.status).toBe(1);
      expect(manifestOf(run.stdout)).toContain(`refused QMA symlink ${h.qmIni.QMA}`);
      expect(sections(run.stdout).map((s) => s.command)).toContain(`note: refused ${h.qmIni.QMA}: it is a symbolic link, and no file is read through a link`);
    }
  });

  it('refuses a FIFO and a device in place of qm.ini, a file of another user, and does not hang', () => {
    const { uid } = requireRootAndUser();
    const h = machine();
    spawnSync('rm', ['-f', h.qmIni.QMA!, h.qmIni.QMB!]);
    expect(spawnSync('mkfifo', [h.qmIni.QMA!]).status).toBe(0);
    expect(spawnSync('mknod', [h.qmIni.QMB!, 'c', '1', '3']).status).toBe(0);
    // mqs.ini owned by a user that is neither root nor the MQ user.
    const other = join(h.dir, 'other-mqs.ini');
    copyFileSync(h.mqsIni, other);
    chownSync(other, uid + 1, uid + 1);
    const run = gather('sh', h, ['--timeout', '5']);
    const records = manifestOf(run.stdout);
    expect(records).toContain(`refused QMA not-regular ${h.qmIni.QMA}`);
    expect(records).toContain(`refused QMB not-regular ${h.qmIni.QMB}`);
    expect(run.status).toBe(1);
    const owned = gather('sh', h, ['--timeout', '5', '--mqs-ini', other]);
    expect(manifestOf(owned.stdout)).toContain(`refused - owner ${other}`);
    expect(owned.stdout).not.toContain('DefaultPrefix=');
  });

  it('stops a runmqsc that hangs at the time limit, says so, and goes on to the end line and manifest', () => {
    requireRootAndUser();
    const h = machine({ hang: 'DISPLAY QUEUE(*) ALL' });
    const run = gather('sh', h, ['--timeout', '3', '-m', 'QMA']);
    // Its QUEUE(*) command hangs (300 s); stopped at 3 s, the gather ends with status 1, not killed at 120 s.
    expect(run.status).toBe(1);
    const records = manifestOf(run.stdout);
    expect(records.some((r) => new RegExp(String.raw`^command QMA timeout \d+ echo 'DISPLAY QUEUE\(\*\) ALL' \| .*/inst1/bin/runmqsc QMA$`).test(r))).toBe(true);
    const all = sections(run.stdout);
    expect(all.map((s) => s.command)).toContain(`note: timed out after 3 s and was stopped: echo 'DISPLAY QUEUE(*) ALL' | ${h.inst.inst1}/bin/runmqsc QMA`);
    // The gather went on: the commands after the one that hung ran, and the report ends as it should.
    expect(all.map((s) => s.command)).toContain(`echo 'DISPLAY LSSTATUS(*) ALL' | ${h.inst.inst1}/bin/runmqsc QMA`);
    expect(all.at(-2)!.command).toMatch(/^end: \d+ sections, \d+ notes$/);
    expect(records.at(-1)).toMatch(/^sha256 [0-9a-f]{64}$/);
    // The checker lists the timeout under QMA.
    const r = checkConfiguration(run.stdout, { platform: 'unix' });
    if (!r.ok) throw new Error(r.message);
    const issues = manifestIssues(r.gather![0]!);
    expect(issues.filter((i) => i.kind === 'timeout').map((i) => i.queueManager)).toEqual(['QMA']);
    expect(r.gather![0]!.sha256Matches).toBe(true);
  });

  it('an interrupt still writes the end line and the manifest', async () => {
    requireRootAndUser();
    const h = machine({ hang: 'DISPLAY QMGR ALL' });
    const out = join(h.dir, 'report.txt');
    const child = spawn('sh', [SCRIPT, ...args(h, ['-o', out, '-m', 'QMA'])], { cwd: h.dir, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' }, stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 3000));
    child.kill('SIGTERM');
    const status = await new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    expect(status).toBe(1);
    const report = readFileSync(out, 'utf8');
    const all = sections(report);
    expect(all.map((s) => s.command)).toContain('note: interrupted by SIGTERM: the gather stopped here');
    expect(all.at(-2)!.command).toMatch(/^end: \d+ sections, \d+ notes$/);
    expect(manifestOf(report)).toContain('interrupted SIGTERM');
    expect(manifestOf(report).at(-1)).toMatch(/^sha256 [0-9a-f]{64}$/);
  });

  it('masks PASSWORD, SCYDATA, KEYRPWD and INITKEY values, keeps blank ones blank, and says so; --no-mask keeps them with a warning', () => {
    requireRootAndUser();
    const h = machine({ secrets: true });
    const run = gather('sh', h, ['-m', 'QMA']);
    expect(run.status).toBe(0);
    for (const s of ['Pa55w0rd-sdr', 'token=x', 'y-scy', 'keyring-pw-1', 'initial-key-2']) expect(run.stdout).not.toContain(s);
    expect(run.stdout).toContain('PASSWORD(********)');
    expect(run.stdout).toContain('SCYDATA(********)');
    expect(run.stdout).toContain('KEYRPWD(********)');
    expect(run.stdout).toContain('PASSWORD( )');
    expect(run.stderr).toMatch(/masked 2 value\(s\) of (PASSWORD,SCYDATA|SCYDATA,PASSWORD) in QMA: echo 'DISPLAY CHANNEL\(\*\) ALL'/);
    expect(manifestOf(run.stdout).filter((r) => r.startsWith('masked QMA 2 '))).toHaveLength(2);
    const r = checkConfiguration(run.stdout, { platform: 'unix' });
    if (!r.ok) throw new Error(r.message);
    expect(manifestIssues(r.gather![0]!).filter((i) => i.kind === 'masked').map((i) => i.queueManager)).toEqual(['QMA', 'QMA']);

    const kept = gather('sh', h, ['-m', 'QMA', '--no-mask']);
    expect(kept.stdout).toContain('PASSWORD(Pa55w0rd-sdr)');
    expect(kept.stderr).toContain('--no-mask: values of PASSWORD');
    expect(manifestOf(kept.stdout)).toContain('masking off');
  });

  it('-o refuses a file that exists and a link, writing nothing to either', () => {
    requireRootAndUser();
    const h = machine();
    const existing = join(h.dir, 'existing.txt');
    writeFileSync(existing, 'keep\n');
    const target = join(h.dir, 'target.txt');
    writeFileSync(target, 'target\n');
    const link = join(h.dir, 'link.txt');
    symlinkSync(target, link);
    const dangling = join(h.dir, 'dangling.txt');
    symlinkSync(join(h.dir, 'nothing-here'), dangling);
    for (const o of [existing, link, dangling]) {
      const run = gather('sh', h, ['-o', o]);
      expect(run.status, o).toBe(2);
      expect(run.stderr).toContain('exists already (or is a link)');
    }
    expect(readFileSync(existing, 'utf8')).toBe('keep\n');
    expect(readFileSync(target, 'utf8')).toBe('target\n');
    expect(existsSync(join(h.dir, 'nothing-here'))).toBe(false);
    expect(ran(h)).toEqual([]);
  });

  it('stops, running nothing, when the MQ user does not exist (unless --as-root)', () => {
    requireRootAndUser();
    const h = machine();
    const run = spawnSync('sh', [SCRIPT, '--user', 'no-such-mq-user', '--mqs-ini', h.mqsIni, '--mqinst-ini', h.mqinstIni], { cwd: h.dir, env: { PATH: '/usr/bin:/bin' }, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('the user no-such-mq-user does not exist here, and MQ programs are not run as root');
    expect(ran(h)).toEqual([]);
  });

  it('--print shows the switch to the MQ user and runs nothing', () => {
    requireRootAndUser();
    const h = machine();
    const run = gather('sh', h, ['--print', '-m', 'QMA']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`runuser -u ${USER} -- env -i ... /bin/sh -s -- --part mq --user ${USER} `);
    expect(run.stdout).toContain(`# which, as ${USER}, runs:`);
    expect(ran(h)).toEqual([]);
  });

  it('reads each running queue manager\'s own limits from /proc/<pid>/limits of its amqzxma0, as root', async () => {
    requireRootAndUser();
    const h = machine({ qms: ['QMA'] });
    // A process that looks like QMA's execution controller (killed below; it ends by itself in 20 s).
    const ec = spawn('perl', ['-e', '$0 = "amqzxma0 -m QMA -u mqm"; sleep 20'], { stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 500));
      const run = gather('sh', h, ['-m', 'QMA']);
      const limits = sections(run.stdout).find((s) => s.queueManager === 'QMA' && /^cat \/proc\/\d+\/limits$/.test(s.command));
      expect(limits?.body[0]).toMatch(/^Limit\s+Soft Limit\s+Hard Limit\s+Units/);
      const r = checkConfiguration(run.stdout, { platform: 'unix' });
      if (!r.ok) throw new Error(r.message);
      expect(r.settings.some((v) => v.origin === 'proc-limits' && v.queueManager === 'QMA')).toBe(true);
    } finally {
      ec.kill('SIGKILL');
    }
  });

  it('--amqsrua records three queue managers at once: all fifteen recordings running together', () => {
    requireRootAndUser();
    const h = machine({ qms: ['QMA', 'QMB', 'QMC'], amqsruaTogether: 15 });
    const run = gather('sh', h, ['--amqsrua', '1']);
    const series = sections(run.stdout).filter((s) => / -c (CPU|DISK) -t /.test(s.command));
    expect(series).toHaveLength(15);
    expect(new Set(series.map((s) => s.queueManager))).toEqual(new Set(['QMA', 'QMB', 'QMC']));
    // Each stand-in waits until all fifteen have started before it ends (MQ_GATHER_TEST_TOGETHER): one
    // queue manager after another, QMA's five would end before QMB's started.
    expect(amqsruaOverlap(ran(h))).toEqual({ starts: 15, ends: 15, allStartedBeforeAnyEnded: true });
    expect(ran(h).filter((l) => l.includes('amqsrua')).every((l) => l.startsWith(`${USER} `))).toBe(true);
  });
});
