/**
 * One amqsrua value as printed after its label ("25 uSec", "4.61%", "0MB", "1159884800 115987019/sec",
 * "1,610,612,736") in the metric's base unit, or why it cannot be read. A day of output has 100,000
 * such values, so the common shapes (plain digits, an optional unit, an optional "N/sec" rate) are
 * read by a scanner that allocates nothing; anything else (thousands separators, a sign, an unknown
 * word) goes through the full pattern, which decides. The scanner accepts only what the pattern
 * would read the same way, so the two never disagree.
 */
import type { Metric } from './amqsrua-metrics.ts';
import { lookup, NUMBER, SIZE_FACTOR } from './text.ts';

const VALUE = new RegExp(String.raw`^(${NUMBER})\s*(uSec|usec|us|µs|ms|MB|KB|GB|bytes|%)?(?:\s+(${NUMBER})\/sec)?$`);

/** The units amqsrua prints, as printed → as compared (lower case). */
const UNITS: Record<string, string> = { uSec: 'usec', usec: 'usec', us: 'us', µs: 'µs', ms: 'ms', MB: 'mb', KB: 'kb', GB: 'gb', bytes: 'bytes', '%': '%' };

const isDigit = (c: number) => c >= 48 && c <= 57;
const SPACE = 32;

/** What the scanner read; module-level so a value read allocates nothing. */
let scanned = 0;
let printed = 0;
let unitAt = -1;
let unitEnd = -1;
let rate: number | undefined;

/** Digits with an optional ".digits", up to 15 digits in all (exact as a double), from `i`; the end index or -1. */
function scanNumber(s: string, i: number): number {
  let whole = 0;
  let digits = 0;
  let scale = 1;
  const start = i;
  while (i < s.length && isDigit(s.charCodeAt(i))) (whole = whole * 10 + (s.charCodeAt(i++) - 48)), digits++;
  if (i === start) return -1;
  if (s.charCodeAt(i) === 46) {
    const fraction = ++i;
    while (i < s.length && isDigit(s.charCodeAt(i))) (whole = whole * 10 + (s.charCodeAt(i++) - 48)), digits++, (scale *= 10);
    if (i === fraction) return -1;
  }
  if (digits > 15) return -1;
  // Both operands are exact, so the division is the correctly rounded value, as Number(text) gives.
  scanned = scale === 1 ? whole : whole / scale;
  return i;
}

/** The common shapes: NUMBER [spaces] [unit] [spaces NUMBER "/sec"]. False sends the text to the full pattern. */
function scan(s: string, from: number): boolean {
  let i = from;
  while (s.charCodeAt(i) === SPACE) i++;
  i = scanNumber(s, i);
  if (i < 0) return false;
  printed = scanned;
  unitAt = unitEnd = -1;
  rate = undefined;
  const c = s.charCodeAt(i);
  if (c === 44 || c === 39) return false; // "1,234" or "1'234": grouped, the pattern reads it
  let j = i;
  while (s.charCodeAt(j) === SPACE) j++;
  if (j < s.length && !isDigit(s.charCodeAt(j))) {
    let k = j;
    while (k < s.length && s.charCodeAt(k) !== SPACE) k++;
    if (lookup(UNITS, s.slice(j, k)) === undefined) return false;
    unitAt = j;
    unitEnd = k;
    i = k;
    j = k;
    while (s.charCodeAt(j) === SPACE) j++;
  }
  if (j === s.length) return true;
  if (j === i || !isDigit(s.charCodeAt(j))) return false;
  // A rate follows. ("1 234/sec" is a count of 1 at 234 a second for the pattern too: read as the
  // group 1234 it would leave "/sec" without its number.)
  const end = scanNumber(s, j);
  rate = scanned;
  return end > 0 && s.startsWith('/sec', end) && end + 4 === s.length;
}

/**
 * The value from `from` in `line` (the label's end) in the metric's base unit, or why it cannot be
 * read. `intervalSeconds` is the publication's Interval, for a count printed without its rate.
 */
export function convert(metric: Metric, line: string, from: number, intervalSeconds?: number): number | string {
  if (!scan(line, from)) return convertByPattern(metric, line.slice(from).trim(), intervalSeconds);
  return toBase(metric, printed, unitAt < 0 ? '' : line.slice(unitAt, unitEnd), rate ?? countRate(printed, intervalSeconds), () => line.slice(from).trim());
}

/**
 * A delta's rate when amqsrua printed none. amqsruaa.c (MQ 9.4.1, the MQIAMO_MONITOR_DELTA case)
 * prints "N/sec" only when the count over the interval rounds to at least 1 a second and the
 * interval is 10 ms or more: a count of 0 is 0 a second, and a count without a rate over a known
 * interval is that count over the interval (under 0.5 a second). Otherwise there is no rate to read.
 */
function countRate(count: number, intervalSeconds: number | undefined): number | undefined {
  if (count === 0) return 0;
  return intervalSeconds !== undefined && intervalSeconds >= 0.01 ? count / intervalSeconds : undefined;
}

/** The same by the full pattern alone: the reading for every shape the scanner leaves, and its reference in tests. */
export function convertByPattern(metric: Metric, rest: string, intervalSeconds?: number): number | string {
  const m = VALUE.exec(rest);
  if (!m) return `"${rest.slice(0, 60)}" is not a number with a unit amqsrua prints`;
  const p = groupedNumber(m[1]!);
  const r = m[3] === undefined ? undefined : groupedNumber(m[3]);
  if (p === undefined || (m[3] !== undefined && r === undefined)) return `"${rest.slice(0, 60)}" is too large a number to be a measurement`;
  if (p < 0 || (r !== undefined && r < 0)) return `a negative value (${rest}) cannot be measured`;
  return toBase(metric, p, m[2] ?? '', r ?? countRate(p, intervalSeconds), () => rest);
}

/** A number the NUMBER pattern matched: separators dropped; undefined when too large to be finite. */
function groupedNumber(s: string): number | undefined {
  const n = Number(s.includes(',') || s.includes(' ') || s.includes("'") ? s.replace(/[,' ]/g, '') : s);
  return Number.isFinite(n) ? n : undefined;
}

function toBase(metric: Metric, value: number, unitPrinted: string, perSec: number | undefined, rest: () => string): number | string {
  const unit = unitPrinted === '' ? '' : lookup(UNITS, unitPrinted)!;
  switch (metric.kind) {
    case 'rate':
      return perSec ?? 'no rate ("…/sec") is printed after the count, and no publication header gives the interval';
    case 'latency':
      if (unit === 'usec' || unit === 'us' || unit === 'µs') return value / 1e6;
      if (unit === 'ms') return value / 1e3;
      return `a latency needs its unit (uSec); "${rest()}" has ${unit ? `"${unitPrinted}"` : 'none'}`;
    case 'percent':
      return unit === '' || unit === '%' ? value : `a percentage cannot be in "${unitPrinted}"`;
    case 'bytes':
    case 'megabytes': {
      if (unit === '%') return `a size cannot be a percentage`;
      const factor = unit === '' || unit === 'bytes' ? (metric.kind === 'megabytes' ? SIZE_FACTOR.mb! : 1) : lookup(SIZE_FACTOR, unit);
      return factor === undefined ? `a size cannot be in "${unitPrinted}"` : value * factor;
    }
    case 'number':
      return unit === '' ? value : `a count has no unit ("${unitPrinted}")`;
    default:
      return value;
  }
}
