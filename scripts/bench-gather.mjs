#!/usr/bin/env node
// Benchmark of the checker on a whole host's gather (issue 33, item 5): 50 queue managers of 2,000
// objects each, about 10 MB (scripts/lib/gather-fleet.mjs, synthetic). Two figures, medians over
// --runs: the worker's work in-process (the configuration check with the measurement reader, then
// the measurement reader, as /check/ asks its worker for both), and the command-line checker as a
// whole process on the same file (`node scripts/mqcheck.mjs FILE`, bundling included, as a user runs
// it). Prints; asserts nothing (the machine is shared).
//
//   node scripts/bench-gather.mjs [--runs 5] [--queue-managers 50] [--objects 2000]
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculatorPlugins } from './lib/esbuild-calculators.mjs';
import { gatherFleet } from './lib/gather-fleet.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback, max) => {
  const i = args.indexOf(`--${name}`);
  const n = i >= 0 ? Number.parseInt(args[i + 1] ?? '', 10) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};
const runs = opt('runs', 5, 50);
const queueManagers = opt('queue-managers', 50, 500);
const objects = opt('objects', 2000, 20000);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const out = await build({
  stdin: { contents: "export { checkConfiguration } from './calculators/check/index.ts'; export { measurementReader } from './calculators/check/measure/reader.ts'; export { readMeasurements } from './calculators/check/measure/index.ts';", resolveDir: root, loader: 'ts' },
  bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent', plugins: calculatorPlugins,
});
const { checkConfiguration, measurementReader, readMeasurements } = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);

const text = gatherFleet(root, queueManagers, objects);
const label = `${queueManagers} queue managers × ${objects.toLocaleString('en-GB')} objects, synthetic (${(text.length / 1024 / 1024).toFixed(2)} MiB)`;

const first = checkConfiguration(text, { platform: 'unix', readers: [measurementReader] });
if (!first.ok) throw new Error(`the checker refused the gather: ${first.message}`);
const wall = [];
const cpu = [];
for (let i = 0; i < runs; i++) {
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  checkConfiguration(text, { platform: 'unix', readers: [measurementReader] });
  readMeasurements(text);
  wall.push(Number(process.hrtime.bigint() - started) / 1e6);
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000);
}
console.log(`checker in the worker's place: ${label}, ${first.queueManagers?.length ?? 0} queue managers found, ${first.values.length.toLocaleString('en-GB')} values, ${first.findings.length.toLocaleString('en-GB')} findings, ${first.unread.length.toLocaleString('en-GB')} lines not read; configuration check + measurement reader: median ${median(wall).toFixed(0)} ms wall (min ${Math.min(...wall).toFixed(0)}, max ${Math.max(...wall).toFixed(0)}), median ${median(cpu).toFixed(0)} ms CPU, over ${runs} runs; load average ${loadavg()[0].toFixed(1)}`);

const dir = mkdtempSync(join(tmpdir(), 'mq-gather-bench-'));
const file = join(dir, 'gather.txt');
writeFileSync(file, text);
const cli = [];
let status;
for (let i = 0; i < runs; i++) {
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [join(root, 'scripts/mqcheck.mjs'), '--json', file], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 });
  cli.push(Number(process.hrtime.bigint() - started) / 1e6);
  status = r.status;
  if (r.status === 2) throw new Error(`mqcheck failed: ${r.stderr}`);
}
console.log(`command-line checker (node scripts/mqcheck.mjs --json, whole process with its bundling): ${label}: median ${median(cli).toFixed(0)} ms wall (min ${Math.min(...cli).toFixed(0)}, max ${Math.max(...cli).toFixed(0)}), over ${runs} runs, exit status ${status}; load average ${loadavg()[0].toFixed(1)}`);
