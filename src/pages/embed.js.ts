/**
 * /embed.js: the one-tag loader (src/lib/embed/loader.js) with the list of calculators and their
 * input names written in, so it can refuse an unknown calculator or parameter before making a frame.
 */
import type { APIRoute } from 'astro';
import loader from '../lib/embed/loader.js?raw';
import { calculators } from '../lib/calculators/registry.ts';

const SLOT = '/* calculator inputs */ {}';

export const GET: APIRoute = () => {
  if (!loader.includes(SLOT)) throw new Error(`src/lib/embed/loader.js no longer contains "${SLOT}", where the calculator list goes`);
  const inputs = Object.fromEntries(calculators.map((c) => [c.id, c.inputs.map((i) => i.name)]));
  return new Response(loader.replace(SLOT, JSON.stringify(inputs)), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
};
