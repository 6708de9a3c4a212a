#!/usr/bin/env node
// Benchmark of the checker on a whole host's gather (issue 33, item 5): 50 queue managers of 2,000
// objects each, about 10 MB (scripts/lib/gather-fleet.mjs, synthetic). Two figures, medians over
// --runs: the worker's work in-process (the configuration check with the measurement reader, then
// the measurement reader, as /check/ asks its worker for both), two snapshots of it compared, and the command-line checker as a
// whole process on the same file (`node scripts/mqcheck.mjs FILE`, as a user runs it: the warm-up run
// bundles it if its sources changed, the timed runs use the kept bundle, scripts/lib/mqcheck-cache.mjs).
// Prints; asserts nothing (the machine is shared).
//
//   node scripts/bench-gather.mjs [--runs 5] [--queue-managers 50] [--objects 2000]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculatorPlugins } from './lib/esbuild-calculators.mjs';
import { gatherFleet } from './lib/gather-fleet.mjs';
import { bundled, intOption, timeRuns } from './lib/reader-bench.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runs = intOption(args, 'runs', 5, 1, 50);
const queueManagers = intOption(args, 'queue-managers', 50, 1, 500);
const objects = intOption(args, 'objects', 2000, 1, 20000);

// What the worker and the command line run on a text: its measurements read once, its configuration checked beside them.
const { checkText } = await bundled(join(root, 'calculators/check/check-text.ts'), calculatorPlugins);

const text = gatherFleet(root, queueManagers, objects);
const label = `${queueManagers} queue managers × ${objects.toLocaleString('en-GB')} objects, synthetic (${(text.length / 1024 / 1024).toFixed(2)} MiB)`;

const checked = checkText(text, { platform: 'unix' });
const first = checked.config;
if (!first) throw new Error(`the checker refused the gather: ${checked.problem}`);
const timing = timeRuns(
  runs,
  () => checkText(text, { platform: 'unix' }),
  (r) => {
    if (r.config?.queueManagers?.length !== queueManagers) throw new Error('the checker did not find every queue manager');
  },
);
console.log(`checker in the worker's place: ${label}, ${first.queueManagers?.length ?? 0} queue managers found, ${first.values.length.toLocaleString('en-GB')} values, ${first.findings.length.toLocaleString('en-GB')} findings, ${first.unread.length.toLocaleString('en-GB')} lines not read; measurement reader + configuration check: ${timing}`);

// Two snapshots of the gather compared (the checker's before-and-after review of a change): the
// gather against a copy with two attributes changed. The checking of each side is outside the timing.
const { compareSnapshots } = await bundled(join(root, 'calculators/check/compare/diff.ts'), calculatorPlugins);
const { snapshotOf } = await bundled(join(root, 'calculators/check/compare/snapshot.ts'), calculatorPlugins);
const changedText = text.replace(/SHARECNV\(10\)/, 'SHARECNV(1)').replace(/MAXDEPTH\(50000\)/, 'MAXDEPTH(5000)');
const snapshotSide = (t) => {
  const r = checkText(t, { platform: 'unix' });
  return snapshotOf('bench', { findings: [...r.config.findings, ...r.measurements.findings], values: r.config.values, readings: r.measurements.readings });
};
const [before, after] = [snapshotSide(text), snapshotSide(changedText)];
const comparing = timeRuns(
  runs,
  () => compareSnapshots(before, after),
  (c) => {
    const changes = c.queueManagers.reduce((n, q) => n + q.changes.length, 0);
    if (changes !== 2) throw new Error(`the comparison found ${changes} changes, not the 2 made`);
  },
);
console.log(`two snapshots of it compared (two attributes changed): ${comparing}`);

const dir = mkdtempSync(join(tmpdir(), 'mq-gather-bench-'));
const file = join(dir, 'gather.txt');
writeFileSync(file, text);
let status;
// A whole process each run (its CPU is the child's, not this process's: the wall time is the figure).
const cli = timeRuns(
  runs,
  () => spawnSync(process.execPath, [join(root, 'scripts/mqcheck.mjs'), '--json', file], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 }),
  (r) => {
    status = r.status;
    if (r.status === 2) throw new Error(`mqcheck failed: ${r.stderr}`);
  },
);
console.log(`command-line checker (node scripts/mqcheck.mjs --json, a whole process): ${label}: ${cli.replace(/, median [\d.]+ ms CPU/, '')}, exit status ${status}`);
