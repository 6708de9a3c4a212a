import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/lib/calculators/registry.ts';
import { rawFromSearch } from '../../src/lib/calculators/query.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { HOSTILE_NAMES, PAYLOADS } from '../hostile-payloads.ts';

// Every hostile value in every input of every calculator, read from a query string exactly as the
// page reads it (rawFromSearch) and run as the page runs it (runCalculator): each is refused with a
// message that names the input, and no result comes out. The browser tests (hostile.test.ts) load
// one payload of each kind per page to prove the page shows these messages and runs nothing.

const BROKEN = /\b(NaN|Infinity|undefined)\b/;

describe.each(calculators.map((def) => [def.id, def] as const))('%s under hostile links', (_id, def) => {
  it.each(PAYLOADS.map((p) => [p.slice(0, 40), p]))('%s in every input at once: refused, no result', (_label, payload) => {
    const query = `?${def.inputs.map((i) => `${i.name}=${payload}`).join('&')}`;
    const result = runCalculator(def, rawFromSearch(def, query));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.length).toBeGreaterThan(0);
    for (const e of result.errors) {
      expect(def.inputs.some((i) => i.name === e.input), `error names an input: ${e.message}`).toBe(true);
      // A broken-number word may appear only where the message quotes what was typed.
      const bad = BROKEN.exec(e.message);
      if (bad) expect(decodeURIComponentSafe(payload), e.message).toContain(bad[1]);
    }
  });

  it.each(def.inputs.map((i) => [i.name, i] as const))('%s alone, with each hostile value: refused, naming it', (_name, input) => {
    const failures: string[] = [];
    for (const payload of PAYLOADS) {
      const result = runCalculator(def, rawFromSearch(def, `?${input.name}=${payload}`));
      if (result.ok) failures.push(`${payload.slice(0, 30)}: accepted`);
      else if (!result.errors.some((e) => e.input === input.name && (e.message.includes(input.label) || e.message.includes(input.name)))) {
        failures.push(`${payload.slice(0, 30)}: no message names ${input.name} (${result.errors.map((e) => e.message).join(' | ').slice(0, 160)})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('hostile parameter names and repeated parameters are ignored or refused, never looked up', () => {
    const names = rawFromSearch(def, `?${HOSTILE_NAMES.map((n) => `${n}=1`).join('&')}`);
    expect(Object.keys(names)).toEqual([]);
    const first = def.inputs[0]!.name;
    const repeated = runCalculator(def, rawFromSearch(def, `?${first}=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E&${first}=1&${first}=2`));
    // The first value counts (as URLSearchParams.get does), and it is refused by name.
    expect(repeated.ok).toBe(false);
    if (!repeated.ok) expect(repeated.errors.some((e) => e.input === first)).toBe(true);
  });
});

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
