/**
 * /data/search-words.json: for each dataset ("report/id"), the words the /data/ filter matches that
 * its list item does not show (column names, units and their words: hiddenSearchText). Fetched by
 * the filter when it is first used, so the list page does not carry them for readers who never filter.
 */
import type { APIRoute } from 'astro';
import { catalogue } from '../../lib/data/catalogue.ts';
import { datasetHiddenSearchText } from '../../lib/data/describe.ts';

export const GET: APIRoute = () => {
  const words = Object.fromEntries(catalogue().datasets.map((d) => [`${d.report.id}/${d.meta.id}`, datasetHiddenSearchText(d)]));
  return new Response(JSON.stringify(words), { headers: { 'Content-Type': 'application/json' } });
};
