import type { APIRoute } from 'astro';
import { modelArchive } from '../../lib/simulator/model-archive.ts';

/** The model as one runnable file; the page's worker loads the same bytes, so what runs is what you get. */
export const GET: APIRoute = () => new Response(Buffer.from(modelArchive()), { headers: { 'Content-Type': 'application/zip' } });
