import { describe, expect, it } from 'vitest';
import { checkKnownValues, checkTextFigures, reportDatasets } from './known-values.ts';

// Spot checks of the M2002 appliance report of November 2020 (MQ 9.2) against
// ../shared/modern/mq-appliance-m2002-v2.txt: one value per table, read off the report by hand.
const REPORT = 'mq-appliance-m2002-v2';
const { datasets, cell } = reportDatasets(REPORT);
const KB2 = { message_size: '2KB' };

describe('mq-appliance-m2002-v2: values as printed', () => {
  checkKnownValues(REPORT, [
    ['table-01-nonpersistent-1qm-m2002a-vs-m2002b', KB2, 'M2002A_max_rate_rt_per_s', 254390, 405],
    ['table-02-persistent-1qm-m2002a-vs-m2002b', KB2, 'M2002B_max_rate_rt_per_s', 34635, 471],
    ['table-03-nonpersistent-10qm-m2002a-vs-m2002b', KB2, 'M2002A_max_rate_rt_per_s', 288913, 550],
    ['table-04-persistent-10qm-m2002a-vs-m2002b', KB2, 'M2002A_max_rate_rt_per_s', 110464, 625],
    ['table-05-ha-vs-nonha-1qm', KB2, 'M2002A_HA_max_rate_rt_per_s', 72461, 823],
    ['table-06-ha-vs-nonha-10qm', KB2, 'M2002A_HA_max_rate_rt_per_s', 97403, 896],
    ['table-06-ha-vs-nonha-10qm', KB2, 'M2002A_HA_cpu_pct', 91, 896],
    ['table-07-ha-2ms-latency', { message_size: '2KB', added_latency_ms: 2 }, 'M2002A_HA_max_rate_rt_per_s', 20285, 992],
    ['table-08-ha-added-latency', { message_size: '2KB', added_latency_ms: 1 }, 'M2002A_HA_max_rate_rt_per_s', 36590, 1008],
    ['table-08-ha-added-latency', { message_size: '2KB', added_latency_ms: 10 }, 'vs_direct_pct', 4.6, 1032],
    ['table-09-dr-vs-nondr-1qm', KB2, 'M2002A_DR_max_rate_rt_per_s', 76858, 1160],
    ['table-10-dr-vs-nondr-10qm', KB2, 'M2002A_DR_max_rate_rt_per_s', 101895, 1237],
    ['table-11-dr-added-latency', { message_size: '2KB', added_latency_ms: 100 }, 'M2002A_DR_max_rate_rt_per_s', 26451, 1298],
    ['table-12-ha-dr-vs-nonha-1qm', KB2, 'M2002A_HA_DR_max_rate_rt_per_s', 69305, 1329],
    ['table-13-ha-dr-vs-nonha-10qm', KB2, 'M2002A_HA_DR_max_rate_rt_per_s', 98636, 1341],
    ['table-14-ha-1qm-m2002a-vs-m2002b', KB2, 'M2002B_HA_max_rate_rt_per_s', 29891, 1417],
    ['table-15-ha-10qm-m2002a-vs-m2002b', KB2, 'M2002B_HA_max_rate_rt_per_s', 33587, 1488],
    ['table-16-dr-1qm-m2002a-vs-m2002b', KB2, 'M2002B_DR_max_rate_rt_per_s', 33172, 1559],
    ['table-17-dr-10qm-m2002a-vs-m2002b', KB2, 'M2002B_DR_max_rate_rt_per_s', 36881, 1630],
    ['table-18-ha-dr-1qm-m2002a-vs-m2002b', KB2, 'M2002B_HA_DR_max_rate_rt_per_s', 27652, 1696],
    ['table-19-ha-dr-10qm-m2002a-vs-m2002b', KB2, 'M2002B_HA_DR_max_rate_rt_per_s', 30472, 1765],
    ['text-figures', { id: 'v92-single-ha-qm-gain' }, 'value', 80, 162],
  ]);
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
