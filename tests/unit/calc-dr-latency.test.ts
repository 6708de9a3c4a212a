import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import def, { DR_RUNS } from '../../calculators/dr-latency.ts';
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

describe('dr-latency: the issue\'s must-hold values', () => {
  it('2KB at 50 ms gives 59,833 round trips/s', () => {
    expect(run({ rttMs: '50', msgSize: '2048' }).outputs.roundTripsPerSec).toBe(59833);
  });
  it('2KB at 100 ms gives 29,379 round trips/s', () => {
    expect(run({ rttMs: '100', msgSize: '2048' }).outputs.roundTripsPerSec).toBe(29379);
  });
  it('10 queue managers put 41,943,040 bytes (10 × 4 MiB) at risk', () => {
    expect(run({ rttMs: '50', queueManagers: '10' }).outputs.maxDataAtRiskBytes).toBe(41943040);
    expect(run({ rttMs: '50', queueManagers: '1' }).outputs.maxDataAtRiskBytes).toBe(4194304);
  });
});

describe('dr-latency: worked examples', () => {
  for (const ex of def.examples) {
    it(ex.label, () => {
      expect(exampleMismatches(def, ex)).toEqual([]);
      expect(ex.source.kind).toBe('report');
    });
  }
});

describe('dr-latency: method', () => {
  it('returns every measured point exactly and reproduces the printed "vs Direct" share', () => {
    for (const size of MESSAGE_BYTES) {
      for (const r of DR_RUNS[size]) {
        const out = run({ rttMs: String(r.addedMs), msgSize: size }).outputs;
        expect(out.roundTripsPerSec, `${size} at ${r.addedMs} ms`).toBe(r.roundTripsPerSec);
        if (r.vsDirectPct === undefined) continue;
        // 200KB at 50 ms: 757 / 3,739 = 20.25% but 20.3% is printed (noted in the Table 14 catalogue entry).
        const slack = size === '204800' && r.addedMs === 50 ? 0.1 : 0;
        expect(Math.abs((out.pctOfDirect as number) - r.vsDirectPct), `${size} at ${r.addedMs} ms`).toBeLessThanOrEqual(slack + 1e-9);
      }
    }
  });

  it('interpolates 1/throughput linearly between measured points', () => {
    const r = run({ rttMs: '75', msgSize: '2048' });
    const expected = 1 / (1 / 59833 + (1 / 29379 - 1 / 59833) / 2);
    expect(r.outputs.roundTripsPerSec).toBe(Math.round(expected));
    expect(r.warnings.join(' ')).not.toMatch(/Extrapolated/);
  });

  it('says when it extrapolates beyond 100 ms', () => {
    expect(run({ rttMs: '150' }).warnings.join(' ')).toMatch(/Extrapolated: MQ Appliance M2002A \(MQ 9.1, 2018\) was measured up to 100 ms/);
  });

  it('says the queue-manager count changes only the data at risk', () => {
    const a = run({ rttMs: '50', queueManagers: '3' });
    const b = run({ rttMs: '50', queueManagers: '10' });
    expect(a.outputs.roundTripsPerSec).toBe(b.outputs.roundTripsPerSec);
    expect(a.warnings.join(' ')).toMatch(/changes only the data at risk/);
    expect(b.warnings.join(' ')).not.toMatch(/changes only the data at risk/);
  });

  it('shows how the report states the 4MB and the reading taken', () => {
    const step = run({ rttMs: '50', queueManagers: '10' }).work.find((w) => w.output === 'maxDataAtRiskBytes')!;
    expect(step.label).toMatch(/line 481: "up to a maximum of 4MB per QM"/);
    expect(step.substituted).toMatch(/4,194,304 × 10 = 41,943,040 bytes/);
    expect(step.substituted).toMatch(/40,000,000 bytes if MB means 1,000,000/);
  });

  it('says on the calculator that the report does not state round trip or one way', () => {
    const rtt = def.inputs.find((i) => i.name === 'rttMs')!;
    expect(rtt.help).toMatch(/does not say whether those delays are round-trip or one-way/);
    expect(def.explanation.join(' ')).toMatch(/does not say whether they are round-trip or one-way/);
  });
});

describe('dr-latency: properties', () => {
  it('never throws or returns NaN/Infinity for in-range inputs', () => {
    fc.assert(
      fc.property(validRaw(def.inputs), (raw) => {
        const parsed = parseInputs(def, raw);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const result = def.compute(parsed.values);
        if (!result.ok) {
          // The only refusal: neither a distance nor a round-trip time.
          expect(result.errors.map((e) => e.input)).toEqual(['rttMs']);
          expect(raw.rttMs === '' || raw.rttMs === undefined).toBe(true);
          return;
        }
        for (const [name, value] of Object.entries(result.outputs)) {
          expect(typeof value === 'number' && Number.isFinite(value) && value >= 0, name).toBe(true);
        }
        expect(runCalculator(def, raw).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never gains throughput as the latency grows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MESSAGE_BYTES), fc.double({ min: 0, max: 200, noNaN: true }), fc.double({ min: 0, max: 200, noNaN: true }), (size, a, b) => {
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
          const r = parseInputs(def, { [spec.name]: text });
          expect(r.ok, `${spec.name}=${text}`).toBe(false);
          if (!r.ok) expect(r.errors.map((e) => e.input)).toContain(spec.name);
        }),
        { numRuns: 60 },
      );
    }
  });
});

const catalogue = loadCatalogue();
const find = (id: string): Dataset | undefined => catalogue.datasets.find((d) => d.report.id === 'mq-appliance-m2002' && d.meta.id === id);
const DIRECT = 'table-13-dr-vs-nondr-10qm';
const LATENCY = 'table-14-dr-added-latency';
const missing = [DIRECT, LATENCY].filter((id) => !find(id));

describe('dr-latency: every constant is the catalogued cell', () => {
  it.skipIf(missing.length > 0)(`matches Tables 13 and 14 in data/mq-appliance-m2002 ${missing.length ? `(skipped: ${missing.join(', ')} not catalogued yet)` : ''}`, () => {
    for (const size of MESSAGE_BYTES) {
      for (const r of DR_RUNS[size]) {
        const id = r.addedMs === 0 ? DIRECT : LATENCY;
        const ds = find(id)!;
        const where: Record<string, number> = r.addedMs === 0 ? { message_bytes: Number(size) } : { message_bytes: Number(size), added_latency_ms: r.addedMs };
        const cell = (col: string) => cellOf(ds, where, col).value;
        const label = `${id} ${size} at ${r.addedMs} ms`;
        expect(cell('M2002A_DR_max_rate_rt_per_s'), label).toBe(r.roundTripsPerSec);
        expect(cell('M2002A_DR_cpu_pct'), label).toBe(r.cpuPct);
        expect(cell('M2002A_DR_clients'), label).toBe(r.clients);
        expect(cell('M2002A_DR_latency_ms'), label).toBe(r.singleThreadMs);
        if (r.vsDirectPct !== undefined) expect(cell('vs_direct_pct'), label).toBe(r.vsDirectPct);
        expect(r.line, label).toBeGreaterThanOrEqual(ds.meta.lines[0]);
        expect(r.line, label).toBeLessThanOrEqual(ds.meta.lines[1]);
        expect(ds.meta.table, label).toBe(r.table);
      }
    }
  });
});

const reportFile = join(process.cwd(), '..', 'shared', 'reports', 'mq-appliance-m2002.txt');

function lineText(line: number): string {
  return readFileSync(reportFile, 'utf8').split('\n')[line - 1] ?? '';
}

describe.skipIf(!existsSync(reportFile))('dr-latency: every constant is printed on the line it cites', () => {
  it('rate, CPU, clients, latency and "vs Direct" of each run', () => {
    for (const size of MESSAGE_BYTES) {
      for (const r of DR_RUNS[size]) {
        const printed = (lineText(r.line).match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((t) => Number(t.replace(/,/g, '')));
        const wanted = [r.roundTripsPerSec, r.cpuPct, r.clients, r.singleThreadMs, ...(r.vsDirectPct === undefined ? [] : [r.vsDirectPct])];
        for (const n of wanted) expect(printed, `line ${r.line}: ${n}`).toContain(n);
      }
    }
  });

  it('the 4MB per queue manager is on line 481', () => {
    expect(lineText(481)).toMatch(/up to a maximum of 4MB per QM is held in the TCP send buffer/);
  });
});

describe('DR from distance and a truthful data at risk (issue 13 item 4)', () => {
  it('turns a distance into a round trip on the HA calculator’s basis and outputs rttMs', () => {
    expect(run({ distanceKm: '1000', msgSize: '2048' }).outputs.rttMs).toBe(10);
    expect(run({ distanceKm: '1,000 km', fibreFactor: '1.5', extraMs: '2 ms' }).outputs.rttMs).toBe(12);
    // A measured round trip wins over the distance.
    expect(run({ distanceKm: '1000', rttMs: '50' }).outputs.rttMs).toBe(50);
    expect(run({ distanceKm: '60 km' }).warnings.join(' ')).toMatch(/least latency possible/);
  });

  it('asks for a distance or a round trip when both are cleared', () => {
    const r = runCalculator(def, { distanceKm: '', rttMs: '' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]!.message).toMatch(/Enter either Distance to the recovery appliance \(distanceKm\)/);
  });

  it('says what the data-at-risk bound assumes and what happens when the link is down or behind', () => {
    const r = run({ rttMs: '10' });
    const notes = r.warnings.join(' ');
    expect(notes).toMatch(/assumes the DR link is up and keeping up/);
    expect(notes).toMatch(/does not test a link that is down or falling behind/);
    expect(notes).toMatch(/loses what was written since the link went down/);
    expect(r.summary).toMatch(/while the link keeps up, a failover loses at most 40 MiB/);
  });
});

