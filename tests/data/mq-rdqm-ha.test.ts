import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';

// Spot checks of the RDQM HA report (August 2018) against ../shared/modern/mq-rdqm-ha.txt.
const REPORT = 'mq-rdqm-ha';
const { cell } = reportDatasets(REPORT);
const K2 = { message_size: '2K' };

describe('mq-rdqm-ha: values as printed', () => {
  checkKnownValues(REPORT, [
    ['table-01-rdqm-miqm-san-1qm', K2, 'RDQM_max_rate_rt_per_s', 35379, 318],
    ['table-01-rdqm-miqm-san-1qm', { message_size: '200K' }, 'MIQM_max_rate_rt_per_s', 815, 320],
    ['table-02-rdqm-miqm-san-10qm', K2, 'RDQM_max_rate_rt_per_s', 43721, 399],
    ['table-02-rdqm-miqm-san-10qm', K2, 'SAN_max_rate_rt_per_s', 48491, 399],
    ['table-03-rdqm-1ms-delay', K2, 'RDQM_max_rate_rt_per_s', 25077, 517],
    ['table-03-rdqm-1ms-delay', K2, 'pct_of_no_delay', 57, 517],
    ['table-04-rdqm-2ms-delay', K2, 'RDQM_max_rate_rt_per_s', 15041, 535],
    ['table-04-rdqm-2ms-delay', { message_size: '200K' }, 'RDQM_latency_ms', 14, 537],
    ['table-05-rdqm-5ms-delay', K2, 'RDQM_max_rate_rt_per_s', 6436, 549],
  ]);

  it('the "no delay" columns of Tables 3–5 repeat the RDQM rates of Table 2', () => {
    for (const id of ['table-03-rdqm-1ms-delay', 'table-04-rdqm-2ms-delay', 'table-05-rdqm-5ms-delay']) {
      for (const size of ['2K', '20K', '200K']) {
        const row = { message_size: size };
        expect(cell(id, row, 'no_delay_max_rate_rt_per_s'), `${id} ${size}`).toBe(cell('table-02-rdqm-miqm-san-10qm', row, 'RDQM_max_rate_rt_per_s'));
        const pct = (100 * (cell(id, row, 'RDQM_max_rate_rt_per_s') as number)) / (cell(id, row, 'no_delay_max_rate_rt_per_s') as number);
        expect(Math.abs(pct - (cell(id, row, 'pct_of_no_delay') as number)), `${id} ${size} Delta`).toBeLessThanOrEqual(0.5);
      }
    }
  });
});
