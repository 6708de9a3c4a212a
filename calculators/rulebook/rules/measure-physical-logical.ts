/**
 * Physical against logical log bytes: the disk receives whole 4 KiB pages, and a partly filled page
 * is written again with each write, so few applications committing small messages write several
 * times the logical bytes (3.99× with one requester and 2KB messages in the Linux report); many
 * applications sharing each write bring the two together (1.08× with 12 requesters).
 */
import { all, finding, type MeasureRule } from './measure-common.ts';
import { num } from '../../format.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** Above this ratio most of what the log writes is partial pages written again. */
export const PARTIAL_PAGE_RATIO = 2;

const rule = ruleFacts(facts, 'measure.log-physical-logical-ratio', [threshold({ PARTIAL_PAGE_RATIO }, 'physical ÷ logical bytes')]);

export const physicalLogical: MeasureRule = {
  rule,
  evaluate(ctx) {
    // One finding per origin: a scrape of ten queue managers has ten pairs.
    return all(ctx, 'logPhysicalBytesPerSec').flatMap((physical) => {
      const logical = ctx.readings.find((r) => r.name === 'logLogicalBytesPerSec' && r.origin === physical.origin);
      if (!logical || !(logical.value > 0)) return [];
      const ratio = physical.value / logical.value;
      const high = ratio > PARTIAL_PAGE_RATIO;
      return [finding(rule, {
        severity: high ? 'info' : 'ok',
        title: `The log writes ${num(ratio, 2)}× the logical bytes to disk (${physical.origin}; derived: physical ÷ logical bytes per second)`,
        recommended: high ? 'More applications committing at the same time (or several messages per unit of work) fill each write: the physical and logical bytes converge as writes grow.' : '',
        why: 'Every write ends with a partly filled 4 KB page that the next write writes again; with small, frequent writes that repetition dominates.',
        line: physical.lines[0],
      })];
    });
  },
};
