import { describe, expect, it } from 'vitest';
import { loadModelInfo } from '../../src/lib/simulator/model-info.ts';
import { measuredPoints } from '../../src/lib/simulator/measured.ts';
import { compareResult, measuredAt } from '../../src/lib/simulator/compare.ts';
import { runCsv, runJson, sweepCsv, sweepJson } from '../../src/lib/simulator/export.ts';
import type { RunResult } from '../../src/lib/simulator/protocol.ts';

/**
 * A result beside the report's value for the same configuration, and the exports: JSON equal to
 * the model's own output, CSV with one row per output or per swept value.
 */
const info = loadModelInfo();
const measured = measuredPoints(info, 'appliance-ha');
const params = { ...Object.fromEntries(info.params.map((p) => [p.name, p.default])), ...info.presetValues['appliance-ha'] } as Record<string, number>;
const outputs = info.outputs.map((o) => o.name);

function result(over: Partial<RunResult> = {}): RunResult {
  const base: Record<string, unknown> = { model: 'mqsim', version: info.version, preset: 'appliance-ha', params, ci95: null, replications: 1, measuredRoundTrips: 10, simulatedSeconds: 1, events: 100, truncated: false, wallMs: 12 };
  for (const o of outputs) base[o] = 1;
  return { ...(base as unknown as RunResult), roundTripsPerSec: 100000, lockContentionPct: null, ...over };
}

describe('simulator results beside the report', () => {
  it('finds the measured value only for exactly the measured configuration', () => {
    expect(measuredAt(measured, params, 'roundTripsPerSec')?.value).toBe(94215);
    expect(measuredAt(measured, { ...params, seed: 9, replications: 3 }, 'roundTripsPerSec')?.value).toBe(94215);
    expect(measuredAt(measured, { ...params, replication: 0 }, 'roundTripsPerSec')?.value).toBe(111870);
    expect(measuredAt(measured, { ...params, requesters: 399 }, 'roundTripsPerSec')).toBeUndefined();
    expect(measuredAt(measured, params, 'cpuUtilisation')?.value).toBeCloseTo(0.9183, 10);
  });

  it('gives the difference in percent, and none where nothing was measured', () => {
    const c = compareResult(result(), outputs, measured);
    const rate = c.find((x) => x.output === 'roundTripsPerSec')!;
    expect(rate.differencePct).toBeCloseTo(((100000 - 94215) / 94215) * 100, 10);
    expect(c.find((x) => x.output === 'logMBps')!.measured).toBeNull();
    expect(c.find((x) => x.output === 'lockContentionPct')!.model).toBeNull();
  });
});

describe('simulator exports', () => {
  it('JSON is the model\'s output without the browser\'s wall-clock time', () => {
    const r = result();
    const parsed = JSON.parse(runJson(r)) as Record<string, unknown>;
    expect(parsed.wallMs).toBeUndefined();
    expect(parsed.roundTripsPerSec).toBe(100000);
    const sweep = JSON.parse(sweepJson({ param: 'rttMs', metric: 'roundTripsPerSec', values: [0, 1], results: [r, r] }));
    expect(sweep.values).toEqual([0, 1]);
    expect(sweep.results).toHaveLength(2);
  });

  it('CSV has a header and one row per output or per swept value, quoted where needed', () => {
    const r = result({ ci95: { roundTripsPerSec: [99000, 101000] } });
    const csv = runCsv(info.outputs, compareResult(r, outputs, measured)).trimEnd().split('\r\n');
    expect(csv[0]).toBe('output,unit,model,ci95_low,ci95_high,report,report_source,difference_pct');
    expect(csv).toHaveLength(outputs.length + 1);
    const rate = csv.find((l) => l.startsWith('roundTripsPerSec,'))!;
    expect(rate).toMatch(/^roundTripsPerSec,round trips\/s,100000,99000,101000,94215,"Table 9, [^"]+",6\.14/);
    const sweep = sweepCsv(info.outputs, { param: 'rttMs', metric: 'roundTripsPerSec', values: [0, 5], results: [r, r] }).trimEnd().split('\r\n');
    expect(sweep).toHaveLength(3);
    expect(sweep[0]!.split(',').slice(0, 4)).toEqual(['rttMs', outputs[0], `${outputs[0]}_ci95_low`, `${outputs[0]}_ci95_high`]);
    expect(sweep[2]!.startsWith('5,')).toBe(true);
  });
});
