import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';

// Spot checks of "Queue Manager Restart Times for IBM MQ V9.1 & V9.1.1" against ../shared/modern/mq-restart-times.txt.
const REPORT = 'mq-restart-times';
const { ds } = reportDatasets(REPORT);

describe('mq-restart-times: values as printed', () => {
  checkKnownValues(REPORT, [
    ['restart-busy-qm-by-filesystem', { mq_version: 'V9.1', filesystem: 'NFS3' }, 'restart_time_mmss', '05:13', 204],
    ['restart-busy-qm-by-filesystem', { mq_version: 'V9.1', filesystem: 'NFS3' }, 'restart_seconds', 313, 204],
    ['restart-busy-qm-by-filesystem', { mq_version: 'V9.1.1', filesystem: 'NFS3' }, 'restart_seconds', 3, 205],
    ['log-fill-levels', { additional_messages: 400000 }, 'primary_log_used_approx_pct', 80, 310],
    ['restart-uncommitted-messages', { message_size: '2KB', transactions: 3200 }, 'restart_seconds', 46, 387],
    ['restart-uncommitted-messages', { message_size: '20KB', transactions: 10 }, 'primary_log_used_pct', 51, 388],
    ['restart-high-latency-filesystems', { mq_version: 'V9.1', filesystem: 'NFS2', test: '10KC/Deep' }, 'restart_time_mmss', '01:49.975', 495],
    ['restart-high-latency-filesystems', { mq_version: 'V9.1', filesystem: 'NFS2', test: '10KC/Deep' }, 'restart_seconds', 109.975, 495],
    ['restart-high-latency-filesystems', { mq_version: 'V9.1.1', filesystem: 'SAN', test: '10KC/Empty' }, 'restart_seconds', 0.446, 497],
  ]);

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
