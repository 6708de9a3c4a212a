import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';
import { checkEveryNumberOnItsRowLine } from './row-lines.ts';

// The M2002 file-system encryption paper (MQ 9.2.5) against ../shared/modern/mq-appliance-encrypted-fs.txt: spot checks read
// by hand, then every number of the eight tables on the line of its message size.
const REPORT = 'mq-appliance-encrypted-fs';
const { datasets, ds } = reportDatasets(REPORT);
const TABLES = datasets.filter((d) => d.meta.kind === 'table');

describe('mq-appliance-encrypted-fs: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);

  it('has the paper\'s eight tables, each with the four message sizes', () => {
    expect(TABLES.map((d) => d.meta.table)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    for (const d of TABLES) expect(d.rows.map((r) => r.values.message_size), d.meta.id).toEqual(['256b', '2K', '20K', '200K']);
  });

  // "256b" etc. start the row's line; "2K" alone would also match "20K" and "200K", so the label is matched with its spacing.
  for (const d of TABLES) checkEveryNumberOnItsRowLine(d, (r) => ` ${String(r.message_size)} `);

  it('the single-queue-manager tables carry latency, the ten-queue-manager tables do not (as printed)', () => {
    for (const d of TABLES) {
      const hasLatency = d.meta.columns.some((c) => c.name === 'single_thread_latency_increase_pct');
      expect(hasLatency, d.meta.id).toBe(!d.meta.id.includes('-10qm-'));
    }
  });

  it('the text beside each single-QM figure quotes the 2K row of its table', () => {
    // Lines 87–89, 150–152, 343–345, 404–406: "increases latency ... by N%. ... reduced by up to M%."
    expect(ds('table-01-1qm-m2002a').rows[1]!.values).toMatchObject({ single_thread_latency_increase_pct: 23, max_throughput_reduction_pct: 45 });
    expect(ds('table-02-1qm-m2002b').rows[1]!.values).toMatchObject({ single_thread_latency_increase_pct: 35, max_throughput_reduction_pct: 31 });
    expect(ds('table-05-ha-1qm-m2002a').rows[1]!.values).toMatchObject({ single_thread_latency_increase_pct: 14, max_throughput_reduction_pct: 39 });
    expect(ds('table-06-ha-1qm-m2002b').rows[1]!.values).toMatchObject({ single_thread_latency_increase_pct: 16, max_throughput_reduction_pct: 29 });
  });

  it('the page’s derived claim holds: in six of the eight tables the reduction at 20K is the largest (or tied)', () => {
    const at20 = TABLES.filter((d) => {
      const cut = (size: string) => d.rows.find((r) => r.values.message_size === size)!.values.max_throughput_reduction_pct as number;
      return ['256b', '2K', '200K'].every((size) => cut('20K') >= cut(size));
    });
    expect(at20.length).toBe(6);
  });
});
