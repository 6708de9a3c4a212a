/**
 * The band around a ceiling: the model's error where it was validated out of sample (the 10th and
 * 90th percentiles of predicted ÷ measured − 1 on the points it was not fitted to), widened by
 * every assumed input over its range. A reading that was missing can only widen it: with the
 * reading, its input is one value; without, the band covers the range.
 */
import type { ModelParams } from './surrogate.ts';
import type { CapacityAssumption } from './types.ts';

export interface ModelError {
  /** 10th and 90th percentile of (predicted / measured − 1) on validation points. */
  q10: number;
  q90: number;
}

/** How an assumption's range maps onto the model's parameters. */
export type Apply = (params: ModelParams, value: number) => ModelParams;

export interface BandResult {
  band: [number, number];
  /** The assumption whose range moves the ceiling most, with the ratio of its highest to lowest ceiling. */
  widest?: { assumption: CapacityAssumption; spread: number };
}

export function bandOf(
  ceiling: number,
  params: ModelParams,
  assumptions: readonly CapacityAssumption[],
  apply: Readonly<Record<string, Apply>>,
  ceilingAt: (p: ModelParams) => number,
  error: ModelError,
): BandResult {
  let low = ceiling;
  let high = ceiling;
  let widest: BandResult['widest'];
  for (const a of assumptions) {
    if (!a.range || !Object.hasOwn(apply, a.name)) continue;
    const at = a.range.map((v) => ceilingAt(apply[a.name]!(params, v)));
    const lo = Math.min(ceiling, ...at);
    const hi = Math.max(ceiling, ...at);
    low = Math.min(low, lo);
    high = Math.max(high, hi);
    const spread = hi / lo;
    if (!widest || spread > widest.spread) widest = { assumption: a, spread };
  }
  // A model that over-predicts by q90 at worst: the true ceiling may be as low as ceiling / (1 + q90).
  return { band: [low / (1 + Math.max(0, error.q90)), high / (1 + Math.min(0, error.q10))], ...(widest ? { widest } : {}) };
}
