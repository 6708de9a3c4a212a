/**
 * A Source written as data (calculators/citations/<id>.json, the rulebook's facts/*.json): the one
 * reader of that shape. A JSON import is typed only loosely, so every entry is checked when the
 * module citing it loads; a missing field, a misspelt one or a line range that is not
 * [first, last] throws naming where it is, so a slip in the data never reaches a page. The report
 * line ranges are checked against the reports' text by the tests (calc-citations, rulebook-registry).
 *
 *   { "kind": "report", "report": "<report id>", "lines": [first, last], "what": "…" }
 *   { "kind": "ibm-docs", "title": "…", "url": "https://…", "what": "…" }
 *   { "kind": "vendor-docs", "vendor": "…", "title": "…", "url": "https://…", "what": "…" }
 */
import type { Source } from '../types.ts';
import { reportSource } from './report-source.ts';

export type Fields = Record<string, unknown>;

/** A JSON object (not an array, not null). */
export const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A non-empty string field, or an error naming where it is missing. */
export function text(o: Fields, field: string, where: string): string {
  const v = Object.hasOwn(o, field) ? o[field] : undefined;
  if (typeof v !== 'string' || v.trim() === '') throw new Error(`${where}: "${field}" must be a non-empty string`);
  return v;
}

/** Fields other than these are a slip (a misspelt key would otherwise be silently ignored). */
export function onlyFields(o: Fields, allowed: readonly string[], where: string): void {
  const extra = Object.keys(o).filter((k) => !allowed.includes(k));
  if (extra.length) throw new Error(`${where}: unknown field ${extra.map((k) => `"${k}"`).join(', ')} (fields: ${allowed.join(', ')})`);
}

function webAddress(o: Fields, where: string): string {
  const url = text(o, 'url', where);
  if (!/^https?:\/\//.test(url)) throw new Error(`${where}: "url" must be a web address (http:// or https://), not "${url}"`);
  return url;
}

function lineRange(value: unknown, where: string): [number, number] {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => Number.isInteger(n) && n >= 1) || value[0] > value[1]) {
    throw new Error(`${where}: "lines" must be [first, last], whole line numbers from 1 with first ≤ last, not ${JSON.stringify(value)}`);
  }
  return [value[0], value[1]];
}

/** One source as data, checked; the error names `where` and the field. */
export function sourceFromData(value: unknown, where: string): Source {
  if (!isObject(value)) throw new Error(`${where}: a source is an object`);
  switch (value.kind) {
    case 'report':
      onlyFields(value, ['kind', 'report', 'lines', 'what'], where);
      return reportSource(text(value, 'report', where), lineRange(value.lines, where), text(value, 'what', where));
    case 'ibm-docs':
      onlyFields(value, ['kind', 'title', 'url', 'what'], where);
      return { kind: 'ibm-docs', title: text(value, 'title', where), url: webAddress(value, where), what: text(value, 'what', where) };
    case 'vendor-docs':
      onlyFields(value, ['kind', 'vendor', 'title', 'url', 'what'], where);
      return { kind: 'vendor-docs', vendor: text(value, 'vendor', where), title: text(value, 'title', where), url: webAddress(value, where), what: text(value, 'what', where) };
    default:
      throw new Error(`${where}: "kind" must be report, ibm-docs or vendor-docs, not ${JSON.stringify(value.kind)}`);
  }
}
