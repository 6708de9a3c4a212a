/**
 * Does a calculator reproduce a worked example? Used by the tests of every calculator, so "the
 * report's own examples hold" is checked the same way everywhere.
 */
import type { CalculatorDefinition, WorkedExample } from '../../../calculators/types.ts';
import { runCalculator } from '../../../calculators/inputs.ts';

/** One line per expected output that the calculator does not reproduce (empty when it does). */
export function exampleMismatches(def: CalculatorDefinition, example: WorkedExample): string[] {
  const result = runCalculator(def, example.inputs);
  if (!result.ok) return [`"${example.label}" gives no result: ${result.errors.map((e) => e.message).join('; ')}`];
  const problems: string[] = [];
  for (const [name, want] of Object.entries(example.expected)) {
    if (!def.outputs.some((o) => o.name === name)) {
      problems.push(`"${example.label}" expects "${name}", which is not an output`);
      continue;
    }
    const got = result.outputs[name];
    const tolerance = example.tolerance ?? 0;
    const same =
      typeof want === 'number' && typeof got === 'number'
        ? Math.abs(got - want) <= Math.max(Math.abs(want) * tolerance, 1e-9 * Math.max(1, Math.abs(want)))
        : got === want;
    if (!same) problems.push(`"${example.label}": ${name} is ${String(got)}, expected ${String(want)}`);
  }
  return problems;
}
