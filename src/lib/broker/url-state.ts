import { DEFAULT_FILTERS, SORT_KEYS, type Filters, type SortKey } from '../../../calculators/lib/broker/view.ts';
import { ESTIMATE_DEFAULTS, parseNumber, type EstimateInput } from '../../../calculators/lib/broker/estimate.ts';
import { readParams, unlessDefault, writeParams, type ParamEntry, type Query } from '../url-state.ts';
import { num } from '../../../calculators/format.ts';

/**
 * The explorer's state lives in the query string so a view can be linked:
 * cat, flow, tr, p, size (comma lists; "all" lifts a default restriction), at (KB), sort,
 * pick (the row sized: "41:NONE:2kB"), rate, cores, ceiling, speed. Parameters equal to their
 * default are left out, so the plain page URL is the default view. Reading and writing the query
 * string itself is the site's one URL-state helper (src/lib/url-state.ts); this module says what
 * the explorer's parameters mean.
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

function readList(raw: string | undefined, fallback: string[], allowed?: readonly string[]): string[] {
  if (raw === undefined) return fallback;
  if (raw === 'all' || raw === '') return [];
  const values = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!allowed) return values;
  // Values the data does not have are left out (stateProblems reports them); none left means the default.
  const usable = values.filter((v) => allowed.includes(v));
  return usable.length ? usable : fallback;
}

/** The view a query string asks for; with `known`, list values the data does not have are left out. */
export function parseState(search: Query, known?: KnownValues): ExplorerState {
  const params = readParams(search, EXPLORER_PARAMS);
  const filters = { ...DEFAULT_FILTERS };
  for (const [field, name] of Object.entries(LISTS) as [ListField, string][]) filters[field] = readList(params.get(name), DEFAULT_FILTERS[field], known?.[field]);
  const at = params.get('at');
  const atKB = at === undefined ? undefined : parseNumber(at);
  filters.atKB = atKB !== undefined && atKB > 0 && atKB <= MAX_AT_KB ? atKB : null;
  const sort = params.get('sort');
  filters.sort = SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : DEFAULT_FILTERS.sort;
  const estimate = { ...ESTIMATE_DEFAULTS };
  for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) estimate[k] = params.get(k) ?? estimate[k];
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
export function stateProblems(search: Query, known: KnownValues): string[] {
  const params = readParams(search, EXPLORER_PARAMS);
  const problems: string[] = [];
  for (const [field, name] of Object.entries(LISTS) as [ListField, string][]) {
    const raw = params.get(name);
    if (raw === undefined || raw === 'all' || raw === '') continue;
    const allowed = known[field];
    const unknown = raw.split(',').map((v) => v.trim()).filter((v) => v && !allowed.includes(v));
    if (unknown.length) {
      const list = allowed.length > 12 ? `${allowed.slice(0, 12).join(', ')}, …` : allowed.join(', ');
      problems.push(`${name}: ${unknown.map(quoted).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not known; use "all" or any of ${list}.`);
    }
  }
  const at = params.get('at');
  if (at !== undefined && at.trim() !== '') {
    const n = parseNumber(at);
    if (n === undefined || n <= 0 || n > MAX_AT_KB) problems.push(`at: ${quoted(at)} is not a message size; give a number of KB from more than 0 to ${num(MAX_AT_KB)}.`);
  }
  const sort = params.get('sort');
  if (sort !== undefined && !SORT_KEYS.includes(sort as SortKey)) problems.push(`sort: ${quoted(sort)} is not a sort order; use one of ${SORT_KEYS.join(', ')}.`);
  const pick = params.get('pick');
  if (pick !== undefined && pick !== '' && !PICK_RE.test(pick)) problems.push(`pick: ${quoted(pick)} is not a row of the table; use a row's "Size it" button to pick one.`);
  return problems;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The query string ("?cat=…", or "" for the default view) for a state. Every explorer parameter is
 * written or, at its default, removed; other parameters of `existing` are kept.
 */
export function stateToQuery(state: ExplorerState, existing: Query = ''): string {
  const entries: ParamEntry[] = [];
  for (const [field, name] of Object.entries(LISTS) as [ListField, string][]) {
    const value = state.filters[field];
    entries.push([name, sameList(value, DEFAULT_FILTERS[field]) ? undefined : value.length === 0 ? 'all' : value.join(',')]);
  }
  entries.push(['at', state.filters.atKB === null ? undefined : String(state.filters.atKB)]);
  entries.push(unlessDefault('sort', state.filters.sort, DEFAULT_FILTERS.sort));
  entries.push(['pick', state.pick ?? undefined]);
  for (const k of Object.keys(ESTIMATE_DEFAULTS) as (keyof EstimateInput)[]) entries.push(unlessDefault(k, state.estimate[k], ESTIMATE_DEFAULTS[k]));
  return writeParams(entries, existing);
}
