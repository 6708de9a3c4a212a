import { readFileSync } from 'node:fs';
import type { APIRoute } from 'astro';
import { MODEL_FILE } from '../../lib/simulator/preset-notes.ts';

/** The model's source as a download; the page's worker loads the same file, so what runs is what you get. */
export const GET: APIRoute = () =>
  new Response(readFileSync(MODEL_FILE, 'utf8'), { headers: { 'Content-Type': 'text/x-python; charset=utf-8' } });
