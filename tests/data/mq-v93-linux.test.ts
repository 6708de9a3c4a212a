import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportTextPath } from '../../src/lib/data/schema.ts';
import { checkKnownValues, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';

// Spot checks of the MQ 9.3 for Linux report (November 2023) against ../shared/modern/mq-v93-linux.txt.
const REPORT = 'mq-v93-linux';
const { ds } = reportDatasets(REPORT);

describe('mq-v93-linux: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);

  it('prints each tuning parameter and its value on the line it cites', () => {
    const d = ds('linux-tuning-parameters');
    const lines = readFileSync(join(process.cwd(), reportTextPath(d.report)), 'utf8').split('\n');
    for (const { values: r } of d.rows) {
      const line = lines[(r.line as number) - 1] ?? '';
      expect(line, String(r.parameter)).toContain(String(r.value_printed));
      expect(line, String(r.parameter)).toContain(String(r.parameter).replace(/ \((soft|hard)\)$/, ''));
      if (r.value !== null) expect(String(r.value), String(r.parameter)).toBe(r.value_printed);
    }
  });

  it('labels the HA columns MIQM and RDQM, never Native HA (the report measures no Native HA)', () => {
    for (const id of ['table-12-ha-miqm-rdqm-san', 'table-13-ha-miqm-rdqm-1ms', 'table-14-ha-miqm-rdqm-2ms']) {
      const names = ds(id).meta.columns.map((c) => c.name);
      expect(names.some((n) => /native|nha/i.test(n)), id).toBe(false);
      expect(names).toContain('MIQM_max_rate_rt_per_s');
    }
  });
});
