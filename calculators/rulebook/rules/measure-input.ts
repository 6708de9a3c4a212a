/**
 * How measurements are summarised: amqsrua intervals are put in time order, and a paste with several
 * queue managers is summarised per queue manager. The readers raise these notes; the rule states them.
 */
import type { MeasureRule } from './measure-common.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

// The summary method is ours (derived); the rule's citation shows the amqsrua publications it is applied to.
const rule = ruleFacts(facts, 'measure.input', []);

/** The notes come from the readers (calculators/check/measure/amqsrua.ts); nothing to evaluate here. */
export const measureInput: MeasureRule = { rule, evaluate: () => [] };
