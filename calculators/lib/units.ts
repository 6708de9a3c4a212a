/**
 * Numbers with units, as people type them: "2 KB", "2KiB", "16 MiB", "1.5 GB", "500 us", "2 ms",
 * "60 km", "120,000/min", "100 MB/s". An input declares its base unit (`unit: 'bytes'`, `'ms'`,
 * `'km'`, `'messages/s'`, ...); this module says which dimension that unit measures and turns a typed
 * quantity into a number of that base unit. An input whose unit has no dimension here (files,
 * connections, %) takes bare numbers, or the number followed by its own unit word.
 *
 * KB, MB, GB and TB are 1024-based, as the reports and IBM's MQ documentation use them
 * (LogFilePages "in units of 4 KB pages", "2KB" = 2048 bytes in mq-appliance-m2002 line 221).
 *
 * Why not a library: `bytes` reads KB as 1024 but knows no KiB, time or distance; `ms` knows no
 * microseconds; js-quantities and mathjs read KB as 1,000 bytes and parse whole expressions. The
 * grammar here is one number and one unit from a fixed table, which is small enough to own.
 */

export type Dimension = 'size' | 'time' | 'distance' | 'byteRate' | 'rate';

/**
 * Every factor is an integer in the dimension's smallest unit (bytes, nanoseconds, metres), so
 * n × typed ÷ declared is rounded once: "500 us" in ms is exactly 0.5, "1.5 GB" exactly 1,610,612,736.
 */
const SIZE: Record<string, number> = {
  b: 1,
  byte: 1,
  bytes: 1,
  kb: 1024,
  kib: 1024,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
  tb: 1024 ** 4,
  tib: 1024 ** 4,
};

const TIME_NS: Record<string, number> = {
  ns: 1,
  us: 1e3,
  'µs': 1e3, // micro sign U+00B5
  'μs': 1e3, // Greek mu U+03BC
  microsecond: 1e3,
  microseconds: 1e3,
  ms: 1e6,
  millisecond: 1e6,
  milliseconds: 1e6,
  s: 1e9,
  sec: 1e9,
  secs: 1e9,
  second: 1e9,
  seconds: 1e9,
  min: 60e9,
  mins: 60e9,
  minute: 60e9,
  minutes: 60e9,
  h: 3600e9,
  hr: 3600e9,
  hrs: 3600e9,
  hour: 3600e9,
  hours: 3600e9,
  d: 86400e9,
  day: 86400e9,
  days: 86400e9,
};

const DISTANCE_M: Record<string, number> = {
  m: 1,
  metre: 1,
  metres: 1,
  meter: 1,
  meters: 1,
  km: 1000,
  kilometre: 1000,
  kilometres: 1000,
  kilometer: 1000,
  kilometers: 1000,
};

/** "per second" style rate units: per time unit in ns. */
const PER: Record<string, number> = { second: 1e9, minute: 60e9, hour: 3600e9, day: 86400e9 };

/** What a declared base unit measures and how big one of it is, in the dimension's smallest unit. */
export interface BaseUnit {
  dimension: Dimension;
  /** bytes, ns, metres, bytes per second or "per second" (1) for one declared unit. */
  factor: number;
}

/** Base units a calculator may declare beyond those the table reads directly. */
const DECLARED_EXTRA: Record<string, BaseUnit> = {
  'pages of 4 KiB': { dimension: 'size', factor: 4096 },
};

function lookup<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A size or time unit as typed (case-insensitive, except that µ/μ stay as they are). */
function sizeOf(unit: string): number | undefined {
  return lookup(SIZE, unit.toLowerCase());
}
function timeOf(unit: string): number | undefined {
  return lookup(TIME_NS, unit.toLowerCase());
}

/** "bytes/s", "MB/s" → bytes per second; "/s", "messages/s", "per minute" → per second. */
function rateOf(unit: string): (BaseUnit & { counted?: string }) | undefined {
  const per = /^per\s+(second|minute|hour|day)$/i.exec(unit);
  if (per) return { dimension: 'rate', factor: 1e9 / PER[per[1]!.toLowerCase()]!, counted: '' };
  const slash = /^([^/]*)\/\s*([^/]+)$/.exec(unit);
  if (!slash) return undefined;
  const ns = timeOf(slash[2]!.trim());
  if (ns === undefined) return undefined;
  const top = slash[1]!.trim();
  const bytes = top === '' ? undefined : sizeOf(top);
  if (bytes !== undefined) return { dimension: 'byteRate', factor: (bytes * 1e9) / ns };
  return { dimension: 'rate', factor: 1e9 / ns, counted: top.toLowerCase() };
}

/** The dimension of a calculator input's declared unit, or undefined for plain counts and ratios. */
export function baseUnitOf(declared: string): BaseUnit | undefined {
  const extra = lookup(DECLARED_EXTRA, declared);
  if (extra) return extra;
  const bytes = sizeOf(declared);
  if (bytes !== undefined) return { dimension: 'size', factor: bytes };
  const ns = timeOf(declared);
  if (ns !== undefined) return { dimension: 'time', factor: ns };
  const metres = lookup(DISTANCE_M, declared.toLowerCase());
  if (metres !== undefined) return { dimension: 'distance', factor: metres };
  const rate = rateOf(declared);
  return rate ? { dimension: rate.dimension, factor: rate.factor } : undefined;
}

/**
 * A typed unit's size in the dimension's smallest unit, if it measures that dimension. A counted
 * rate takes "/min" or its own word ("messages/min" for messages/s), not any word before a slash.
 */
function typedFactor(dimension: Dimension, unit: string, declared: string): number | undefined {
  switch (dimension) {
    case 'size':
      return sizeOf(unit);
    case 'time':
      return timeOf(unit);
    case 'distance':
      return lookup(DISTANCE_M, unit.toLowerCase());
    case 'byteRate': {
      const r = rateOf(unit);
      return r && r.dimension === 'byteRate' ? r.factor : undefined;
    }
    case 'rate': {
      const r = rateOf(unit);
      if (!r || r.dimension !== 'rate') return undefined;
      const own = rateOf(declared)?.counted ?? '';
      return r.counted === '' || r.counted === own ? r.factor : undefined;
    }
  }
}

/** The units a person may type for each dimension, as a phrase for help text and error messages. */
export const ACCEPTED_UNITS: Record<Dimension, string> = {
  size: 'a size in B, KB, MB, GB or TB (1,024-based, as MQ uses them) or KiB, MiB, GiB, TiB',
  time: 'a time in us, ms, s, min, h or days',
  distance: 'a distance in m or km',
  byteRate: 'a rate such as KB/s, MB/s or GB/min',
  rate: 'a rate per /s, /min, /h or /day (e.g. 120,000/min)',
};

/** Plain decimal or exponent notation only: no hex, no "Infinity", no trailing text. */
export const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** A thousands-separated integer part ("16,384" or "1,744,830,464.5") is accepted as typed. */
export const GROUPED_RE = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** A bare number as typed ("16,384", "1.5e3"), or undefined when the text is not one. */
export function parseBareNumber(text: string): number | undefined {
  const plain = GROUPED_RE.test(text) ? text.replace(/,/g, '') : text;
  if (!NUMBER_RE.test(plain)) return undefined;
  const n = Number(plain);
  return Number.isFinite(n) ? n : undefined;
}

/** Splits "1.5 GB" into its number and unit text; the number part follows NUMBER_RE or GROUPED_RE. */
const QUANTITY_RE = /^([+-]?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?))\s*(\S.*)$/i;

export type QuantityResult =
  | { ok: true; value: number; unit?: string }
  | { ok: false; reason: 'not-a-number' }
  | { ok: false; reason: 'unknown-unit'; unit: string };

/**
 * Reads `text` as a number of `declared` units: a bare number is already in them; a number with a
 * unit is converted when the unit measures the same dimension, or when it is the declared unit's
 * own word ("10 connections", "5 %").
 */
export function parseQuantity(text: string, declared: string): QuantityResult {
  const bare = parseBareNumber(text);
  if (bare !== undefined) return { ok: true, value: bare };
  const match = QUANTITY_RE.exec(text);
  if (!match) return { ok: false, reason: 'not-a-number' };
  const n = parseBareNumber(match[1]!);
  if (n === undefined) return { ok: false, reason: 'not-a-number' };
  const unit = match[2]!.trim();
  if (declared !== '' && unit.toLowerCase() === declared.toLowerCase()) return { ok: true, value: n, unit };
  const base = baseUnitOf(declared);
  const factor = base ? typedFactor(base.dimension, unit, declared) : undefined;
  if (!base || factor === undefined) return { ok: false, reason: 'unknown-unit', unit };
  const value = (n * factor) / base.factor;
  if (!Number.isFinite(value)) return { ok: false, reason: 'not-a-number' };
  // Undo the last bit of binary rounding so "0.3 s" in ms is 300, not 300.00000000000006.
  const whole = Math.round(value);
  return { ok: true, value: whole !== 0 && Math.abs(value - whole) <= Math.abs(value) * 1e-12 ? whole : value, unit };
}

/** What may be typed into an input with this declared unit, beyond a bare number ("" when nothing). */
export function unitsAcceptedFor(declared: string): string {
  const base = baseUnitOf(declared);
  return base ? ACCEPTED_UNITS[base.dimension] : '';
}
