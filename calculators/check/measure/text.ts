/**
 * The small grammar every measurement reader shares: a pasted line made plain (text copied from a
 * web page or a PDF carries en dashes for hyphens, non-breaking spaces and Markdown emphasis), and
 * a printed number read with or without thousands separators. Pure functions, no DOM.
 */
import { splitNarrow } from './split-narrow.ts';

/** Dashes, minus signs and hyphen look-alikes that web pages and PDFs print for '-'. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
/** No-break, thin, figure and other spaces, and the zero-width ones. */
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t]/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Markdown's "__" emphasis: opening after a space (or the line's start), closing before a space,
 * punctuation or the end. A "__" inside a name (Prometheus's `__name__` label, `{__name__="…"}`) is
 * left alone.
 */
const UNDERSCORE_EMPHASIS = /(^|\s)__(?=\S)|(?<=\S)__(?=\s|$|[.,;:!?)])/g;

/** Anything but plain printable ASCII other than "*" ("_" alone is plain: only "__" may be emphasis). */
const NEEDS_CLEANING = /[^\x20-\x29\x2b-\x7e]/;

/** One pasted line as the tools printed it: plain hyphens and spaces, no Markdown bold, no trailing CR. */
export function plainLine(line: string): string {
  // Most lines are plain ASCII already: skip the replacements for them (a day of amqsrua is 130,000 lines).
  if (!NEEDS_CLEANING.test(line) && !line.includes('__')) return line;
  return line.replace(ZERO_WIDTH, '').replace(DASHES, '-').replace(SPACES, ' ').replace(/\*\*/g, '').replace(UNDERSCORE_EMPHASIS, '$1').replace(/\r$/, '');
}

/** Split a paste into lines, 1-based numbering kept by index + 1; one-byte strings where they can be (split-narrow.ts). */
export function splitLines(text: string): string[] {
  return splitNarrow(text);
}

/**
 * A printed number: "1610612736", "6,052,642,816" (the thousands grouping mqldt prints), "1 234",
 * "1'234", "4.61", "-3". Returns undefined for anything else ("banana", "1,23", "NaN", "").
 * Grouped digits must come in threes, so a decimal comma is not misread as a thousands separator.
 */
export function readNumber(raw: string): number | undefined {
  const s = raw.trim();
  if (/^\d{1,15}$/.test(s)) return Number(s);
  const m = /^([+-]?)(\d{1,3}(?:[,' ]\d{3})+|\d+)(\.\d+)?$/.exec(s);
  if (!m) return undefined;
  const n = Number(`${m[1]}${m[2]!.replace(/[,' ]/g, '')}${m[3] ?? ''}`);
  return Number.isFinite(n) ? n : undefined;
}

/** The number pattern, for readers building their own line patterns. */
export const NUMBER = String.raw`[+-]?(?:\d{1,3}(?:[,' ]\d{3})+|\d+)(?:\.\d+)?`;

/** Bytes in the size units MQ's tools print; 1024-based as in IBM's MQ documentation. */
export const SIZE_FACTOR: Record<string, number> = { b: 1, kb: 1024, k: 1024, kib: 1024, mb: 1024 ** 2, m: 1024 ** 2, mib: 1024 ** 2, gb: 1024 ** 3, g: 1024 ** 3, gib: 1024 ** 3 };

/** Seconds in the time units the tools print. */
export const TIME_FACTOR: Record<string, number> = { ns: 1e-9, nsec: 1e-9, usec: 1e-6, us: 1e-6, 'µs': 1e-6, msec: 1e-3, ms: 1e-3, s: 1, sec: 1, seconds: 1 };

/** Own-property lookup, so a pasted word such as "constructor" never reaches Object.prototype. */
export function lookup<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** "128K", "4096B", "64k", "1m", "131072": a block size in bytes, or undefined. */
export function readSize(raw: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(raw);
  if (!m) return undefined;
  const unit = m[2]!.toLowerCase();
  const factor = unit === '' ? 1 : lookup(SIZE_FACTOR, unit);
  if (factor === undefined) return undefined;
  const n = Number(m[1]) * factor;
  return Number.isFinite(n) ? n : undefined;
}
