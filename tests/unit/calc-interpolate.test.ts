import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assertUsablePoints, measuredRange, reciprocalInterpolate, type MeasuredPoint } from '../../calculators/lib/reciprocal-interpolation.ts';
import { oneWayMs, roundTripMs } from '../../calculators/lib/fibre-latency.ts';
import { CURVES as HA_CURVES } from 'virtual:mq-latency-curves/ha';
import { pointsOf } from '../../calculators/lib/latency-runs.ts';

const ha2k = pointsOf(HA_CURVES.m2002!.runs['2048']!);

describe('reciprocalInterpolate', () => {
  it('returns the measured value exactly at every measured point', () => {
    for (const p of ha2k) {
      const e = reciprocalInterpolate(ha2k, p.x);
      expect(e).toEqual({ value: p.y, basis: 'measured', from: [p] });
    }
  });

  it('puts 1/throughput on the straight line between the neighbouring points', () => {
    // 2KB at 3 ms: between the 2 ms (18,919) and 5 ms (8,175) runs, a third of the way along.
    const e = reciprocalInterpolate(ha2k, 3);
    expect(e.basis).toBe('interpolated');
    expect(e.from).toEqual([{ x: 2, y: 18919 }, { x: 5, y: 8175 }]);
    expect(1 / e.value).toBeCloseTo(1 / 18919 + (1 / 8175 - 1 / 18919) / 3, 15);
    expect(Math.round(e.value)).toBe(13156);
  });

  it('gives the harmonic mean of the two throughputs half-way between them', () => {
    const e = reciprocalInterpolate(ha2k, 0.5);
    expect(e.value).toBeCloseTo(2 / (1 / 94215 + 1 / 34945), 6);
    // Well below the arithmetic mean: a straight line through the rates themselves would overestimate.
    expect(e.value).toBeLessThan((94215 + 34945) / 2);
  });

  it('refuses to estimate outside the measured latencies, on either side', () => {
    expect(() => reciprocalInterpolate(ha2k, 10.001)).toThrow(/outside the measured range 0 to 10/);
    expect(() => reciprocalInterpolate([{ x: 1, y: 100 }, { x: 3, y: 50 }], 0)).toThrow(/outside the measured range 1 to 3/);
    expect(measuredRange(ha2k)).toEqual([0, 10]);
    expect(reciprocalInterpolate(ha2k, 10).basis).toBe('measured');
  });

  it('refuses points it cannot use', () => {
    expect(() => assertUsablePoints([{ x: 0, y: 1 }])).toThrow(/two/);
    expect(() => assertUsablePoints([{ x: 0, y: 1 }, { x: 0, y: 2 }])).toThrow(/increasing/);
    expect(() => assertUsablePoints([{ x: 0, y: 1 }, { x: 1, y: 0 }])).toThrow(/positive/);
    expect(() => reciprocalInterpolate(ha2k, Number.NaN)).toThrow(/finite/);
  });

  const increasingPoints: fc.Arbitrary<MeasuredPoint[]> = fc
    .uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 2, maxLength: 8 })
    .chain((xs) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), { minLength: sorted.length, maxLength: sorted.length }).map((ys) => sorted.map((x, i) => ({ x, y: ys[i]! })));
    });

  it('stays between the two neighbouring measurements inside the measured range (property)', () => {
    fc.assert(
      fc.property(increasingPoints, fc.double({ min: 0, max: 1, noNaN: true }), (pts, t) => {
        const x = pts[0]!.x + t * (pts[pts.length - 1]!.x - pts[0]!.x);
        const e = reciprocalInterpolate(pts, x);
        expect(Number.isFinite(e.value)).toBe(true);
        const ys = e.from.map((p) => p.y);
        expect(e.value).toBeGreaterThanOrEqual(Math.min(...ys) * (1 - 1e-12));
        expect(e.value).toBeLessThanOrEqual(Math.max(...ys) * (1 + 1e-12));
      }),
    );
  });

  it('keeps 1/throughput linear within a segment (property)', () => {
    fc.assert(
      fc.property(increasingPoints, fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (pts, i, t) => {
        const seg = i % (pts.length - 1);
        const a = pts[seg]!;
        const b = pts[seg + 1]!;
        const x = a.x + t * (b.x - a.x);
        const e = reciprocalInterpolate(pts, x);
        const expected = 1 / a.y + t * (1 / b.y - 1 / a.y);
        expect(1 / e.value).toBeCloseTo(expected, 12);
      }),
    );
  });
});

describe('distance to round-trip time (report basis, lines 410-418)', () => {
  it('gives 500 µs each way and 1 ms round trip for 100 km', () => {
    expect(oneWayMs(100) * 1000).toBeCloseTo(500, 9);
    expect(roundTripMs(100)).toBe(1);
  });

  it('adds switching time and scales with the fibre factor', () => {
    expect(roundTripMs(100, 1.5, 0.25)).toBe(1.25);
    expect(roundTripMs(300, 1)).toBeCloseTo(2, 12);
    expect(roundTripMs(0)).toBe(0);
  });
});
