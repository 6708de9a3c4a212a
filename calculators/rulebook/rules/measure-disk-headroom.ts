/**
 * The disk test against the log's measured rate: mqldt (or fio) reports the most a file system can
 * write at a block size, and MQ always writes less than that (it has other work to do). A disk test
 * slower than the rate the log already reaches means the test does not match the log's writes (block
 * size, path); a log rate close to the disk's capability means the disk is the limit.
 */
import { all, finding, type MeasureContext, type MeasureRule } from './measure-common.ts';
import { num, readableValue } from '../../format.ts';
import type { Reading } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** Log rate at or above this share of the disk's tested bandwidth: the disk is close to its limit. */
export const HEADROOM_WARN_PERCENT = 80;

const rule = ruleFacts(facts, 'measure.disk-headroom', [threshold({ HEADROOM_WARN_PERCENT }, '% of the disk’s measured rate')]);

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
      const slower = peak > disk.value;
      const close = !slower && share >= HEADROOM_WARN_PERCENT;
      return [finding(rule, {
        severity: slower || close ? 'warning' : 'ok',
        title: slower
          ? `The disk test (${disk.origin}, ${readableValue(disk.value, 'bytes/s')}) wrote slower than the log already does (${readableValue(peak, 'bytes/s')} at peak, ${log.origin})`
          : `The log's peak rate of ${readableValue(peak, 'bytes/s')} is ${num(share, 0)}% of what the disk test wrote (${disk.origin}, ${readableValue(disk.value, 'bytes/s')}; derived)`,
        recommended: slower
          ? `Run mqldt on the log's own file system with the block size amqsrua reports${writeSize ? ` (about ${readableValue(writeSize, 'bytes')})` : ''}: a disk test that is slower than MQ itself did not test what the log does.`
          : close ? 'The log is near what the disk can do at this block size: a faster device, or larger writes (more applications committing together), is the way up.' : '',
        why: 'MQ always writes less than the disk test reaches, because it has other work to do than writing the log.',
        line: log.lines[0],
      })];
    });
  },
};
