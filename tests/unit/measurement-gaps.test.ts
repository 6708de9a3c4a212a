import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { MEASUREMENT_GAPS, gapOf, newestSource, publishedMonth } from '../../src/lib/recommendations/gaps.ts';

// Issue 26 item 5: where nothing newer measures a subject, the pages say so with the date of the newest source.
const catalogue = loadCatalogue();

describe('measurement gaps', () => {
  it('reads the publication dates reports.yaml uses', () => {
    expect(publishedMonth('November 2023')).toBe(2023 * 12 + 10);
    expect(publishedMonth('April 2012')).toBe(2012 * 12 + 3);
    expect(publishedMonth('c. 2002')).toBe(2002 * 12);
    expect(publishedMonth("'2023'")).toBe(2023 * 12);
    expect(publishedMonth('undated (MQ 9.2.5)')).toBeUndefined();
  });

  it('every gap names a published report, and no newer report in the collection is about its subject', () => {
    for (const g of MEASUREMENT_GAPS) {
      const report = catalogue.reports.find((r) => r.id === g.reportId);
      expect(report?.status, g.reportId).toBe('published');
    }
    // No report other than the gap's own names its product or platform.
    const others = (id: string) => catalogue.reports.filter((r) => r.id !== id).map((r) => `${r.product} ${r.platform}`).join('\n');
    expect(others('wmb-v8-aix')).not.toMatch(/Message Broker|Integration Bus|App Connect Enterprise/);
    expect(others('mq-hpux-v53')).not.toMatch(/HP-UX/);
    expect(gapOf('mq-v93-linux')).toBeUndefined();
  });

  it('the newest source is the latest dated report, and the gaps are older than it', () => {
    const newest = newestSource(catalogue.reports);
    for (const r of catalogue.reports) {
      const m = publishedMonth(r.published);
      if (m !== undefined) expect(m).toBeLessThanOrEqual(publishedMonth(newest.published)!);
    }
    for (const g of MEASUREMENT_GAPS) expect(publishedMonth(catalogue.reports.find((r) => r.id === g.reportId)!.published)!).toBeLessThan(publishedMonth(newest.published)!);
    expect(() => newestSource([])).toThrow(/no report/);
  });
});
