/**
 * Estimating throughput at a latency that was not measured, from the latencies that were.
 *
 * Why the reciprocal: with a fixed number of clients in flight, each message round trip waits on
 * the replication link a fixed number of times, so its duration grows linearly with the link's
 * round-trip time and throughput (clients ÷ duration) falls as its reciprocal. Interpolating
 * 1/throughput linearly in latency therefore follows the measured curve between points, where a
 * straight line through the throughputs themselves would overestimate every value in between.
 *
 * Only between measurements: outside the measured latencies the shape is unknown (IBM's runs show
 * throughput flattening or client counts changing), so an estimate there is refused, not drawn.
 */

/** One measurement: `x` the added latency (ms), `y` the throughput there (round trips/s, > 0). */
export interface MeasuredPoint {
  x: number;
  y: number;
}

/** How an estimate relates to the measurements: taken as is, or between two of them. */
export type EstimateBasis = 'measured' | 'interpolated';

export interface Estimate {
  value: number;
  basis: EstimateBasis;
  /** The measured point used as is, or the two points the estimate is drawn through. */
  from: readonly MeasuredPoint[];
}

/** Throws when the points cannot support the method; a calculator's constants are checked by tests. */
export function assertUsablePoints(points: readonly MeasuredPoint[]): void {
  if (points.length < 2) throw new RangeError('at least two measured points are needed');
  points.forEach((p, i) => {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y) || p.y <= 0) throw new RangeError(`point ${i} (${p.x}, ${p.y}) must be finite with a positive throughput`);
    if (i > 0 && p.x <= points[i - 1]!.x) throw new RangeError(`points must be in strictly increasing latency order (point ${i} at ${p.x})`);
  });
}

/** 1/y on the straight line through (a.x, 1/a.y) and (b.x, 1/b.y), then inverted. */
function throughLine(a: MeasuredPoint, b: MeasuredPoint, x: number): number {
  const reciprocal = 1 / a.y + ((1 / b.y - 1 / a.y) * (x - a.x)) / (b.x - a.x);
  if (!(reciprocal > 0) || !Number.isFinite(reciprocal)) {
    throw new RangeError(`no positive throughput on the line through ${a.x} and ${b.x} at ${x}`);
  }
  return 1 / reciprocal;
}

/** The lowest and highest measured latency: the only range an estimate is given in. */
export function measuredRange(points: readonly MeasuredPoint[]): [number, number] {
  assertUsablePoints(points);
  return [points[0]!.x, points[points.length - 1]!.x];
}

/**
 * The measured value at a measured latency, exactly; between two measured latencies, 1/y linear
 * in x. Outside the measured range it throws: callers check measuredRange first and say so.
 */
export function reciprocalInterpolate(points: readonly MeasuredPoint[], x: number): Estimate {
  const [low, high] = measuredRange(points);
  if (!Number.isFinite(x)) throw new RangeError(`latency ${x} is not a finite number`);
  if (x < low || x > high) throw new RangeError(`latency ${x} is outside the measured range ${low} to ${high}`);
  const exact = points.find((p) => p.x === x);
  if (exact) return { value: exact.y, basis: 'measured', from: [exact] };
  const upper = points.findIndex((p) => p.x > x);
  const a = points[upper - 1]!;
  const b = points[upper]!;
  return { value: throughLine(a, b, x), basis: 'interpolated', from: [a, b] };
}
