/**
 * Page state in the query string, one way for every page that keeps it there: the calculators,
 * the broker explorer and the simulator. A page names the parameters it knows; only those are read
 * (into a Map, so a name like "__proto__" is a key, never a property lookup), parameters it does not
 * know are kept when it writes (a wiki's tracking parameter survives), a value left out of a link is
 * one equal to its default, and the address bar is updated without a new history entry. What a value
 * means, and whether it is valid, stays with the page's own module.
 */

/** A query string with or without its "?", or parameters already parsed. */
export type Query = string | URLSearchParams;

function params(query: Query): URLSearchParams {
  return typeof query === 'string' ? new URLSearchParams(query) : query;
}

/** The value of each named parameter the query holds (the first where a name repeats). */
export function readParams(query: Query, names: Iterable<string>): Map<string, string> {
  const q = params(query);
  const values = new Map<string, string>();
  for (const name of names) {
    const value = q.get(name);
    if (value !== null) values.set(name, value);
  }
  return values;
}

/** The names in the query that are not among `known`, each once, in the order they appear. */
export function unknownParams(query: Query, known: Iterable<string>): string[] {
  const knownSet = new Set(known);
  return [...new Set(params(query).keys())].filter((name) => !knownSet.has(name));
}

/** What to write for one parameter: a value, or undefined to leave it out of the link. */
export type ParamEntry = readonly [name: string, value: string | undefined];

/**
 * The query string ("?a=1&list=x,y", or "" when nothing is left) that sets each entry, in order, and
 * drops each entry whose value is undefined; every other parameter of `existing` stays as it was.
 * Commas stay readable (list values are comma-separated); everything else is percent-encoded.
 */
export function writeParams(entries: Iterable<ParamEntry>, existing: Query = ''): string {
  const q = new URLSearchParams(params(existing));
  for (const [name, value] of entries) {
    if (value === undefined) q.delete(name);
    else q.set(name, value);
  }
  const text = q.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** An entry that is left out of the link when the value is its default. */
export function unlessDefault(name: string, value: string, fallback: string): ParamEntry {
  return [name, value === fallback ? undefined : value];
}

/** Puts a query string (from writeParams) in the address bar, keeping the path and the hash; returns the new URL. */
export function replaceQuery(search: string): string {
  const url = `${location.pathname}${search}${location.hash}`;
  history.replaceState(history.state, '', url);
  return url;
}
