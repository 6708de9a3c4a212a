/**
 * Physical against logical log bytes: the disk receives whole 4 KiB pages, and a partly filled page
 * is written again with each write, so few applications committing small messages write several
 * times the logical bytes (3.99× with one requester and 2KB messages in the Linux report); many
 * applications sharing each write bring the two together (1.08× with 12 requesters).
 */
import type { Rule } from '../types.ts';
import { first, finding, LINUX_REPORT, report, type MeasureRule } from './measure-common.ts';
import { num } from '../../format.ts';
import { threshold } from '../lib/threshold.ts';

/** Above this ratio most of what the log writes is partial pages written again. */
export const PARTIAL_PAGE_RATIO = 2;

const rule: Rule = {
  id: 'measure.log-physical-logical-ratio',
  title: 'Physical against logical log bytes',
  statement: 'Physical bytes written far above the logical bytes show many partly filled 4 KB pages being written: the log is doing more I/O than the data needs, typically because few applications commit at once.',
  severity: 'info above 2× (what to look at), ok below',
  appliesTo: { platforms: ['unix', 'linux'], releases: 'IBM MQ V9.0.4 on Linux (Linux persistent report, 2017); amqsrua from MQ 9.0' },
  thresholds: [threshold({ PARTIAL_PAGE_RATIO }, 'physical ÷ logical bytes')],
  sources: [report(LINUX_REPORT, [1017, 1057], 'amqsrua: physical 115,987,019/s against logical 29,073,784/s with 1 requester (partial pages), close together with 60 and 12 requesters')],
};

export const physicalLogical: MeasureRule = {
  rule,
  evaluate(ctx) {
    const physical = first(ctx, 'logPhysicalBytesPerSec');
    const logical = ctx.readings.find((r) => r.name === 'logLogicalBytesPerSec' && r.origin === physical?.origin);
    if (!physical || !logical || !(logical.value > 0)) return [];
    const ratio = physical.value / logical.value;
    const high = ratio > PARTIAL_PAGE_RATIO;
    return [finding(rule, {
      severity: high ? 'info' : 'ok',
      title: `The log writes ${num(ratio, 2)}× the logical bytes to disk (${physical.origin}; derived: physical ÷ logical bytes per second)`,
      recommended: high ? 'More applications committing at the same time (or several messages per unit of work) fill each write: the physical and logical bytes converge as writes grow.' : '',
      why: 'Every write ends with a partly filled 4 KB page that the next write writes again; with small, frequent writes that repetition dominates.',
      line: physical.lines[0],
    })];
  },
};
