/**
 * The documents the rules cite. One that several rules cite is named once in facts/sources.json
 * (IBM's pages in words with their address, other vendors' pages, report line ranges) and cited
 * by its key ("IBM.logStanza"); one that a single rule cites is written in that rule's entry: a
 * report citation ({ "report", "lines", "what" }) or a page ({ "kind", "title", "url", "what" }).
 * All become the same Source objects calculators/lib/report-source.ts makes. Checked when they
 * load: a key no one named, a missing field or a line range that is not [first, last] throws with
 * the citing rule's id, so a slip in the data never reaches a page.
 */
import type { Source } from '../types.ts';
import { reportSource } from '../lib/report-source.ts';
import named from './facts/sources.json' with { type: 'json' };

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

/** A report citation: the report's id, its 1-based first and last line, and what those lines say. */
function citation(o: Fields, where: string): Source {
  onlyFields(o, ['report', 'lines', 'what'], where);
  const lines = o.lines;
  if (!Array.isArray(lines) || lines.length !== 2 || !lines.every((n) => Number.isInteger(n) && n >= 1) || lines[0] > lines[1]) {
    throw new Error(`${where}: "lines" must be [first, last], whole line numbers from 1 with first ≤ last`);
  }
  return reportSource(text(o, 'report', where), [lines[0], lines[1]], text(o, 'what', where));
}

/** A documentation page: IBM's (kind "ibm-docs") or another vendor's ("vendor-docs", naming the vendor). */
function document(o: Fields, where: string): Source {
  if (o.kind === 'ibm-docs') {
    onlyFields(o, ['kind', 'title', 'url', 'what'], where);
    return { kind: 'ibm-docs', title: text(o, 'title', where), url: text(o, 'url', where), what: text(o, 'what', where) };
  }
  if (o.kind === 'vendor-docs') {
    onlyFields(o, ['kind', 'vendor', 'title', 'url', 'what'], where);
    return { kind: 'vendor-docs', vendor: text(o, 'vendor', where), title: text(o, 'title', where), url: text(o, 'url', where), what: text(o, 'what', where) };
  }
  throw new Error(`${where}: a document's "kind" is "ibm-docs" or "vendor-docs"`);
}

function sourceOf(v: unknown, where: string): Source {
  if (!isObject(v)) throw new Error(`${where}: a source is a key of facts/sources.json, a report citation or a document`);
  return Object.hasOwn(v, 'report') ? citation(v, where) : document(v, where);
}

/** facts/sources.json, checked: every named source by its key. */
export const NAMED_SOURCES: ReadonlyMap<string, Source> = new Map(Object.entries(named as unknown as Fields).map(([key, v]) => [key, sourceOf(v, `facts/sources.json "${key}"`)]));

/** What a catalogue entry wrote where a source goes: a key of facts/sources.json, or the source itself. */
export function resolveSource(ref: unknown, where: string): Source {
  if (typeof ref !== 'string') return sourceOf(ref, where);
  const s = NAMED_SOURCES.get(ref);
  if (!s) throw new Error(`${where} cites "${ref}", which facts/sources.json does not name`);
  return s;
}

/** A report line range in words: "line 7" or "lines 389–401". */
export function linesWords(lines: readonly [number, number]): string {
  return lines[0] === lines[1] ? `line ${lines[0]}` : `lines ${lines[0]}–${lines[1]}`;
}

/** A source as a finding links it: site paths for reports, the page's address otherwise. */
export function linkOf(s: Source): { label: string; href: string } {
  if (s.kind === 'report') return { label: `${s.report}, ${linesWords(s.lines)}: ${s.what}`, href: `/reports/${s.report}/` };
  return { label: s.title, href: s.url };
}
