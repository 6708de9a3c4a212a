/**
 * How long one log extent lasts at the measured rate: IBM's best practices give 10 seconds of log
 * data streaming as the initial target for one extent. Derived: extent size ÷ physical bytes/s.
 */
import { all, finding, first, type MeasureRule } from './measure-common.ts';
import { num, readableSeconds, readableValue } from '../../format.ts';
import { MAX_FILE_PAGES, PAGE_BYTES } from '../../lib/log-limits.ts';
import { EXTENT_MIN_SECONDS } from './log-extent-seconds.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

export const EXTENT_TARGET_SECONDS = EXTENT_MIN_SECONDS;

const rule = ruleFacts(facts, 'measure.log-extent-fill-time', [threshold({ EXTENT_TARGET_SECONDS }, 's of peak log data per extent (rule log.extent-seconds)')]);

export const extentFill: MeasureRule = {
  rule,
  evaluate(ctx) {
    const extent = first(ctx, 'logExtentBytes');
    return all(ctx, 'logPhysicalBytesPerSec').flatMap((rate) => {
      const peak = rate.peak ?? rate.value;
      if (!(peak > 0)) return [];
      const pagesFor10s = Math.ceil((EXTENT_TARGET_SECONDS * peak) / PAGE_BYTES);
      // Advice never goes past IBM's limit: above 65,535 pages no extent can hold 10 s at this rate.
      const sizeAdvice =
        pagesFor10s <= MAX_FILE_PAGES
          ? `an extent of at least ${num(pagesFor10s, 0)} pages (LogFilePages) holds 10 s at that rate`
          : `no extent can hold 10 s at that rate: the largest, ${num(MAX_FILE_PAGES, 0)} pages (LogFilePages, about 256 MiB), holds ${readableSeconds((MAX_FILE_PAGES * PAGE_BYTES) / peak)}`;
      if (!extent) {
        return [finding(rule, {
          severity: 'info',
          title: `At the peak log rate of ${readableValue(peak, 'bytes/s')} (${rate.origin}), 10 s of logging is ${readableValue(EXTENT_TARGET_SECONDS * peak, 'bytes')} (derived)`,
          recommended: `For a new queue manager, ${sizeAdvice}. Paste DISPLAY QMSTATUS ALL too to have the extent size checked.`,
          why: 'The time an extent lasts is its size divided by the rate the log is written.',
          line: rate.lines[0],
        })];
      }
      const seconds = extent.value / peak;
      const short = seconds < EXTENT_TARGET_SECONDS;
      return [finding(rule, {
        severity: short ? 'warning' : 'ok',
        title: `One log extent (${readableValue(extent.value, 'bytes')}) fills in ${readableSeconds(seconds)} at the peak rate of ${readableValue(peak, 'bytes/s')} (derived: extent ÷ rate)`,
        recommended: short ? `For a new queue manager, ${sizeAdvice} (LogFilePages is fixed when the queue manager is created: crtmqm -lf).` : '',
        why: 'Larger extents switch less often and leave more time to prepare the next extent or recycle an old one.',
        line: rate.lines[0],
      })];
    });
  },
};
