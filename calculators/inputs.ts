/**
 * Turning raw query-string text into the values a calculator's `compute` receives, and running
 * it safely. Framework-free: the same code validates a URL in the browser, a worked example in
 * vitest and a preset at build time, so a message a user sees is the message a test checks.
 *
 * Absent (undefined) means "not in the URL": the input's default applies. An empty string means
 * the user cleared the field: accepted only for optional inputs, never silently replaced.
 */
import type {
  CalculatorDefinition,
  ComputeResult,
  EnumInput,
  InputSpec,
  InputValues,
  ListInput,
  NumberInput,
  OutputValue,
} from './types.ts';
import { GROUPED_RE, NUMBER_RE, parseBareNumber, parseQuantity, unitsAcceptedFor } from './lib/units.ts';
import { num } from './format.ts';

export interface InputError {
  /** The query name of the input at fault ("" when no single input is to blame). */
  input: string;
  message: string;
}

export type ParseResult = { ok: true; values: InputValues } | { ok: false; errors: InputError[] };

export type RunResult =
  | (Extract<ComputeResult, { ok: true }> & { values: InputValues })
  | { ok: false; errors: InputError[] };

type Definition = Pick<CalculatorDefinition, 'inputs'>;

/**
 * Control characters (a line break in a link, a tab, NUL) never belong in a number or a choice.
 * A browser's text field silently drops line breaks, so "1%0A6384" would compute with 16384: the
 * page shows them as control pictures (U+2400 block) instead, and both forms are rejected here.
 */
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u2400-\u2421]/;

/** Control characters as their visible pictures ("␊" for a line feed), so a message can quote them. */
export function visibleControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => String.fromCharCode(c === '\u007f' ? 0x2421 : 0x2400 + c.charCodeAt(0))).replace(/[\u0080-\u009f\u2028\u2029]/g, '\ufffd');
}

/** Bounds as a person reads them: short numbers as typed, long ones grouped. */
export function formatBound(n: number): string {
  if (Math.abs(n) < 100000) return String(n);
  return num(n, 6);
}

/** " bytes, or a size in B, KB, ..." for an input that takes units, "" for one that takes bare numbers. */
function unitNote(spec: NumberInput): string {
  const units = unitsAcceptedFor(spec.unit);
  return units ? ` ${spec.unit}, or ${units}` : '';
}

/** "a whole number from 64 to 65535" — the accepted values of one input, for messages and help. */
export function describeAccepted(spec: InputSpec): string {
  switch (spec.kind) {
    case 'number':
      return `${spec.integer ? 'a whole number' : 'a number'} from ${formatBound(spec.min)} to ${formatBound(spec.max)}${unitNote(spec)}`;
    case 'enum':
      return `one of ${spec.options.map((o) => o.value).join(', ')}`;
    case 'list':
      return `a comma-separated list of 1 to ${spec.maxItems} ${spec.integer ? 'whole numbers' : 'numbers'}, each from ${formatBound(spec.min)} to ${formatBound(spec.max)}`;
  }
}

function name(spec: InputSpec): string {
  return `${spec.label} (${spec.name})`;
}

/** What the user gave, quoted when it is not a plain number, control characters made visible, cut short. */
function shown(text: string): string {
  const visible = visibleControls(text);
  const cut = visible.length > 40 ? `${visible.slice(0, 40)}…` : visible;
  return NUMBER_RE.test(text) || GROUPED_RE.test(text) ? cut : `"${cut}"`;
}

/** Why a value was refused, in words, after "got …". */
type Problem =
  | { kind: 'empty' }
  | { kind: 'control' }
  | { kind: 'not-a-number' }
  | { kind: 'unknown-unit'; unit: string }
  | { kind: 'out-of-range' }
  | { kind: 'not-whole' }
  | { kind: 'not-an-option' };

function why(spec: InputSpec, text: string, problem: Problem): string {
  // Echoing "NaN" or "Infinity" back would put those words on the page, which reads like a bug.
  const got = /^[+-]?(nan|inf|infinity)$/i.test(text) ? 'got text that is not a number' : `got ${shown(text)}`;
  switch (problem.kind) {
    case 'empty':
      return 'it is empty';
    case 'control':
      return `${got}, which contains a control character (such as a line break or tab)`;
    case 'not-a-number':
      return /^[+-]?(nan|inf|infinity)$/i.test(text) ? got : `${got}, which is not a number`;
    case 'unknown-unit':
      return `${got}, and "${visibleControls(problem.unit).slice(0, 20)}" is not a unit it accepts${spec.kind === 'number' && unitsAcceptedFor(spec.unit) ? '' : ' (give a plain number)'}`;
    case 'not-whole':
      return `${got}, which is not a whole number`;
    case 'out-of-range':
    case 'not-an-option':
      return got;
  }
}

function fail(spec: InputSpec, text: string, problem: Problem): InputError {
  return { input: spec.name, message: `${name(spec)} must be ${describeAccepted(spec)}; ${why(spec, text, problem)}` };
}

type One<T> = { ok: true; value: T } | { ok: false; error: InputError };

function rangeProblem(spec: NumberInput | ListInput, n: number): Problem | undefined {
  if (n < spec.min || n > spec.max) return { kind: 'out-of-range' };
  if (spec.integer && !Number.isInteger(n)) return { kind: 'not-whole' };
  return undefined;
}

function parseNumber(spec: NumberInput, text: string): One<number> {
  const q = parseQuantity(text, spec.unit);
  if (!q.ok) return { ok: false, error: fail(spec, text, q.reason === 'unknown-unit' ? { kind: 'unknown-unit', unit: q.unit } : { kind: 'not-a-number' }) };
  const problem = rangeProblem(spec, q.value);
  if (problem) return { ok: false, error: fail(spec, text, problem) };
  // -0 would print as "0" but compare oddly; normalise it away.
  return { ok: true, value: q.value === 0 ? 0 : q.value };
}

function parseEnum(spec: EnumInput, text: string): One<string> {
  const match = spec.options.find((o) => o.value === text);
  return match ? { ok: true, value: match.value } : { ok: false, error: fail(spec, text, { kind: 'not-an-option' }) };
}

function parseList(spec: ListInput, text: string): One<number[]> {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > spec.maxItems) return { ok: false, error: fail(spec, text, { kind: 'out-of-range' }) };
  const values: number[] = [];
  for (const part of parts) {
    const n = parseBareNumber(part);
    if (n === undefined) return { ok: false, error: fail(spec, text, { kind: 'not-a-number' }) };
    const problem = rangeProblem(spec, n);
    if (problem) return { ok: false, error: fail(spec, text, problem) };
    values.push(n === 0 ? 0 : n);
  }
  return { ok: true, value: values };
}

/**
 * How a value typed with a unit was read, e.g. "2 KB" → "read as 2,048 bytes", for the hint under
 * the field; undefined for a bare number or a value that is not accepted.
 */
export function readingOf(spec: InputSpec, text: string): string | undefined {
  if (spec.kind !== 'number' || CONTROL_RE.test(text)) return undefined;
  const q = parseQuantity(text.trim(), spec.unit);
  if (!q.ok || q.unit === undefined || q.unit.toLowerCase() === spec.unit.toLowerCase() || rangeProblem(spec, q.value)) return undefined;
  return `${text.trim()} read as ${num(q.value, 6)} ${spec.unit}`;
}

function defaultOf(spec: InputSpec): number | string | number[] | undefined {
  return spec.default;
}

/**
 * `raw` with the choice an enum input takes when a link leaves it out but gives inputs used only
 * with another of its values: "?logFilePages=16384&primaryFiles=24" means log sizing's check mode
 * even though the calculator opens in recommend mode, so links written before a default changed,
 * and worked examples, keep their meaning. Otherwise `raw` itself.
 */
export function withImpliedChoices<R extends Record<string, string | undefined>>(def: Definition, raw: R): R {
  let out = raw;
  for (const spec of def.inputs) {
    if (spec.kind !== 'enum' || (Object.hasOwn(raw, spec.name) && raw[spec.name] !== undefined)) continue;
    const implied = def.inputs.find(
      (other) => other.onlyWhen?.input === spec.name && !other.onlyWhen.values.includes(spec.default) && Object.hasOwn(raw, other.name) && raw[other.name] !== undefined,
    );
    if (implied) out = { ...out, [spec.name]: implied.onlyWhen!.values[0]! };
  }
  return out;
}

/**
 * Whether an input is in use for these raw values: always, unless its `onlyWhen` names another
 * input whose text (or default when absent) is not one of the listed values.
 */
export function isActive(def: Definition, spec: Pick<InputSpec, 'onlyWhen'>, raw: Record<string, string | undefined>): boolean {
  const cond = spec.onlyWhen;
  if (!cond) return true;
  const controller = def.inputs.find((i) => i.name === cond.input);
  const given = Object.hasOwn(raw, cond.input) ? raw[cond.input] : undefined;
  const text = given === undefined ? controller?.default : given.trim();
  return typeof text === 'string' && cond.values.includes(text);
}

/**
 * Validate every input of `def` against `raw` (query-string values by input name). Reports all
 * faulty inputs at once so a user fixes them in one go. Unknown keys are ignored.
 */
export function parseInputs(def: Definition, given: Record<string, string | undefined>): ParseResult {
  const raw = withImpliedChoices(def, given);
  const values: InputValues = {};
  const errors: InputError[] = [];
  for (const spec of def.inputs) {
    if (!isActive(def, spec, raw)) {
      values[spec.name] = undefined;
      continue;
    }
    const given = Object.hasOwn(raw, spec.name) ? raw[spec.name] : undefined;
    if (given === undefined) {
      const fallback = defaultOf(spec);
      if (fallback !== undefined || spec.optional) values[spec.name] = fallback;
      else errors.push({ input: spec.name, message: `${name(spec)} is required: enter ${describeAccepted(spec)}` });
      continue;
    }
    if (CONTROL_RE.test(given)) {
      errors.push(fail(spec, given, { kind: 'control' }));
      continue;
    }
    const text = given.trim();
    if (text === '') {
      if (spec.optional) values[spec.name] = undefined;
      else errors.push(fail(spec, text, { kind: 'empty' }));
      continue;
    }
    const one: One<number | string | number[]> =
      spec.kind === 'number' ? parseNumber(spec, text) : spec.kind === 'enum' ? parseEnum(spec, text) : parseList(spec, text);
    if (one.ok) values[spec.name] = one.value;
    else errors.push(one.error);
  }
  return errors.length ? { ok: false, errors } : { ok: true, values };
}

/** The defaults as query-string text, e.g. to fill a form before any URL is read. */
export function defaultRaw(def: Definition): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const spec of def.inputs) {
    const d = defaultOf(spec);
    if (d !== undefined) raw[spec.name] = Array.isArray(d) ? d.join(',') : String(d);
  }
  return raw;
}

function finiteOutput(value: OutputValue | undefined): boolean {
  return typeof value !== 'number' || Number.isFinite(value);
}

const BROKEN_TEXT = /\bNaN\b|Infinity|undefined/;

/**
 * Parse, compute, then guard: a calculator bug (a throw, a NaN or Infinity, a required output
 * left out) becomes an error message instead of a broken number on the page.
 */
export function runCalculator(def: CalculatorDefinition, given: Record<string, string | undefined>): RunResult {
  const raw = withImpliedChoices(def, given);
  const parsed = parseInputs(def, raw);
  if (!parsed.ok) return parsed;
  let result: ComputeResult;
  try {
    result = def.compute(parsed.values);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { ok: false, errors: [{ input: '', message: `The calculation could not be completed for these inputs (${why}).` }] };
  }
  if (!result.ok) return { ok: false, errors: result.errors };

  const errors: InputError[] = [];
  for (const out of def.outputs) {
    const value = isActive(def, out, raw) ? result.outputs[out.name] : null;
    if (!finiteOutput(value)) {
      errors.push({ input: '', message: `${out.label} (${out.name}) has no finite value for these inputs; try values nearer the defaults.` });
    } else if ((value === null || value === undefined) && !out.optional) {
      errors.push({ input: '', message: `${out.label} (${out.name}) could not be computed for these inputs.` });
    }
  }
  const texts = [
    ...result.work.flatMap((w) => [w.formula, w.substituted]),
    ...result.warnings,
    ...(result.snippets ?? []).map((s) => s.text),
    result.summary ?? '',
    ...(result.links ?? []).flatMap((l) => [l.label, ...Object.values(l.inputs)]),
  ];
  if (errors.length === 0 && texts.some((t) => BROKEN_TEXT.test(t))) {
    errors.push({ input: '', message: 'The calculation produced an unprintable value for these inputs; try values nearer the defaults.' });
  }
  if (errors.length) return { ok: false, errors };
  const outputs: Record<string, OutputValue> = {};
  for (const out of def.outputs) outputs[out.name] = isActive(def, out, raw) ? (result.outputs[out.name] ?? null) : null;
  return { ...result, outputs, values: parsed.values };
}
