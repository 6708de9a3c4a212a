import type { CalculatorDefinition } from '../../../calculators/types.ts';

/** A structural check that a module's default export is a calculator definition. */
export function isDefinition(value: unknown): value is CalculatorDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    Array.isArray(v.inputs) &&
    Array.isArray(v.outputs) &&
    Array.isArray(v.examples) &&
    typeof v.compute === 'function'
  );
}
