/**
 * Whether a fio job resembles the MQ logger's writes, judged against IBM's own fio job file
 * (ibm-messaging/mqperf samp/fio/fio-jobfile, linked from the Linux persistent report): rw=write,
 * direct=1 (O_DIRECT), sync=1 and fdatasync=1, ioengine=sync, numjobs=1, iodepth=1, which the file
 * notes "doesnt apply to sync io engines". A job that is random, reads, goes through the page cache
 * (neither direct nor synchronous), has several writers, or keeps several writes in flight on an
 * asynchronous engine measures something else (a warning: the report says fio with the wrong
 * parameters "can produce very different results"). A job that is direct but not synchronous, or
 * synchronous but not direct, is half of IBM's file: a note, as no source says how far that moves
 * the result.
 */
import { finding, type MeasureRule } from './measure-common.ts';
import type { FioJob } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** IBM's job file's settings, the ones this rule compares. */
export const IBM_FIO_JOB = ['rw=write', 'direct=1', 'sync=1', 'fdatasync=1', 'ioengine=sync', 'numjobs=1', 'iodepth=1'] as const;

/** fio's synchronous engines, for which iodepth has no effect (fio's documentation; IBM's job file says so of its own). */
export const SYNC_ENGINES = ['sync', 'psync', 'vsync', 'pvsync', 'pvsync2'] as const;

const rule = ruleFacts(facts, 'measure.fio-log-like', [threshold({ IBM_FIO_JOB }), threshold({ SYNC_ENGINES })]);

/** Whether iodepth can matter: an asynchronous engine, or one not named (fio's default engine is psync, synchronous). */
const asyncEngine = (job: FioJob) => job.ioengine !== undefined && !(SYNC_ENGINES as readonly string[]).includes(job.ioengine.toLowerCase());

/** What makes the job measure something other than the log's writes, in words (a warning). */
export function unlikeLog(job: FioJob): string[] {
  const problems: string[] = [];
  const rw = (job.rw ?? '').toLowerCase();
  if (rw.includes('rand')) problems.push(`rw=${job.rw}: random I/O, while MQ writes its log sequentially`);
  if (/read|^rw$|readwrite|trim/.test(rw)) problems.push(`rw=${job.rw}: includes reads, while the log is written`);
  if (job.direct !== true && job.synced !== true) problems.push('neither direct=1 nor sync/fsync/fdatasync: writes land in the page cache, while MQ opens its log O_DIRECT and O_DSYNC');
  if ((job.iodepth ?? 1) > 1 && asyncEngine(job)) problems.push(`iodepth=${job.iodepth} on ioengine=${job.ioengine}: several writes in flight, while the logger has one`);
  if ((job.numjobs ?? 1) > 1) problems.push(`numjobs=${job.numjobs}: several writers, while one queue manager has one logger`);
  return problems;
}

/** Where the job is half of IBM's file: direct without sync, or sync without direct (a note). */
export function partlyLikeLog(job: FioJob): string[] {
  if (job.direct === true && job.synced !== true) return ['direct=1 without sync=1 or fdatasync=1: IBM’s job file has both, as MQ opens its log O_DIRECT and O_DSYNC'];
  if (job.synced === true && job.direct !== true) return ['sync or fdatasync without direct=1: IBM’s job file has both, as MQ opens its log O_DIRECT and O_DSYNC'];
  return [];
}

export const fioLogLike: MeasureRule = {
  rule,
  evaluate(ctx) {
    return ctx.fioJobs.map((job) => {
      const problems = unlikeLog(job);
      const partly = partlyLikeLog(job);
      const all = [...problems, ...partly];
      return finding(rule, {
        severity: problems.length ? 'warning' : partly.length ? 'info' : 'ok',
        title: problems.length
          ? `fio job "${job.name}" does not resemble MQ's log writes (${problems.length} difference${problems.length === 1 ? '' : 's'})`
          : partly.length ? `fio job "${job.name}" writes as the MQ logger does in part: ${partly.length === 1 ? 'one setting differs' : 'settings differ'} from IBM’s job file` : `fio job "${job.name}" writes the way the MQ logger does`,
        recommended: all.length ? `${all.join('; ')}. Use mqldt, or IBM’s fio job file: rw=write, direct=1, sync=1, fdatasync=1, ioengine=sync, numjobs=1 (iodepth does not apply to synchronous engines) at the log's write size.` : '',
        why: 'A disk test only predicts the log when it writes as the log does; fio with the wrong parameters can produce very different results from mqldt.',
        line: job.line,
      });
    });
  },
};
