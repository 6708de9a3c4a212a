#!/usr/bin/env node
// The fleet from the command line at scale (issue 37): 500 gather files of about 200 KB, each a
// different host with two queue managers (scripts/lib/gather-fleet.mjs: mq-gather's headers around
// the real DISPLAY QMSTATUS reply, a qm.ini Log stanza and MQSC DEFINEs; synthetic, and labelled so),
// read by `node scripts/mqfleet.mjs --format=csv DIR` (worker threads on every core). Prints the wall
// time of each of --runs runs (3 by default) and their median; asserts nothing (a shared machine).
// The wall time includes Node's start and esbuild's in-memory bundling of the command.
//
//   node scripts/bench-fleet.mjs [--files 500] [--runs 3] [--keep DIR]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gatherFleet } from './lib/gather-fleet.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(import.meta.dirname, '..');
const files = Number(opt('files', '500'));
const runs = Number(opt('runs', '3'));
const kept = opt('keep', '');
const dir = kept || mkdtempSync(join(tmpdir(), 'mq-fleet-bench-'));
mkdirSync(dir, { recursive: true });

let bytes = 0;
for (let i = 1; i <= files; i++) {
  const host = `mqhost${String(i).padStart(3, '0')}`;
  // Two queue managers of 1,000 objects each: about 200 KB, the size the issue asks for.
  const text = gatherFleet(root, 2, 1000, host);
  writeFileSync(join(dir, `${host}.txt`), text);
  bytes += text.length;
}
console.log(`${files} gather files, ${(bytes / files / 1024).toFixed(0)} KiB each on average (${(bytes / 1024 / 1024).toFixed(1)} MiB in all), in ${dir}`);
console.log(`${availableParallelism()} cores (worker threads: one per core)`);

const times = [];
for (let r = 0; r < runs; r++) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [join(root, 'scripts/mqfleet.mjs'), '--format=csv', dir], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rows = run.stdout.trimEnd().split('\n').length - 1;
  if (run.status === null || run.status === 2) throw new Error(`mqfleet failed (status ${run.status}): ${run.stderr.slice(0, 500)}`);
  times.push(seconds);
  console.log(`run ${r + 1}: ${seconds.toFixed(2)} s wall, ${rows} rows, exit status ${run.status}`);
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
console.log(`mqfleet over ${files} files: median ${median.toFixed(2)} s wall of ${runs} runs`);
if (!kept) rmSync(dir, { recursive: true, force: true });
