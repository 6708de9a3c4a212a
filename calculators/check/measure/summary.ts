/**
 * Interval summaries: many readings of one metric (amqsrua publishes every 10 seconds by default,
 * 8,640 a day) become one Reading whose value is the mean, with the peak (largest) and the 95th
 * percentile, and the series kept in time order for the chart.
 */
import type { Reading, Sample } from './types.ts';

/** Nearest-rank 95th percentile of sorted values: the smallest value with at least 95% at or below it. */
export function percentile95(sorted: ArrayLike<number>): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(0.95 * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Mean of the values, added in order (Kahan-compensated so 8,640 intervals do not drift). */
export function mean(values: ArrayLike<number>): number {
  let sum = 0;
  let c = 0;
  for (let i = 0; i < values.length; i++) {
    const y = values[i]! - c;
    const t = sum + y;
    c = t - sum - y;
    sum = t;
  }
  return sum / values.length;
}

/** One metric's intervals as a reader collects them: parallel arrays, in the order they are to be shown. */
export interface SeriesColumns {
  values: number[];
  lines: number[];
  /** When each was measured, as printed; undefined where the tool gave no time. */
  at: (string | undefined)[];
}

/**
 * One Reading from a metric's columns. One interval is the value as printed; several give the mean,
 * peak and p95, and the series in the order given (callers sort by time first). The values are
 * sorted as a Float64Array: numeric order without a comparator call per pair.
 */
export function summariseColumns(name: string, unit: Reading['unit'], cols: SeriesColumns, origin: string): Reading {
  const { values, lines, at } = cols;
  if (values.length === 1) return { name, unit, value: values[0]!, origin, lines };
  const sorted = Float64Array.from(values).sort();
  const series = new Array<{ at?: string; value: number }>(values.length);
  for (let i = 0; i < values.length; i++) series[i] = at[i] === undefined ? { value: values[i]! } : { at: at[i]!, value: values[i]! };
  return { name, unit, value: mean(values), peak: sorted[sorted.length - 1]!, p95: percentile95(sorted), series, origin, lines };
}

/** The same from Sample objects (a reader with a few values, e.g. mqldt's one per block size). */
export function summarise(name: string, unit: Reading['unit'], samples: readonly Sample[], origin: string): Reading {
  return summariseColumns(name, unit, { values: samples.map((s) => s.value), lines: samples.map((s) => s.line), at: samples.map((s) => s.at) }, origin);
}
