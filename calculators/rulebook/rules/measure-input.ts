/**
 * How measurements are summarised: amqsrua intervals are put in time order, and a paste with several
 * queue managers is summarised per queue manager. The readers raise these notes; the rule states them.
 */
import type { Rule } from '../types.ts';
import { report, LINUX_REPORT, type MeasureRule } from './measure-common.ts';

const rule: Rule = {
  id: 'measure.input',
  title: 'How pasted measurements are summarised',
  statement: 'Many intervals of one metric are summarised as their mean, peak and 95th percentile (nearest rank), in time order, separately for each queue manager.',
  severity: 'info: a note on how the figures were summarised',
  appliesTo: { platforms: ['unix', 'windows', 'linux'], releases: 'Any MQ release whose amqsrua publishes the DISK and CPU classes' },
  thresholds: [],
  // The summary method is ours (derived); the report shows amqsrua's 10-second publications it is applied to.
  sources: [report(LINUX_REPORT, [1018, 1025], 'amqsrua publishes the log statistics once per interval: the series this summary is taken over')],
};

/** The notes come from the readers (calculators/check/measure/amqsrua.ts); nothing to evaluate here. */
export const measureInput: MeasureRule = { rule, evaluate: () => [] };
