import type { APIRoute } from 'astro';
import { catalogue } from '../../lib/data/catalogue.ts';
import { withBase } from '../../lib/paths.ts';

/** Machine-readable catalogue: every dataset's metadata (units, source lines, corrections) and its CSV's path. */
export const GET: APIRoute = () => {
  const { reports, datasets } = catalogue();
  const body = {
    reports,
    datasets: datasets.map((d) => ({ report: d.report.id, ...d.meta, rows: d.rows.length, csv: withBase(`/data/${d.report.id}/${d.meta.id}.csv`) })),
  };
  return new Response(JSON.stringify(body, null, 2), { headers: { 'Content-Type': 'application/json' } });
};
