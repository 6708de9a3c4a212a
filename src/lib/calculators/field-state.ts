/**
 * The parts of the form that follow what is typed, apart from the result: which fields are in use
 * (an input with `onlyWhen`, such as log sizing's Log stanza fields in "check" mode), how a value
 * with a unit was read ("2 KB read as 2,048 bytes"), and text from a link made visible before a
 * text field silently drops it, and each input's error under the input itself.
 */
import type { CalculatorDefinition } from '../../../calculators/types.ts';
import { isActive, readingOf, visibleControls, type RunResult } from '../../../calculators/inputs.ts';
import { setHidden, setText } from './dom-write.ts';

type Raw = Record<string, string>;

/**
 * The text to put in a field for a value from the URL. A text field drops line breaks, so
 * "1%0A6384" would show and compute as 16384; control characters are shown as their pictures
 * ("1␊6384") instead, which the parser rejects with a message naming the field.
 */
export function fieldText(value: string): string {
  return visibleControls(value);
}

/** The elements a keystroke updates around the fields, found once when the calculator starts. */
export interface FieldParts {
  inputs: { spec: CalculatorDefinition['inputs'][number]; wrapper: HTMLElement; reading: HTMLElement | null }[];
  outputs: { spec: CalculatorDefinition['outputs'][number]; wrapper: HTMLElement }[];
  /** Each field's error line under it, by input name. */
  errors: Map<string, { field: HTMLInputElement | HTMLSelectElement; box: HTMLElement | null }>;
}

/**
 * Looked up once: a keystroke used to query the form for every field's wrapper, reading line and
 * error line again, a selector match per input on every character typed.
 */
export function fieldParts(root: HTMLElement, def: CalculatorDefinition, fields: Map<string, HTMLInputElement | HTMLSelectElement>): FieldParts {
  const inputs: FieldParts['inputs'] = [];
  for (const spec of def.inputs) {
    const wrapper = root.querySelector<HTMLElement>(`[data-field="${spec.name}"]`);
    if (wrapper) inputs.push({ spec, wrapper, reading: wrapper.querySelector<HTMLElement>('[data-calc-reading]') });
  }
  const outputs: FieldParts['outputs'] = [];
  for (const spec of def.outputs) {
    if (!spec.onlyWhen) continue;
    const wrapper = root.querySelector<HTMLElement>(`[data-output-row="${spec.name}"]`);
    if (wrapper) outputs.push({ spec, wrapper });
  }
  const errors: FieldParts['errors'] = new Map();
  for (const [name, field] of fields) errors.set(name, { field, box: document.getElementById(`${field.id}-error`) });
  return { inputs, outputs, errors };
}

/** Hides the fields and outputs not in use for these values, and shows how each unit was read. */
export function updateFieldState(parts: FieldParts, def: CalculatorDefinition, raw: Raw): void {
  for (const { spec, wrapper, reading } of parts.inputs) {
    setHidden(wrapper, !isActive(def, spec, raw));
    if (!reading) continue;
    const text = Object.hasOwn(raw, spec.name) ? readingOf(spec, raw[spec.name]!) : undefined;
    setText(reading, text ? `${text}.` : '');
    setHidden(reading, !text);
  }
  for (const { spec, wrapper } of parts.outputs) setHidden(wrapper, !isActive(def, spec, raw));
}

/**
 * Each input's error, in the same words as the alert, under the field it names (the field's
 * aria-describedby points at it, and aria-invalid marks the field), so on a phone the message is
 * where the thumb is rather than in the results further down. The role="alert" list stays the one
 * announcement (DESIGN.md); this is its copy next to the field. Writes only what changed.
 */
export function showFieldErrors(parts: FieldParts, result: RunResult): void {
  const messages = new Map<string, string>();
  if (!result.ok) for (const e of result.errors) if (e.input && !messages.has(e.input)) messages.set(e.input, e.message);
  for (const [name, { field, box }] of parts.errors) {
    const message = messages.get(name) ?? '';
    if (message) field.setAttribute('aria-invalid', 'true');
    else if (field.hasAttribute('aria-invalid')) field.removeAttribute('aria-invalid');
    if (!box) continue;
    setText(box, message);
    setHidden(box, message === '');
  }
}
