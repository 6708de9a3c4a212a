/**
 * The one-file checker (/mqcheck.mjs, scripts/lib/mqcheck-bundle.mjs) as a server room would run
 * it: copied alone into an empty folder, run by the system's Node (/usr/bin/node, standing in for
 * a plain Node 18 or later: no project, no node_modules, no TypeScript), on the real fixture
 * files. What it prints, on both streams, and its exit status must be exactly what the checker
 * gives in process (`npm run check` runs the same file).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../calculators/check/cli.ts';
import { bundleMqcheck } from '../../scripts/lib/mqcheck-bundle.mjs';
import { AS_ROOT, SCRIPT, STAND_INS, makeMachine } from '../gather-run.ts';

const SYSTEM_NODE = '/usr/bin/node';
const FIXTURES = join(import.meta.dirname, '../fixtures');
let dir = '';
let bundle = '';
let source = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mqcheck-one-file-'));
  source = await bundleMqcheck();
  bundle = join(dir, 'mqcheck.mjs');
  writeFileSync(bundle, source);
  for (const folder of ['real-config', 'real-measure']) cpSync(join(FIXTURES, folder), join(dir, folder), { recursive: true });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The environment of a server: no SITE_URL, nothing from the test run. */
const plainEnv = () => ({ PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' });

function oneFile(args: string[], input?: Buffer) {
  const r = spawnSync(SYSTEM_NODE, [bundle, ...args], { cwd: dir, env: plainEnv(), input: input ?? Buffer.alloc(0), encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

async function inProcess(args: string[], stdin: Buffer = Buffer.alloc(0)) {
  let out = '';
  let err = '';
  // The folder the bundle runs in, so SARIF names files from the same base (--base-dir's default).
  const status = await runCli(args, { cwd: dir, readFile: (p) => (p === '-' ? stdin : readFileSync(join(dir, p))), out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { status, out, err };
}

const CONFIG = ['real-config/mqconfig-centos79-mq91-root.txt', 'real-config/qmini-whywebsphere-tuned.ini', 'real-config/ulimit-a-ubuntu-lfcs.txt', 'real-config/sysctl-a-archlinux-5.8.txt'];
const MEASURE = ['real-measure/amqsrua-linux-persistent-3.3.2.1.txt', 'real-measure/mqldt-linux-persistent-3.4.1.txt', 'real-measure/fio-3.1-buffered-sync-write.json', 'real-measure/qmstatus-nativeha.txt'];

describe('mqcheck.mjs, one file on a plain Node', () => {
  it('the system Node is one the file promises to run on (18 or later)', async () => {
    const version = spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(Number(/^v(\d+)\./.exec(version)?.[1])).toBeGreaterThanOrEqual(18);
  });

  it('imports nothing but Node\'s own modules, and requires nothing', async () => {
    const specifiers = [...source.matchAll(/^\s*import\s[^'"]*?from\s*["']([^"']+)["']/gm)].map((m) => m[1]!);
    expect(specifiers.length).toBeGreaterThan(0);
    for (const s of specifiers) expect(s).toMatch(/^node:/);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
    expect(source.startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it.each([
    ['text, configuration files', CONFIG],
    ['text, measurement files', MEASURE],
    ['--format=json', ['--format=json', ...CONFIG, ...MEASURE]],
    ['--format=sarif', ['--format=sarif', ...CONFIG, ...MEASURE]],
    ['--json', ['--json', ...CONFIG]],
    ['--fail-on=warning --platform=windows', ['--fail-on=warning', '--platform=windows', 'real-config/qmini-mq-container-windows-default.ini']],
    ['a missing file and a directory among good ones', ['real-config/no-such-file.txt', 'real-measure', ...CONFIG.slice(0, 2)]],
    ['an unknown option', ['--colour', ...CONFIG]],
    ['--help', ['--help']],
    // The fleet formats: worker threads running the one file itself, against one thread in process.
    ['--format=table, configuration and measurement files', ['--format=table', ...CONFIG, ...MEASURE]],
    ['--format=csv --fail-on=warning, with a missing file', ['--format=csv', '--fail-on=warning', ...MEASURE, 'real-config/no-such-file.txt']],
  ])('%s: the same output and exit status as in process', async (_what, args) => {
    const expected = await inProcess(args);
    const got = oneFile(args);
    expect(got.err).toBe(expected.err);
    expect(got.out).toBe(expected.out);
    expect(got.status).toBe(expected.status);
  });

  it('reads standard input: cat file | node mqcheck.mjs -', async () => {
    for (const file of ['real-config/mqconfig-centos79-mq91-root.txt', 'real-measure/amqsrua-linux-persistent-2.3.txt']) {
      const piped = spawnSync('sh', ['-c', 'cat "$1" | "$2" "$3" --format=json -', 'sh', file, SYSTEM_NODE, bundle], { cwd: dir, env: plainEnv(), encoding: 'utf8' });
      const expected = await inProcess(['--format=json', '-'], readFileSync(join(dir, file)));
      expect(piped.stdout).toBe(expected.out);
      expect(piped.status).toBe(expected.status);
      expect(JSON.parse(piped.stdout).files[0].findings.length).toBeGreaterThan(0);
    }
  });

  it('sh mq-gather.sh | node mqcheck.mjs - (the gather script run with the stand-in MQ commands)', async () => {
    const m = makeMachine();
    const env = { PATH: `${STAND_INS}:/usr/bin:/bin`, MQ_GATHER_TEST_MARKER: m.marker, LC_ALL: 'C' };
    // As root (CI), --as-root: there is no MQ user here to re-run as (tests/gather-run.ts says why).
    const piped = spawnSync('sh', ['-c', `sh "$1" ${AS_ROOT ? '--as-root ' : ''}--mqs-ini "$2" | "$3" "$4" --format=json -`, 'sh', SCRIPT, m.mqsIni, SYSTEM_NODE, bundle], { cwd: m.dir, env, encoding: 'utf8' });
    const gathered = spawnSync('sh', [SCRIPT, ...(AS_ROOT ? ['--as-root'] : []), '--mqs-ini', m.mqsIni], { cwd: m.dir, env, encoding: 'utf8' }).stdout;
    const expected = await inProcess(['--format=json', '-'], Buffer.from(gathered));
    const report = JSON.parse(piped.stdout) as { files: { problem: string | null; values: { name: string; origin: string }[]; findings: { rule: string }[] }[] };
    expect(report.files[0]!.problem).toBeNull();
    expect([0, 1]).toContain(piped.status);
    // What the gather collected is read: mqconfig's kernel settings and both queue managers' qm.ini.
    const origins = new Set(report.files[0]!.values.map((v) => v.origin));
    expect(origins.has('mqconfig')).toBe(true);
    expect(origins.has('qm.ini')).toBe(true);
    expect(report.files[0]!.findings.length).toBeGreaterThan(0);
    // The same findings as the checker in process gives on the same report.
    expect(report.files[0]!.findings.map((f) => f.rule)).toEqual((JSON.parse(expected.out) as typeof report).files[0]!.findings.map((f) => f.rule));

    // Two queue managers' qm.ini: the text groups their findings under a heading each, SARIF names them.
    const text = spawnSync(SYSTEM_NODE, [bundle, '-'], { cwd: m.dir, env: plainEnv(), input: gathered, encoding: 'utf8' }).stdout;
    const qm1 = text.indexOf('\n  Queue manager QM1:\n');
    const ha = text.indexOf('\n  Queue manager haqueuemgr:\n');
    expect(qm1).toBeGreaterThan(0);
    expect(ha).toBeGreaterThan(qm1);
    expect(text.slice(qm1, ha)).toContain('LogFilePages=16384'); // QM1's qm.ini is the tuned sample
    expect(text.slice(ha)).toContain('LogFilePages=4096'); // haqueuemgr's, IBM's default one
    const sarif = JSON.parse(spawnSync(SYSTEM_NODE, [bundle, '--format=sarif', '-'], { cwd: m.dir, env: plainEnv(), input: gathered, encoding: 'utf8' }).stdout);
    const named = (sarif.runs[0].results as { properties?: { queueManager?: string } }[]).map((r) => r.properties?.queueManager).filter(Boolean);
    expect(new Set(named)).toEqual(new Set(['QM1', 'haqueuemgr']));
  });

  it('npm run check is the same program, and reads FILE names from the folder it is called in', async () => {
    const args = ['--format=sarif', 'real-config/qmini-whywebsphere-tuned.ini', 'real-config/no-such-file.txt'];
    // Called from the folder of the files, as a user in a subfolder of a clone would (npm sets INIT_CWD to it).
    const env = { ...process.env };
    delete env.INIT_CWD;
    const npm = spawnSync('npm', ['--prefix', process.cwd(), 'run', '-s', 'check', '--', ...args], { cwd: dir, env, encoding: 'utf8' });
    const expected = await inProcess(args);
    expect(npm.stdout).toBe(expected.out);
    expect(npm.stderr).toBe(expected.err);
    expect(npm.status).toBe(2);
  });

  it('--format=table from a folder holding nothing but the file: node mqcheck.mjs --format=table gathers/*.txt', async () => {
    const alone = mkdtempSync(join(tmpdir(), 'mqcheck-alone-'));
    try {
      copyFileSync(bundle, join(alone, 'mqcheck.mjs'));
      expect(readdirSync(alone)).toEqual(['mqcheck.mjs']);
      // Two hosts' gathers (the assembled one, and a copy renamed to a second host) and a Native HA status.
      const gather = readFileSync(join(FIXTURES, 'fleet/gather-mqhost07-assembled.txt'), 'utf8');
      mkdirSync(join(alone, 'gathers'));
      writeFileSync(join(alone, 'gathers/mqhost07.txt'), gather);
      writeFileSync(join(alone, 'gathers/mqhost08.txt'), gather.replaceAll('| host mqhost07 |', '| host mqhost08 |'));
      copyFileSync(join(FIXTURES, 'real-measure/qmstatus-nativeha.txt'), join(alone, 'gathers/qmstatus.txt'));
      const r = spawnSync('sh', ['-c', '"$1" mqcheck.mjs --format=table gathers/*.txt', 'sh', SYSTEM_NODE], { cwd: alone, env: plainEnv(), encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(1);
      const lines = r.stdout.split('\n');
      expect(lines[0]).toMatch(/^Host\s+Queue manager\s+MQ version\s+HA type\s+Worst\s+Errors\s+Warnings\s/);
      // Worst first, then by host and name; each gather's host ulimit (nofile 1024) is an error for each of its queue managers.
      expect(lines.slice(2, 9).map((l) => l.split(/\s{2,}/).slice(0, 7).join(' | '))).toEqual([
        'mqhost07 | QM1 | 9.4.2.0 | none | error | 1 | 1',
        'mqhost07 | QM2 | 9.4 | none | error | 1 | 1',
        'mqhost07 | QM3 | 9.4 | Native HA | error | 1 | 1',
        'mqhost08 | QM1 | 9.4.2.0 | none | error | 1 | 1',
        'mqhost08 | QM2 | 9.4 | none | error | 1 | 1',
        'mqhost08 | QM3 | 9.4 | Native HA | error | 1 | 1',
        'gathers/qmstatus.txt | (none named) | Native HA | warning | 0 | 1 | 1 of 2 instances',
      ]);
      expect(lines.slice(9)).toEqual(['', '7 queue managers (rows).', '']);
      // The same as one thread in process reads the same files.
      let out = '';
      const status = await runCli(['--format=table', 'gathers/mqhost07.txt', 'gathers/mqhost08.txt', 'gathers/qmstatus.txt'], { readFile: (p) => readFileSync(join(alone, p)), out: (t) => (out += `${t}\n`), err: () => {} });
      expect(r.stdout).toBe(out);
      expect(r.status).toBe(status);
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });

  it('an empty standard input is named, with status 2', async () => {
    const r = spawnSync('sh', ['-c', '"$1" "$2" - < /dev/null', 'sh', SYSTEM_NODE, bundle], { cwd: dir, env: plainEnv(), encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('standard input is empty.\n');
  });

  it('built for a published site, its rules link there; SITE_URL at run time wins', async () => {
    const built = join(dir, 'mqcheck-site.mjs');
    writeFileSync(built, await bundleMqcheck({ siteUrl: 'https://mq.example.com/guide/' }));
    const helpUri = (env: Record<string, string>) => {
      const r = spawnSync(SYSTEM_NODE, [built, '--format=sarif', CONFIG[0]!], { cwd: dir, env: { ...plainEnv(), ...env }, encoding: 'utf8' });
      return JSON.parse(r.stdout).runs[0].tool.driver.rules[0].helpUri as string;
    };
    expect(helpUri({})).toBe('https://mq.example.com/guide/rules/#log.capacity');
    expect(helpUri({ SITE_URL: 'https://intranet.example.org/mq' })).toBe('https://intranet.example.org/mq/rules/#log.capacity');
  });
});
