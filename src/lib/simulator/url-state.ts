/**
 * The simulator's state in the query string, so a link reproduces a run:
 * `?preset=appliance-ha&rttMs=5&run=1` fills the form from the preset, overrides rttMs, and runs
 * on load. A sweep is `sweep=rttMs&from=0&to=10&steps=6&metric=roundTripsPerSec`. Parameter names
 * are the model's own (the same as the command line's --set).
 */
import type { ModelInfo } from './types.ts';
import { overrides, presetRaw, type RawValues } from './params.ts';

export interface SweepState {
  param: string;
  from: string;
  to: string;
  steps: string;
  metric: string;
}

export interface SimState {
  preset: string | null;
  /** Every parameter, as strings: the preset's values with the URL's overrides applied. */
  values: RawValues;
  run: boolean;
  sweep: SweepState | null;
  /** Query keys that are neither state keys nor parameters (shown to the reader, not fatal). */
  unknown: string[];
}

const STATE_KEYS = new Set(['preset', 'run', 'sweep', 'from', 'to', 'steps', 'metric']);

export function defaultPreset(info: ModelInfo): string {
  return Object.keys(info.presetValues)[0]!;
}

export function parseQuery(search: string, info: ModelInfo): SimState {
  const q = new URLSearchParams(search);
  const requested = q.get('preset');
  // "none" starts from the model's defaults and a missing preset from the first one; an unknown
  // name is kept, so the run reports it (the model names the presets it knows).
  const preset = requested === 'none' ? null : (requested ?? defaultPreset(info));
  const values = presetRaw(info, preset !== null && preset in info.presetValues ? preset : null);
  const names = new Set(info.params.map((p) => p.name));
  const unknown: string[] = [];
  for (const [k, v] of q) {
    if (names.has(k)) values[k] = v;
    else if (!STATE_KEYS.has(k)) unknown.push(k);
  }
  const param = q.get('sweep');
  const sweep = param ? { param, from: q.get('from') ?? '', to: q.get('to') ?? '', steps: q.get('steps') ?? '', metric: q.get('metric') ?? '' } : null;
  return { preset, values, run: q.get('run') === '1', sweep, unknown };
}

/** The query string for a state: the preset, the values that differ from it, and the flags. */
export function toQuery(info: ModelInfo, state: Pick<SimState, 'preset' | 'values' | 'run' | 'sweep'>): string {
  const q = new URLSearchParams();
  q.set('preset', state.preset ?? 'none');
  const known = state.preset !== null && state.preset in info.presetValues ? state.preset : null;
  for (const [k, v] of Object.entries(overrides(info, known, state.values))) q.set(k, v);
  if (state.sweep) {
    q.set('sweep', state.sweep.param);
    q.set('from', state.sweep.from);
    q.set('to', state.sweep.to);
    q.set('steps', state.sweep.steps);
    q.set('metric', state.sweep.metric);
  }
  if (state.run) q.set('run', '1');
  return `?${q.toString()}`;
}
