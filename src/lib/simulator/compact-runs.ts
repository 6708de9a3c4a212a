/**
 * The precomputed runs as the page carries them: each run's parameters without those at the model's
 * default (most of them), put back when the page reads them. /simulator/ carries about eighty runs,
 * and every parameter the model gains would otherwise be repeated in each (its weight budget).
 */
import type { RunResult } from './protocol.ts';
import type { Precomputed } from './precomputed.ts';

type Defaults = Readonly<Record<string, number>>;

function mapRuns(precomputed: Precomputed, f: (r: RunResult) => RunResult): Precomputed {
  const out: Precomputed = {};
  for (const [id, p] of Object.entries(precomputed)) out[id] = { result: f(p.result), sweep: { ...p.sweep, results: p.sweep.results.map(f) } };
  return out;
}

/** Build time: each run's parameters less those equal to their default. */
export function compactRuns(precomputed: Precomputed, defaults: Defaults): Precomputed {
  return mapRuns(precomputed, (r) => ({ ...r, params: Object.fromEntries(Object.entries(r.params).filter(([k, v]) => !Object.hasOwn(defaults, k) || defaults[k] !== v)) }));
}

/** In the page: every run's parameters whole again. */
export function expandRuns(precomputed: Precomputed, defaults: Defaults): Precomputed {
  return mapRuns(precomputed, (r) => ({ ...r, params: { ...defaults, ...r.params } }));
}
