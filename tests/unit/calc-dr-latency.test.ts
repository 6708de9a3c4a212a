import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import def from '../../calculators/dr-latency.ts';
import { DR_CURVE_SPECS } from '../../calculators/lib/latency-curve-specs.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { curvesFromData, interpolatesBetweenNeighbours, measuredPointsExactly, neverGainsWithLatency, neverThrows, refusesBeyondMeasured, rejectsEveryBadInput, runOk } from './latency-calculator-checks.ts';

const DR_CURVES = curvesFromData(DR_CURVE_SPECS);

const run = (raw: Record<string, string | undefined>) => runOk(def, raw);

describe('dr-latency: the issue\'s must-hold values', () => {
  it('2KB at 50 ms gives 59,833 round trips/s; at 100 ms 29,379', () => {
    expect(run({ rttMs: '50', msgSize: '2048' }).outputs.roundTripsPerSec).toBe(59833);
    expect(run({ rttMs: '100', msgSize: '2048' }).outputs.roundTripsPerSec).toBe(29379);
  });
  it('10 queue managers put 41,943,040 bytes (10 × 4 MiB) at risk', () => {
    expect(run({ rttMs: '10', queueManagers: '10' }).outputs.maxDataAtRiskBytes).toBe(41943040);
  });
});

describe('dr-latency: worked examples (presets) reproduce the printed tables', () => {
  for (const ex of def.examples) {
    it(ex.label, () => {
      expect(exampleMismatches(def, ex)).toEqual([]);
      expect(ex.source.kind).toBe('report');
    });
  }
  it('keeps M2002 as the default and offers M2001 and M2003', () => {
    const source = def.inputs.find((i) => i.name === 'source');
    expect(source?.kind === 'enum' && [source.default, ...source.options.map((o) => o.value)]).toEqual(['m2002', 'm2002', 'm2001', 'm2002-v2', 'm2003']);
  });
});

describe('dr-latency: method', () => {
  measuredPointsExactly(def, DR_CURVES);
  interpolatesBetweenNeighbours(def, DR_CURVES);
  refusesBeyondMeasured(def, DR_CURVES, 200);

  it('M2001A: the share is the rates’ share where the report’s printed percentage slipped', () => {
    expect(run({ rttMs: '10', msgSize: '204800', source: 'm2001' }).outputs.pctOfDirect).toBe(101);
    expect(run({ rttMs: '100', msgSize: '204800', source: 'm2001' }).outputs.pctOfDirect).toBe(30.3);
  });

  it('refuses a distance beyond 100 ms of round trip, naming distanceKm', () => {
    const r = runCalculator(def, { distanceKm: '12000', msgSize: '2048' });
    expect(!r.ok && r.errors[0]!.input).toBe('distanceKm');
    expect(!r.ok && r.errors[0]!.message).toMatch(/gives a round trip of 120 ms, outside what the M2002A was measured at \(0 to 100 ms, up to 10,000 km/);
  });

  it('says the queue-manager count changes only the data at risk', () => {
    const r = run({ rttMs: '20', msgSize: '2048', queueManagers: '3' });
    expect(r.outputs.maxDataAtRiskBytes).toBe(3 * 4 * 1024 * 1024);
    expect(r.outputs.roundTripsPerSec).toBe(99599);
    expect(r.warnings.join(' ')).toMatch(/changes only the data at risk/);
  });

  it('lists the client counts behind the compared peaks when they differ', () => {
    expect(run({ rttMs: '20', msgSize: '2048' }).warnings.join(' ')).toMatch(/400 at 0 ms, 300 at 20 ms/);
  });

  it('says on the calculator that the report does not state round trip or one way', () => {
    expect(def.inputs.find((i) => i.name === 'rttMs')!.help).toMatch(/does not say whether those delays are round-trip or one-way/);
    expect(def.explanation.join(' ')).toMatch(/does not say whether they are round-trip or one-way/);
  });

  it('the 4MB per queue manager is on line 481 of the M2002 report and line 634 of the M2001 report', () => {
    const line = (file: string, n: number) => readFileSync(join(process.cwd(), '..', 'shared', file), 'utf8').split('\n')[n - 1];
    expect(line('reports/mq-appliance-m2002.txt', 481)).toMatch(/up to a maximum of 4MB per QM is held in the TCP send buffer/);
    expect(line('modern/mq-appliance-hadr-m2001.txt', 634)).toMatch(/up to a maximum of 4MB per QM is held in the TCP/);
  });
});

describe('DR from distance and a truthful data at risk', () => {
  it('turns a distance into a round trip and outputs rttMs; a measured round trip wins', () => {
    expect(run({ distanceKm: '1000', msgSize: '2048' }).outputs.rttMs).toBe(10);
    expect(run({ distanceKm: '1,000 km', fibreFactor: '1.5', extraMs: '2 ms' }).outputs.rttMs).toBe(12);
    expect(run({ distanceKm: '1000', rttMs: '50' }).outputs.rttMs).toBe(50);
    expect(run({ distanceKm: '60 km' }).warnings.join(' ')).toMatch(/least latency possible/);
  });

  it('asks for a distance or a round trip when both are cleared', () => {
    const r = runCalculator(def, { distanceKm: '', rttMs: '' });
    expect(!r.ok && r.errors[0]!.message).toMatch(/Enter either Distance to the recovery appliance \(distanceKm\)/);
  });

  it('says what the data-at-risk bound assumes and what happens when the link is down or behind', () => {
    const r = run({ rttMs: '10' });
    const notes = r.warnings.join(' ');
    expect(notes).toMatch(/assumes the DR link is up and keeping up/);
    expect(notes).toMatch(/loses what was written since the link went down/);
    expect(r.summary).toMatch(/while the link keeps up, a failover loses at most 40 MiB/);
  });
});

describe('dr-latency: properties', () => {
  neverThrows(def, DR_CURVES);
  neverGainsWithLatency(def, 100);
  rejectsEveryBadInput(def, {});
});
