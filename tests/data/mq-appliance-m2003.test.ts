import { describe, expect, it } from 'vitest';
import { checkKnownValues, checkTextFigures, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';

// Spot checks of the MQ Appliance M2003 datasets against ../shared/modern/mq-appliance-m2003.txt, one value per
// table read off the report by hand, and the identities between its tables (the same test printed twice).
const REPORT = 'mq-appliance-m2003';
const { datasets, cell } = reportDatasets(REPORT);

describe('mq-appliance-m2003: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);
  checkTextFigures(REPORT);
});

describe('mq-appliance-m2003: tables agree with each other', () => {
  const SIZES = ['256b', '2KB', '20KB', '200KB'];
  it('has every numbered table 1–22 once, each with its four message sizes', () => {
    const tables = datasets.filter((d) => d.meta.kind === 'table');
    expect(tables.map((d) => Number(d.meta.table)).sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (const d of tables) expect(new Set(d.rows.map((r) => r.values.message_size)), d.meta.id).toEqual(new Set(SIZES));
  });

  it('prints the same standalone 10QM persistent rates in Tables 2, 7, 9 and 13', () => {
    for (const size of SIZES) {
      const row = { message_size: size };
      const t7 = cell('table-07-persistent-10qm-m2003a-vs-m2003b', row, 'M2003A_max_rate_rt_per_s');
      expect(cell('table-02-persistent-10qm-m2003a-vs-m2002a', row, 'M2003A_max_rate_rt_per_s')).toBe(t7);
      expect(cell('table-09-ha-vs-nonha-10qm', row, 'M2003A_nonHA_max_rate_rt_per_s')).toBe(t7);
      expect(cell('table-13-dr-vs-nondr-10qm', row, 'M2003A_nonDR_max_rate_rt_per_s')).toBe(t7);
    }
  });

  it('"vs Direct" of the latency tables matches the directly connected rates of Tables 9 and 13', () => {
    const pairs = [
      ['table-10-ha-1ms-latency', 'table-09-ha-vs-nonha-10qm', 'M2003A_HA_max_rate_rt_per_s'],
      ['table-11-ha-added-latency', 'table-09-ha-vs-nonha-10qm', 'M2003A_HA_max_rate_rt_per_s'],
      ['table-14-dr-added-latency', 'table-13-dr-vs-nondr-10qm', 'M2003A_DR_max_rate_rt_per_s'],
    ] as const;
    for (const [id, directId, col] of pairs) {
      const d = datasets.find((x) => x.meta.id === id)!;
      for (const r of d.rows) {
        const direct = cell(directId, { message_size: r.values.message_size as string }, col) as number;
        expect((100 * (r.values[col] as number)) / direct, `${id} line ${r.line}`).toBeCloseTo(r.values.vs_direct_pct as number, 1);
      }
    }
  });
});
