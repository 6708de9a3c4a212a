import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';

// Spot checks of the RDQM HA report (August 2018) against ../shared/modern/mq-rdqm-ha.txt.
const REPORT = 'mq-rdqm-ha';
const { cell } = reportDatasets(REPORT);

describe('mq-rdqm-ha: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);

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
