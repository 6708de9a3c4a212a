/**
 * The disk test against the log's measured rate: mqldt (or fio) reports the most a file system can
 * write at a block size, and MQ always writes less than that (it has other work to do). A disk test
 * slower than the rate the log already reaches means the test does not match the log's writes (block
 * size, path): IBM says the test always reads higher, so that is the warning. A log rate close to
 * the disk's capability may mean the disk is the limit; the report says to see whether MQ is
 * "constrained around the same value" and gives no share, so the 80% at which that is said is
 * derived and the finding a note.
 */
import { all, finding, type MeasureContext, type MeasureRule } from './measure-common.ts';
import { num, readableValue } from '../../format.ts';
import type { Reading } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** A disk test slower than this share of the log's rate contradicts IBM (the test always reads higher than MQ writes). */
export const DISK_TEST_BELOW_LOG_PERCENT = 100;
/** Log rate at or above this share of the disk's tested bandwidth: near the disk's capability (derived: no source gives a share). */
export const HEADROOM_NOTE_PERCENT = 80;

const rule = ruleFacts(facts, 'measure.disk-headroom', [
  threshold({ DISK_TEST_BELOW_LOG_PERCENT }, '% of the log’s peak rate'),
  threshold({ HEADROOM_NOTE_PERCENT }, '% of the disk’s measured rate'),
]);

/** The disk run whose block size is nearest the log's write size (the largest run when the write size is unknown). */
function matchingRun(ctx: MeasureContext, writeSize: number | undefined): Reading | undefined {
  const runs = all(ctx, 'diskAvgBytesPerSec');
  if (!runs.length) return undefined;
  const blockOf = (r: Reading) => ctx.readings.find((b) => b.name === 'diskBlockSize' && b.origin === r.origin)?.value;
  if (writeSize === undefined) return runs.reduce((a, b) => (b.value > a.value ? b : a));
  return runs.reduce((a, b) => (Math.abs((blockOf(b) ?? Infinity) - writeSize) < Math.abs((blockOf(a) ?? Infinity) - writeSize) ? b : a));
}

export const diskHeadroom: MeasureRule = {
  rule,
  evaluate(ctx) {
    return all(ctx, 'logPhysicalBytesPerSec').flatMap((log) => {
      const writeSize = ctx.readings.find((r) => r.name === 'logWriteSize' && r.origin === log.origin)?.value;
      const disk = matchingRun(ctx, writeSize);
      if (!disk || !(disk.value > 0)) return [];
      const peak = log.peak ?? log.value;
      const share = (100 * peak) / disk.value;
      const slower = share > DISK_TEST_BELOW_LOG_PERCENT;
      const close = !slower && share >= HEADROOM_NOTE_PERCENT;
      return [finding(rule, {
        severity: slower ? 'warning' : close ? 'info' : 'ok',
        title: slower
          ? `The disk test (${disk.origin}, ${readableValue(disk.value, 'bytes/s')}) wrote slower than the log already does (${readableValue(peak, 'bytes/s')} at peak, ${log.origin})`
          : `The log's peak rate of ${readableValue(peak, 'bytes/s')} is ${num(share, 0)}% of what the disk test wrote (${disk.origin}, ${readableValue(disk.value, 'bytes/s')}; derived)`,
        recommended: slower
          ? `Run mqldt on the log's own file system with the block size amqsrua reports${writeSize ? ` (about ${readableValue(writeSize, 'bytes')})` : ''}: a disk test that is slower than MQ itself did not test what the log does.`
          : close ? `The log may be near what the disk can do at this block size (${HEADROOM_NOTE_PERCENT}% is this guide’s mark, derived: the report says to see whether MQ is constrained around the disk test’s value): if the log rate stops rising as load grows, a faster device, or larger writes (more applications committing together), is the way up.` : '',
        why: 'MQ always writes less than the disk test reaches, because it has other work to do than writing the log.',
        line: log.lines[0],
      })];
    });
  },
};
