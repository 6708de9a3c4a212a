/**
 * The one table of units, and how people type them. Three readers share it:
 *
 * - the data catalogue: every numeric column declares a unit id from `UNITS`, and a unit not listed
 *   fails validation, so a typo cannot silently become a new unit (`label` is how it is shown next
 *   to a value, `symbol` the short form in a table header);
 * - calculator outputs: their base units ("bytes", "seconds", "percent", ...) are ids here too;
 * - calculator inputs: an input declares its base unit (`unit: 'bytes'`, `'ms'`, `'km'`,
 *   `'messages/s'`, ...); this module says which dimension that measures and turns a typed quantity
 *   ("2K", "2 KB", "16 MiB", "500 µs", "60km", "2,000 msg/s", "1.5k/s", "100 MB/s") into a number of
 *   that base unit. An input whose unit has no dimension (files, connections, %) takes bare numbers,
 *   "10k" or "1.5M" for thousands or millions, or the number followed by its own word.
 *
 * KB, MB, GB and TB (and a bare K, M, G after a size) are 1024-based, as the reports and IBM's MQ
 * documentation use them (LogFilePages "in units of 4 KB pages"; "2KB" = 2048 bytes in
 * mq-appliance-m2002 line 221). After a count or a rate, k and M are thousands and millions.
 *
 * Why not a library: `bytes` reads KB as 1024 but knows no KiB, time, distance or rates; `ms` knows
 * no microseconds; js-quantities, convert-units and mathjs read KB as 1,000 bytes, parse whole
 * expressions and are 10–100× this file's size in the page. The grammar here is one number and one
 * unit from a fixed table, which is small enough to own and to test exhaustively.
 */

export type Dimension = 'size' | 'time' | 'distance' | 'byteRate' | 'rate';

interface UnitDef {
  label: string;
  symbol: string;
  /** For units a typed quantity can be converted to or from. */
  dimension?: Dimension;
  /** One of this unit in the dimension's smallest unit: bytes, nanoseconds, metres, bytes/s, per second. */
  factor?: number;
}

const GIGABIT_BYTES = 1e9 / 8;

/**
 * Every unit a dataset column or a calculator output may declare. Factors are integers in the
 * dimension's smallest unit, so n × typed ÷ declared is rounded once: "500 µs" in ms is exactly 0.5.
 */
export const UNITS = {
  count: { label: '', symbol: 'count' },
  bytes: { label: 'bytes', symbol: 'B', dimension: 'size', factor: 1 },
  KiB: { label: 'KiB', symbol: 'KiB', dimension: 'size', factor: 1024 },
  MiB: { label: 'MiB', symbol: 'MiB', dimension: 'size', factor: 1024 ** 2 },
  GiB: { label: 'GiB', symbol: 'GiB', dimension: 'size', factor: 1024 ** 3 },
  KB: { label: 'KB', symbol: 'KB', dimension: 'size', factor: 1024 },
  MB: { label: 'MB', symbol: 'MB', dimension: 'size', factor: 1024 ** 2 },
  GB: { label: 'GB', symbol: 'GB', dimension: 'size', factor: 1024 ** 3 },
  TB: { label: 'TB', symbol: 'TB', dimension: 'size', factor: 1024 ** 4 },
  pages: { label: 'pages', symbol: 'pages' },
  percent: { label: '%', symbol: '%' },
  ratio: { label: '×', symbol: '×' },
  ns: { label: 'ns', symbol: 'ns', dimension: 'time', factor: 1 },
  us: { label: 'µs', symbol: 'µs', dimension: 'time', factor: 1e3 },
  ms: { label: 'ms', symbol: 'ms', dimension: 'time', factor: 1e6 },
  seconds: { label: 's', symbol: 's', dimension: 'time', factor: 1e9 },
  minutes: { label: 'min', symbol: 'min', dimension: 'time', factor: 60e9 },
  hours: { label: 'h', symbol: 'h', dimension: 'time', factor: 3600e9 },
  days: { label: 'days', symbol: 'days', dimension: 'time', factor: 86400e9 },
  km: { label: 'km', symbol: 'km', dimension: 'distance', factor: 1000 },
  m: { label: 'm', symbol: 'm', dimension: 'distance', factor: 1 },
  'round-trips/s': { label: 'round trips/s', symbol: 'round trips/s', dimension: 'rate', factor: 1 },
  'messages/s': { label: 'messages/s', symbol: 'msgs/s', dimension: 'rate', factor: 1 },
  /** Rates IBM prints in millions ("1.35 million" messages per second, MQ for z/OS on z16). */
  'million messages/s': { label: 'million messages/s', symbol: 'M msgs/s' },
  /** Channel starts per second (TLS channel start tests). */
  'channels/s': { label: 'channels/s', symbol: 'channels/s' },
  'transactions/s': { label: 'transactions/s', symbol: 'tx/s', dimension: 'rate', factor: 1 },
  'requests/s': { label: 'requests/s', symbol: 'req/s', dimension: 'rate', factor: 1 },
  'connections/s': { label: 'connections/s', symbol: 'conn/s', dimension: 'rate', factor: 1 },
  'round-trips/h': { label: 'round trips/h', symbol: 'round trips/h', dimension: 'rate', factor: 1 / 3600 },
  'writes/s': { label: 'writes/s', symbol: 'writes/s', dimension: 'rate', factor: 1 },
  'IO/s': { label: 'IO/s', symbol: 'IO/s', dimension: 'rate', factor: 1 },
  /** Data-set formatting rates (CSQJUFMT), per elapsed and per CPU second. */
  'records/s': { label: 'records/s', symbol: 'records/s', dimension: 'rate', factor: 1 },
  'records/CPU s': { label: 'records per CPU second', symbol: 'records/CPU s' },
  'KB/s': { label: 'KB/s', symbol: 'KB/s', dimension: 'byteRate', factor: 1024 },
  'MB/s': { label: 'MB/s', symbol: 'MB/s', dimension: 'byteRate', factor: 1024 ** 2 },
  /** Network links are quoted in decimal gigabits. */
  'Gb/s': { label: 'Gb/s', symbol: 'Gb/s', dimension: 'byteRate', factor: GIGABIT_BYTES },
  'GB/s': { label: 'GB/s', symbol: 'GB/s', dimension: 'byteRate', factor: 1024 ** 3 },
  'bytes/s': { label: 'bytes/s', symbol: 'B/s', dimension: 'byteRate', factor: 1 },
  /** Distance per time, e.g. light in a fibre (metres per microsecond). */
  'm/us': { label: 'm/µs', symbol: 'm/µs' },
  'CPU ms/message': { label: 'CPU ms/message', symbol: 'CPU ms/msg' },
  'CPU us/message': { label: 'CPU µs/message', symbol: 'CPU µs/msg' },
  /** CPU per MB logged, and per channel started (MQ for z/OS). */
  'CPU us/MB': { label: 'CPU µs/MB', symbol: 'CPU µs/MB' },
  'CPU ms/channel': { label: 'CPU ms/channel', symbol: 'CPU ms/channel' },
  cores: { label: 'cores', symbol: 'cores' },
  GHz: { label: 'GHz', symbol: 'GHz' },
  /** A line number in the report's text file (../shared/<sourceDir>/<id>.txt). */
  line: { label: '', symbol: 'line' },
  /** Rows hold different quantities (e.g. kernel parameters); a string column `unit` names each row's unit. */
  'per-row': { label: '', symbol: '' },
} as const satisfies Record<string, UnitDef>;

export type UnitId = keyof typeof UNITS;

export function isUnit(value: string): value is UnitId {
  return Object.hasOwn(UNITS, value);
}

export const UNIT_IDS = Object.keys(UNITS) as UnitId[];

/** How a unit id is shown next to a value ("µs" for "us"); text that is not a unit id is shown as it is. */
export function unitLabel(unit: string | undefined): string {
  return unit && isUnit(unit) ? UNITS[unit].label : (unit ?? '');
}

/** The words people type for each unit, lower case (µ and μ kept), by dimension. */
const TYPED: Record<'size' | 'time' | 'distance', Record<string, UnitId>> = {
  size: {
    b: 'bytes', byte: 'bytes', bytes: 'bytes',
    k: 'KB', kb: 'KB', kib: 'KiB',
    m: 'MB', mb: 'MB', mib: 'MiB',
    g: 'GB', gb: 'GB', gib: 'GiB',
    t: 'TB', tb: 'TB', tib: 'TB', // TB is 1024-based, so TiB is the same size
  },
  time: {
    ns: 'ns',
    us: 'us', 'µs': 'us', 'μs': 'us', microsecond: 'us', microseconds: 'us',
    ms: 'ms', msec: 'ms', millisecond: 'ms', milliseconds: 'ms',
    s: 'seconds', sec: 'seconds', secs: 'seconds', second: 'seconds', seconds: 'seconds',
    min: 'minutes', mins: 'minutes', minute: 'minutes', minutes: 'minutes',
    h: 'hours', hr: 'hours', hrs: 'hours', hour: 'hours', hours: 'hours',
    d: 'days', day: 'days', days: 'days',
  },
  distance: { m: 'm', metre: 'm', metres: 'm', meter: 'm', meters: 'm', km: 'km', kilometre: 'km', kilometres: 'km', kilometer: 'km', kilometers: 'km' },
};

/** Thousands and millions after a count or a rate ("10k", "1.5M/s"); M is upper case only, so "m" stays metres or minutes. */
const COUNT_MULTIPLIER: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6 };

/** Short forms of the things a rate or count may count, for "2,000 msg/s" against "messages/s". */
const NOUN_SHORT: Record<string, string> = { msg: 'message', tx: 'transaction', txn: 'transaction', req: 'request', conn: 'connection', rt: 'round trip' };

function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function typedFactorIn(dimension: 'size' | 'time' | 'distance', word: string): number | undefined {
  const id = own(TYPED[dimension], word.toLowerCase());
  return id === undefined ? undefined : (UNITS[id] as UnitDef).factor;
}

/** "msgs", "Message", "msg" → "message": a counted word in one form, so spellings compare equal. */
function noun(word: string): string {
  const w = word.trim().toLowerCase().replace(/-/g, ' ');
  const singular = w.endsWith('s') && w.length > 2 ? w.slice(0, -1) : w;
  return own(NOUN_SHORT, singular) ?? singular;
}

/**
 * A rate as typed, read both ways where both make sense: "k/s" is 1,024 bytes/s after a size and
 * 1,000 per second after a count; the input's dimension picks (typedFactor).
 */
interface Rate {
  /** Bytes per second, when the top is a size ("MB/s", "k/s"). */
  bytesPerSec?: number;
  /** Per second and the counted word ("" for a bare "/s" or "k/s"), when the top is a count. */
  perSec?: { factor: number; counted: string };
}

/** "[k|K|M] [word]": a count multiplier only when it stands alone, so "Messages" is not "M essages". */
const COUNTED_RE = /^(?:([kKM])(?=\s|$))?\s*(.*)$/;

/** "bytes/s", "MB/s" → bytes per second; "/s", "k/s", "msg/s", "messages per minute" → per second. */
function rateOf(unit: string): Rate | undefined {
  const parts = /^([^/]*?)\s*(?:\/|\bper\s+)\s*([^/]+)$/i.exec(unit);
  if (!parts) return undefined;
  const ns = typedFactorIn('time', parts[2]!.trim());
  if (ns === undefined) return undefined;
  const top = parts[1]!.trim();
  const rate: Rate = {};
  const bytes = top === '' ? undefined : typedFactorIn('size', top);
  if (bytes !== undefined) rate.bytesPerSec = (bytes * 1e9) / ns;
  const [, multiplier, word] = COUNTED_RE.exec(top)!;
  if (bytes === undefined || word === '') {
    rate.perSec = { factor: ((multiplier ? COUNT_MULTIPLIER[multiplier]! : 1) * 1e9) / ns, counted: word === '' ? '' : noun(word!) };
  }
  return rate;
}

/** What a declared base unit measures and how big one of it is, in the dimension's smallest unit. */
export interface BaseUnit {
  dimension: Dimension;
  factor: number;
}

/** Base units a calculator may declare beyond the unit ids and typed words. */
const DECLARED_EXTRA: Record<string, BaseUnit> = {
  'pages of 4 KiB': { dimension: 'size', factor: 4096 },
};

/** The dimension of a calculator input's declared unit, or undefined for plain counts and ratios. */
export function baseUnitOf(declared: string): BaseUnit | undefined {
  const extra = own(DECLARED_EXTRA, declared);
  if (extra) return extra;
  // A unit id first, as written: "m" declared is metres, though "2m" typed into a size is 2 MiB.
  const id = isUnit(declared) ? (UNITS[declared] as UnitDef) : undefined;
  if (id?.dimension !== undefined) return { dimension: id.dimension, factor: id.factor! };
  for (const dimension of ['size', 'time', 'distance'] as const) {
    const factor = typedFactorIn(dimension, declared);
    if (factor !== undefined) return { dimension, factor };
  }
  const rate = rateOf(declared);
  if (rate?.bytesPerSec !== undefined) return { dimension: 'byteRate', factor: rate.bytesPerSec };
  return rate?.perSec ? { dimension: 'rate', factor: rate.perSec.factor } : undefined;
}

/**
 * A typed unit's size in the dimension's smallest unit, if it measures that dimension. A counted
 * rate takes "/min", "k/s" or its own word in any spelling ("msg/min" for messages/s), not any word.
 */
function typedFactor(dimension: Dimension, unit: string, declared: string): number | undefined {
  switch (dimension) {
    case 'size':
    case 'time':
    case 'distance':
      return typedFactorIn(dimension, unit);
    case 'byteRate':
      return rateOf(unit)?.bytesPerSec;
    case 'rate': {
      // "2k" alone: thousands of the input's own unit.
      const multiplier = own(COUNT_MULTIPLIER, unit);
      if (multiplier !== undefined) return multiplier * (baseUnitOf(declared)?.factor ?? 1);
      const typed = rateOf(unit)?.perSec;
      if (!typed) return undefined;
      const mine = rateOf(declared)?.perSec?.counted ?? '';
      return typed.counted === '' || typed.counted === mine ? typed.factor : undefined;
    }
  }
}

/** The units a person may type for each dimension, as a phrase for help text and error messages. */
export const ACCEPTED_UNITS: Record<Dimension, string> = {
  size: 'a size in B, K or KB, MB, GB, TB (1,024-based, as MQ uses them) or KiB, MiB, GiB, TiB',
  time: 'a time in µs, ms, s, min, h or days',
  distance: 'a distance in m or km',
  byteRate: 'a rate such as KB/s, MB/s or GB/min',
  rate: 'a rate per /s, /min, /h or /day, with k for thousands (e.g. 120,000/min, 1.5k/s)',
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

/** For an input without a dimension: its own word ("12 files", "5 %"), k/M ("10k"), or both ("10k connections"). */
function countFactor(unit: string, declared: string): number | undefined {
  const [, multiplier, word] = COUNTED_RE.exec(unit)!;
  if (word !== '' && word!.toLowerCase() !== declared.toLowerCase() && (declared === '' || noun(word!) !== noun(declared))) return undefined;
  return multiplier ? COUNT_MULTIPLIER[multiplier] : word === '' ? undefined : 1;
}

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
  if (!base) {
    const times = countFactor(unit, declared);
    return times === undefined ? { ok: false, reason: 'unknown-unit', unit } : exact(n * times, unit);
  }
  const factor = typedFactor(base.dimension, unit, declared);
  if (factor === undefined) return { ok: false, reason: 'unknown-unit', unit };
  return exact((n * factor) / base.factor, unit);
}

function exact(value: number, unit: string): QuantityResult {
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
