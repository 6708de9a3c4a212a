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

/** Plain decimal or exponent notation only: no hex, no "Infinity", no trailing text. */
const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** A thousands-separated integer part ("16,384" or "1,744,830,464.5") is accepted as typed. */
const GROUPED_RE = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** Bounds as a person reads them: short numbers as typed, long ones grouped. */
export function formatBound(n: number): string {
  if (Math.abs(n) < 100000) return String(n);
  return n.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** "a whole number from 64 to 65535" — the accepted values of one input, for messages and help. */
export function describeAccepted(spec: InputSpec): string {
  switch (spec.kind) {
    case 'number':
      return `${spec.integer ? 'a whole number' : 'a number'} from ${formatBound(spec.min)} to ${formatBound(spec.max)}`;
    case 'enum':
      return `one of ${spec.options.map((o) => o.value).join(', ')}`;
    case 'list':
      return `a comma-separated list of 1 to ${spec.maxItems} ${spec.integer ? 'whole numbers' : 'numbers'}, each from ${formatBound(spec.min)} to ${formatBound(spec.max)}`;
  }
}

function name(spec: InputSpec): string {
  return `${spec.label} (${spec.name})`;
}

/** What the user gave, quoted when it is not a number, cut short so a pasted essay stays readable. */
function shown(text: string): string {
  const cut = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return NUMBER_RE.test(text) || GROUPED_RE.test(text) ? cut : `"${cut}"`;
}

function fail(spec: InputSpec, text: string): InputError {
  // Echoing "NaN" or "Infinity" back would put those words on the page, which reads like a bug.
  const got = text === '' ? 'it is empty' : /nan|infinity/i.test(text) ? 'got something that is not a finite number' : `got ${shown(text)}`;
  return { input: spec.name, message: `${name(spec)} must be ${describeAccepted(spec)}; ${got}` };
}

type One<T> = { ok: true; value: T } | { ok: false; error: InputError };

function parseNumberText(text: string): number | undefined {
  const plain = GROUPED_RE.test(text) ? text.replace(/,/g, '') : text;
  if (!NUMBER_RE.test(plain)) return undefined;
  const n = Number(plain);
  return Number.isFinite(n) ? n : undefined;
}

function inBounds(spec: NumberInput | ListInput, n: number): boolean {
  return n >= spec.min && n <= spec.max && (!spec.integer || Number.isInteger(n));
}

function parseNumber(spec: NumberInput, text: string): One<number> {
  const n = parseNumberText(text);
  if (n === undefined || !inBounds(spec, n)) return { ok: false, error: fail(spec, text) };
  // -0 would print as "0" but compare oddly; normalise it away.
  return { ok: true, value: n === 0 ? 0 : n };
}

function parseEnum(spec: EnumInput, text: string): One<string> {
  const match = spec.options.find((o) => o.value === text);
  return match ? { ok: true, value: match.value } : { ok: false, error: fail(spec, text) };
}

function parseList(spec: ListInput, text: string): One<number[]> {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > spec.maxItems) return { ok: false, error: fail(spec, text) };
  const values: number[] = [];
  for (const part of parts) {
    const n = parseNumberText(part);
    if (n === undefined || !inBounds(spec, n)) return { ok: false, error: fail(spec, text) };
    values.push(n === 0 ? 0 : n);
  }
  return { ok: true, value: values };
}

function defaultOf(spec: InputSpec): number | string | number[] | undefined {
  return spec.default;
}

/**
 * Validate every input of `def` against `raw` (query-string values by input name). Reports all
 * faulty inputs at once so a user fixes them in one go. Unknown keys are ignored.
 */
export function parseInputs(def: Definition, raw: Record<string, string | undefined>): ParseResult {
  const values: InputValues = {};
  const errors: InputError[] = [];
  for (const spec of def.inputs) {
    const given = Object.hasOwn(raw, spec.name) ? raw[spec.name] : undefined;
    if (given === undefined) {
      const fallback = defaultOf(spec);
      if (fallback !== undefined || spec.optional) values[spec.name] = fallback;
      else errors.push({ input: spec.name, message: `${name(spec)} is required: enter ${describeAccepted(spec)}` });
      continue;
    }
    const text = given.trim();
    if (text === '') {
      if (spec.optional) values[spec.name] = undefined;
      else errors.push(fail(spec, text));
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
export function runCalculator(def: CalculatorDefinition, raw: Record<string, string | undefined>): RunResult {
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
    const value = result.outputs[out.name];
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
  ];
  if (errors.length === 0 && texts.some((t) => BROKEN_TEXT.test(t))) {
    errors.push({ input: '', message: 'The calculation produced an unprintable value for these inputs; try values nearer the defaults.' });
  }
  if (errors.length) return { ok: false, errors };
  const outputs: Record<string, OutputValue> = {};
  for (const out of def.outputs) outputs[out.name] = result.outputs[out.name] ?? null;
  return { ...result, outputs, values: parsed.values };
}
