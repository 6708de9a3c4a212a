#!/usr/bin/env node
// Benchmark of the runmqsc reply reader (calculators/check/mqsc/display-reply.ts): a gather of 50
// queue managers with 2,000 objects each in runmqsc's layout (scripts/lib/runmqsc-gather.mjs, about
// 11 MB), split into lines and read as /check/'s worker and the CLI read it. Prints the median and
// the spread of --runs runs, wall and CPU time; asserts nothing but that every object was read (the
// machine is shared).
//
//   node scripts/bench-runmqsc.mjs [--runs 7] [--qmgrs 50] [--objects 2000]
import { build } from 'esbuild';
import { loadavg } from 'node:os';
import { runmqscGather } from './lib/runmqsc-gather.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number.parseInt(args[i + 1], 10) || fallback : fallback;
};
const runs = Math.max(1, Math.min(50, opt('runs', 7)));
const qmgrs = Math.max(1, Math.min(500, opt('qmgrs', 50)));
const perQm = Math.max(5, Math.min(100000, opt('objects', 2000)));

/** The TypeScript entry point bundled once in memory, as the browser worker gets it. */
async function loadReader() {
  const out = await build({ entryPoints: ['calculators/check/mqsc/display-reply.ts'], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

const { readRunmqscReplies } = await loadReader();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const gather = runmqscGather(qmgrs, perQm);
const read = () => readRunmqscReplies(gather.text.split(/\r?\n|\r/));
read(); // warm-up: the first run also compiles the regular expressions
const times = [];
const cpu = [];
for (let i = 0; i < runs; i++) {
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  const r = read();
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000);
  if (r.objects.length !== gather.objects || r.statuses.length !== gather.statuses || r.queueManagers.length !== qmgrs * 3) throw new Error('the reader did not read every reply');
}
times.sort((a, b) => a - b);
const mb = (gather.text.length / 1e6).toFixed(1);
console.log(
  `runmqsc reply reader: ${qmgrs} queue managers × ${perQm.toLocaleString('en-GB')} objects (${gather.objects.toLocaleString('en-GB')} objects, ${gather.statuses.toLocaleString('en-GB')} statuses, ${mb} MB), split + read: median ${median(times).toFixed(1)} ms wall (min ${times[0].toFixed(1)}, max ${times[times.length - 1].toFixed(1)}), median ${median(cpu).toFixed(1)} ms CPU, over ${runs} runs; load average ${loadavg()[0].toFixed(1)}`,
);
