import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';
import { checkParametersOnTheirLines } from './row-lines.ts';

// Spot checks of the MQ 9.3 for Linux report (November 2023) against ../shared/modern/mq-v93-linux.txt.
const REPORT = 'mq-v93-linux';
const { ds } = reportDatasets(REPORT);

describe('mq-v93-linux: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);

  checkParametersOnTheirLines(ds('linux-tuning-parameters'));

  it('labels the HA columns MIQM and RDQM, never Native HA (the report measures no Native HA)', () => {
    for (const id of ['table-12-ha-miqm-rdqm-san', 'table-13-ha-miqm-rdqm-1ms', 'table-14-ha-miqm-rdqm-2ms']) {
      const names = ds(id).meta.columns.map((c) => c.name);
      expect(names.some((n) => /native|nha/i.test(n)), id).toBe(false);
      expect(names).toContain('MIQM_max_rate_rt_per_s');
    }
  });
});
