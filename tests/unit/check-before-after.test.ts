/**
 * Before and after (issue 46): SARIF in the shape code scanning needs to place a result on a pull
 * request's file (relative URI under %SRCROOT%, the line, a fingerprint that is not the line),
 * --baseline (new, unchanged, fixed; --fail-on counts only what is new) and --compare (what changed
 * per queue manager). The inputs are real public files (tests/fixtures/*, SOURCES.md there), edited
 * by hand as a change under review would edit them; the expected results are written by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { runCli, type Report } from '../../calculators/check/cli.ts';
import { FINGERPRINT_KEY } from '../../calculators/check/compare/subject.ts';
import { compareSnapshots } from '../../calculators/check/compare/diff.ts';
import { snapshotOf } from '../../calculators/check/compare/snapshot.ts';
import { checkText } from '../../calculators/check/check-text.ts';
import { gatherFleet } from '../../scripts/lib/gather-fleet.mjs';
import { zipSync } from 'fflate';
import { archiveMembers, isArchive } from '../../calculators/check/cli/archives.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const fixture = (p: string) => readFileSync(join(FIXTURES, p), 'utf8');
const schema = JSON.parse(fixture('sarif/sarif-schema-2.1.0.json'));
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** The mq-gitops sample's MQSC, its app channel set to SHARECNV(1) as the target branch has it (line 22). */
const SAMPLE = fixture('real-mqsc/mq-gitops-samples-static-uc.mqsc');
const APP_LINE = "DEFINE CHANNEL('DEV.APP.SVRCONN.0TLS') CHLTYPE(SVRCONN) TRPTYPE(TCP) MCAUSER('app') SSLCIPH('') SSLCAUTH(OPTIONAL) REPLACE";
const BASE = SAMPLE.replace(APP_LINE, APP_LINE.replace(' REPLACE', ' SHARECNV(1) REPLACE'));
/** The pull request: a comment line added at the top (every line below moves down one) and SHARECNV raised to 10. */
const PR = `* Orders: more conversations per socket\n${BASE.replace('SHARECNV(1)', 'SHARECNV(10)')}`;

interface Result {
  ruleId: string;
  level: string;
  baselineState?: string;
  partialFingerprints: Record<string, string>;
  properties?: { queueManager?: string; object?: string; attribute?: string };
  locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number } } }[];
}

/** The checker run as in /repo (cwd), each path read from `files`. */
async function run(args: string[], files: Record<string, string>, cwd = '/repo') {
  const out: string[] = [];
  const err: string[] = [];
  const readFile = (p: string) => {
    const key = p.startsWith('/') ? p : `${cwd}/${p}`;
    if (!Object.hasOwn(files, key)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    return Buffer.from(files[key]!);
  };
  const status = await runCli(args, { readFile, out: (t) => out.push(t), err: (t) => err.push(t), cwd });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

const sarifOf = (text: string) => JSON.parse(text) as { runs: [{ results: Result[]; originalUriBaseIds?: Record<string, { uri: string }>; artifacts: { location: { uri: string } }[]; properties?: { absent: unknown[] } }] };
const appLine = (text: string) => text.split('\n').findIndex((l) => l.includes("CHANNEL('DEV.APP.SVRCONN.0TLS')")) + 1;

describe('SARIF for code review', () => {
  it('names a file under the base folder by its path from there (%SRCROOT%), with the line and a fingerprint; a file outside it as given', async () => {
    const r = await run(['--format=sarif', 'mq/qm1.mqsc', '/etc/mqm/qm1.mqsc'], { '/repo/mq/qm1.mqsc': PR, '/etc/mqm/qm1.mqsc': PR });
    const log = sarifOf(r.out);
    expect(validate(log) ? [] : validate.errors).toEqual([]);
    const run0 = log.runs[0];
    expect(run0.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: 'file:///repo/' } });
    expect(run0.artifacts.map((a) => a.location.uri)).toEqual(['mq/qm1.mqsc', 'file:///etc/mqm/qm1.mqsc']);
    const sharecnv = run0.results.filter((x) => x.ruleId === 'mqsc.svrconn-sharecnv');
    expect(sharecnv).toHaveLength(2);
    const [inRepo, outside] = sharecnv;
    expect(inRepo!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'mq/qm1.mqsc', uriBaseId: '%SRCROOT%', index: 0 }, region: { startLine: appLine(PR) } });
    expect(appLine(PR)).toBe(23);
    expect(outside!.locations[0]!.physicalLocation.artifactLocation).toEqual({ uri: 'file:///etc/mqm/qm1.mqsc', index: 1 });
    expect(inRepo!.partialFingerprints[FINGERPRINT_KEY]).toMatch(/^[0-9a-f]{16}$/);
    expect(inRepo!.properties).toEqual({ object: "CHANNEL(DEV.APP.SVRCONN.0TLS)", attribute: 'SHARECNV' });
  });

  it('--base-dir moves the base; the fingerprint is the same wherever the line is (a line added above)', async () => {
    const moved = await run(['--format=sarif', '--base-dir=mq', 'mq/qm1.mqsc'], { '/repo/mq/qm1.mqsc': PR });
    const log = sarifOf(moved.out);
    expect(log.runs[0].originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: 'file:///repo/mq/' } });
    expect(log.runs[0].artifacts[0]!.location.uri).toBe('qm1.mqsc');
    // The same channel at SHARECNV(10) one line higher (no comment line): same rule, queue manager, object, attribute.
    const higher = sarifOf((await run(['--format=sarif', 'mq/qm1.mqsc'], { '/repo/mq/qm1.mqsc': BASE.replace('SHARECNV(1)', 'SHARECNV(10)') })).out);
    const a = log.runs[0].results.find((x) => x.ruleId === 'mqsc.svrconn-sharecnv')!;
    const b = higher.runs[0].results.find((x) => x.ruleId === 'mqsc.svrconn-sharecnv')!;
    expect(a.locations[0]!.physicalLocation.region.startLine).toBe(b.locations[0]!.physicalLocation.region.startLine + 1);
    expect(a.partialFingerprints).toEqual(b.partialFingerprints);
  });
});

describe('--baseline', () => {
  const files = { '/repo/mq/qm1.mqsc': PR, '/base/mq/qm1.mqsc': BASE };

  it('a SARIF baseline from the target branch: the raised SHARECNV is the one new result, on its line; the rest unchanged', async () => {
    const base = await run(['--format=sarif', 'mq/qm1.mqsc'], { '/base/mq/qm1.mqsc': BASE }, '/base');
    expect(sarifOf(base.out).runs[0].results.map((x) => x.ruleId)).not.toContain('mqsc.svrconn-sharecnv'); // SHARECNV(1) is ok: no result
    const r = await run(['--format=sarif', '--baseline=/tmp/base.sarif', '--fail-on=note', 'mq/qm1.mqsc'], { ...files, '/tmp/base.sarif': base.out });
    const log = sarifOf(r.out);
    expect(validate(log) ? [] : validate.errors).toEqual([]);
    const fresh = log.runs[0].results.filter((x) => x.baselineState === 'new');
    expect(fresh.map((x) => [x.ruleId, x.locations[0]!.physicalLocation.region.startLine, x.locations[0]!.physicalLocation.artifactLocation.uri])).toEqual([['mqsc.svrconn-sharecnv', 23, 'mq/qm1.mqsc']]);
    // The sample gives no other result (its other findings are ok); nothing was fixed.
    expect(log.runs[0].results).toHaveLength(1);
    expect(log.runs[0].properties).toEqual({ absent: [] });
    expect(r.status).toBe(1);
  });

  it('--fail-on counts only what is new: the raised SHARECNV note fails on notes, not on warnings; against itself nothing fails', async () => {
    const base = (await run(['--format=json', 'mq/qm1.mqsc'], { '/base/mq/qm1.mqsc': BASE }, '/base')).out;
    const againstItself = await run(['--fail-on=note', '--baseline=/tmp/pr.json', 'mq/qm1.mqsc'], { '/repo/mq/qm1.mqsc': PR, '/tmp/pr.json': (await run(['--format=json', 'mq/qm1.mqsc'], { '/repo/mq/qm1.mqsc': PR })).out });
    expect((await run(['--fail-on=note', 'mq/qm1.mqsc'], { '/repo/mq/qm1.mqsc': PR })).status).toBe(1);
    expect(againstItself.status).toBe(0);
    const pr = await run(['--fail-on=note', '--baseline=/tmp/base.json', 'mq/qm1.mqsc'], { ...files, '/tmp/base.json': base });
    expect(pr.status).toBe(1);
    // The new finding is a note (the rule's severity for a SHARECNV above 1): failing on warnings passes.
    expect((await run(['--fail-on=warning', '--baseline=/tmp/base.json', 'mq/qm1.mqsc'], { ...files, '/tmp/base.json': base })).status).toBe(0);
    // Text leads with what is new and what was fixed.
    const lines = pr.out.split('\n');
    expect(lines[1]).toBe('  New since mq/qm1.mqsc (1):');
    expect(lines[2]).toMatch(/^ {4}NOTE {2}line 23: CHANNEL\(DEV\.APP\.SVRCONN\.0TLS\): SHARECNV\(10\)/);
    expect(lines.indexOf('  Fixed since then (0):')).toBeGreaterThan(2);
  });

  it('going back is a fix: the PR as baseline and the base as now gives the SHARECNV note as absent', async () => {
    const pr = (await run(['--format=json', 'mq/qm1.mqsc'], { '/repo/mq/qm1.mqsc': PR })).out;
    const r = await run(['--format=json', '--baseline=/tmp/pr.json', 'mq/qm1.mqsc'], { '/repo/mq/qm1.mqsc': BASE, '/tmp/pr.json': pr });
    const report = JSON.parse(r.out) as Report;
    expect(report.files[0]!.absent!.map((f) => [f.rule, f.object, f.attribute, f.severity])).toEqual([['mqsc.svrconn-sharecnv', 'CHANNEL(DEV.APP.SVRCONN.0TLS)', 'SHARECNV', 'info']]);
    expect(report.files[0]!.findings.filter((f) => f.baselineState === 'new')).toEqual([]);
  });

  it('refuses what cannot be a baseline, with exit 2 and the reason', async () => {
    const missing = await run(['--baseline=/tmp/none.json', 'mq/qm1.mqsc'], files);
    expect(missing.status).toBe(2);
    expect(missing.err).toMatch(/--baseline \/tmp\/none\.json gave nothing to compare with: \/tmp\/none\.json: no such file\./);
    const old = await run(['--baseline=/tmp/old.sarif', 'mq/qm1.mqsc'], { ...files, '/tmp/old.sarif': JSON.stringify({ version: '2.1.0', runs: [{ results: [{ ruleId: 'x', message: { text: 'm' } }] }] }) });
    expect(old.status).toBe(2);
    expect(old.err).toContain('a SARIF log from an mqcheck before fingerprints cannot be a baseline');
  });
});

describe('--compare: two gathers of the same queue managers', () => {
  // The assembled gather of mqhost07 (tests/fixtures/fleet/SOURCES.md) and a copy edited as a week's changes would be.
  const weekOne = fixture('fleet/gather-mqhost07-assembled.txt');
  const weekTwo = weekOne.replace('   LogPrimaryFiles=6\n', '   LogPrimaryFiles=1\n').replace('   LogBufferPages=32\n', '   LogBufferPages=4096\n').replace('   MaxActiveChannels=5000\n', '   MaxActiveChannels=4000\n');

  it('lists exactly the attributes that changed, the one that lowers a value its rule wants kept first', async () => {
    const r = await run(['--format=json', '--compare=/g/week1.txt', '/g/week2.txt'], { '/g/week1.txt': weekOne, '/g/week2.txt': weekTwo });
    const report = JSON.parse(r.out) as Report;
    const c = report.files[0]!.comparison!;
    expect(c.with).toEqual(['/g/week1.txt']);
    const qm1 = c.queueManagers.find((q) => q.queueManager === 'QM1')!;
    expect(qm1.changes.map((x) => [x.object, x.attribute, x.before, x.after, x.rule, x.lowersRecommended])).toEqual([
      ['', 'LogPrimaryFiles', '6', '1', 'log.primary-files-range', true],
      ['', 'LogBufferPages', '32', '4096', 'log.buffer-pages', false],
    ]);
    expect(qm1.findingsNew.map((f) => f.rule)).toContain('log.primary-files-range');
    // QM2's MaxActiveChannels lowered, still within what its rule wants: judged, not called out.
    const qm2 = c.queueManagers.find((q) => q.queueManager === 'QM2')!;
    expect(qm2.changes.map((x) => [x.object, x.attribute, x.before, x.after, x.rule, x.lowersRecommended])).toEqual([['', 'MaxActiveChannels', '5000', '4000', 'qmini.max-channels', false]]);
    expect(c.queueManagers.filter((q) => q.queueManager !== 'QM1' && q.queueManager !== 'QM2').every((q) => q.changes.length === 0 && q.findingsNew.length === 0)).toBe(true);
    expect(r.status).toBe(1); // the new error (1 primary file is below IBM's 2)
  });

  it('takes the earlier gathers as a .zip (a night of every host), matching its files by the queue managers they hold; the fleet table gets a Changed column', async () => {
    // The earlier night zipped, under another name than tonight's file: matched by the queue managers it holds.
    const zip = zipSync({ 'night/host7-gather.txt': new TextEncoder().encode(weekOne), '__MACOSX/night/._host7-gather.txt': new Uint8Array([0, 1]) });
    const out: string[] = [];
    const io = {
      readFile: (p: string) => (p === '/g/last-night.zip' ? zip : Buffer.from(weekTwo)),
      readArchive: async (p: string) => (isArchive(p) ? archiveMembers(p, p === '/g/last-night.zip' ? zip : new Uint8Array()) : undefined),
      out: (t: string) => out.push(t),
      err: () => {},
    };
    expect(await runCli(['--format=json', '--compare=/g/last-night.zip', '/g/tonight/mqhost07.txt'], io)).toBe(1);
    expect((JSON.parse(out.join('\n')) as Report).files[0]!.comparison!.with).toEqual(['/g/last-night.zip/night/host7-gather.txt']);
    out.length = 0;
    await runCli(['--format=csv', '--compare=/g/last-night.zip', '/g/tonight/mqhost07.txt'], io);
    const csv = out.join('\n').split('\r\n');
    expect(csv[0]!.endsWith(',changed')).toBe(true);
    expect(csv.slice(1, 4).map((r) => [r.split(',')[1], r.split(',').at(-1)])).toEqual([['QM1', '4'], ['QM2', '1'], ['QM3', '0']]);
  });

  // Its speed is measured by scripts/bench-gather.mjs (npm run bench), not asserted here.
  it('the 50-queue-manager gather against a changed copy finds just the two changes', () => {
    const text = gatherFleet(join(import.meta.dirname, '../..'));
    const changed = text.replace('DEFINE CHANNEL(APP.SVRCONN.0020) CHLTYPE(SVRCONN) TRPTYPE(TCP) SHARECNV(10)', 'DEFINE CHANNEL(APP.SVRCONN.0020) CHLTYPE(SVRCONN) TRPTYPE(TCP) SHARECNV(1)').replace("DEFINE QLOCAL('APP.QM07.Q.0002') MAXDEPTH(50000)", "DEFINE QLOCAL('APP.QM07.Q.0002') MAXDEPTH(5000)");
    const side = (t: string) => {
      const r = checkText(t, { platform: 'unix' });
      return snapshotOf('g', { findings: [...r.config!.findings, ...r.measurements.findings], values: r.config!.values, readings: r.measurements.readings });
    };
    const [a, b] = [side(text), side(changed)];
    const c = compareSnapshots(a, b);
    const changes = c.queueManagers.flatMap((q) => q.changes.map((x) => `${q.queueManager} ${x.object}.${x.attribute} ${x.before}->${x.after}`));
    expect(changes).toEqual(['QM01 CHANNEL(APP.SVRCONN.0020).SHARECNV 10->1', "QM07 QLOCAL(APP.QM07.Q.0002).MAXDEPTH 50000->5000"]);
  }, 120_000);
});
