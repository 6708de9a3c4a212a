/**
 * How measurements are summarised: amqsrua intervals are put in time order, and a paste with several
 * queue managers is summarised per queue manager. The readers raise these notes; the rule states them.
 */
import type { Rule } from '../types.ts';
import type { MeasureRule } from './measure-common.ts';

const rule: Rule = {
  id: 'measure.input',
  title: 'How pasted measurements are summarised',
  statement: 'Many intervals of one metric are summarised as their mean, peak and 95th percentile (nearest rank), in time order, separately for each queue manager.',
  severity: 'info',
  appliesTo: { platforms: ['unix', 'windows', 'linux'], releases: 'Any' },
  thresholds: [],
  sources: [],
};

/** The notes come from the readers (calculators/check/measure/amqsrua.ts); nothing to evaluate here. */
export const measureInput: MeasureRule = { rule, evaluate: () => [] };
