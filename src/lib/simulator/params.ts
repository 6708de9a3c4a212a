/**
 * Parameter values as the form and the URL hold them (strings), resolved against the model's
 * parameter table: defaults, then a preset, then overrides. The range checks mirror mqsim.validate
 * so a bad value is reported before Pyodide loads; the model re-checks everything (and owns the
 * rules that involve two parameters) and its message is shown the same way.
 */
import type { ModelInfo, ParamInfo } from './types.ts';

export type RawValues = Record<string, string>;

/** What the form, the URL and the checks need of the model's description. */
export type ParamTable = Pick<ModelInfo, 'params' | 'presetValues'>;

/** Run-length settings: not part of what a measurement describes. */
export const RUN_PARAMS = new Set(['seed', 'replications', 'warmupRoundTrips', 'roundTrips', 'maxSimSeconds']);

/** An on/off setting (0 or 1 in the model), shown as a checkbox. */
export function isToggle(p: ParamInfo): boolean {
  return p.unit === 'on/off';
}

const UNIT_TEXT: Record<string, string> = { us: 'µs', count: 'count', ratio: 'ratio', 'on/off': 'on or off' };

/** A label in the middle of a sentence: "Queue managers" → "queue managers", but "HA link" stays. */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** A unit as a person reads it ("µs" for the model's "us"). */
export function unitText(unit: string): string {
  return UNIT_TEXT[unit] ?? unit;
}

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : String(v));

/**
 * True only for a preset the model defines. An own-property check, so names a plain object
 * inherits ("__proto__", "constructor", "toString") are not presets.
 */
export function isKnownPreset(info: Pick<ModelInfo, 'presetValues'>, name: string | null | undefined): name is string {
  return typeof name === 'string' && Object.hasOwn(info.presetValues, name);
}

/** The parameter called `name`, or undefined: names from a URL are matched against the model's table, never used as keys. */
export function paramNamed(info: Pick<ModelInfo, 'params'>, name: string): ParamInfo | undefined {
  return info.params.find((p) => p.name === name);
}

/** The complete values of a preset (or of the defaults when preset is null or unknown), as strings. */
export function presetRaw(info: ParamTable, preset: string | null): RawValues {
  const values: RawValues = {};
  for (const p of info.params) values[p.name] = fmt(p.default);
  if (isKnownPreset(info, preset)) for (const [k, v] of Object.entries(info.presetValues[preset]!)) values[k] = fmt(v);
  return values;
}

/** C0 and C1 control characters (line breaks, tabs, NUL...): a browser would drop some of them silently from a text field. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Control characters replaced by U+FFFD, so a form field shows that something was there (a text field would drop a line break and join the digits around it). */
export function visibleControls(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, '\uFFFD');
}

/** What was typed, quoted for a message: control characters shown as escapes, long text shortened. */
export function quoteTyped(raw: string): string {
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  return `'${shown.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

/** The message mqsim.validate gives for one value, or null when it is accepted. */
export function checkValue(p: ParamInfo, raw: string): string | null {
  const range = isToggle(p) ? 'of 0 (off) or 1 (on)' : `between ${fmt(p.min)} and ${fmt(p.max)} ${p.unit}`;
  if (CONTROL.test(raw)) return `${p.name} contains a control character (such as a line break); it must be a number ${range} (got ${quoteTyped(raw)})`;
  const text = raw.trim();
  // Number() accepts hex, binary and "Infinity"; the model's float() does not: plain decimals only.
  const v = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(v)) return `${p.name} must be a number ${range} (got ${quoteTyped(raw)})`;
  if (v < p.min || v > p.max) return `${p.name} must be ${range} (got ${quoteTyped(raw)})`;
  if (p.integer && !Number.isInteger(v)) return `${p.name} must be a whole number ${range} (got ${quoteTyped(raw)})`;
  return null;
}

export interface ParamProblem {
  name: string;
  message: string;
}

export function checkValues(info: Pick<ModelInfo, 'params'>, values: RawValues): ParamProblem[] {
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
export function overrides(info: ParamTable, preset: string | null, values: RawValues): RawValues {
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
