import { describe, expect, it } from 'vitest';
import def from '../../calculators/ha-latency.ts';
import { HA_CURVE_SPECS } from '../../calculators/lib/latency-curve-specs.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { curvesFromData, interpolatesBetweenNeighbours, measuredPointsExactly, neverGainsWithLatency, neverThrows, refusesBeyondMeasured, rejectsEveryBadInput, runOk } from './latency-calculator-checks.ts';

const HA_CURVES = curvesFromData(HA_CURVE_SPECS);

const run = (raw: Record<string, string | undefined>) => runOk(def, raw);

describe('ha-latency: the issue\'s must-hold values (M2002A, 2KB)', () => {
  it('rttMs 0 gives the direct 94,215 round trips/s', () => {
    expect(run({ rttMs: '0', msgSize: '2048' }).outputs).toMatchObject({ roundTripsPerSec: 94215, directRoundTripsPerSec: 94215, pctOfDirect: 100, reductionPct: 0 });
  });
  it('rttMs 2 gives 18,919 round trips/s, a 79.9% reduction (the report\'s ~80%)', () => {
    expect(run({ rttMs: '2', msgSize: '2048' }).outputs).toMatchObject({ roundTripsPerSec: 18919, reductionPct: 79.9, pctOfDirect: 20.1 });
  });
  it('distanceKm 100 gives an RTT of 1.0 ms and the 1 ms run', () => {
    expect(run({ distanceKm: '100', msgSize: '2048' }).outputs).toMatchObject({ rttMs: 1, roundTripsPerSec: 34945 });
  });
});

describe('ha-latency: worked examples (presets) reproduce the printed tables', () => {
  for (const ex of def.examples) {
    it(ex.label, () => {
      expect(exampleMismatches(def, ex)).toEqual([]);
      expect(ex.source.kind).toBe('report');
    });
  }
  it('keeps M2002 as the default and offers M2001 beside the others', () => {
    expect(def.inputs.find((i) => i.name === 'source')!.default).toBe('m2002');
    const options = def.inputs.find((i) => i.name === 'source');
    expect(options?.kind === 'enum' && options.options.map((o) => o.value)).toEqual(['m2002', 'm2001', 'm2002-v2', 'm2003', 'mq93-rdqm', 'mq93-miqm']);
  });
});

describe('ha-latency: method', () => {
  measuredPointsExactly(def, HA_CURVES);
  interpolatesBetweenNeighbours(def, HA_CURVES);
  refusesBeyondMeasured(def, HA_CURVES, 50);

  it('interpolates 2KB at 3 ms between the 2 and 5 ms runs (the inventory’s worked value 13,156)', () => {
    const r = run({ rttMs: '3', msgSize: '2048' });
    expect(r.outputs.roundTripsPerSec).toBe(13156);
    expect(r.summary).toMatch(/interpolated between the measured runs/);
  });

  it('M2001A at 2 ms and 2KB: 13,478 round trips/s, the report’s "~77% reduction"', () => {
    expect(run({ rttMs: '2', msgSize: '2048', source: 'm2001' }).outputs).toMatchObject({ roundTripsPerSec: 13478, pctOfDirect: 22.6, reductionPct: 77.4 });
  });

  it('refuses a distance whose round trip is beyond 10 ms, naming distanceKm and the distance that fits', () => {
    const r = runCalculator(def, { distanceKm: '1200', msgSize: '2048' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[0]!.input).toBe('distanceKm');
      expect(r.errors[0]!.message).toContain('Distance between the appliances (distanceKm) of 1,200 km gives a round trip of 12 ms, outside what the M2002A HA pair was measured at (0 to 10 ms, up to 1,000 km');
      expect(r.errors[0]!.message).toContain('no more than 10 ms');
    }
    expect(run({ distanceKm: '1000', msgSize: '2048' }).outputs.roundTripsPerSec).toBe(4257);
  });

  it('MQ 9.3 RDQM: answers to 2 ms, warns past IBM’s 5 ms support only where measured, refuses beyond 2 ms', () => {
    expect(run({ rttMs: '1', msgSize: '2048', source: 'mq93-rdqm' }).outputs.roundTripsPerSec).toBe(33366);
    const r = runCalculator(def, { rttMs: '3', msgSize: '2048', source: 'mq93-rdqm' });
    expect(!r.ok && r.errors[0]!.message).toMatch(/0 to 2 ms\. .*IBM supports RDQM replication links with latencies up to 5 ms/);
  });

  it('rejects a size the chosen curve did not measure, naming the ones it did', () => {
    const r = runCalculator(def, { rttMs: '1', msgSize: '256', source: 'mq93-rdqm' });
    expect(!r.ok && r.errors[0]!.message).toBe('Message size (msgSize) must be one of 2048, 20480, 204800 for MQ 9.3 on Linux, RDQM (2023), the sizes it measured; got 256');
  });

  it('rejects an unknown or inherited source name', () => {
    for (const source of ['m2000', '__proto__', 'constructor', 'toString']) {
      const r = runCalculator(def, { rttMs: '1', source });
      expect(r.ok, source).toBe(false);
      expect(!r.ok && r.errors[0]!.input).toBe('source');
    }
  });

  it('says what each curve applies to, in the working', () => {
    for (const source of Object.keys(HA_CURVES)) {
      const r = run({ rttMs: '1', msgSize: '2048', source });
      expect(r.work[0]!.substituted).toBe(HA_CURVES[source]!.appliesTo);
    }
  });

  it('names each curve’s own client count (M2003A: 300, M2002A: 400), not the M2002’s for all', () => {
    const m2003 = run({ rttMs: '1', msgSize: '2048', source: 'm2003' }).work.find((w) => /Requester clients/.test(w.label))!;
    expect(m2003.substituted).toMatch(/^300 requester clients in every run/);
    const m2002 = run({ rttMs: '1', msgSize: '2048' }).work.find((w) => /Requester clients/.test(w.label))!;
    expect(m2002.substituted).toMatch(/^400 requester clients in every run/);
    expect(run({ rttMs: '2', msgSize: '204800' }).warnings.join(' ')).toMatch(/140 at 0 ms, 150 at 2 ms/);
  });

  it('lets a measured RTT win over a distance, and adds fibre factor and switching time to a distance', () => {
    expect(run({ distanceKm: '1000', rttMs: '2', extraMs: '5', msgSize: '2048' }).outputs).toMatchObject({ rttMs: 2, roundTripsPerSec: 18919 });
    expect(run({ distanceKm: '200', fibreFactor: '1', extraMs: '0.5' }).outputs.rttMs).toBeCloseTo((2 * 200) / 300 + 0.5, 3);
  });

  it('needs a distance or a round-trip time, and says so', () => {
    const r = runCalculator(def, { distanceKm: '' });
    expect(!r.ok && r.errors[0]).toEqual({ input: 'rttMs', message: 'Enter either Distance between the appliances (distanceKm), 0 to 2,000 km, or Added round-trip time (measured) (rttMs), 0 to 50 ms.' });
  });

  it('explains the ~80% with the report\'s single-thread latencies (≈5 serial replication round trips at 2KB)', () => {
    const step = run({ rttMs: '2', msgSize: '2048' }).work.find((w) => /Why latency costs so much/.test(w.label));
    expect(step?.substituted).toMatch(/\(10\.6 − 0\.7\) ÷ 2 ≈ 5/);
  });

  it('draws measured points, the curve between them and the reader\'s point, and nothing beyond', () => {
    const r = run({ rttMs: '8', msgSize: '2048' });
    const marks = r.chart!.marks;
    expect(marks.map((m) => m.series).sort()).toEqual(['Interpolated (1/throughput linear in latency)', 'Measured', 'This result'].sort());
    const pts = (series: string) => marks.flatMap((m) => (m.series === series && m.kind === 'points' ? m.points : []));
    expect(pts('Measured')).toHaveLength(5);
    expect(pts('This result')).toEqual([{ x: 8, y: r.outputs.roundTripsPerSec, note: 'your inputs' }]);
  });
});

describe('ha-latency: properties', () => {
  neverThrows(def, HA_CURVES);
  neverGainsWithLatency(def, 10);
  rejectsEveryBadInput(def, { rttMs: '1' });
});
