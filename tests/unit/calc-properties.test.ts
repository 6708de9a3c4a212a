/**
 * Property tests: for any input in its accepted range a calculator returns finite numbers (or a
 * named error for a documented cross-input rule), never throws, never prints NaN or Infinity; and
 * any out-of-range or malformed input is rejected with a message naming that input.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CalculatorDefinition, InputSpec } from '../../calculators/types.ts';
import { parseInputs, runCalculator } from '../../calculators/inputs.ts';
import { parseQuantity } from '../../calculators/lib/units.ts';
import logSizing, { PLATFORM_LIMITS, MIN_BUFFER_PAGES } from '../../calculators/log-sizing.ts';
import kernelLimits from '../../calculators/kernel-limits.ts';
import swapReservation from '../../calculators/swap-reservation.ts';

const RUNS = 300;
const mine = [logSizing, kernelLimits, swapReservation];

function numberIn(min: number, max: number, integer: boolean | undefined): fc.Arbitrary<number> {
  const any = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const n = integer ? any.map((x) => Math.min(max, Math.max(min, Math.round(x)))) : any;
  return fc.oneof(n, fc.constantFrom(min, max), integer ? fc.integer({ min: Math.max(min, 0), max: Math.min(max, 100000) }) : n);
}

/** Query-string text for a value the input accepts. */
function validText(spec: InputSpec): fc.Arbitrary<string> {
  let value: fc.Arbitrary<string>;
  if (spec.kind === 'enum') value = fc.constantFrom(...spec.options.map((o) => o.value));
  else if (spec.kind === 'number') value = numberIn(spec.min, spec.max, spec.integer).map(String);
  else value = fc.array(numberIn(spec.min, spec.max, spec.integer), { minLength: 1, maxLength: spec.maxItems }).map((a) => a.join(','));
  return spec.optional ? fc.oneof(value, fc.constant('')) : value;
}

function validRaw(def: CalculatorDefinition): fc.Arbitrary<Record<string, string>> {
  return fc.record(Object.fromEntries(def.inputs.map((s) => [s.name, validText(s)])));
}

/** Text the input must reject. */
function invalidText(spec: InputSpec): fc.Arbitrary<string> {
  const garbage = fc.oneof(
    fc.constantFrom('', ' ', 'abc', 'NaN', 'Infinity', '-Infinity', '1e309', '0x10', '--1', '1..2', '12px', '½'),
    fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/^[\s+\-\d.,eE]*$/.test(s)),
    // A string that happens to be a number with a unit ("1 s", "2kb") is a valid value, not garbage.
  ).filter((s) => spec.kind !== 'number' || !parseQuantity(s.trim(), spec.unit).ok);
  if (spec.kind === 'enum') {
    const values = new Set(spec.options.map((o) => o.value));
    return fc.oneof(garbage, fc.string({ maxLength: 12 })).filter((s) => !values.has(s.trim()) && !(spec.optional && s.trim() === ''));
  }
  if (spec.kind !== 'number') return garbage.filter((s) => s.trim() !== '' || !spec.optional);
  const outside = fc.oneof(
    fc.double({ min: -1e300, max: spec.min, noNaN: true, maxExcluded: true }),
    fc.double({ min: spec.max, max: 1e300, noNaN: true, minExcluded: true }),
    fc.constantFrom(spec.min - 1, spec.max + 1, 1e308, -1e308),
  )
    // An excluded bound can still come back as -0 for a bound of 0, which is in range.
    .filter((n) => n < spec.min || n > spec.max)
    .map((n) => n.toExponential(20));
  const fractional = spec.integer ? fc.integer({ min: Math.ceil(spec.min), max: Math.floor(Math.min(spec.max, 1e6)) - 1 }).map((n) => `${n}.5`) : outside;
  return fc.oneof(garbage, outside, fractional).filter((s) => s.trim() !== '' || !spec.optional);
}

function assertSound(def: CalculatorDefinition, raw: Record<string, string>) {
  const r = runCalculator(def, raw);
  if (!r.ok) {
    for (const e of r.errors) {
      expect(e.message).not.toMatch(/NaN|Infinity/);
      expect(def.inputs.map((i) => i.name)).toContain(e.input);
      expect(e.message).toContain(`(${e.input})`);
    }
    return r;
  }
  for (const out of def.outputs) {
    const v = r.outputs[out.name];
    if (typeof v === 'number') expect(Number.isFinite(v), `${out.name} = ${v}`).toBe(true);
    if (!out.optional) expect(v, out.name).not.toBeNull();
  }
  const text = [...r.work.flatMap((w) => [w.formula, w.substituted]), ...r.warnings, ...(r.snippets ?? []).map((s) => s.text)].join('\n');
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
  return r;
}

for (const def of mine) {
  describe(`${def.id}: properties`, () => {
    it('never throws, never returns a non-finite number, for any in-range input', () => {
      fc.assert(
        fc.property(validRaw(def), (raw) => {
          const parsed = parseInputs(def, raw);
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(() => def.compute(parsed.values)).not.toThrow();
          assertSound(def, raw);
        }),
        { numRuns: RUNS },
      );
    });

    for (const spec of def.inputs) {
      it(`rejects every out-of-range or malformed ${spec.name}, naming it`, () => {
        fc.assert(
          fc.property(validRaw(def), invalidText(spec), (raw, bad) => {
            // An input used only in one mode is checked in that mode.
            const when = spec.onlyWhen ? { [spec.onlyWhen.input]: spec.onlyWhen.values[0]! } : {};
            const r = runCalculator(def, { ...raw, ...when, [spec.name]: bad });
            expect(r.ok, `${spec.name}=${JSON.stringify(bad)}`).toBe(false);
            if (!r.ok) {
              const mine = r.errors.find((e) => e.input === spec.name);
              expect(mine, `${spec.name}=${JSON.stringify(bad)}`).toBeDefined();
              expect(mine!.message).toContain(`${spec.label} (${spec.name})`);
              expect(mine!.message).not.toMatch(/NaN|Infinity/);
            }
          }),
          { numRuns: 60 },
        );
      });
    }
  });
}

describe('log-sizing: the platform rules', () => {
  const platformRaw = fc
    .constantFrom('unix' as const, 'windows' as const)
    .chain((platform) => {
      const lim = PLATFORM_LIMITS[platform];
      return fc.record({
        platform: fc.constant(platform),
        logFilePages: fc.integer({ min: lim.minPages, max: 65535 }).map(String),
        primaryFiles: fc.integer({ min: 2, max: lim.maxPrimary }),
        logBufferPages: fc.oneof(fc.constant(0), fc.integer({ min: MIN_BUFFER_PAGES, max: 4096 })).map(String),
        msgBytes: fc.integer({ min: 0, max: 104857600 }).map(String),
        putsPerSec: fc.double({ min: 0, max: 1e7, noNaN: true }).map(String),
        msgsPerUow: fc.integer({ min: 1, max: 1000000 }).map(String),
        longestUowSec: fc.double({ min: 0, max: 31536000, noNaN: true }).map(String),
      }).chain((r) => fc.integer({ min: 1, max: Math.min(lim.maxSecondary, lim.maxTotal - r.primaryFiles) }).map((s) => ({ ...r, primaryFiles: String(r.primaryFiles), secondaryFiles: String(s) })));
    });

  it('accepts every combination IBM documents for the platform', () => {
    fc.assert(
      fc.property(platformRaw, (raw) => {
        const r = assertSound(logSizing, raw);
        expect(r.ok, JSON.stringify(raw)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('rejects more files than the platform allows in total', () => {
    fc.assert(
      fc.property(fc.constantFrom('unix' as const, 'windows' as const), fc.integer({ min: 1, max: 300 }), (platform, over) => {
        const lim = PLATFORM_LIMITS[platform];
        const primary = Math.min(lim.maxPrimary, lim.maxTotal - 1);
        const secondary = Math.min(lim.maxSecondary, lim.maxTotal - primary + over);
        fc.pre(primary + secondary > lim.maxTotal);
        const r = runCalculator(logSizing, { platform, primaryFiles: String(primary), secondaryFiles: String(secondary) });
        expect(r.ok).toBe(false);
      }),
    );
  });
});
