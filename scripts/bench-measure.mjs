#!/usr/bin/env node
// Benchmark of the measurement reader (calculators/check/measure/): parse and summarise a day of
// amqsrua DISK/Log output, 8,640 ten-second publications, as /check/ does in its worker: the
// synthetic day (scripts/lib/amqsrua-day.mjs, 5 MiB, the figure issue 25 set its budget on), and a day
// made of the Linux persistent report's real sample (4 MiB, with its blank lines and Markdown bold).
// Prints the median and the spread of --runs runs; asserts nothing (the machine is shared).
//
//   node scripts/bench-measure.mjs [--runs 7] [--intervals 8640]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loadBundled, median, numberOption, timeRuns } from './lib/bench-reader.mjs';
import { amqsruaDay, amqsruaDayFromSample } from './lib/amqsrua-day.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => numberOption(args, name, fallback);
const runs = Math.max(1, Math.min(50, opt('runs', 7)));
const intervals = Math.max(1, Math.min(100000, opt('intervals', 8640)));

const { readMeasurements } = await loadBundled('calculators/check/measure/index.ts');

async function bench(label, text) {
  const { wall: times, cpu } = timeRuns(runs, () => {
    const m = readMeasurements(text);
    if (m.readings.find((r) => r.name === 'logWriteLatency')?.series?.length !== intervals) throw new Error('the reader did not read every interval');
  });
  console.log(`measurement reader: ${intervals.toLocaleString('en-GB')} amqsrua intervals, ${label} (${(text.length / 1024 / 1024).toFixed(2)} MiB), parse + summary: median ${median(times).toFixed(1)} ms wall (min ${times[0].toFixed(1)}, max ${times[times.length - 1].toFixed(1)}), median ${median(cpu).toFixed(1)} ms CPU, over ${runs} runs; load average ${loadavg()[0].toFixed(1)}`);
}

await bench('synthetic', amqsruaDay(intervals));
await bench('from the report’s sample', amqsruaDayFromSample(readFileSync(new URL('../tests/fixtures/real-measure/amqsrua-linux-persistent-2.3.txt', import.meta.url), 'utf8'), intervals));
