/**
 * The newer curves of the HA and DR calculators (issue 12 item 3): every retyped run is the
 * catalogued cell of the newer report's dataset, its line lies in the dataset's line range and
 * reads the same number in the report text; the calculators offer the curves by `source`, keep the
 * M2002 report's worked examples as the default, and reject a size a curve did not measure.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellOf, loadCatalogue, type Dataset } from '../../src/lib/data/catalogue.ts';
import ha, { HA_CURVES } from '../../calculators/ha-latency.ts';
import dr, { DR_CURVES } from '../../calculators/dr-latency.ts';
import { M2003_DR_CURVE, M2003_HA_CURVE, MQ93_MIQM_HA_CURVE, MQ93_RDQM_HA_CURVE } from '../../calculators/lib/latency-runs-modern.ts';
import { MESSAGE_BYTES, type LatencyCurve } from '../../calculators/lib/latency-runs.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';

const catalogue = loadCatalogue();
function dataset(report: string, id: string): Dataset {
  const ds = catalogue.datasets.find((d) => d.report.id === report && d.meta.id === id);
  if (!ds) throw new Error(`${report}/${id} is not catalogued`);
  return ds;
}
const reportText = (report: string) => readFileSync(join(process.cwd(), '..', 'shared', 'modern', `${report}.txt`), 'utf8').split('\n');

interface Mapping {
  /** Dataset id for a run at this added latency. */
  table: (addedMs: number) => string;
  /** Column prefix, e.g. "M2003A_HA" or "RDQM". */
  prefix: string;
  latencyColumn: boolean;
}

const cases: [string, LatencyCurve, Mapping][] = [
  ['M2003 HA', M2003_HA_CURVE, { table: (ms) => (ms === 0 ? 'table-09-ha-vs-nonha-10qm' : ms === 1 ? 'table-10-ha-1ms-latency' : 'table-11-ha-added-latency'), prefix: 'M2003A_HA', latencyColumn: true }],
  ['M2003 DR', M2003_DR_CURVE, { table: (ms) => (ms === 0 ? 'table-13-dr-vs-nondr-10qm' : 'table-14-dr-added-latency'), prefix: 'M2003A_DR', latencyColumn: true }],
  ['MQ 9.3 RDQM', MQ93_RDQM_HA_CURVE, { table: (ms) => (ms === 0 ? 'table-12-ha-miqm-rdqm-san' : ms === 1 ? 'table-13-ha-miqm-rdqm-1ms' : 'table-14-ha-miqm-rdqm-2ms'), prefix: 'RDQM', latencyColumn: false }],
  ['MQ 9.3 MIQM', MQ93_MIQM_HA_CURVE, { table: (ms) => (ms === 0 ? 'table-12-ha-miqm-rdqm-san' : ms === 1 ? 'table-13-ha-miqm-rdqm-1ms' : 'table-14-ha-miqm-rdqm-2ms'), prefix: 'MIQM', latencyColumn: false }],
];

describe('newer latency curves: every constant is the catalogued cell and the printed line', () => {
  for (const [name, curve, map] of cases) {
    it(name, () => {
      const text = reportText(curve.report);
      let checked = 0;
      for (const size of MESSAGE_BYTES) {
        for (const run of curve.runs[size] ?? []) {
          const ds = dataset(curve.report, map.table(run.addedMs));
          const where: Record<string, number> = run.addedMs === 0 ? { message_bytes: Number(size) } : { message_bytes: Number(size), added_latency_ms: run.addedMs };
          const cell = (col: string) => cellOf(ds, where, col).value;
          const label = `${ds.meta.id} ${size} at ${run.addedMs} ms`;
          expect(cell(`${map.prefix}_max_rate_rt_per_s`), label).toBe(run.roundTripsPerSec);
          expect(cell(`${map.prefix}_cpu_pct`), label).toBe(run.cpuPct);
          expect(cell(`${map.prefix}_clients`), label).toBe(run.clients);
          if (map.latencyColumn) expect(cell(`${map.prefix}_latency_ms`), label).toBe(run.singleThreadMs);
          expect(run.line, label).toBeGreaterThanOrEqual(ds.meta.lines[0]);
          expect(run.line, label).toBeLessThanOrEqual(ds.meta.lines[1]);
          // The cited line prints this run's rate, grouped as the report prints it.
          expect(text[run.line - 1], label).toContain(run.roundTripsPerSec.toLocaleString('en-US'));
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(9);
    });
  }
});

describe('the calculators offer the newer curves', () => {
  it('HA: M2002 stays the default, so the report’s own worked examples keep holding', () => {
    for (const ex of ha.examples) expect(exampleMismatches(ha, ex)).toEqual([]);
    expect(ha.inputs.find((i) => i.name === 'source')!.default).toBe('m2002');
    expect(Object.keys(HA_CURVES)).toEqual(['m2002', 'm2003', 'mq93-rdqm', 'mq93-miqm']);
  });

  it('DR: M2002 stays the default and M2003 is offered', () => {
    for (const ex of dr.examples) expect(exampleMismatches(dr, ex)).toEqual([]);
    expect(Object.keys(DR_CURVES)).toEqual(['m2002', 'm2003']);
  });

  it('says what each curve applies to, in the working', () => {
    for (const source of Object.keys(HA_CURVES)) {
      const r = runCalculator(ha, { rttMs: '1', msgSize: '2048', source });
      expect(r.ok && r.work[0]!.substituted).toBe(HA_CURVES[source]!.appliesTo);
    }
  });

  it('rejects a size the chosen curve did not measure, naming the ones it did', () => {
    const r = runCalculator(ha, { rttMs: '1', msgSize: '256', source: 'mq93-rdqm' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]!.message).toBe('Message size (msgSize) must be one of 2048, 20480, 204800 for MQ 9.3 on Linux, RDQM (2023), the sizes it measured; got 256');
  });

  it('warns past IBM’s advice for the chosen technology', () => {
    const rdqm = runCalculator(ha, { rttMs: '6', msgSize: '2048', source: 'mq93-rdqm' });
    expect(rdqm.ok && rdqm.warnings.join(' ')).toMatch(/IBM supports RDQM replication links with latencies up to 5 ms/);
    expect(rdqm.ok && rdqm.warnings.join(' ')).toMatch(/Extrapolated: MQ 9.3 on Linux, RDQM \(2023\) was measured up to 2 ms/);
  });

  it('rejects an unknown or inherited source name', () => {
    for (const source of ['m2001', '__proto__', 'constructor', 'toString']) {
      const r = runCalculator(ha, { rttMs: '1', source });
      expect(r.ok, source).toBe(false);
      expect(!r.ok && r.errors[0]!.input).toBe('source');
    }
  });
});
