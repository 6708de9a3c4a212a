/**
 * Test support, not used by any calculator at run time: fast-check generators of query-string
 * text for a calculator's inputs, inside and outside their declared ranges, so property tests
 * exercise exactly what a URL can carry. Kept beside the shared maths because both latency
 * calculators and the TREELIFE calculator test against it.
 */
import fc from 'fast-check';
import type { InputSpec, ListInput, NumberInput } from '../types.ts';

function numberIn(spec: NumberInput | ListInput): fc.Arbitrary<number> {
  if (spec.integer) return fc.integer({ min: Math.ceil(spec.min), max: Math.floor(spec.max) });
  return fc.double({ min: spec.min, max: spec.max, noNaN: true, noDefaultInfinity: true });
}

/** Text for one input that parseInputs must accept (including "" for an optional input). */
export function validText(spec: InputSpec): fc.Arbitrary<string> {
  let text: fc.Arbitrary<string>;
  switch (spec.kind) {
    case 'number':
      text = numberIn(spec).map(String);
      break;
    case 'enum':
      text = fc.constantFrom(...spec.options.map((o) => o.value));
      break;
    case 'list':
      text = fc.array(numberIn(spec), { minLength: 1, maxLength: spec.maxItems }).map((xs) => xs.join(','));
      break;
  }
  return spec.optional ? fc.oneof(text, fc.constant('')) : text;
}

/** Raw query values for every input of a calculator, each in range or (when allowed) left out. */
export function validRaw(inputs: readonly InputSpec[]): fc.Arbitrary<Record<string, string | undefined>> {
  const entries = inputs.map((spec) => [spec.name, fc.option(validText(spec), { nil: undefined })] as const);
  return fc.record(Object.fromEntries(entries));
}

/** Text for one input that parseInputs must reject: outside the range, not whole when it must be, or not an option. */
export function invalidText(spec: InputSpec): fc.Arbitrary<string> {
  switch (spec.kind) {
    case 'number': {
      const span = Math.max(1, spec.max - spec.min);
      const below = fc.double({ min: spec.min - span, max: spec.min, noNaN: true, minExcluded: true, maxExcluded: true }).filter((n) => n < spec.min);
      const above = fc.double({ min: spec.max, max: spec.max + span, noNaN: true, minExcluded: true }).filter((n) => n > spec.max);
      const words = fc.constantFrom('abc', 'NaN', 'Infinity', '-Infinity', '1e999', '0x10', '1,2', '12abc');
      const choices: fc.Arbitrary<string>[] = [below.map(String), above.map(String), words];
      if (spec.integer) {
        choices.push(
          fc
            .double({ min: spec.min, max: spec.max, noNaN: true })
            .filter((n) => !Number.isInteger(n) && String(n).indexOf('e') < 0)
            .map(String),
        );
      }
      return fc.oneof(...choices);
    }
    case 'enum':
      return fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !spec.options.some((o) => o.value === s.trim()));
    case 'list': {
      const bad = fc.oneof(
        fc.double({ min: spec.max, max: spec.max * 2 + 1, noNaN: true, minExcluded: true }).filter((n) => n > spec.max),
        fc.double({ min: spec.min - 1e6, max: spec.min, noNaN: true, maxExcluded: true }).filter((n) => n < spec.min),
      );
      const tooMany = fc.constant(Array.from({ length: spec.maxItems + 1 }, () => String(spec.min)).join(','));
      return fc.oneof(bad.map((n) => `${spec.min},${n}`), tooMany, fc.constant('1,,2'), fc.constant('x'));
    }
  }
}
