/**
 * Parameter values as the form and the URL hold them (strings), resolved against the model's
 * parameter table: defaults, then a preset, then overrides. The range checks mirror mqsim.validate
 * so a bad value is reported before Pyodide loads; the model re-checks everything (and owns the
 * rules that involve two parameters) and its message is shown the same way.
 */
import type { ModelInfo, ParamInfo } from './types.ts';

export type RawValues = Record<string, string>;

/** Run-length settings: not part of what a measurement describes. */
export const RUN_PARAMS = new Set(['seed', 'warmupRoundTrips', 'roundTrips', 'maxSimSeconds']);

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : String(v));

/** The complete values of a preset (or of the defaults when preset is null), as strings. */
export function presetRaw(info: ModelInfo, preset: string | null): RawValues {
  const values: RawValues = {};
  for (const p of info.params) values[p.name] = fmt(p.default);
  if (preset) for (const [k, v] of Object.entries(info.presetValues[preset] ?? {})) values[k] = fmt(v);
  return values;
}

/** The message mqsim.validate gives for one value, or null when it is accepted. */
export function checkValue(p: ParamInfo, raw: string): string | null {
  const text = raw.trim();
  const range = `between ${fmt(p.min)} and ${fmt(p.max)} ${p.unit}`;
  const v = text === '' ? NaN : Number(text);
  if (!Number.isFinite(v)) return `${p.name} must be a number ${range} (got '${raw}')`;
  if (v < p.min || v > p.max) return `${p.name} must be ${range} (got '${raw}')`;
  if (p.integer && !Number.isInteger(v)) return `${p.name} must be a whole number ${range} (got '${raw}')`;
  return null;
}

export interface ParamProblem {
  name: string;
  message: string;
}

export function checkValues(info: ModelInfo, values: RawValues): ParamProblem[] {
  const problems: ParamProblem[] = [];
  for (const p of info.params) {
    const raw = values[p.name];
    if (raw === undefined) continue;
    const message = checkValue(p, raw);
    if (message) problems.push({ name: p.name, message });
  }
  return problems;
}

/** Only the values that differ from the preset's: what a link or a run request needs to carry. */
export function overrides(info: ModelInfo, preset: string | null, values: RawValues): RawValues {
  const base = presetRaw(info, preset);
  const out: RawValues = {};
  for (const p of info.params) {
    const v = values[p.name];
    if (v === undefined) continue;
    const same = v.trim() !== '' && Number(v) === Number(base[p.name]);
    if (!same) out[p.name] = v.trim();
  }
  return out;
}

/** Numeric values of a complete, valid set of raw values. */
export function numeric(values: RawValues): Record<string, number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Number(v)]));
}
