import { DEFAULT_FILTERS, SORT_KEYS, type Filters, type SortKey } from './view.ts';
import { ESTIMATE_DEFAULTS, parseNumber, type EstimateInput } from './estimate.ts';

/**
 * The explorer's state lives in the query string so a view can be linked:
 * cat, flow, tr, p, size (comma lists; "all" lifts a default restriction), at (KB), sort,
 * pick (the row sized: "41:NONE:2kB"), rate, cores, ceiling, speed. Parameters equal to their
 * default are left out, so the plain page URL is the default view.
 */
export interface ExplorerState {
  filters: Filters;
  /** Key of the row to size, or null for the first row shown. */
  pick: string | null;
  estimate: EstimateInput;
}

const LISTS = { categories: 'cat', flows: 'flow', transports: 'tr', persistence: 'p', sizes: 'size' } as const;
type ListField = keyof typeof LISTS;

export const DEFAULT_STATE: ExplorerState = { filters: DEFAULT_FILTERS, pick: null, estimate: ESTIMATE_DEFAULTS };

function readList(params: URLSearchParams, name: string, fallback: string[]): string[] {
  const raw = params.get(name);
  if (raw === null) return fallback;
  if (raw === 'all' || raw === '') return [];
  return [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
}

export function parseState(search: string | URLSearchParams): ExplorerState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = { ...DEFAULT_FILTERS };
  for (const [field, name] of Object.entries(LISTS) as [ListField, string][]) filters[field] = readList(params, name, DEFAULT_FILTERS[field]);
  const at = params.get('at');
  const atKB = at === null ? undefined : parseNumber(at);
  filters.atKB = atKB !== undefined && atKB > 0 ? atKB : null;
  const sort = params.get('sort');
  filters.sort = SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : DEFAULT_FILTERS.sort;
  const estimate = { ...ESTIMATE_DEFAULTS };
  for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) {
    const v = params.get(k);
    if (v !== null) estimate[k] = v;
  }
  return { filters, pick: params.get('pick') || null, estimate };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The query string (without "?") for a state; empty for the default view. */
export function stateToQuery(state: ExplorerState): string {
  const params = new Map<string, string>();
  for (const [field, name] of Object.entries(LISTS) as [ListField, string][]) {
    const value = state.filters[field];
    if (sameList(value, DEFAULT_FILTERS[field])) continue;
    params.set(name, value.length === 0 ? 'all' : value.join(','));
  }
  if (state.filters.atKB !== null) params.set('at', String(state.filters.atKB));
  if (state.filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', state.filters.sort);
  if (state.pick) params.set('pick', state.pick);
  for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) {
    if (state.estimate[k] !== ESTIMATE_DEFAULTS[k]) params.set(k, state.estimate[k]);
  }
  // Commas stay readable in the link; everything else is percent-encoded.
  return [...params].map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&');
}
