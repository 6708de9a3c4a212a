import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { loadRecommendations } from '../../src/lib/recommendations/load.ts';

// Review findings of issue 24 item 6, each checked against its source so that the wrong claim cannot come back.
const read = (p: string) => readFileSync(join(process.cwd(), p), 'utf8');
const shared = (p: string) => readFileSync(join(process.cwd(), '..', 'shared', p), 'utf8').split('\n');
const catalogue = loadCatalogue();
const recs = loadRecommendations(catalogue);
const report = (id: string) => catalogue.reports.find((r) => r.id === id)!;

describe('accuracy fixes (issue 24 item 6)', () => {
  it('LogBufferPages=4096 is the 2017 Linux report’s Best Practice #6, and the valid range is 0 or 18–4096', () => {
    expect(shared('reports/mq-linux-persistent.txt')[400]).toContain('Best Practice #6: Set LogBufferPages=4096');
    const r = recs.find((x) => x.report.id === 'mq-linux-persistent' && x.id === 'log-buffer-pages')!;
    expect(r.recommendation).toMatch(/Best Practice #6/);
    expect(r.rationale).toMatch(/0 \(the queue manager chooses\) or 18–4096/);
    expect(r.status_reason).toMatch(/not IBM's 2020 best practices/);
    // IBM 2020 says the default suits most installations (mq-best-practices line 1318), not "set 4096".
    expect(shared('modern/mq-best-practices.txt')[1317]).toMatch(/default values used for LogBufferPages/);
    for (const page of ['content/guides/size-the-recovery-log.mdx', 'content/reports/mq-linux-persistent.mdx']) {
      const text = read(page);
      expect(text, page).toMatch(/0,? or 18 to 4096/);
      expect(text, page).not.toMatch(/1[–-]4096/);
    }
  });

  it('the Message Broker report came about five years before the Linux report, not ten', () => {
    const broker = Number(/\d{4}/.exec(report('wmb-v8-aix').published)![0]);
    const linux = Number(/\d{4}/.exec(report('mq-linux-persistent').published)![0]);
    expect(linux - broker).toBe(5);
    const guide = read('content/guides/log-file-system-on-linux.mdx');
    expect(guide).not.toMatch(/ten years/);
    expect(guide).toMatch(/five years before/);
  });

  it('the connections guide cites the 60,000-client tests of M2002 v2 and M2003', () => {
    expect(shared('modern/mq-appliance-m2002-v2.txt')[698]).toContain('approximately 40 seconds');
    expect(shared('modern/mq-appliance-m2003.txt')[939]).toContain('approximately 30 seconds');
    const guide = read('content/guides/client-connections-and-os-limits.mdx');
    expect(guide).toContain("'mq-appliance-m2002-v2/text-figures'");
    expect(guide).toContain("'mq-appliance-m2003/text-figures'");
    expect(guide).not.toMatch(/None of the newer IBM reports in this guide's sources measures connection counts/);
  });

  it('"a large number of primary log files" is not history: IBM’s 2020 best practices still say it', () => {
    expect(shared('modern/mq-best-practices.txt')[1358]).toMatch(/LogPrimaryFiles.*can be configured to/);
    expect(shared('modern/mq-best-practices.txt')[1359]).toMatch(/^a large number/);
    const r = recs.find((x) => x.report.id === 'mq-hpux-v53' && x.id === 'log-primary-files')!;
    expect(r.scope).not.toBe('historical');
    expect(read('content/guides/size-the-recovery-log.mdx')).not.toMatch(/"a large number" of primaries is\s+history/);
  });

  it('the Linux then-and-now does not say a remote log costs most of the rate (NFS kept about half of SSD)', () => {
    const text = read('content/reports/_then-and-now-mq-linux-persistent.mdx');
    expect(text).not.toMatch(/costs\s+most of the rate/);
    const t7 = catalogue.datasets.find((d) => d.report.id === 'mq-v93-linux' && d.meta.id === 'table-07-persistent-ssd-san-nfs')!;
    const rate = (fs: string) => t7.rows.find((r) => r.values.message_size === '2KB' && r.values.filesystem === fs)!.values.max_rate_rt_per_s as number;
    expect(rate('NFS') / rate('SSD')).toBeGreaterThan(0.5);
  });
});
