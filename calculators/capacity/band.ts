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

/**
 * One assumed input as the band uses it: how a value in its range goes into the model's parameters,
 * which way a higher value moves the ceiling, and whether that way holds with a replica.
 */
export interface AssumedInput {
  apply: (params: ModelParams, value: number) => ModelParams;
  /**
   * Whether a higher value raises the ceiling (more cores, more bandwidth, a larger log buffer) or
   * lowers it (more CPU a call, a larger message, more latency, a longer round trip): the direction
   * the model moves in the input, which tests/unit/capacity-properties.test.ts holds. Declared, not
   * read off the model at the assumed point, where an input that binds nothing (CPU on a log-bound
   * queue manager) moves the ceiling by rounding alone, either way.
   */
  rising: boolean;
  /**
   * Whether it moves the ceiling that one way even with a replica: more cores never lower it and a
   * larger message never raises it (both held by the property tests); more CPU a call only takes
   * CPU; a larger log buffer only allows larger, fewer writes. The inputs that set how fast the log
   * turns writes round (its latency, bandwidth and time per record, the replica's distance) do not:
   * a replica's CPU per write makes them go either way (see cornerOf).
   */
  oneWayWithReplica: boolean;
  /**
   * False for an input that moves the ceiling either way even without a replica, so the band tries
   * its other end at each corner too: more CPU a KiB takes CPU, but on a log-bound full log
   * buffer it keeps each burst's commits ahead of its puts and gets, and the larger D lets writes
   * grow (surrogate.ts burstOrder; mqsim shows it, 642 to 766 round trips/s from 0 to 3 µs a KiB at
   * its grid point 39).
   */
  oneWay?: boolean;
}

export interface BandResult {
  band: [number, number];
  /** The assumption whose range moves the ceiling most, with the ratio of its highest to lowest ceiling. */
  widest?: { assumption: CapacityAssumption; spread: number };
}

export function bandOf(
  ceiling: number,
  params: ModelParams,
  assumptions: readonly CapacityAssumption[],
  declared: Readonly<Record<string, AssumedInput>>,
  ceilingAt: (p: ModelParams) => number,
  error: ModelError,
): BandResult {
  let low = ceiling;
  let high = ceiling;
  let widest: BandResult['widest'];
  const ranged = assumptions.filter((a) => a.range && Object.hasOwn(declared, a.name));
  const inputOf = (a: CapacityAssumption) => declared[a.name]!;
  // Each assumption's ends in the order that lowers the ceiling, then raises it, as declared.
  const ends = ranged.map((a) => {
    const at = a.range!.map((v) => ceilingAt(inputOf(a).apply(params, v)));
    low = Math.min(low, ...at);
    high = Math.max(high, ...at);
    const spread = Math.max(ceiling, ...at) / Math.min(ceiling, ...at);
    if (!widest || spread > widest.spread) widest = { assumption: a, spread };
    return inputOf(a).rising ? [a.range![0], a.range![1]] as const : [a.range![1], a.range![0]] as const;
  });
  // The band is the ceiling with every assumption at the end of its range that lowers it, and at
  // the end that raises it, so the assumptions' effects compound as they would together. Without a
  // replica the ceiling moves one way in each input declared one-way, so those two corners bound every mix
  // of values inside the ranges, and a reading taken away (its range added) can only widen the band.
  // With one, replication's CPU per write makes a CPU-bound ceiling rise with a slower log or a
  // farther replica (larger writes, fewer of them; mqsim shows it too), so those inputs are tried at
  // every combination of their ends (2^k corners, k at most 5), the one-way inputs at their declared end;
  // an input declared two-way (oneWay false: the CPU a KiB) is tried at its other end too, at the
  // corner so found, with a replica or without.
  const cornerOf = (side: 0 | 1) => {
    const values = ends.map((e) => e[side]);
    const at = (vs: readonly number[]) => ceilingAt(ranged.reduce((p, a, i) => inputOf(a).apply(p, vs[i]!), params));
    const more = (t: number, c: number) => (side === 0 ? t < c : t > c);
    const free = params.replication > 0 ? ranged.flatMap((a, i) => (inputOf(a).oneWayWithReplica ? [] : [i])) : [];
    let c = side === 0 ? Infinity : -Infinity;
    let best = values;
    for (let mask = 0; mask < 1 << free.length; mask++) {
      free.forEach((i, bit) => (values[i] = ends[i]![(mask >> bit) & 1]!));
      const t = at(values);
      if (more(t, c)) [c, best] = [t, [...values]];
    }
    // A two-way input's other end, tried at the corner found (one more point each, not every
    // combination again: that cost /check/'s 50 capacities 40% more CPU).
    ranged.forEach((a, i) => {
      if (inputOf(a).oneWay !== false) return;
      const flipped = [...best];
      flipped[i] = ends[i]![1 - side]!;
      const t = at(flipped);
      if (more(t, c)) [c, best] = [t, flipped];
    });
    return c;
  };
  if (ranged.length > 0) {
    low = Math.min(low, cornerOf(0));
    high = Math.max(high, cornerOf(1));
  }
  // A model that over-predicts by q90 at worst: the true ceiling may be as low as ceiling / (1 + q90).
  return { band: [low / (1 + Math.max(0, error.q90)), high / (1 + Math.min(0, error.q10))], ...(widest ? { widest } : {}) };
}
