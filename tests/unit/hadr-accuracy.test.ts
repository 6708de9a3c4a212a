/**
 * Accuracy fixes of issue 24 item 6 (the HA parts), each checked against its source line so that the
 * wrong wording cannot come back: MQ 9.3's HA technologies and release in reports.yaml, M2003's HA
 * client count, the HA guide's limit matching the calculator's, and what a remote log kept on MQ 9.3.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellOf, loadCatalogue } from '../../src/lib/data/catalogue.ts';
import ha from '../../calculators/ha-latency.ts';
import { runCalculator } from '../../calculators/inputs.ts';

const catalogue = loadCatalogue();
const modern = (id: string) => readFileSync(join(process.cwd(), '..', 'shared', 'modern', `${id}.txt`), 'utf8').split('\n');
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
const v93 = modern('mq-v93-linux');

describe('reports.yaml: MQ 9.3 on Linux measured RDQM and multi-instance, at V9.3.4 for TLS and HA only', () => {
  const report = catalogue.reports.find((r) => r.id === 'mq-v93-linux')!;

  it('names the HA technologies the report measured, not Native HA (lines 997-1001, 1047)', () => {
    expect(report.summary).not.toMatch(/Native HA/);
    expect(report.summary).toMatch(/replicated data queue managers \(RDQM\)/);
    expect(report.summary).toMatch(/multi-instance queue managers \(MIQM/);
    expect(v93.slice(996, 1001).join(' ')).toMatch(/Multi Instance Queue\s+Managers \(MIQM\) and replicated data queue managers \(RDQM\)/);
    expect(v93[1046]).toMatch(/V9\.3\.4 \(MIQM\)\s+V9\.3\.4 \(RDQM\)/);
  });

  it('ties V9.3.4 to the TLS and HA sections, where the file-system tables print V9.3 (lines 1, 547, 753, 783, 994)', () => {
    expect(report.productVersion).toBe('V9.3 (the TLS and HA sections at V9.3.4)');
    expect(v93[0]).toMatch(/IBM MQ V9\.3 for Linux/);
    expect(v93[782]).toMatch(/measured on MQ V9\.3\.4/);
    expect(v93[993]).toMatch(/\(V9\.3\.4\)/);
    const fileSystemTable = catalogue.datasets.find((d) => d.report.id === 'mq-v93-linux' && d.meta.id === 'table-07-persistent-ssd-san-nfs')!;
    const header = v93.slice(fileSystemTable.meta.lines[0] - 1, fileSystemTable.meta.lines[1]).join('\n');
    expect(header).toMatch(/V9\.3\b/);
    expect(header).not.toMatch(/V9\.3\.4/);
  });
});

describe('M2003 HA: 300 requester clients, not 400 (mq-appliance-m2003 lines 1139-1142, 1238-1281)', () => {
  it('the calculator names the M2003A curve’s own client count', () => {
    const m2003 = modern('mq-appliance-m2003');
    expect(m2003[1238]).toMatch(/\(2KB Persistent\)\s+30,662 16\.05\s+300\b/);
    const r = runCalculator(ha, { rttMs: '1', msgSize: '2048', source: 'm2003' });
    const step = r.ok ? r.work.find((w) => /Requester clients/.test(w.label)) : undefined;
    expect(step?.substituted).toMatch(/^300 requester clients in every run/);
    expect(ha.explanation.join(' ')).toMatch(/the M2003A 300/);
  });
});

describe('the HA guide says what the calculator does beyond the measurements', () => {
  const guide = read('content/guides/place-an-ha-pair.mdx');

  it('no estimate past 10 ms in the guide, and the calculator refuses there', () => {
    expect(guide).toMatch(/beyond the last measurement \(10 ms here\) it gives\s+no number and says so/);
    expect(guide).not.toMatch(/extrapolat(e|es|ed|ion) (beyond|past|above) 10/i);
    const r = runCalculator(ha, { rttMs: '10.5', msgSize: '2048' });
    expect(r.ok).toBe(false);
    expect(runCalculator(ha, { rttMs: '10', msgSize: '2048' }).ok).toBe(true);
  });

  it('the side-by-side section cites every curve the calculator offers', () => {
    expect(guide).toContain('## HA across two data centres');
    for (const id of ['mq-appliance-hadr-m2001', 'mq-appliance-m2002-v2', 'mq-appliance-m2003', 'mq-v93-linux', 'mq-switchover-912']) expect(guide).toContain(id);
  });
});

describe('MQ 9.3 remote logs: NFS kept about half the SSD rate (mq-v93-linux Table 7)', () => {
  it('the Linux then-and-now no longer says a remote log costs most of the rate', () => {
    const ds = catalogue.datasets.find((d) => d.report.id === 'mq-v93-linux' && d.meta.id === 'table-07-persistent-ssd-san-nfs')!;
    const rate = (fs: string) => cellOf(ds, { message_size: '2KB', filesystem: fs }, 'max_rate_rt_per_s').value as number;
    expect(Math.round((100 * rate('NFS')) / rate('SSD'))).toBe(51);
    expect(Math.round((100 * rate('SAN')) / rate('SSD'))).toBe(33);
    const page = read('content/reports/_then-and-now-mq-linux-persistent.mdx').replace(/\s+/g, ' ');
    expect(page).not.toMatch(/remote log still costs most/);
    expect(page).toMatch(/SAN kept .* and NFS .* of the SSD rate/);
  });
});
