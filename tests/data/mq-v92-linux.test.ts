import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportTextPath } from '../../src/lib/data/schema.ts';
import { checkKnownValues, reportDatasets } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';
import { checkEveryNumberOnItsRowLine, checkParametersOnTheirLines } from './row-lines.ts';

// The MQ V9.2 for Linux report (February 2021) against ../shared/modern/mq-v92-linux.txt: spot checks read by hand,
// then every number of every table on the line of its row.
const REPORT = 'mq-v92-linux';
const { ds } = reportDatasets(REPORT);
const fmt = (n: unknown) => Number(n).toLocaleString('en-US');

describe('mq-v92-linux: values as printed', () => {
  checkKnownValues(REPORT, KNOWN_VALUES[REPORT]!);

  for (const id of ['table-03-rr-cb-nonpersistent', 'table-04-rr-dq-bb-nonpersistent', 'table-05-jms-rr-cc-nonpersistent', 'table-08-rr-bb-nonpersistent', 'table-09-rr-bb-persistent'])
    checkEveryNumberOnItsRowLine(ds(id), (r) => String(r.test));
  checkEveryNumberOnItsRowLine(ds('table-06-tls12-cipherspecs'), (r) => String(r.cipherspec));
  checkEveryNumberOnItsRowLine(ds('table-07-tls13-cipherspecs'), (r) => String(r.cipherspec));
  checkEveryNumberOnItsRowLine(ds('table-01-uniform-cluster'), (r) => ` ${fmt(r.target_rate_msgs_per_s)} `);
  // The last scenario's label is printed over two lines; its numbers sit on the first.
  checkEveryNumberOnItsRowLine(ds('table-02-uniform-cluster-alternatives'), (r) => String(r.test).replace(' unrestricted QMs)', ''));
  checkEveryNumberOnItsRowLine(ds('restart-busy-qm-by-filesystem'), (r) => String(r.restart_time_mmss));

  it('Figure 1 data: each restart time sits under its file system, and the seconds are mm:ss converted', () => {
    const d = ds('restart-busy-qm-by-filesystem');
    const lines = readFileSync(join(process.cwd(), reportTextPath(d.report)), 'utf8').split('\n');
    const header = lines[351]!.trim().split(/\s+/);
    for (const { values: r } of d.rows) {
      const row = lines.find((l) => l.trim().startsWith(`${r.mq_version} `))!.trim().split(/\s+/);
      expect(row[header.indexOf(String(r.filesystem)) + 1], `${r.mq_version} ${r.filesystem}`).toBe(r.restart_time_mmss);
      const [mm, ss] = String(r.restart_time_mmss).split(':').map(Number);
      expect(r.restart_seconds).toBe(mm! * 60 + ss!);
    }
  });

  it('the uniform cluster achieves at most its target (within 0.1%), and reaches it when a queue manager is added', () => {
    const rows = ds('table-01-uniform-cluster').rows.map((r) => r.values);
    for (const r of rows) expect(r.rate_achieved_msgs_per_s as number).toBeLessThanOrEqual((r.target_rate_msgs_per_s as number) * 1.001);
    expect(rows.at(-1)).toMatchObject({ active_qms: 12, rate_achieved_msgs_per_s: 248338 });
  });

  checkParametersOnTheirLines(ds('linux-tuning-parameters'));
  checkParametersOnTheirLines(ds('qm-ini-parameters'));
  it('holds every printed setting: 20 Linux lines and 13 qm.ini lines', () => {
    expect(ds('linux-tuning-parameters').rows.length).toBe(20);
    expect(ds('qm-ini-parameters').rows.length).toBe(13);
  });

  it('the TLS tables group CipherSpecs by their symmetric cipher as the names say', () => {
    for (const id of ['table-06-tls12-cipherspecs', 'table-07-tls13-cipherspecs'])
      for (const { values: r } of ds(id).rows) if (r.cipherspec !== 'No TLS') expect(String(r.cipherspec).replace('CHACHA20_POLY1305', 'ChaCha20-Poly1305')).toContain(String(r.symmetric_cipher));
  });
});
