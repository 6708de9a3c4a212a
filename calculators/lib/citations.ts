/**
 * A calculator's citations are data: calculators/citations/<id>.json lists what it cites (report
 * line ranges and documentation pages, each with what it says), either as the list its page shows,
 * in order, or as named citations its code refers to (`CITED.limits` as a worked example's source).
 * Each entry is read by source-data.ts, the one reader of a Source written as data, when the
 * calculator loads; tests/unit/calc-citations.test.ts checks every report line range against the
 * report's text.
 */
import type { Source } from '../types.ts';
import { isObject, sourceFromData } from './source-data.ts';

const where = (file: string, at: string) => `calculators/citations/${file}.json${at ? ` ${at}` : ''}`;

/** A citation file that is a list: the calculator's sources in the order its page shows them. */
export function citationList(file: string, data: readonly unknown[]): Source[] {
  if (!Array.isArray(data)) throw new Error(`${where(file, '')}: must be a list of citations`);
  return data.map((entry, i) => sourceFromData(entry, where(file, `entry ${i + 1}`)));
}

/** A citation file of named citations, in the order its page shows them (Object.values keeps it). */
export function namedCitations<T extends Record<string, unknown>>(file: string, data: T): { [K in keyof T]: Source } {
  if (!isObject(data)) throw new Error(`${where(file, '')}: must be an object of named citations`);
  return Object.fromEntries(Object.entries(data).map(([name, entry]) => [name, sourceFromData(entry, where(file, `"${name}"`))])) as { [K in keyof T]: Source };
}
