/**
 * A rule's number for /rules/, named by the exported constant that holds it: `threshold({
 * IBM_MIN_NOFILE }, 'open files per process')` gives the name and the exact value from the one
 * constant, so the page can never show a name or a value that drifted from the code.
 */
import type { ThresholdValue } from '../types.ts';

/** One `{ NAME: value }` pair, as written with shorthand property syntax. */
export type Named<T> = Record<string, T>;

/** The constant's name and value from `{ NAME }`; exactly one property. */
export function nameAndValue<T>(named: Named<T>): [string, T] {
  const entries = Object.entries(named);
  if (entries.length !== 1) throw new Error(`A threshold names one constant, not ${entries.length}`);
  return entries[0]!;
}

/** A number as its exact decimal, a word as it is, a list of words joined with commas. */
export function threshold(named: Named<number | bigint | string | readonly string[]>, unit?: string, note?: string): ThresholdValue {
  const [name, value] = nameAndValue(named);
  return { name, value: typeof value === 'object' ? value.join(', ') : value.toString(), ...(unit === undefined ? {} : { unit }), ...(note === undefined ? {} : { note }) };
}
