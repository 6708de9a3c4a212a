/**
 * Primary log space in use over 100% (amqsrua's "current primary space in use", DISPLAY QMSTATUS
 * LOGINUSE: a percentage of the primary space, so above 100 the active log reaches past the
 * primaries, into secondary extents: derived from what the number measures). IBM's 2020 best
 * practices say, for circular logging, to configure enough primary logs for the expected peak, as
 * secondary logs are formatted each time they are used: so the warning is for a circular log, and
 * for a log whose type was not read or is linear the finding is a note that says which.
 */
import { all, finding, peakOf, type MeasureRule } from './measure-common.ts';
import { num } from '../../format.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** amqsrua's "current primary space in use" and DISPLAY QMSTATUS LOGINUSE above this mean secondaries are in use. */
export const PRIMARY_SPACE_FULL_PERCENT = 100;

const rule = ruleFacts(facts, 'measure.log-primary-space', [threshold({ PRIMARY_SPACE_FULL_PERCENT }, '% of the primary space', 'the source’s advice is for circular logging')]);

export const primarySpace: MeasureRule = {
  rule,
  evaluate(ctx) {
    const logType = ctx.facts.find((f) => f.name === 'logType')?.value.toUpperCase();
    return all(ctx, 'logPrimarySpaceInUse').map((r) => {
      const peak = peakOf(r);
      const top = peak.value;
      const over = top > PRIMARY_SPACE_FULL_PERCENT;
      const circular = logType === 'CIRCULAR';
      const typeWords = circular ? '' : logType ? ` IBM’s advice is for circular logging; this log is ${logType}.` : ' IBM’s advice is for circular logging, and the log type was not read (paste DISPLAY QMSTATUS LOGTYPE with the readings).';
      return finding(rule, {
        severity: over ? (circular ? 'warning' : 'info') : 'ok',
        title: over
          ? `Primary log space in use reached ${num(top, 2)}% (${r.origin}${peak.at ? `, in the interval ending ${peak.at}` : ''}): secondary extents were in use`
          : `Primary log space in use stayed at or below ${num(top, 2)}% (${r.origin})`,
        recommended: over ? 'Add primary log extents (LogPrimaryFiles, crtmqm -lp) so the peak fits in the primaries, or find the long-running unit of work that holds the log.' : '',
        why: `For circular logging IBM advises enough primary logs for the expected peak, as secondary logs are formatted each time they are used, a performance penalty.${over ? typeWords : ''}`,
        line: peak.line,
      });
    });
  },
};
