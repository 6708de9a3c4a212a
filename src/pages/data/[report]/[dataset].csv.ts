import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogue, type Dataset } from '../../../lib/data/catalogue.ts';

/** The CSV download is the stored file itself, so it always holds exactly the rows the page shows. */
export const getStaticPaths = (() =>
  catalogue().datasets.map((d) => ({ params: { report: d.report.id, dataset: d.meta.id }, props: { d } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ d: Dataset }> = ({ props }) =>
  new Response(props.d.csvText, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
