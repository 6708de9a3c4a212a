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

/** Relative change in a ceiling below which two ends of a range count as moving it alike. */
const TIE = 1e-6;

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
  const ranged = assumptions.filter((a) => a.range && Object.hasOwn(apply, a.name));
  // Each assumption's ends in the order that lowers the ceiling, then raises it: as declared
  // (Rising), else as the model moves at the assumed point.
  const ends = ranged.map((a) => {
    const at = a.range!.map((v) => ceilingAt(apply[a.name]!(params, v)));
    low = Math.min(low, ...at);
    high = Math.max(high, ...at);
    const spread = Math.max(ceiling, ...at) / Math.min(ceiling, ...at);
    if (!widest || spread > widest.spread) widest = { assumption: a, spread };
    const up = Object.hasOwn(rising, a.name) ? rising[a.name]! : at[1]! >= at[0]!;
    return up ? [a.range![0], a.range![1]] as const : [a.range![1], a.range![0]] as const;
  });
  // The band is the ceiling with every assumption at the end of its range that lowers it, and at
  // the end that raises it, so the assumptions' effects compound as they would together. Without a
  // replica the ceiling moves one way in each input (Rising), so those two corners bound every mix
  // of values inside the ranges, and a reading taken away (its range added) can only widen the band.
  // With one, replication's CPU per write makes a CPU-bound ceiling rise with a slower log or a
  // farther replica (larger writes, fewer of them; mqsim shows it too), so from the declared
  // corner each assumption's other end is tried in turn, and kept where it moves the ceiling
  // further, until no turn does (a search of the corners, not all 2^n of them).
  const cornerOf = (side: 0 | 1) => {
    const values = ends.map((e) => e[side]);
    const at = (vs: readonly number[]) => ceilingAt(ranged.reduce((p, a, i) => apply[a.name]!(p, vs[i]!), params));
    let c = at(values);
    if (params.replication > 0) {
      for (let pass = 0, moved = true; moved && pass < 3; pass++) {
        moved = false;
        for (let i = 0; i < values.length; i++) {
          const other = values[i] === ends[i]![0] ? ends[i]![1] : ends[i]![0];
          const tried = [...values];
          tried[i] = other;
          const t = at(tried);
          // Further by more than the model's own noise: an input that binds nothing at this corner
          // must not be turned round by rounding, as it may bind once another input turns.
          if (side === 0 ? t < c * (1 - TIE) : t > c * (1 + TIE)) {
            values[i] = other;
            c = t;
            moved = true;
          }
        }
      }
    }
    return c;
  };
  if (ranged.length > 0) {
    low = Math.min(low, cornerOf(0));
    high = Math.max(high, cornerOf(1));
  }
  // A model that over-predicts by q90 at worst: the true ceiling may be as low as ceiling / (1 + q90).
  return { band: [low / (1 + Math.max(0, error.q90)), high / (1 + Math.min(0, error.q10))], ...(widest ? { widest } : {}) };
}
