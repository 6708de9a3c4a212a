import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import def, { HA_RUNS } from '../../calculators/ha-latency.ts';
import { parseInputs, runCalculator } from '../../calculators/inputs.ts';
import { invalidText, validRaw } from '../../calculators/lib/input-arbitraries.ts';
import { MESSAGE_BYTES } from '../../calculators/lib/latency-runs.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { cellOf, loadCatalogue, type Dataset } from '../../src/lib/data/catalogue.ts';

function run(raw: Record<string, string | undefined>) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}

describe('ha-latency: the issue\'s must-hold values (2KB)', () => {
  it('rttMs 0 gives the direct 94,215 round trips/s', () => {
    expect(run({ rttMs: '0', msgSize: '2048' }).outputs).toMatchObject({ roundTripsPerSec: 94215, directRoundTripsPerSec: 94215, pctOfDirect: 100, reductionPct: 0 });
  });
  it('rttMs 2 gives 18,919 round trips/s, a 79.9% reduction (the report\'s ~80%)', () => {
    expect(run({ rttMs: '2', msgSize: '2048' }).outputs).toMatchObject({ roundTripsPerSec: 18919, reductionPct: 79.9, pctOfDirect: 20.1 });
  });
  it('rttMs 1 gives 34,945 round trips/s', () => {
    expect(run({ rttMs: '1', msgSize: '2048' }).outputs.roundTripsPerSec).toBe(34945);
  });
  it('distanceKm 100 gives an RTT of 1.0 ms', () => {
    const r = run({ distanceKm: '100', msgSize: '2048' });
    expect(r.outputs.rttMs).toBe(1);
    expect(r.outputs.roundTripsPerSec).toBe(34945);
  });
});

describe('ha-latency: worked examples', () => {
  for (const ex of def.examples) {
    it(ex.label, () => {
      expect(exampleMismatches(def, ex)).toEqual([]);
      expect(ex.source.kind).toBe('report');
    });
  }
});

describe('ha-latency: method', () => {
  it('returns every measured point exactly and reproduces the printed "vs Direct" share', () => {
    for (const size of MESSAGE_BYTES) {
      for (const r of HA_RUNS[size]) {
        const out = run({ rttMs: String(r.addedMs), msgSize: size }).outputs;
        expect(out.roundTripsPerSec, `${size} at ${r.addedMs} ms`).toBe(r.roundTripsPerSec);
        if (r.vsDirectPct !== undefined) expect(out.pctOfDirect, `${size} at ${r.addedMs} ms`).toBe(r.vsDirectPct);
      }
    }
  });

  it('interpolates 1/throughput linearly between measured points', () => {
    const r = run({ rttMs: '3', msgSize: '2048' });
    // The inventory's worked value: 1/X = 1/18,919 + (1/8,175 − 1/18,919)/3 → 13,156.
    expect(r.outputs.roundTripsPerSec).toBe(13156);
    expect(r.work.some((w) => w.output === 'roundTripsPerSec' && /interpolated between the 2 and 5 ms runs/.test(w.label))).toBe(true);
    expect(r.warnings.join(' ')).not.toMatch(/Extrapolated/);
  });

  it('lets a measured RTT win over a distance and ignores switching time then', () => {
    const r = run({ distanceKm: '1000', rttMs: '2', extraMs: '5', msgSize: '2048' });
    expect(r.outputs.rttMs).toBe(2);
    expect(r.outputs.roundTripsPerSec).toBe(18919);
  });

  it('adds the fibre factor and switching time to a distance', () => {
    expect(run({ distanceKm: '200', fibreFactor: '1', extraMs: '0.5' }).outputs.rttMs).toBeCloseTo(2 * 200 / 300 + 0.5, 3);
    expect(run({ distanceKm: '0' }).outputs.roundTripsPerSec).toBe(94215);
  });

  it('needs a distance or a round-trip time, and says so in an alert-ready message', () => {
    const r = runCalculator(def, { distanceKm: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[0]!.input).toBe('rttMs');
      expect(r.errors[0]!.message).toBe('Enter either Distance between the appliances (distanceKm), 0 to 2,000 km, or Added round-trip time (measured) (rttMs), 0 to 50 ms.');
    }
  });

  it('warns above 10 ms that it is beyond the siting advice and extrapolated', () => {
    const r = run({ rttMs: '15', msgSize: '2048' });
    expect(r.warnings.join(' ')).toMatch(/no more than 10 ms/);
    expect(r.warnings.join(' ')).toMatch(/Extrapolated/);
    expect(run({ rttMs: '10', msgSize: '2048' }).warnings.join(' ')).not.toMatch(/Extrapolated|no more than 10 ms/);
  });

  it('says the 200KB latency runs used a different client count', () => {
    const r = run({ rttMs: '2', msgSize: '204800' });
    expect(r.warnings.join(' ')).toMatch(/150/);
    expect(r.warnings.join(' ')).toMatch(/140/);
  });

  it('explains the ~80% with the report\'s single-thread latencies (≈5 serial replication round trips at 2KB)', () => {
    const r = run({ rttMs: '2', msgSize: '2048' });
    const step = r.work.find((w) => /Why latency costs so much/.test(w.label));
    expect(step?.substituted).toMatch(/\(10\.6 − 0\.7\) ÷ 2 ≈ 5/);
  });

  it('draws measured points, the curve and the reader\'s point', () => {
    const r = run({ rttMs: '12', msgSize: '2048' });
    const marks = r.chart!.marks;
    expect(marks.map((m) => m.series).sort()).toEqual(['Extrapolated beyond the measurements', 'Interpolated (1/throughput linear in latency)', 'Measured', 'This result'].sort());
    const pointsOf = (series: string) => marks.flatMap((m) => (m.series === series && m.kind === 'points' ? m.points : []));
    expect(pointsOf('Measured')).toHaveLength(5);
    expect(pointsOf('This result')).toEqual([{ x: 12, y: r.outputs.roundTripsPerSec, note: 'your inputs' }]);
  });
});

describe('ha-latency: properties', () => {
  it('never throws or returns NaN/Infinity for in-range inputs', () => {
    fc.assert(
      fc.property(validRaw(def.inputs), (raw) => {
        const parsed = parseInputs(def, raw);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const result = def.compute(parsed.values);
        if (!result.ok) {
          // The only refusals: neither a distance nor a round-trip time, or a size the chosen curve did not measure.
          const [error] = result.errors;
          if (error!.input === 'msgSize') {
            expect(raw.source).toMatch(/^mq93-/);
            expect(raw.msgSize).toBe('256');
            return;
          }
          expect(result.errors.map((e) => e.input)).toEqual(['rttMs']);
          expect(raw.rttMs === '' || raw.rttMs === undefined).toBe(true);
          return;
        }
        for (const [name, value] of Object.entries(result.outputs)) {
          expect(typeof value === 'number' && Number.isFinite(value), name).toBe(true);
        }
        expect(runCalculator(def, raw).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never gains throughput as the round-trip time grows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MESSAGE_BYTES), fc.double({ min: 0, max: 50, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (size, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const x = run({ rttMs: String(lo), msgSize: size }).outputs.roundTripsPerSec as number;
        const y = run({ rttMs: String(hi), msgSize: size }).outputs.roundTripsPerSec as number;
        expect(y).toBeLessThanOrEqual(x);
      }),
    );
  });

  it('rejects every out-of-range value and names the input', () => {
    for (const spec of def.inputs) {
      fc.assert(
        fc.property(invalidText(spec), (text) => {
          const r = parseInputs(def, { rttMs: '1', [spec.name]: text });
          expect(r.ok, `${spec.name}=${text}`).toBe(false);
          if (!r.ok) expect(r.errors.map((e) => e.input)).toContain(spec.name);
        }),
        { numRuns: 60 },
      );
    }
  });
});

/** Which catalogued dataset and row each constant came from. */
function catalogued(runAddedMs: number): { id: string; where: (bytes: number) => Record<string, number> } {
  if (runAddedMs === 0) return { id: 'table-09-ha-vs-nonha-10qm', where: (b) => ({ message_bytes: b }) };
  if (runAddedMs === 2) return { id: 'table-10-ha-2ms-latency', where: (b) => ({ message_bytes: b }) };
  return { id: 'table-11-ha-added-latency', where: (b) => ({ message_bytes: b, added_latency_ms: runAddedMs }) };
}

const catalogue = loadCatalogue();
const find = (id: string): Dataset | undefined => catalogue.datasets.find((d) => d.report.id === 'mq-appliance-m2002' && d.meta.id === id);
const missing = ['table-09-ha-vs-nonha-10qm', 'table-10-ha-2ms-latency', 'table-11-ha-added-latency'].filter((id) => !find(id));

describe('ha-latency: every constant is the catalogued cell', () => {
  it.skipIf(missing.length > 0)(`matches Tables 9-11 in data/mq-appliance-m2002 ${missing.length ? `(skipped: ${missing.join(', ')} not catalogued yet)` : ''}`, () => {
    for (const size of MESSAGE_BYTES) {
      for (const r of HA_RUNS[size]) {
        const { id, where } = catalogued(r.addedMs);
        const ds = find(id)!;
        const w = where(Number(size));
        const cell = (col: string) => cellOf(ds, w, col).value;
        const label = `${id} ${size} at ${r.addedMs} ms`;
        expect(cell('M2002A_HA_max_rate_rt_per_s'), label).toBe(r.roundTripsPerSec);
        expect(cell('M2002A_HA_cpu_pct'), label).toBe(r.cpuPct);
        expect(cell('M2002A_HA_clients'), label).toBe(r.clients);
        expect(cell('M2002A_HA_latency_ms'), label).toBe(r.singleThreadMs);
        if (r.vsDirectPct !== undefined) expect(cell('vs_direct_pct'), label).toBe(r.vsDirectPct);
        if (r.addedMs > 0) expect(cell('added_latency_ms'), label).toBe(r.addedMs);
        // The line cited in the calculator lies inside the dataset's line range.
        expect(r.line, label).toBeGreaterThanOrEqual(ds.meta.lines[0]);
        expect(r.line, label).toBeLessThanOrEqual(ds.meta.lines[1]);
        expect(ds.meta.table, label).toBe(r.table);
      }
    }
  });
});

const reportFile = join(process.cwd(), '..', 'shared', 'reports', 'mq-appliance-m2002.txt');

/** The numbers printed on one report line, thousands separators removed. */
function numbersOnLine(line: number): number[] {
  const text = readFileSync(reportFile, 'utf8').split('\n')[line - 1] ?? '';
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((t) => Number(t.replace(/,/g, '')));
}

describe.skipIf(!existsSync(reportFile))('ha-latency: every constant is printed on the line it cites', () => {
  it('rate, CPU, clients, latency and "vs Direct" of each run', () => {
    for (const size of MESSAGE_BYTES) {
      for (const r of HA_RUNS[size]) {
        const printed = numbersOnLine(r.line);
        const wanted = [r.roundTripsPerSec, r.cpuPct, r.clients, r.singleThreadMs, ...(r.vsDirectPct === undefined ? [] : [r.vsDirectPct])];
        for (const n of wanted) expect(printed, `line ${r.line}: ${n}`).toContain(n);
      }
    }
  });
});
