/**
 * The simulator's whole state in the query string, so a link reproduces a run or a sweep:
 * `?preset=appliance-ha&rttMs=5&run=1` fills the form from the preset, overrides rttMs, and runs
 * on load. A sweep is `sweep=rttMs&values=0,1,2,5,10&measured=1&metric=roundTripsPerSec`.
 * Parameter names are the model's own (the same as the command line's --set). Nothing read here
 * is trusted: names are matched against the model's table with own-property checks, and values
 * are checked by the page before they reach the form, the command or the model.
 */
import { isKnownPreset, overrides, presetRaw, type ParamTable, type RawValues } from './params.ts';

export interface SweepState {
  param: string;
  /** Comma-separated values, as typed. */
  values: string;
  /** Also run at the values the report measured. */
  measured: boolean;
  metric: string;
}

export interface SimState {
  preset: string | null;
  /** Every parameter, as strings: the preset's values with the URL's overrides applied. */
  values: RawValues;
  /** Parameters the URL set (they are checked on load, so a bad link shows the alert at once). */
  fromUrl: string[];
  run: boolean;
  sweep: SweepState | null;
  /** Query keys that are neither state keys nor parameters (shown to the reader, not fatal). */
  unknown: string[];
}

const STATE_KEYS = new Set(['preset', 'run', 'sweep', 'values', 'measured', 'metric']);

export function defaultPreset(info: ParamTable): string {
  return Object.keys(info.presetValues)[0]!;
}

export function parseQuery(search: string, info: ParamTable): SimState {
  const q = new URLSearchParams(search);
  const requested = q.get('preset');
  // "none" starts from the model's defaults and a missing preset from the first one; an unknown
  // name is kept so the page can say it is not a preset (it never reaches the model or the command).
  const preset = requested === 'none' ? null : (requested ?? defaultPreset(info));
  const values = presetRaw(info, isKnownPreset(info, preset) ? preset : null);
  const names = new Set(info.params.map((p) => p.name));
  const unknown: string[] = [];
  const fromUrl: string[] = [];
  for (const [k, v] of q) {
    if (names.has(k)) {
      values[k] = v;
      if (!fromUrl.includes(k)) fromUrl.push(k);
    } else if (!STATE_KEYS.has(k)) unknown.push(k);
  }
  const param = q.get('sweep');
  const sweep = param ? { param, values: q.get('values') ?? '', measured: q.get('measured') !== '0', metric: q.get('metric') ?? '' } : null;
  return { preset, values, fromUrl, run: q.get('run') === '1', sweep, unknown };
}

/** The query string for a state: the preset, the values that differ from it, and the flags. */
export function toQuery(info: ParamTable, state: Pick<SimState, 'preset' | 'values' | 'run' | 'sweep'>): string {
  const q = new URLSearchParams();
  q.set('preset', state.preset ?? 'none');
  const known = isKnownPreset(info, state.preset) ? state.preset : null;
  for (const [k, v] of Object.entries(overrides(info, known, state.values))) q.set(k, v);
  if (state.sweep) {
    q.set('sweep', state.sweep.param);
    q.set('values', state.sweep.values);
    q.set('measured', state.sweep.measured ? '1' : '0');
    q.set('metric', state.sweep.metric);
  }
  if (state.run) q.set('run', '1');
  return `?${q.toString()}`;
}
