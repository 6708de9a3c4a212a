/**
 * The documents the rules cite. One that several rules cite is named once in facts/sources.json
 * (IBM's pages in words with their address, other vendors' pages, report line ranges) and cited
 * by its key ("IBM.logStanza"); one that a single rule cites is written in that rule's entry: a
 * report citation or a page, in the shape calculators/lib/source-data.ts reads (as the calculators'
 * citations are). Checked when they load: a key no one named, a missing field or a line range that
 * is not [first, last] throws with the citing rule's id, so a slip in the data never reaches a page.
 */
import type { Source } from '../types.ts';
import { sourceFromData, type Fields } from '../lib/source-data.ts';
import named from './facts/sources.json' with { type: 'json' };


/** facts/sources.json, checked: every named source by its key. */
export const NAMED_SOURCES: ReadonlyMap<string, Source> = new Map(Object.entries(named as unknown as Fields).map(([key, v]) => [key, sourceFromData(v, `facts/sources.json "${key}"`)]));

/** What a catalogue entry wrote where a source goes: a key of facts/sources.json, or the source itself. */
export function resolveSource(ref: unknown, where: string): Source {
  if (typeof ref !== 'string') return sourceFromData(ref, where);
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
