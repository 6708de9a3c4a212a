/**
 * Interval summaries: many readings of one metric (amqsrua publishes every 10 seconds by default,
 * 8,640 a day) become one Reading whose value is the mean, with the peak (largest) and the 95th
 * percentile, and the series kept in time order for the chart.
 */
import type { Reading, Sample } from './types.ts';

/** Nearest-rank 95th percentile of sorted values: the smallest value with at least 95% at or below it. */
export function percentile95(sorted: readonly number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(0.95 * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Mean of the values, added in order (Kahan-compensated so 8,640 intervals do not drift). */
export function mean(values: readonly number[]): number {
  let sum = 0;
  let c = 0;
  for (const v of values) {
    const y = v - c;
    const t = sum + y;
    c = t - sum - y;
    sum = t;
  }
  return sum / values.length;
}

/**
 * One Reading from one or more samples. A single sample is the value as printed; several give the
 * mean, peak and p95, and the series in the order given (callers sort by time first).
 */
export function summarise(name: string, unit: Reading['unit'], samples: readonly Sample[], origin: string): Reading {
  const lines = samples.map((s) => s.line);
  if (samples.length === 1) return { name, unit, value: samples[0]!.value, origin, lines };
  const values = samples.map((s) => s.value);
  const sorted = [...values].sort((a, b) => a - b);
  return {
    name,
    unit,
    value: mean(values),
    peak: sorted[sorted.length - 1]!,
    p95: percentile95(sorted),
    series: samples.map((s) => (s.at === undefined ? { value: s.value } : { at: s.at, value: s.value })),
    origin,
    lines,
  };
}
