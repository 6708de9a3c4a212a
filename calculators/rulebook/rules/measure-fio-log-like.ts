/**
 * Whether a fio job resembles the MQ logger's writes: sequential writes, O_DIRECT and synchronous
 * (O_DSYNC or a sync after each write), one write in flight. A job that is random, reads, buffered or
 * deep-queued measures something else, and can read much faster or slower than the log will run.
 */
import { finding, type MeasureRule } from './measure-common.ts';
import type { FioJob } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

const rule = ruleFacts(facts, 'measure.fio-log-like', [{ name: 'iodepth', value: '1', unit: 'write in flight, as the MQ logger has' }]);

/** What makes the job unlike the log's writes, in words. */
export function unlikeLog(job: FioJob): string[] {
  const problems: string[] = [];
  const rw = (job.rw ?? '').toLowerCase();
  if (rw.includes('rand')) problems.push(`rw=${job.rw}: random I/O, while MQ writes its log sequentially`);
  if (/read|^rw$|readwrite|trim/.test(rw)) problems.push(`rw=${job.rw}: includes reads, while the log is written`);
  if (job.direct !== true && job.synced !== true) problems.push('neither direct=1 nor sync/fsync/fdatasync: writes land in the page cache, while MQ opens its log O_DIRECT and O_DSYNC');
  if ((job.iodepth ?? 1) > 1) problems.push(`iodepth=${job.iodepth}: several writes in flight, while the logger has one`);
  if ((job.numjobs ?? 1) > 1) problems.push(`numjobs=${job.numjobs}: several writers, while one queue manager has one logger`);
  return problems;
}

export const fioLogLike: MeasureRule = {
  rule,
  evaluate(ctx) {
    return ctx.fioJobs.map((job) => {
      const problems = unlikeLog(job);
      return finding(rule, {
        severity: problems.length ? 'warning' : 'ok',
        title: problems.length ? `fio job "${job.name}" does not resemble MQ's log writes (${problems.length} difference${problems.length === 1 ? '' : 's'})` : `fio job "${job.name}" writes the way the MQ logger does`,
        recommended: problems.length ? `${problems.join('; ')}. Use mqldt, or fio with rw=write, direct=1, sync=1 (or fdatasync=1), iodepth=1, numjobs=1 and the log's write size.` : '',
        why: 'A disk test only predicts the log when it writes as the log does.',
        line: job.line,
      });
    });
  },
};
