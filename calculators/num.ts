/**
 * A number grouped, with at most `digits` decimals and no trailing zeros: the site's everyday number
 * text, apart from calculators/format.ts (which re-exports it) so a page that writes only counts,
 * such as /check/, does not load the unit tables with it.
 */
import { groupedDecimal } from './grouped-decimal.ts';

/**
 * Texts already formatted, by digits then value: a chart's tick labels and a calculator's constants
 * are formatted again on every keystroke, and formatting was the costliest call in drawing a live
 * chart (a CPU profile of the HA and DR calculators, 2026-11-27; groupedDecimal takes about 2 µs a
 * number in Node, a kept text a Map lookup). Bounded; the text is the same, so only the work is saved.
 */
const formatted = new Map<number, Map<number, string>>();
const FORMATTED_PER_DIGITS = 4096;

/** "1,744,830,464", "0.415", "12.5": grouped, at most `digits` decimals, trailing zeros dropped. */
export function num(value: number, digits = 3): string {
  let known = formatted.get(digits);
  if (!known) formatted.set(digits, (known = new Map()));
  // -0 is a Map key equal to 0, but it is written "-0": it is not kept.
  let text = known.get(value);
  if (text === undefined || Object.is(value, -0)) {
    text = groupedDecimal(value, 0, digits);
    if (known.size >= FORMATTED_PER_DIGITS) known.clear();
    if (!Object.is(value, -0)) known.set(value, text);
  }
  return text;
}

