#!/usr/bin/env node
// Benchmark of the measurement reader (calculators/check/measure/): parse and summarise a day of
// amqsrua DISK/Log output, 8,640 ten-second publications, as /check/ does in its worker: the
// synthetic day (scripts/lib/amqsrua-day.mjs, 5 MiB, the figure issue 25 set its budget on), and a day
// made of the Linux persistent report's real sample (4 MiB, with its blank lines and Markdown bold).
// Prints the median and the spread of --runs runs; asserts nothing (the machine is shared).
//
//   node scripts/bench-measure.mjs [--runs 7] [--intervals 8640]
import { readFileSync } from 'node:fs';
import { calculatorPlugins } from './lib/esbuild-calculators.mjs';
import { amqsruaDay, amqsruaDayFromSample } from './lib/amqsrua-day.mjs';
import { bundled, intOption, timeRuns } from './lib/reader-bench.mjs';

const args = process.argv.slice(2);
const runs = intOption(args, 'runs', 7, 1, 50);
const intervals = intOption(args, 'intervals', 8640, 1, 100000);

const { readMeasurements } = await bundled('calculators/check/measure/index.ts', calculatorPlugins);

async function bench(label, text) {
  const timing = timeRuns(
    runs,
    () => readMeasurements(text),
    (m) => {
      if (m.readings.find((r) => r.name === 'logWriteLatency')?.series?.length !== intervals) throw new Error('the reader did not read every interval');
    },
  );
  console.log(`measurement reader: ${intervals.toLocaleString('en-GB')} amqsrua intervals, ${label} (${(text.length / 1024 / 1024).toFixed(2)} MiB), parse + summary: ${timing}`);
}

await bench('synthetic', amqsruaDay(intervals));
await bench('from the report’s sample', amqsruaDayFromSample(readFileSync(new URL('../tests/fixtures/real-measure/amqsrua-linux-persistent-2.3.txt', import.meta.url), 'utf8'), intervals));
