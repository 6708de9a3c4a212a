import { describe, expect, it } from 'vitest';
import { checkKnownValues, checkTextFigures, reportDatasets } from './known-values.ts';

// Spot checks of the MQ Appliance M2003 datasets against ../shared/modern/mq-appliance-m2003.txt, one value per
// table read off the report by hand, and the identities between its tables (the same test printed twice).
const REPORT = 'mq-appliance-m2003';
const { datasets, cell } = reportDatasets(REPORT);
const KB2 = { message_size: '2KB' };

describe('mq-appliance-m2003: values as printed', () => {
  checkKnownValues(REPORT, [
    ['table-01-nonpersistent-10qm-m2003a-vs-m2002a', KB2, 'M2003A_max_rate_rt_per_s', 441704, 341],
    ['table-01-nonpersistent-10qm-m2003a-vs-m2002a', KB2, 'M2002A_max_rate_rt_per_s', 261728, 341],
    ['table-02-persistent-10qm-m2003a-vs-m2002a', KB2, 'M2002A_max_rate_rt_per_s', 105736, 408],
    ['table-03-ha-10qm-m2003a-vs-m2002a', KB2, 'M2002A_HA_max_rate_rt_per_s', 90682, 474],
    ['table-04-nonpersistent-1qm-m2003a-vs-m2003b', KB2, 'M2003B_max_rate_rt_per_s', 119795, 633],
    ['table-05-persistent-1qm-m2003a-vs-m2003b', KB2, 'M2003B_max_rate_rt_per_s', 49625, 708],
    ['table-06-nonpersistent-10qm-m2003a-vs-m2003b', KB2, 'M2003B_max_rate_rt_per_s', 118938, 782],
    ['table-07-persistent-10qm-m2003a-vs-m2003b', KB2, 'M2003B_max_rate_rt_per_s', 49523, 865],
    ['table-08-ha-vs-nonha-1qm', KB2, 'M2003A_HA_max_rate_rt_per_s', 108861, 1058],
    ['table-09-ha-vs-nonha-10qm', KB2, 'M2003A_HA_max_rate_rt_per_s', 147873, 1140],
    ['table-10-ha-1ms-latency', { message_size: '2KB', added_latency_ms: 1 }, 'M2003A_HA_max_rate_rt_per_s', 30662, 1239],
    ['table-10-ha-1ms-latency', { message_size: '2KB', added_latency_ms: 1 }, 'vs_direct_pct', 20.7, 1239],
    ['table-11-ha-added-latency', { message_size: '2KB', added_latency_ms: 2 }, 'M2003A_HA_max_rate_rt_per_s', 16037, 1255],
    ['table-11-ha-added-latency', { message_size: '2KB', added_latency_ms: 10 }, 'M2003A_HA_max_rate_rt_per_s', 3331, 1279],
    ['table-11-ha-added-latency', { message_size: '2KB', added_latency_ms: 10 }, 'M2003A_HA_latency_ms', 49.4, 1279],
    ['table-12-dr-vs-nondr-1qm', KB2, 'M2003A_DR_max_rate_rt_per_s', 97509, 1403],
    ['table-13-dr-vs-nondr-10qm', KB2, 'M2003A_DR_max_rate_rt_per_s', 144292, 1482],
    ['table-14-dr-added-latency', { message_size: '2KB', added_latency_ms: 10 }, 'M2003A_DR_max_rate_rt_per_s', 136400, 1510],
    ['table-14-dr-added-latency', { message_size: '2KB', added_latency_ms: 10 }, 'M2003A_DR_cpu_pct', 83, 1510],
    ['table-14-dr-added-latency', { message_size: '2KB', added_latency_ms: 100 }, 'M2003A_DR_max_rate_rt_per_s', 25095, 1544],
    ['table-15-ha-dr-vs-nonha-1qm', KB2, 'M2003A_HA_DR_max_rate_rt_per_s', 97141, 1577],
    ['table-16-ha-dr-vs-nonha-10qm', KB2, 'M2003A_HA_DR_max_rate_rt_per_s', 137960, 1589],
    ['table-17-ha-1qm-m2003a-vs-m2003b', KB2, 'M2003B_HA_max_rate_rt_per_s', 39057, 1667],
    ['table-18-ha-10qm-m2003a-vs-m2003b', KB2, 'M2003B_HA_max_rate_rt_per_s', 42999, 1734],
    ['table-19-dr-1qm-m2003a-vs-m2003b', KB2, 'M2003B_DR_max_rate_rt_per_s', 41257, 1800],
    ['table-20-dr-10qm-m2003a-vs-m2003b', KB2, 'M2003B_DR_max_rate_rt_per_s', 45452, 1869],
    ['table-21-ha-dr-1qm-m2003a-vs-m2003b', KB2, 'M2003B_HA_DR_max_rate_rt_per_s', 37134, 1936],
    ['table-22-ha-dr-10qm-m2003a-vs-m2003b', KB2, 'M2003B_HA_DR_max_rate_rt_per_s', 40245, 2003],
    ['hardware-comparison', { component: 'CPU' }, 'M2003A', '2x16 Core HT (2.9GHz)', 177],
    ['hardware-comparison', { component: 'Chipset' }, 'M2002A', 'Skylake', 192],
    ['text-figures', { id: 'ha-max-latency-advice' }, 'value', 10, 1168],
    ['text-figures', { id: 'm2003a-vs-m2002a-nonpersistent' }, 'value', 70, 158],
  ]);
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
