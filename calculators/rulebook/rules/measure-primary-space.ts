/**
 * Primary log space in use over 100%: the queue manager is writing into secondary extents, which
 * are formatted as they are used (a performance penalty) and, for a circular log, mean the primaries
 * do not hold the workload's active log.
 */
import { all, finding, peakOf, type MeasureRule } from './measure-common.ts';
import { num } from '../../format.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** amqsrua's "current primary space in use" and DISPLAY QMSTATUS LOGINUSE above this mean secondaries are in use. */
export const PRIMARY_SPACE_FULL_PERCENT = 100;

const rule = ruleFacts(facts, 'measure.log-primary-space', [threshold({ PRIMARY_SPACE_FULL_PERCENT }, '% of the primary space')]);

export const primarySpace: MeasureRule = {
  rule,
  evaluate(ctx) {
    return all(ctx, 'logPrimarySpaceInUse').map((r) => {
      const peak = peakOf(r);
      const top = peak.value;
      const over = top > PRIMARY_SPACE_FULL_PERCENT;
      return finding(rule, {
        severity: over ? 'warning' : 'ok',
        title: over
          ? `Primary log space in use reached ${num(top, 2)}% (${r.origin}${peak.at ? `, in the interval ending ${peak.at}` : ''}): secondary extents were in use`
          : `Primary log space in use stayed at or below ${num(top, 2)}% (${r.origin})`,
        recommended: over ? 'Add primary log extents (LogPrimaryFiles, crtmqm -lp) so the peak fits in the primaries, or find the long-running unit of work that holds the log.' : '',
        why: 'Secondary extents are formatted as they are needed, which slows logging; a circular log that reaches its secondaries is close to running out.',
        line: peak.line,
      });
    });
  },
};
