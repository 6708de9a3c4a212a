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

/** Lower-cased text a query is matched against, whitespace collapsed: what the item shows, and what it does not. */
export function searchText(d: SearchableDataset): string {
  return itemSearchText([d.title, d.summary, ...d.columns.map((c) => c.label)].join(' '), hiddenSearchText(d));
}

/**
 * The words a dataset's list item does not show: column names, units and their words, once each.
 * The page carries only these (the title, summary and column labels are already its text), and the
 * browser joins them to the item's text with itemSearchText.
 */
export function hiddenSearchText(d: SearchableDataset): string {
  const words = new Set<string>();
  for (const c of d.columns) {
    words.add(c.name);
    if (c.unit) for (const w of [c.unit, ...(d.unitWords?.(c.unit) ?? [])]) words.add(w);
  }
  return normalise([...words].join(' '));
}

/** The text a query is matched against, from an item's shown text and its hidden words. */
export function itemSearchText(shown: string, hidden: string): string {
  return normalise(`${shown} ${hidden}`);
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
