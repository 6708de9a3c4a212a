/**
 * Numbers as people read them, shared by the calculators' "show the work" lines and the page
 * that renders their outputs, so a value reads the same in the formula and in the result.
 * Binary prefixes (KiB, MiB, GiB) throughout: log files, buffers and swap are sized in pages of
 * 4,096 bytes, so binary multiples come out exact (64 MiB, not 67.1 MB).
 */
import type { OutputUnit, OutputValue } from './types.ts';

const MAX_DIGITS = 3;

/** "1,744,830,464", "0.415", "12.5": grouped, at most `digits` decimals, trailing zeros dropped. */
export function num(value: number, digits = MAX_DIGITS): string {
  return upTo(digits).format(value);
}

// toLocaleString with options builds a new formatter on every call; reusing one keeps a keystroke cheap.
const upToFormats = new Map<number, Intl.NumberFormat>();
function upTo(digits: number): Intl.NumberFormat {
  let f = upToFormats.get(digits);
  if (!f) upToFormats.set(digits, (f = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits })));
  return f;
}

const BYTE_UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;

/** "1.625 GiB", "64 MiB", "512 bytes": the largest binary unit that keeps the number at least 1. */
export function readableBytes(bytes: number): string {
  if (Math.abs(bytes) < 1024) return `${num(bytes)} ${Math.abs(bytes) === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 'bytes';
  for (const next of BYTE_UNITS) {
    if (Math.abs(value) < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${num(value)} ${unit}`;
}

/** "1,744,830,464 bytes (1.625 GiB)": the exact figure with its readable form beside it. */
export function bytesWithReadable(bytes: number): string {
  const exact = `${num(bytes, 0)} bytes`;
  return Math.abs(bytes) < 1024 ? exact : `${exact} (${readableBytes(bytes)})`;
}

/** "45 s", "12.6 min", "3.2 h", "2.5 days": seconds in the unit a person would say. */
export function readableSeconds(seconds: number): string {
  const abs = Math.abs(seconds);
  if (abs < 60) return `${num(seconds, abs < 1 ? 3 : 1)} s`;
  if (abs < 3600) return `${num(seconds / 60, 1)} min`;
  if (abs < 86400) return `${num(seconds / 3600, 1)} h`;
  const days = seconds / 86400;
  return `${num(days, 1)} ${num(days, 1) === '1' ? 'day' : 'days'}`;
}

const VERDICT_WORDS = { ok: 'ok: the primary files hold it', warning: 'warning: only with the secondary files', error: 'error: not even all the files hold it' } as const;

/** Text for one output value in its base unit, e.g. for the result panel and copied results. */
export function formatOutput(value: OutputValue | undefined, unit: OutputUnit): string {
  if (value === null || value === undefined) return '—';
  if (value === 'never') return 'never';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return VERDICT_WORDS[value];
  switch (unit) {
    case 'bytes':
      return bytesWithReadable(value);
    case 'bytes/s':
      return Math.abs(value) < 1024 ? `${num(value)} bytes/s` : `${num(value, 0)} bytes/s (${readableBytes(value)}/s)`;
    case 'seconds':
      return Math.abs(value) < 60 ? `${num(value)} s` : `${num(value, 0)} s (${readableSeconds(value)})`;
    case 'ms':
      return `${num(value)} ms`;
    case 'percent':
      return `${num(value, 2)}%`;
    case 'round-trips/s':
      return `${num(value, 1)} round trips/s`;
    case 'km':
      return `${num(value, 1)} km`;
    case 'boolean':
    case 'count':
    case 'verdict':
      return num(value);
  }
}

/** The machine-readable form for data-value: base units, no grouping; empty when not computed. */
export function rawOutput(value: OutputValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}
