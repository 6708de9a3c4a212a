/**
 * Report metrics and model outputs. The reports print write sizes in KB and log rates in MB/s;
 * the Linux report's numbers only agree with each other (write size / latency = MB/s) when KB is
 * read as KiB and MB as MiB, so those are the conversions used to compare them with the model,
 * whose outputs are bytes and MB/s of 10^6 bytes. Shared by the page, the tests and the charts.
 */
import { formatNumber as formatFixed } from '../../../calculators/format.ts';

export interface MetricInfo {
  /** Model output the metric compares with. */
  output: string;
  /** Factor from the report's unit to the output's unit. */
  factor: number;
  label: string;
  reportUnit: string;
}

export const METRICS: Record<string, MetricInfo> = {
  roundTripsPerSec: { output: 'roundTripsPerSec', factor: 1, label: 'Throughput', reportUnit: 'round trips/s' },
  meanResponseMs: { output: 'meanResponseMs', factor: 1, label: 'Single-thread round-trip latency', reportUnit: 'ms' },
  meanLogWriteKiB: { output: 'meanLogWriteBytes', factor: 1024, label: 'Log write size', reportUnit: 'KB (read as KiB)' },
  logMiBps: { output: 'logMBps', factor: 1048576 / 1e6, label: 'Log throughput', reportUnit: 'MB/s (read as MiB/s)' },
  meanLogWriteUs: { output: 'meanLogWriteUs', factor: 1, label: 'Log write latency', reportUnit: 'µs' },
  cpuPct: { output: 'cpuUtilisation', factor: 0.01, label: 'CPU utilisation', reportUnit: '%' },
};

export function metricInfo(metric: string): MetricInfo {
  const m = METRICS[metric];
  if (!m) throw new Error(`unknown simulator metric "${metric}"`);
  return m;
}

/** How each model output is labelled and shown on the page (raw values stay in data-value). */
export const OUTPUT_DISPLAY: Record<string, { label: string; unit: string; scale: number; digits: number }> = {
  roundTripsPerSec: { label: 'Round trips per second', unit: 'round trips/s', scale: 1, digits: 0 },
  meanResponseMs: { label: 'Mean response time', unit: 'ms', scale: 1, digits: 3 },
  p50ResponseMs: { label: 'Median response time', unit: 'ms', scale: 1, digits: 3 },
  p95ResponseMs: { label: '95th-percentile response time', unit: 'ms', scale: 1, digits: 3 },
  p99ResponseMs: { label: '99th-percentile response time', unit: 'ms', scale: 1, digits: 3 },
  meanLogWriteBytes: { label: 'Mean log write size', unit: 'KiB', scale: 1 / 1024, digits: 1 },
  logMBps: { label: 'Log throughput', unit: 'MB/s', scale: 1, digits: 1 },
  meanLogWriteUs: { label: 'Mean log write time', unit: 'µs', scale: 1, digits: 0 },
  logWritesPerSec: { label: 'Log writes per second', unit: 'writes/s', scale: 1, digits: 0 },
  loggerUtilisation: { label: 'Logger utilisation', unit: '%', scale: 100, digits: 1 },
  cpuUtilisation: { label: 'CPU utilisation', unit: '%', scale: 100, digits: 1 },
  lockContentionPct: { label: 'Queue lock contention', unit: '%', scale: 1, digits: 1 },
};

/** "94,215 round trips/s", "99.0 %"; "n/a" for an output the run did not produce. */
export function formatOutput(name: string, value: number | null | undefined): string {
  const d = OUTPUT_DISPLAY[name];
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  if (!d) return String(value);
  const n = formatNumber(value * d.scale, d.digits);
  return d.unit === '%' ? `${n}%` : `${n} ${d.unit}`;
}

/** The site's number format with a fixed number of decimals (whole numbers unless told). */
export function formatNumber(value: number, digits = 0): string {
  return formatFixed(value, digits);
}
