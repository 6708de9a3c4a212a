import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';

// Spot checks of the Native HA on OpenShift 4.12 study (MQ 9.3.3) against ../shared/modern/mq-nativeha-ocp412.txt.
const REPORT = 'mq-nativeha-ocp412';
const { ds } = reportDatasets(REPORT);

describe('mq-nativeha-ocp412: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);

  it('has six core counts (1 to 32) for each of the three message sizes', () => {
    const rows = ds('scaling-by-cpu-cores').rows;
    for (const size of ['2K', '20K', '200K'])
      expect(rows.filter((r) => r.values.message_size === size).map((r) => r.values.cpu_cores)).toEqual([1, 2, 4, 8, 16, 32]);
  });
});
