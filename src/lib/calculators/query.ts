/**
 * The URL contract of a calculator page (DESIGN.md): inputs are read from and written to the
 * query string under their input names, so a link reproduces a result. Pure functions of strings,
 * shared by the page script and the tests; the query string itself is read and written by the
 * site's one URL-state helper (src/lib/url-state.ts).
 */
import type { CalculatorDefinition } from '../../../calculators/types.ts';
import { withImpliedChoices, type RunResult } from '../../../calculators/inputs.ts';
import { formatOutput } from '../../../calculators/format.ts';
import { readParams, writeParams } from '../url-state.ts';

type Raw = Record<string, string | undefined>;

/** The calculator's inputs present in a query string ("?a=1&b=2"); other parameters are ignored. */
export function rawFromSearch(def: Pick<CalculatorDefinition, 'inputs'>, search: string): Raw {
  return Object.fromEntries(readParams(search, def.inputs.map((spec) => spec.name)));
}

/**
 * A query string holding every input's current text, keeping any parameter that is not an input.
 * An empty optional input is left out (it means "not given"); an empty required one is kept as
 * "name=" so the link reproduces the same error.
 */
export function searchFromRaw(def: Pick<CalculatorDefinition, 'inputs'>, raw: Raw, existing = ''): string {
  return writeParams(
    def.inputs.map((spec) => {
      const value = (raw[spec.name] ?? '').trim();
      return [spec.name, value === '' && spec.optional ? undefined : value];
    }),
    existing,
  );
}

/** The inputs of a worked example as a full set: the calculator's defaults, overlaid with the example's values. */
export function presetRaw(def: Pick<CalculatorDefinition, 'inputs'>, given: Record<string, string>): Record<string, string> {
  const example = withImpliedChoices(def, given);
  const raw: Record<string, string> = {};
  for (const spec of def.inputs) {
    const given = Object.hasOwn(example, spec.name) ? example[spec.name] : undefined;
    if (given !== undefined) raw[spec.name] = given;
    else if (spec.default !== undefined) raw[spec.name] = Array.isArray(spec.default) ? spec.default.join(',') : String(spec.default);
    else raw[spec.name] = '';
  }
  return raw;
}

/** Plain text of a result, for the "Copy results" button: inputs, outputs, warnings and the link. */
export function resultText(def: CalculatorDefinition, raw: Raw, result: RunResult, link: string): string {
  const lines = [def.title, ''];
  lines.push('Inputs');
  for (const spec of def.inputs) {
    const value = raw[spec.name] ?? (spec.default === undefined ? '' : String(spec.default));
    const unit = spec.kind === 'enum' ? '' : ` ${spec.unit}`;
    lines.push(`  ${spec.label} (${spec.name}): ${value === '' ? '(not given)' : `${value}${unit}`}`);
  }
  lines.push('');
  if (!result.ok) {
    lines.push('No result:');
    for (const e of result.errors) lines.push(`  ${e.message}`);
  } else {
    lines.push('Results');
    if (result.summary) lines.push(`  ${result.summary}`);
    for (const out of def.outputs) lines.push(`  ${out.label}: ${formatOutput(result.outputs[out.name], out.unit, out.noun)}`);
    if (result.warnings.length) {
      lines.push('', 'Notes');
      for (const w of result.warnings) lines.push(`  - ${w}`);
    }
  }
  lines.push('', `Applies to: ${def.appliesTo}`, `Link: ${link}`);
  return lines.join('\n');
}
