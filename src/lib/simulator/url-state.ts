/**
 * The simulator's whole state in the query string, so a link reproduces a run or a sweep:
 * `?preset=appliance-ha&rttMs=5&run=1` fills the form from the preset, overrides rttMs, and runs
 * on load. A sweep is `sweep=rttMs&values=0,1,2,5,10&measured=1&metric=roundTripsPerSec`.
 * Parameter names are the model's own (the same as the command line's --set). Nothing read here
 * is trusted: names are matched against the model's table (the site's one URL-state helper,
 * src/lib/url-state.ts, reads only known names, into a Map), and values are checked by the page
 * before they reach the form, the command or the model.
 */
import { checkValues, isKnownPreset, isToggle, overrides, paramNamed, presetRaw, quoteTyped, type ParamTable, type RawValues } from './params.ts';
import { readParams, unknownParams, writeParams, type ParamEntry } from '../url-state.ts';

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

const STATE_KEYS = ['preset', 'run', 'sweep', 'values', 'measured', 'metric'];

export function defaultPreset(info: ParamTable): string {
  return Object.keys(info.presetValues)[0]!;
}

export function parseQuery(search: string, info: ParamTable): SimState {
  const names = info.params.map((p) => p.name);
  const state = readParams(search, STATE_KEYS);
  const requested = state.get('preset');
  // "none" starts from the model's defaults and a missing preset from the first one; an unknown
  // name is kept so the page can say it is not a preset (it never reaches the model or the command).
  const preset = requested === 'none' ? null : (requested ?? defaultPreset(info));
  const values = presetRaw(info, isKnownPreset(info, preset) ? preset : null);
  const given = readParams(search, names);
  for (const [k, v] of given) values[k] = v;
  const fromUrl = [...new URLSearchParams(search).keys()].filter((k, i, all) => given.has(k) && all.indexOf(k) === i);
  const param = state.get('sweep');
  const sweep = param ? { param, values: state.get('values') ?? '', measured: state.get('measured') !== '0', metric: state.get('metric') ?? '' } : null;
  return { preset, values, fromUrl, run: state.get('run') === '1', sweep, unknown: unknownParams(search, [...STATE_KEYS, ...names]) };
}

/** The query string for a state: the preset, the values that differ from it, and the flags. */
export function toQuery(info: ParamTable, state: Pick<SimState, 'preset' | 'values' | 'run' | 'sweep'>): string {
  const known = isKnownPreset(info, state.preset) ? state.preset : null;
  const entries: ParamEntry[] = [['preset', state.preset ?? 'none'], ...Object.entries(overrides(info, known, state.values))];
  if (state.sweep) {
    entries.push(['sweep', state.sweep.param], ['values', state.sweep.values], ['measured', state.sweep.measured ? '1' : '0'], ['metric', state.sweep.metric]);
  }
  if (state.run) entries.push(['run', '1']);
  return writeParams(entries);
}

/**
 * What in a link's parameter values the model would refuse, each naming the parameter, checked
 * before anything reaches the form: a text field would drop a line break silently ("2\n0" becoming
 * 20), and a checkbox would read any value as off.
 */
export function linkProblems(info: ParamTable, state: Pick<SimState, 'values' | 'fromUrl'>): { name: string; message: string }[] {
  const problems = checkValues(info, Object.fromEntries(state.fromUrl.map((k) => [k, state.values[k]!])));
  for (const name of state.fromUrl) {
    const p = paramNamed(info, name);
    const value = state.values[name]!;
    if (p && isToggle(p) && !['0', '1'].includes(value) && !problems.some((lp) => lp.name === name)) problems.push({ name, message: `${name} must be 0 (off) or 1 (on) (got ${quoteTyped(value)})` });
  }
  return problems;
}
