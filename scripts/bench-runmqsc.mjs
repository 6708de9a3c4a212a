#!/usr/bin/env node
// Benchmark of the runmqsc reply reader (calculators/check/mqsc/display-reply.ts): a gather of 50
// queue managers with 2,000 objects each in runmqsc's layout (scripts/lib/runmqsc-gather.mjs, about
// 15 MB), split into lines and read as /check/'s worker and the CLI read it. Prints the median and
// the spread of --runs runs, wall and CPU time; asserts nothing but that every object was read (the
// machine is shared).
//
//   node scripts/bench-runmqsc.mjs [--runs 7] [--qmgrs 50] [--objects 2000]
import { runmqscGather } from './lib/runmqsc-gather.mjs';
import { bundled, intOption, timeRuns } from './lib/reader-bench.mjs';

const args = process.argv.slice(2);
const runs = intOption(args, 'runs', 7, 1, 50);
const qmgrs = intOption(args, 'qmgrs', 50, 1, 500);
const perQm = intOption(args, 'objects', 2000, 5, 100000);

const { readRunmqscReplies } = await bundled('calculators/check/mqsc/display-reply.ts');
const gather = runmqscGather(qmgrs, perQm);
const timing = timeRuns(
  runs,
  () => readRunmqscReplies(gather.text.split(/\r?\n|\r/)),
  (r) => {
    if (r.objects.length !== gather.objects || r.statuses.length !== gather.statuses || r.queueManagers.length !== qmgrs * 3) throw new Error('the reader did not read every reply');
  },
);
console.log(
  `runmqsc reply reader: ${qmgrs} queue managers × ${perQm.toLocaleString('en-GB')} objects (${gather.objects.toLocaleString('en-GB')} objects, ${gather.statuses.toLocaleString('en-GB')} statuses, ${(gather.text.length / 1e6).toFixed(1)} MB), split + read: ${timing}`,
);
