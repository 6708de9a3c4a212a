/**
 * The recommendations index's filters as URL state: read from the query string, checked against
 * the values that exist (anything else is reported, never used), matched against a row, and
 * written back. Pure, so the page script and the unit tests share it.
 */

export const FILTER_FIELDS = ['topic', 'platform', 'status'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export const MAX_QUERY_LENGTH = 200;

export interface FilterState {
  topic: string;
  platform: string;
  status: string;
  /** Free text, matched case-insensitively against the row's words. */
  q: string;
}
export const EMPTY_FILTERS: FilterState = { topic: '', platform: '', status: '', q: '' };

export type KnownValues = Record<FilterField, readonly string[]>;

export interface FilterProblem {
  field: FilterField | 'q';
  value: string;
  message: string;
}

const FIELD_LABELS: Record<FilterField | 'q', string> = { topic: 'Topic', platform: 'Platform', status: 'Status', q: 'Search text' };

/** Reads the filters from a query string; unknown values are dropped and reported. */
export function parseFilters(params: URLSearchParams, known: KnownValues): { state: FilterState; problems: FilterProblem[] } {
  const state: FilterState = { ...EMPTY_FILTERS };
  const problems: FilterProblem[] = [];
  for (const field of FILTER_FIELDS) {
    const value = params.get(field);
    if (value === null || value === '') continue;
    if (known[field].includes(value)) state[field] = value;
    else
      problems.push({
        field,
        value,
        message: `${FIELD_LABELS[field]} “${truncate(value)}” is not one of the ${known[field].length} accepted values (${known[field].join(', ')}); showing every ${field}.`,
      });
  }
  const q = params.get('q');
  if (q !== null && q.trim() !== '') {
    if (q.length > MAX_QUERY_LENGTH)
      problems.push({ field: 'q', value: q, message: `${FIELD_LABELS.q} is ${q.length} characters long; the accepted length is 1 to ${MAX_QUERY_LENGTH}. Showing every recommendation.` });
    else state.q = q.trim();
  }
  return { state, problems };
}

/** The query string for a state (empty filters left out), so a link reproduces the view. */
export function serializeFilters(state: FilterState): string {
  const params = new URLSearchParams();
  for (const field of [...FILTER_FIELDS, 'q'] as const) if (state[field]) params.set(field, state[field]);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface FilterableRow {
  topic: string;
  platform: string;
  status: string;
  /** Every word a reader might search for: advice, parameter, rationale, applies-to, topic. */
  text: string;
}

/** Every word of the query must appear in the row (case-insensitive), and every set facet must match. */
export function matchesFilters(row: FilterableRow, state: FilterState): boolean {
  for (const field of FILTER_FIELDS) if (state[field] && row[field] !== state[field]) return false;
  if (!state.q) return true;
  const haystack = row.text.toLocaleLowerCase();
  return state.q
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function truncate(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}
