/**
 * A calculator's citations are data: calculators/citations/<id>.json lists what it cites (report
 * line ranges and documentation pages, each with what it says), either as the list its page shows,
 * in order, or as named citations its code refers to (`CITED.limits` as a worked example's source).
 * A JSON import is typed only loosely (`kind: string`, `lines: number[]`), so each entry is checked
 * here, when the calculator loads, against the Source shape; tests/unit/calc-citations.test.ts
 * checks every report line range against the report's text.
 */
import type { Source } from '../types.ts';

function fail(file: string, at: string, problem: string): never {
  throw new Error(`calculators/citations/${file}.json ${at}: ${problem}`);
}

function text(file: string, at: string, entry: Record<string, unknown>, field: string): string {
  const value = entry[field];
  if (typeof value !== 'string' || value.trim() === '') fail(file, at, `"${field}" must be a non-empty string`);
  return value;
}

function url(file: string, at: string, entry: Record<string, unknown>): string {
  const value = text(file, at, entry, 'url');
  if (!/^https?:\/\//.test(value)) fail(file, at, `"url" must be a web address (http:// or https://), not "${value}"`);
  return value;
}

function lineRange(file: string, at: string, value: unknown): [number, number] {
  const ok = Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && n >= 1) && value[0] <= value[1];
  if (!ok) fail(file, at, `"lines" must be [first, last], whole line numbers from 1 with first ≤ last, not ${JSON.stringify(value)}`);
  return [value[0], value[1]];
}

/** One entry as a Source, or an error naming the file, the entry and the field. */
function citation(file: string, at: string, value: unknown): Source {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(file, at, 'must be an object');
  const entry = value as Record<string, unknown>;
  switch (entry.kind) {
    case 'report':
      return { kind: 'report', report: text(file, at, entry, 'report'), lines: lineRange(file, at, entry.lines), what: text(file, at, entry, 'what') };
    case 'ibm-docs':
      return { kind: 'ibm-docs', title: text(file, at, entry, 'title'), url: url(file, at, entry), what: text(file, at, entry, 'what') };
    case 'vendor-docs':
      return { kind: 'vendor-docs', vendor: text(file, at, entry, 'vendor'), title: text(file, at, entry, 'title'), url: url(file, at, entry), what: text(file, at, entry, 'what') };
    default:
      return fail(file, at, `"kind" must be report, ibm-docs or vendor-docs, not ${JSON.stringify(entry.kind)}`);
  }
}

/** A citation file that is a list: the calculator's sources in the order its page shows them. */
export function citationList(file: string, data: readonly unknown[]): Source[] {
  if (!Array.isArray(data)) fail(file, '', 'must be a list of citations');
  return data.map((entry, i) => citation(file, `entry ${i + 1}`, entry));
}

/** A citation file of named citations, in the order its page shows them (Object.values keeps it). */
export function namedCitations<T extends Record<string, unknown>>(file: string, data: T): { [K in keyof T]: Source } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail(file, '', 'must be an object of named citations');
  return Object.fromEntries(Object.entries(data).map(([name, entry]) => [name, citation(file, `"${name}"`, entry)])) as { [K in keyof T]: Source };
}
