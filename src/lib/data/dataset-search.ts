/**
 * The /data/ text filter: what a dataset is matched on (its printed title, summary, column names,
 * labels and units) and how a typed query is checked and matched. Pure functions, shared by the
 * build (which writes each dataset's search text into the page) and the browser script.
 */

/** What the filter needs of a dataset; a catalogue Dataset has all of it. */
export interface SearchableDataset {
  title: string;
  summary: string;
  columns: { name: string; label: string; unit?: string | undefined }[];
  /** Extra words for the unit of each column (its label and symbol), e.g. "round trips/s". */
  unitWords?: (unit: string) => string[];
}

/** The longest query accepted: a filter phrase, not a document. */
export const MAX_QUERY_LENGTH = 100;

/** Lower-cased text a query is matched against, whitespace collapsed. */
export function searchText(d: SearchableDataset): string {
  const parts = [d.title, d.summary];
  for (const c of d.columns) {
    parts.push(c.name, c.label);
    if (c.unit) parts.push(c.unit, ...(d.unitWords?.(c.unit) ?? []));
  }
  return normalise(parts.join(' '));
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export type QueryCheck = { ok: true; terms: string[] } | { ok: false; message: string };

/**
 * Checks a query from the URL or the filter box. Accepted: up to MAX_QUERY_LENGTH characters of
 * text without control characters (a line break in a URL value is refused, not silently dropped).
 */
export function checkQuery(raw: string): QueryCheck {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(raw))
    return { ok: false, message: `Filter (q): contains a control character such as a line break; accepted: up to ${MAX_QUERY_LENGTH} characters of plain text.` };
  if (raw.length > MAX_QUERY_LENGTH)
    return { ok: false, message: `Filter (q): ${raw.length} characters is too long; accepted: up to ${MAX_QUERY_LENGTH} characters of plain text.` };
  return { ok: true, terms: normalise(raw).split(' ').filter(Boolean) };
}

/** True when every term of the query occurs in the dataset's search text (an empty query matches all). */
export function matches(text: string, terms: readonly string[]): boolean {
  return terms.every((t) => text.includes(t));
}
