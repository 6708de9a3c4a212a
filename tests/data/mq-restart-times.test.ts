import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';

// Spot checks of "Queue Manager Restart Times for IBM MQ V9.1 & V9.1.1" against ../shared/modern/mq-restart-times.txt.
const REPORT = 'mq-restart-times';
const { ds } = reportDatasets(REPORT);

describe('mq-restart-times: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);

  it('converts every printed mm:ss time to seconds, and says the seconds are derived', () => {
    for (const id of ['restart-busy-qm-by-filesystem', 'restart-high-latency-filesystems']) {
      const d = ds(id);
      expect(d.meta.columns.find((c) => c.name === 'restart_seconds')?.derived, id).toMatch(/minutes × 60/);
      for (const r of d.rows) {
        const [min, sec] = String(r.values.restart_time_mmss).split(':').map(Number);
        expect(r.values.restart_seconds, `${id} line ${r.line}`).toBeCloseTo(min! * 60 + sec!, 6);
      }
    }
  });
});
