import { describe, expect, it } from 'vitest';
import { checkKnownValues, checkTextFigures, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';

// Spot checks of the M2002 appliance report of November 2020 (MQ 9.2) against
// ../shared/modern/mq-appliance-m2002-v2.txt: one value per table, read off the report by hand.
const REPORT = 'mq-appliance-m2002-v2';
const { datasets, cell } = reportDatasets(REPORT);

describe('mq-appliance-m2002-v2: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);
  checkTextFigures(REPORT);
});

describe('mq-appliance-m2002-v2: tables agree with each other', () => {
  it('has tables 1–19 (Table 20, TLS CipherSpecs, is not published)', () => {
    expect(datasets.filter((d) => d.meta.kind === 'table').map((d) => Number(d.meta.table)).sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  // The one printed percentage that is off by more than its rounding, recorded as an inconsistency in the catalogue.
  const ROUNDING_EXCEPTION = { id: 'table-11-dr-added-latency', message_size: '200KB', added_latency_ms: 20 };

  it('records the 200KB, 20 ms "vs Direct" (46.9% printed, 46.84% from the rates) as an inconsistency', () => {
    const d = datasets.find((x) => x.meta.id === ROUNDING_EXCEPTION.id)!;
    expect(d.meta.notes.some((n) => n.kind === 'inconsistency' && n.text.includes('46.9%'))).toBe(true);
    expect(cell(d.meta.id, { message_size: '200KB', added_latency_ms: 20 }, 'vs_direct_pct')).toBe(46.9);
  });

  it('"vs Direct" of the latency tables matches the directly connected rates of Tables 6 and 10', () => {
    const pairs = [
      ['table-07-ha-2ms-latency', 'table-06-ha-vs-nonha-10qm', 'M2002A_HA_max_rate_rt_per_s'],
      ['table-08-ha-added-latency', 'table-06-ha-vs-nonha-10qm', 'M2002A_HA_max_rate_rt_per_s'],
      ['table-11-dr-added-latency', 'table-10-dr-vs-nondr-10qm', 'M2002A_DR_max_rate_rt_per_s'],
    ] as const;
    for (const [id, directId, col] of pairs) {
      for (const r of datasets.find((x) => x.meta.id === id)!.rows) {
        const v = r.values;
        if (id === ROUNDING_EXCEPTION.id && v.message_size === ROUNDING_EXCEPTION.message_size && v.added_latency_ms === ROUNDING_EXCEPTION.added_latency_ms) continue;
        const direct = cell(directId, { message_size: r.values.message_size as string }, col) as number;
        expect((100 * (r.values[col] as number)) / direct, `${id} line ${r.line}`).toBeCloseTo(r.values.vs_direct_pct as number, 1);
      }
    }
  });
});
