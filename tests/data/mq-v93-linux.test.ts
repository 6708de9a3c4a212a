import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';

// Spot checks of the MQ 9.3 for Linux report (November 2023) against ../shared/modern/mq-v93-linux.txt.
const REPORT = 'mq-v93-linux';
const { ds } = reportDatasets(REPORT);

describe('mq-v93-linux: values as printed', () => {
  checkKnownValues(REPORT, [
    ['table-07-persistent-ssd-san-nfs', { message_size: '2KB', filesystem: 'SSD' }, 'max_rate_rt_per_s', 171103, 756],
    ['table-07-persistent-ssd-san-nfs', { message_size: '2KB', filesystem: 'NFS' }, 'max_rate_rt_per_s', 87082, 758],
    ['table-07-persistent-ssd-san-nfs', { message_size: '2MB', filesystem: 'SAN' }, 'max_rate_rt_per_s', 300, 766],
    ['table-12-ha-miqm-rdqm-san', { message_size: '2KB' }, 'RDQM_max_rate_rt_per_s', 94137, 1049],
    ['table-12-ha-miqm-rdqm-san', { message_size: '2KB' }, 'MIQM_max_rate_rt_per_s', 58824, 1049],
    ['table-13-ha-miqm-rdqm-1ms', { message_size: '2KB' }, 'RDQM_max_rate_rt_per_s', 33366, 1114],
    ['table-14-ha-miqm-rdqm-2ms', { message_size: '2KB' }, 'RDQM_max_rate_rt_per_s', 25114, 1154],
    ['table-14-ha-miqm-rdqm-2ms', { message_size: '200KB' }, 'MIQM_max_rate_rt_per_s', 577, 1156],
  ]);

  it('labels the HA columns MIQM and RDQM, never Native HA (the report measures no Native HA)', () => {
    for (const id of ['table-12-ha-miqm-rdqm-san', 'table-13-ha-miqm-rdqm-1ms', 'table-14-ha-miqm-rdqm-2ms']) {
      const names = ds(id).meta.columns.map((c) => c.name);
      expect(names.some((n) => /native|nha/i.test(n)), id).toBe(false);
      expect(names).toContain('MIQM_max_rate_rt_per_s');
    }
  });
});
