/**
 * The parts of the form that follow what is typed, apart from the result: which fields are in use
 * (an input with `onlyWhen`, such as log sizing's Log stanza fields in "check" mode), how a value
 * with a unit was read ("2 KB read as 2,048 bytes"), and text from a link made visible before a
 * text field silently drops it.
 */
import type { CalculatorDefinition } from '../../../calculators/types.ts';
import { isActive, readingOf, visibleControls } from '../../../calculators/inputs.ts';

type Raw = Record<string, string>;

/**
 * The text to put in a field for a value from the URL. A text field drops line breaks, so
 * "1%0A6384" would show and compute as 16384; control characters are shown as their pictures
 * ("1␊6384") instead, which the parser rejects with a message naming the field.
 */
export function fieldText(value: string): string {
  return visibleControls(value);
}

/** Hides the fields and outputs not in use for these values, and shows how each unit was read. */
export function updateFieldState(root: HTMLElement, def: CalculatorDefinition, raw: Raw): void {
  for (const spec of def.inputs) {
    const wrapper = root.querySelector<HTMLElement>(`[data-field="${spec.name}"]`);
    if (!wrapper) continue;
    wrapper.hidden = !isActive(def, spec, raw);
    const reading = wrapper.querySelector<HTMLElement>('[data-calc-reading]');
    if (!reading) continue;
    const text = Object.hasOwn(raw, spec.name) ? readingOf(spec, raw[spec.name]!) : undefined;
    reading.textContent = text ? `${text}.` : '';
    reading.hidden = !text;
  }
  for (const out of def.outputs) {
    if (!out.onlyWhen) continue;
    const wrapper = root.querySelector<HTMLElement>(`[data-output-row="${out.name}"]`);
    if (wrapper) wrapper.hidden = !isActive(def, out, raw);
  }
}
