/**
 * The runs and measured points as the page carries them: each one's parameters without those at the
 * model's default (most of them), put back when the page reads them. /simulator/ carries about eighty
 * precomputed runs and as many measured points, and every parameter the model gains would otherwise
 * be repeated in each (its weight budget).
 */
import type { RunResult } from './protocol.ts';
import type { Precomputed } from './precomputed.ts';
import type { MeasuredPoint } from './types.ts';

type Defaults = Readonly<Record<string, number>>;
type Params = Record<string, number>;
interface Carried {
  precomputed: Precomputed;
  measured: Record<string, MeasuredPoint[]>;
}

function mapParams<T extends Carried>(data: T, f: (p: Params) => Params): T {
  const run = (r: RunResult): RunResult => ({ ...r, params: f(r.params) });
  const precomputed: Precomputed = {};
  for (const [id, p] of Object.entries(data.precomputed)) precomputed[id] = { result: run(p.result), sweep: { ...p.sweep, results: p.sweep.results.map(run) } };
  const measured: Record<string, MeasuredPoint[]> = {};
  for (const [id, points] of Object.entries(data.measured)) measured[id] = points.map((m) => ({ ...m, params: f(m.params) }));
  return { ...data, precomputed, measured };
}

/** Build time: every run's and point's parameters less those equal to their default. */
export function compactParams<T extends Carried>(data: T, defaults: Defaults): T {
  return mapParams(data, (p) => Object.fromEntries(Object.entries(p).filter(([k, v]) => !Object.hasOwn(defaults, k) || defaults[k] !== v)));
}

/** In the page: every run's and point's parameters whole again. */
export function expandParams<T extends Carried>(data: T, defaults: Defaults): T {
  return mapParams(data, (p) => ({ ...defaults, ...p }));
}
