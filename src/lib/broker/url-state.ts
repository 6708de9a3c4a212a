import { DEFAULT_FILTERS, SORT_KEYS, type Filters, type SortKey } from '../../../calculators/lib/broker/view.ts';
import { ESTIMATE_DEFAULTS, parseNumber, type EstimateInput } from '../../../calculators/lib/broker/estimate.ts';

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

/** Every query parameter the explorer reads: a link carrying any of them is a link to an explorer view. */
export const EXPLORER_PARAMS: readonly string[] = [...Object.values(LISTS), 'at', 'sort', 'pick', ...Object.keys(ESTIMATE_DEFAULTS)];

export const DEFAULT_STATE: ExplorerState = { filters: DEFAULT_FILTERS, pick: null, estimate: ESTIMATE_DEFAULTS };

function readList(params: URLSearchParams, name: string, fallback: string[], allowed?: readonly string[]): string[] {
  const raw = params.get(name);
  if (raw === null) return fallback;
  if (raw === 'all' || raw === '') return [];
  const values = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!allowed) return values;
  // Values the data does not have are left out (stateProblems reports them); none left means the default.
  const usable = values.filter((v) => allowed.includes(v));
  return usable.length ? usable : fallback;
}

/** The view a query string asks for; with `known`, list values the data does not have are left out. */
export function parseState(search: string | URLSearchParams, known?: KnownValues): ExplorerState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = { ...DEFAULT_FILTERS };
  for (const [field, name] of Object.entries(LISTS) as [ListField, string][]) filters[field] = readList(params, name, DEFAULT_FILTERS[field], known?.[field]);
  const at = params.get('at');
  const atKB = at === null ? undefined : parseNumber(at);
  filters.atKB = atKB !== undefined && atKB > 0 && atKB <= MAX_AT_KB ? atKB : null;
  const sort = params.get('sort');
  filters.sort = SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : DEFAULT_FILTERS.sort;
  const estimate = { ...ESTIMATE_DEFAULTS };
  for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) {
    const v = params.get(k);
    if (v !== null) estimate[k] = v;
  }
  const pick = params.get('pick');
  return { filters, pick: pick && PICK_RE.test(pick) ? pick : null, estimate };
}

/** The values each list parameter may hold, from the data the page shows. */
export interface KnownValues {
  categories: readonly string[];
  flows: readonly string[];
  transports: readonly string[];
  persistence: readonly string[];
  sizes: readonly string[];
}

/** Largest size the at parameter takes, KB: the report's largest message, 20000kB. */
export const MAX_AT_KB = 20000;

/** "41:NONE:2kB", "41:FULL:10.5kB", "55:NONE:6543": the shape of a row key. */
const PICK_RE = /^\d+[a-z]?:(NONE|FULL):(\d+(\.\d+)?kB|\d+)$/;

/** Shown quoted and cut short, so a hostile or pasted value reads as data. */
function quoted(value: string): string {
  const cut = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `"${cut.replace(/[\u0000-\u001f\u007f]/g, '?')}"`;
}

/**
 * What in a link the explorer cannot use, each as a sentence naming the parameter and what it
 * accepts. parseState leaves such values out (the view falls back to its default for them); the
 * page shows these messages so nothing is dropped silently.
 */
export function stateProblems(search: string | URLSearchParams, known: KnownValues): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const problems: string[] = [];
  for (const [field, name] of Object.entries(LISTS) as [ListField, string][]) {
    const raw = params.get(name);
    if (raw === null || raw === 'all' || raw === '') continue;
    const allowed = known[field];
    const unknown = raw.split(',').map((v) => v.trim()).filter((v) => v && !allowed.includes(v));
    if (unknown.length) {
      const list = allowed.length > 12 ? `${allowed.slice(0, 12).join(', ')}, …` : allowed.join(', ');
      problems.push(`${name}: ${unknown.map(quoted).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not known; use "all" or any of ${list}.`);
    }
  }
  const at = params.get('at');
  if (at !== null && at.trim() !== '') {
    const n = parseNumber(at);
    if (n === undefined || n <= 0 || n > MAX_AT_KB) problems.push(`at: ${quoted(at)} is not a message size; give a number of KB from more than 0 to ${MAX_AT_KB.toLocaleString('en-GB')}.`);
  }
  const sort = params.get('sort');
  if (sort !== null && !SORT_KEYS.includes(sort as SortKey)) problems.push(`sort: ${quoted(sort)} is not a sort order; use one of ${SORT_KEYS.join(', ')}.`);
  const pick = params.get('pick');
  if (pick !== null && pick !== '' && !PICK_RE.test(pick)) problems.push(`pick: ${quoted(pick)} is not a row of the table; use a row's "Size it" button to pick one.`);
  return problems;
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
