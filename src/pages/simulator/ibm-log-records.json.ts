import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { MODEL_DIR } from '../../lib/simulator/pyodide-node.ts';

/** IBM's log record sizes, which mqsim.py reads from its own folder: downloaded beside it, and loaded by the page's worker. */
export const GET: APIRoute = () =>
  new Response(readFileSync(join(MODEL_DIR, 'ibm-log-records.json'), 'utf8'), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
