/**
 * Every calculator, discovered from calculators/*.ts at build time: a file that default-exports a
 * definition is a calculator, so adding one is adding a file. Helper modules in that folder
 * (types, inputs, formatting) have no default export and are skipped.
 */
import type { CalculatorDefinition } from '../../../calculators/types.ts';
import { isDefinition } from './shape.ts';
import { GROUPS } from './groups.ts';

const modules = import.meta.glob<{ default?: unknown }>(
  ['../../../calculators/*.ts', '!../../../calculators/types.ts', '!../../../calculators/inputs.ts', '!../../../calculators/format.ts'],
  { eager: true },
);

function fileId(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.ts$/, '');
}

function discover(): CalculatorDefinition[] {
  const found: CalculatorDefinition[] = [];
  for (const [path, mod] of Object.entries(modules)) {
    if (mod.default === undefined) continue;
    if (!isDefinition(mod.default)) throw new Error(`${path}: its default export is not a calculator definition (id, title, inputs, outputs, compute)`);
    // The page script loads a calculator by id from its file name, so the two must agree.
    if (mod.default.id !== fileId(path)) throw new Error(`${path}: id "${mod.default.id}" must equal the file name "${fileId(path)}"`);
    const def = mod.default;
    // An unknown group would leave the calculator off /calculators/ and the home page.
    if (!GROUPS.some((g) => g.id === def.group)) {
      throw new Error(`${path}: group "${String(def.group)}" must be one of ${GROUPS.map((g) => g.id).join(', ')}`);
    }
    found.push(def);
  }
  return found.sort((a, b) => a.title.localeCompare(b.title));
}

/** All calculators, by title. */
export const calculators: readonly CalculatorDefinition[] = discover();

export function calculatorById(id: string): CalculatorDefinition {
  const def = calculators.find((c) => c.id === id);
  if (!def) throw new Error(`Unknown calculator "${id}" (known: ${calculators.map((c) => c.id).join(', ')})`);
  return def;
}
