#!/usr/bin/env node
// Benchmark of the MQSC command text reader (calculators/check/mqsc/command-text.ts): a synthetic
// dmpmqcfg-style dump of --objects objects (default 100,000), written as dmpmqcfg writes it (one
// attribute a line, `+` continuations, quoted names), read from its lines as the checker hands
// them over. The default layout gives each object three or four attributes, about 10 MB in all
// (issue 33's "10 MB dmpmqcfg of 100,000 objects"); --full writes dmpmqcfg's `*  ALTDATE(…) +`
// comment lines and eight to ten attributes an object (about 25 MB). Prints the median and the
// spread of --runs runs, wall and CPU time; asserts nothing but that every object was read (the
// machine is shared: CPU time is the steadier figure).
//
//   node scripts/bench-mqsc-text.mjs [--runs 5] [--objects 100000] [--full]
import { bundled, intOption, timeRuns } from './lib/reader-bench.mjs';

const args = process.argv.slice(2);
const runs = intOption(args, 'runs', 5, 1, 50);
const objects = intOption(args, 'objects', 100000, 1, 1000000);
const full = args.includes('--full');

/** One object as dmpmqcfg prints it, with the attributes the rules read: a local queue, a server-connection or a sender channel. */
function compact(i) {
  if (i % 3 === 0) return [`DEFINE CHANNEL('APP.${i}.SVRCONN') CHLTYPE(SVRCONN) +`, '   SHARECNV(10) +', "   MCAUSER('app') +", '   REPLACE'];
  if (i % 3 === 1) return [`DEFINE CHANNEL('QM1.TO.QM${i}') CHLTYPE(SDR) +`, '   BATCHSZ(50) +', `   CONNAME('h${i}(1414)') +`, `   XMITQ('QM${i}') +`, '   REPLACE'];
  return [`DEFINE QLOCAL('APP.QUEUE.${i}') +`, '   DEFPSIST(YES) +', '   MAXDEPTH(999999999) +', '   REPLACE'];
}

/** The same objects with everything dmpmqcfg writes for them. */
function object(i) {
  const stamp = ['*  ALTDATE(2024-05-06) +', '*  ALTTIME(10.11.12) +'];
  if (i % 3 === 0) {
    return [`DEFINE CHANNEL('APP.${i}.SVRCONN') CHLTYPE(SVRCONN) +`, ...stamp, `   DESCR('Channel ${i} for the ''orders'' app') +`, '   MAXINST(999999999) +', '   MAXINSTC(999999999) +', '   MAXMSGL(4194304) +', "   MCAUSER('app') +", '   SHARECNV(10) +', '   TRPTYPE(TCP) +', '   REPLACE'];
  }
  if (i % 3 === 1) {
    return [`DEFINE CHANNEL('QM1.TO.QM${i}') CHLTYPE(SDR) +`, ...stamp, '   BATCHINT(0) +', '   BATCHSZ(50) +', `   CONNAME('host${i}.example.com(1414)') +`, '   NPMSPEED(FAST) +', `   XMITQ('QM${i}') +`, '   REPLACE'];
  }
  return [`DEFINE QLOCAL('APP.QUEUE.${i}') +`, ...stamp, '   ACCTQ(QMGR) +', '   BOTHRESH(0) +', '   DEFPSIST(YES) +', `   DESCR('Queue ${i}') +`, '   MAXDEPTH(999999999) +', '   MAXMSGL(4194304) +', '   NOTRIGGER +', '   USAGE(NORMAL) +', '   REPLACE'];
}

function dump(n) {
  const lines = ['*' + '*'.repeat(78), '* Script generated on 2026-11-27   at 09.00.00', '* Queue manager name: QM1', '*' + '*'.repeat(78), 'ALTER QMGR +', '   MAXUMSGS(10000) +', '   TREELIFE(1800) +', '   FORCE'];
  for (let i = 0; i < n; i++) lines.push(...(full ? object(i) : compact(i)));
  return lines;
}

const { readMqscText } = await bundled('calculators/check/mqsc/command-text.ts');

const lines = dump(objects);
const bytes = lines.reduce((sum, l) => sum + l.length + 1, 0);
const timing = timeRuns(
  runs,
  () => readMqscText(lines),
  (r) => {
    if (r.objects.length !== objects + 1 || r.unread.length !== 0) throw new Error(`read ${r.objects.length} objects and ${r.unread.length} unread lines, expected ${objects + 1} and none`);
  },
);
console.log(`MQSC text reader: ${objects.toLocaleString('en-GB')} objects, ${lines.length.toLocaleString('en-GB')} lines (${(bytes / 1024 / 1024).toFixed(2)} MiB): ${timing}`);
