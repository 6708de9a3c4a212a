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

/**
 * Whether a higher value of an assumed input raises the ceiling (more cores, more bandwidth, a larger
 * log buffer) or lowers it (more CPU a call, a larger message, more latency, a longer round trip):
 * the direction the model moves in each input, which tests/unit/capacity-properties.test.ts holds.
 * Declared, not read off the model at the assumed point, where an input that binds nothing (CPU on
 * a log-bound queue manager) moves the ceiling by rounding alone, either way.
 */
export type Rising = Readonly<Record<string, boolean>>;

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
  rising: Rising,
  ceilingAt: (p: ModelParams) => number,
  error: ModelError,
): BandResult {
  let low = ceiling;
  let high = ceiling;
  let widest: BandResult['widest'];
  // The band is the ceiling with every assumption at the end of its range that lowers it, and at
  // the end that raises it, so the assumptions' effects compound as they would together. The
  // ceiling moves one way in each input (Rising), so those two corners bound every mix of values
  // inside the ranges, and a reading taken away (its range added) can only widen the band.
  let worst = params;
  let best = params;
  for (const a of assumptions) {
    if (!a.range || !Object.hasOwn(apply, a.name)) continue;
    const at = a.range.map((v) => ceilingAt(apply[a.name]!(params, v)));
    const lo = Math.min(ceiling, ...at);
    const hi = Math.max(ceiling, ...at);
    const up = Object.hasOwn(rising, a.name) ? rising[a.name]! : at[1]! >= at[0]!;
    const [lowEnd, highEnd] = up ? [a.range[0], a.range[1]] : [a.range[1], a.range[0]];
    worst = apply[a.name]!(worst, lowEnd);
    best = apply[a.name]!(best, highEnd);
    const spread = hi / lo;
    if (!widest || spread > widest.spread) widest = { assumption: a, spread };
  }
  if (worst !== params) low = Math.min(low, ceilingAt(worst));
  if (best !== params) high = Math.max(high, ceilingAt(best));
  // A model that over-predicts by q90 at worst: the true ceiling may be as low as ceiling / (1 + q90).
  return { band: [low / (1 + Math.max(0, error.q90)), high / (1 + Math.min(0, error.q10))], ...(widest ? { widest } : {}) };
}
