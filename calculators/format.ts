/**
 * Numbers as people read them: the one formatting module of the site. The calculators' "show the
 * work" lines, their outputs, the data tables, charts, the broker explorer and the simulator all
 * format through here, so a value reads the same wherever it appears.
 *
 * Rounding follows what the source supports: a derived or measured value gets three significant
 * figures (whole numbers keep every digit: 17,717, not 17,700), while an exact value is shown as it
 * is (a count, a configured size: 1.625 GiB is exactly 1,744,830,464 bytes). Machine-readable values
 * (data-value) are never rounded: see rawOutput.
 *
 * Binary prefixes (KiB, MiB, GiB) for sizes: log files, buffers and swap are sized in pages of 4,096
 * bytes, so binary multiples come out exact (64 MiB, not 67.1 MB).
 */
import type { OutputUnit, OutputValue } from './types.ts';
import { UNITS, unitLabel } from './lib/units.ts';
import { groupedDecimal } from './grouped-decimal.ts';
import { num } from './num.ts';

export { num };

/** A number as the reports print it: grouped, decimals kept as stored (up to 6), or exactly `digits` decimals when given. */
export function formatNumber(value: number, digits?: number): string {
  return digits === undefined ? num(value, 6) : groupedDecimal(value, digits, digits);
}

/**
 * Three significant figures, whole numbers kept whole, so labels stay short but small values stay
 * distinct: 0.0903, 1.43, 58.7, 17,717.
 */
export function shortNumber(v: number): string {
  if (v === 0 || !Number.isFinite(v)) return num(v);
  const a = Math.abs(v);
  if (a >= 100) return num(Math.round(v), 0);
  const decimals = 2 - Math.floor(Math.log10(a));
  return num(Number(v.toFixed(Math.min(decimals, 20))), 20);
}

/** A whole number in full (it is exact); anything else to three significant figures. */
export function rounded(v: number): string {
  return Number.isInteger(v) ? num(v, 0) : shortNumber(v);
}

/** "94,215 round trips/s", "91.83%", "2,048 bytes": a unit id's label after the number (% and × against it). */
export function formatWithUnit(value: number, unit: string | undefined, digits?: number): string {
  return withLabel(formatNumber(value, digits), unitLabel(unit));
}

function withLabel(n: string, label: string): string {
  if (!label) return n;
  return label === '%' || label === '×' ? `${n}${label}` : `${n} ${label}`;
}

/**
 * A stored numeric cell for display: thousands separators added to the integer part, every
 * digit after the point kept ("0.010" stays "0.010"). Line numbers are not grouped.
 */
export function formatStored(raw: string, unit?: string): string {
  if (unit === 'line' || !/^-?\d+(\.\d+)?$/.test(raw)) return raw;
  const [int, frac] = raw.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

const BYTE_UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;

/**
 * "1.625 GiB", "64 MiB", "530 MiB", "512 bytes": the largest binary unit that keeps the number at
 * least 1; exact when a whole number of bytes is at most three decimals of that unit, otherwise
 * three significant figures.
 */
export function readableBytes(bytes: number): string {
  if (Math.abs(bytes) < 1024) return `${rounded(bytes)} ${Math.abs(bytes) === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 'bytes';
  for (const next of BYTE_UNITS) {
    if (Math.abs(value) < 1024) break;
    value /= 1024;
    unit = next;
  }
  const exact = Number.isInteger(bytes) && Number.isInteger(value * 1000);
  return `${exact ? num(value) : shortNumber(value)} ${unit}`;
}

/**
 * "1,744,830,464 bytes (1.625 GiB)", "556,076,000 bytes (530 MiB)": a whole number of bytes is exact
 * (it is what a formula of whole numbers gives, and what a report prints), with its readable form beside it.
 */
export function bytesWithReadable(bytes: number): string {
  if (Math.abs(bytes) < 1024) return readableBytes(bytes);
  return Number.isInteger(bytes) ? `${num(bytes, 0)} bytes (${readableBytes(bytes)})` : readableBytes(bytes);
}

/** "45 s", "12.6 min", "3.2 h", "2.5 days": seconds in the unit a person would say. */
export function readableSeconds(seconds: number): string {
  const abs = Math.abs(seconds);
  if (abs < 60) return `${shortNumber(seconds)} s`;
  if (abs < 3600) return `${shortNumber(seconds / 60)} min`;
  if (abs < 86400) return `${shortNumber(seconds / 3600)} h`;
  const days = shortNumber(seconds / 86400);
  return `${days} ${days === '1' ? 'day' : 'days'}`;
}

const VERDICT_WORDS = { ok: 'ok: the primary files hold it', warning: 'warning: only with the secondary files', error: 'error: not even all the files hold it' } as const;

/**
 * Text for one output value in its base unit, for the result panel and copied results. `noun` names
 * what a count counts ("cores", "files"), so no output is a bare number.
 */
export function formatOutput(value: OutputValue | undefined, unit: OutputUnit, noun?: string): string {
  if (value === null || value === undefined) return '—';
  if (value === 'never') return 'never';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return VERDICT_WORDS[value];
  switch (unit) {
    case 'bytes':
      return bytesWithReadable(value);
    case 'bytes/s':
      if (Math.abs(value) < 1024) return `${rounded(value)} bytes/s`;
      return Number.isInteger(value) ? `${num(value, 0)} bytes/s (${readableBytes(value)}/s)` : `${readableBytes(value)}/s`;
    case 'seconds':
      return Math.abs(value) < 60 ? `${rounded(value)} s` : `${rounded(Math.round(value))} s (${readableSeconds(value)})`;
    case 'boolean':
    case 'count':
    case 'verdict':
      return withLabel(rounded(value), noun ?? '');
    default:
      return withLabel(rounded(value), UNITS[unit].label);
  }
}

/** The machine-readable form for data-value: base units, no grouping, never rounded; empty when not computed. */
export function rawOutput(value: OutputValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** The base unit of a measured reading (calculators/rulebook/types.ts, Reading). */
export type ReadingUnit = 'seconds' | 'bytes' | 'bytes/s' | 'percent' | 'count' | 'count/s';

/*
 * A reading in human units: latencies in µs or ms, rates in MiB/s, sizes in KiB/MiB/GiB, percents
 * with "%". Binary units as above (MQ's KB and MB are 1024-based).
 */
/** "25 µs", "1.37 ms", "2.5 s". */
export function readableLatency(seconds: number): string {
  const abs = Math.abs(seconds);
  if (abs < 1e-3) return `${num(seconds * 1e6, abs < 1e-5 ? 2 : 0)} µs`;
  if (abs < 1) return `${num(seconds * 1e3, 2)} ms`;
  return `${num(seconds, 2)} s`;
}

export function readableValue(value: number, unit: ReadingUnit): string {
  switch (unit) {
    case 'seconds':
      return readableLatency(value);
    case 'bytes':
      return readableBytes(value);
    case 'bytes/s':
      return `${readableBytes(value)}/s`;
    case 'percent':
      return `${num(value, 2)}%`;
    case 'count/s':
      return `${num(value, 1)}/s`;
    default:
      return num(value, 2);
  }
}
