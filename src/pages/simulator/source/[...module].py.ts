/**
 * /simulator/source/mqsim/<module>.py: each of the model's modules as plain text, the same bytes
 * that go into mqsim.pyz. The page's "Show <module>" folds link here and load the text when opened
 * (src/lib/simulator/source-folds.ts), so the source is not part of the page's own weight.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_DIR, modelSources } from '../../../lib/simulator/model-archive.ts';

// The route carries the .py (a file, not a folder with an index.html); the parameter is the rest of the path.
export const getStaticPaths: GetStaticPaths = () =>
  modelSources()
    .filter((rel) => rel.endsWith('.py'))
    .map((rel) => ({ params: { module: rel.slice(0, -'.py'.length) } }));

export const GET: APIRoute = ({ params }) => new Response(readFileSync(join(MODEL_DIR, `${params.module!}.py`), 'utf8'), { headers: { 'Content-Type': 'text/x-python; charset=utf-8' } });
