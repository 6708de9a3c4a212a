/**
 * The checks the HA and DR latency calculators share: every measured point of every curve comes
 * back exactly (with the printed "vs Direct"), estimates lie between the two neighbouring runs,
 * a round trip beyond the last measurement is refused with a message naming the input and the
 * measured range, and no valid input throws or gives NaN.
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import type { CalculatorDefinition } from '../../calculators/types.ts';
import { parseInputs, runCalculator } from '../../calculators/inputs.ts';
import { invalidText, validRaw } from '../../calculators/lib/input-arbitraries.ts';
import { MESSAGE_BYTES, type LatencyCurve } from '../../calculators/lib/latency-runs.ts';
import { buildCurves, type CurveSpec } from '../../calculators/lib/latency-curve-data.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The curves as read from data/ with every field (the printed "vs Direct" included, which pages do
 * not ship); calc-latency-curves.test.ts checks that the generated modules hold the same runs.
 */
export function curvesFromData(specs: Readonly<Record<string, CurveSpec>>): Record<string, LatencyCurve> {
  return buildCurves(specs, (path) => readFileSync(join(process.cwd(), 'data', path), 'utf8'));
}

export function runOk(def: CalculatorDefinition, raw: Record<string, string | undefined>) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}

/**
 * The share is computed from the rates, so it matches the printed "vs Direct" to its last digit,
 * give or take the 0.1 where IBM rounded from unrounded rates (catalogued as inconsistencies).
 */
export function measuredPointsExactly(def: CalculatorDefinition, curves: Readonly<Record<string, LatencyCurve>>): void {
  it('returns every measured point of every curve exactly, with the printed "vs Direct" share (to 0.1)', () => {
    let n = 0;
    for (const [source, curve] of Object.entries(curves)) {
      for (const size of MESSAGE_BYTES) {
        for (const r of curve.runs[size] ?? []) {
          const out = runOk(def, { rttMs: String(r.addedMs), msgSize: size, source }).outputs;
          const label = `${source} ${size} ${r.addedMs}`;
          expect(out.roundTripsPerSec, label).toBe(r.roundTripsPerSec);
          expect(out.directRoundTripsPerSec, label).toBe(curve.runs[size]![0]!.roundTripsPerSec);
          if (r.vsDirectPct !== undefined) expect(Math.abs((out.pctOfDirect as number) - r.vsDirectPct), label).toBeLessThanOrEqual(0.1 + 1e-9);
          n++;
        }
      }
    }
    expect(n).toBeGreaterThanOrEqual(60);
  });
}

export function interpolatesBetweenNeighbours(def: CalculatorDefinition, curves: Readonly<Record<string, LatencyCurve>>): void {
  it('between two measured round trips, gives a value between their rates, 1/throughput on the straight line (property)', () => {
    const cases = Object.entries(curves).flatMap(([source, c]) => MESSAGE_BYTES.filter((s) => c.runs[s]).map((size) => ({ source, size, runs: c.runs[size]! })));
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.nat(), fc.double({ min: 0.01, max: 0.99, noNaN: true }), ({ source, size, runs }, i, t) => {
        const a = runs[i % (runs.length - 1)]!;
        const b = runs[(i % (runs.length - 1)) + 1]!;
        const x = Math.round((a.addedMs + t * (b.addedMs - a.addedMs)) * 1000) / 1000;
        if (x === a.addedMs || x === b.addedMs) return;
        const r = runOk(def, { rttMs: String(x), msgSize: size, source });
        const expected = 1 / (1 / a.roundTripsPerSec + ((1 / b.roundTripsPerSec - 1 / a.roundTripsPerSec) * (x - a.addedMs)) / (b.addedMs - a.addedMs));
        expect(r.outputs.roundTripsPerSec).toBe(Math.round(expected));
        expect(r.work.some((w) => w.output === 'roundTripsPerSec' && w.label.includes(`interpolated between the ${a.addedMs} and ${b.addedMs} ms runs`))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
}

export function refusesBeyondMeasured(def: CalculatorDefinition, curves: Readonly<Record<string, LatencyCurve>>, maxRttMs: number): void {
  it('refuses a round trip beyond the chosen curve’s last measurement, naming rttMs and the measured range', () => {
    for (const [source, curve] of Object.entries(curves)) {
      const size = MESSAGE_BYTES.find((s) => curve.runs[s])!;
      const last = curve.runs[size]!.at(-1)!.addedMs;
      const over = Math.min(maxRttMs, last + 0.5);
      const r = runCalculator(def, { rttMs: String(over), msgSize: size, source });
      expect(r.ok, `${source} at ${over}`).toBe(false);
      if (r.ok) continue;
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]!.input).toBe('rttMs');
      expect(r.errors[0]!.message).toContain(`(rttMs) of ${over} ms is outside what the ${curve.name} was measured at: 0 to ${last} ms`);
      expect(r.errors[0]!.message).toMatch(/estimates only between measured points/);
      // The last measured point itself is answered.
      expect(runCalculator(def, { rttMs: String(last), msgSize: size, source }).ok).toBe(true);
    }
  });
}

/** Any valid input gives finite outputs or one of the known refusals, never a throw. */
export function neverThrows(def: CalculatorDefinition, curves: Readonly<Record<string, LatencyCurve>>): void {
  it('never throws or returns NaN/Infinity for in-range inputs; the only refusals are named', () => {
    fc.assert(
      fc.property(validRaw(def.inputs), (raw) => {
        const parsed = parseInputs(def, raw);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const result = def.compute(parsed.values);
        if (!result.ok) {
          const [error] = result.errors;
          const curve = curves[parsed.values.source as string]!;
          if (error!.input === 'msgSize') expect(curve.runs[parsed.values.msgSize as '256']).toBeUndefined();
          else if (/is outside what/.test(error!.message)) expect(['rttMs', 'distanceKm']).toContain(error!.input);
          else expect(raw.rttMs === '' || raw.rttMs === undefined).toBe(true);
          return;
        }
        for (const [name, value] of Object.entries(result.outputs)) expect(typeof value === 'number' && Number.isFinite(value), name).toBe(true);
        // Throughput lost is below zero only where a run with latency peaked above the direct one (M2001A 20KB and 200KB).
        for (const [name, value] of Object.entries(result.outputs)) if ((value as number) < 0) expect([name, (result.outputs.pctOfDirect as number) > 100]).toEqual(['reductionPct', true]);
      }),
      { numRuns: 300 },
    );
  });
}

/** The default curve never gains throughput as the round trip grows, anywhere in its measured range. */
export function neverGainsWithLatency(def: CalculatorDefinition, maxMeasuredMs: number): void {
  it(`the default curve never gains throughput as the round trip grows, 0 to ${maxMeasuredMs} ms (property)`, () => {
    const ms = fc.double({ min: 0, max: maxMeasuredMs, noNaN: true });
    fc.assert(
      fc.property(fc.constantFrom(...MESSAGE_BYTES), ms, ms, (size, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const rate = (x: number) => runOk(def, { rttMs: String(x), msgSize: size }).outputs.roundTripsPerSec as number;
        expect(rate(hi)).toBeLessThanOrEqual(rate(lo));
      }),
    );
  });
}

/** Every out-of-range value of every input is refused by the parser, naming that input. */
export function rejectsEveryBadInput(def: CalculatorDefinition, base: Record<string, string>): void {
  it('rejects every out-of-range value and names the input', () => {
    for (const spec of def.inputs) {
      fc.assert(
        fc.property(invalidText(spec), (text) => {
          const r = parseInputs(def, { ...base, [spec.name]: text });
          expect(r.ok, `${spec.name}=${text}`).toBe(false);
          if (!r.ok) expect(r.errors.map((e) => e.input)).toContain(spec.name);
        }),
        { numRuns: 60 },
      );
    }
  });
}
