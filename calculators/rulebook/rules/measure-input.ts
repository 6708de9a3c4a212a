/**
 * How measurements are summarised: amqsrua intervals are put in time order, and a paste with several
 * queue managers is summarised per queue manager. The readers raise these notes; the rule states them.
 */
import type { MeasureRule } from './measure-common.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

/** A Prometheus API answer whose status is not this holds no samples (the one warning the readers raise here). */
export const PROMETHEUS_ANSWER_STATUS = 'success';

// The summary method is ours (derived); the rule's citation shows the amqsrua publications it is applied to.
const rule = ruleFacts(facts, 'measure.input', [threshold({ PROMETHEUS_ANSWER_STATUS })]);

/** The notes come from the readers (calculators/check/measure/amqsrua.ts); nothing to evaluate here. */
export const measureInput: MeasureRule = { rule, evaluate: () => [] };
