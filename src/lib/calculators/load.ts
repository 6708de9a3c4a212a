/**
 * Loads one calculator in the browser, by id. The glob is lazy, so Vite emits one chunk per
 * calculator and a page downloads only the calculator it shows.
 */
import type { CalculatorDefinition } from '../../../calculators/types.ts';
import { isDefinition } from './shape.ts';

const loaders = import.meta.glob<{ default?: unknown }>([
  '../../../calculators/*.ts',
  '!../../../calculators/types.ts',
  '!../../../calculators/inputs.ts',
  '!../../../calculators/format.ts',
]);

export async function loadCalculator(id: string): Promise<CalculatorDefinition> {
  const load = loaders[`../../../calculators/${id}.ts`];
  if (!load) throw new Error(`Unknown calculator "${id}"`);
  const mod = await load();
  if (!isDefinition(mod.default)) throw new Error(`calculators/${id}.ts does not default-export a calculator definition`);
  return mod.default;
}
