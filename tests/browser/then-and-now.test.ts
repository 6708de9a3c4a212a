import { describe, expect, it } from 'vitest';
import { openPage, axeViolations, drawAll } from './harness.ts';
import { attr, builtDocument, byId, findAll, textOf, withAttr } from './built-html.ts';
import { cellOf, loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { formatNumber } from '../../calculators/format.ts';
import { KNOWN_VALUES } from '../data/newer-reports-known-values.ts';
import { ZOS_KNOWN_VALUES } from '../data/mq-zos-modern-known-values.ts';

// "Then and now" on the five original report pages: each section is on its page, cites the old and the new
// figures (each a link to its dataset page), and labels its ratios as derived. Then every dataset of the newer
// reports shows a value read off the report on its dataset page, and each newer report has its page.

interface Section {
  report: string;
  /** Figures the section must show, as the page formats them: old ones from the report, new ones from a newer report. */
  cited: string[];
  /** Newer reports the section must link to (or "none" sections, which say so). */
  links: string[];
  derived: boolean;
  saysNothingNewer?: RegExp;
}

const SECTIONS: Section[] = [
  {
    report: 'mq-appliance-m2002',
    cited: ['94,215', '97,403', '147,873', '34,945', '30,662', '29,379', '25,095', '45', '39'],
    links: ['/reports/mq-appliance-m2003/', '/reports/mq-appliance-m2002-v2/', '/data/mq-appliance-m2003/table-09-ha-vs-nonha-10qm/', '/reports/mq-appliance-encrypted-fs/', '/data/mq-appliance-encrypted-fs/table-01-1qm-m2002a/'],
    derived: true,
  },
  {
    report: 'mq-linux-persistent',
    // The Linux chain: 2017 (this report), 2021 (MQ 9.2) and 2023 (MQ 9.3).
    cited: ['87,338', '325,400', '58,515', '199,421', '171,103', '56,295', '87,082', '313'],
    links: ['/reports/mq-v92-linux/', '/reports/mq-v93-linux/', '/reports/mq-restart-times/', '/data/mq-v92-linux/table-09-rr-bb-persistent/', '/data/mq-v93-linux/table-07-persistent-ssd-san-nfs/'],
    derived: true,
  },
  {
    report: 'mq-hpux-v53',
    cited: ['50', '32,768', '16,384', '131,072', '1,048,576'],
    links: ['/reports/mq-v93-linux/', '/data/mq-v93-linux/linux-tuning-parameters/'],
    derived: true,
    saysNothingNewer: /Nothing newer measures MQ on HP-UX/,
  },
  { report: 'wmb-v8-aix', cited: ['1,949'], links: ['/data/wmb-v8-aix/table-01-use-case-throughput/'], derived: false, saysNothingNewer: /Nothing newer measures the broker/ },
  {
    report: 'mq-zos-v71',
    cited: ['550,000', '674,435', '1,348,870', '1,638,600', '24,000', '175,000', '41', '13.48', '331', '580', '391', '380'],
    links: ['/reports/mq-zos-z16/', '/reports/mq-zos-zhyperwrite/', '/data/mq-zos-z16/text-figures/', '/data/mq-zos-zhyperwrite/cost-at-max-log-rate-4mb/'],
    derived: true,
  },
];

describe('then and now on the original report pages', () => {
  for (const s of SECTIONS) {
    it(`${s.report}: the section cites its figures and says what to use today`, async () => {
      const { page, external, failed, consoleErrors } = await openPage(`/reports/${s.report}/`);
      const section = page.locator(`section[data-then-and-now="${s.report}"]`);
      expect(await section.count()).toBe(1);
      await drawAll(page);
      expect(await section.locator('h2').innerText()).toBe('Then and now');
      const text = (await section.innerText()).replace(/\s+/g, ' ');
      for (const figure of s.cited) expect(text, figure).toMatch(new RegExp(`(?<![\\d,.])${figure.replace(/[.,]/g, '\\$&')}(?![\\d,])`));
      expect(text).toContain('What to use today');
      if (s.saysNothingNewer) expect(text).toMatch(s.saysNothingNewer);
      // Every cited figure is a link to the row it came from, under the /guide/ base path.
      const cites = section.locator('a.cite');
      expect(await cites.count()).toBeGreaterThanOrEqual(s.cited.length);
      for (const href of await cites.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/^\/guide\/data\/[a-z0-9-]+\/[a-z0-9-]+\/#line-\d+(-[A-Za-z_][A-Za-z0-9_]*)?$/);
      const hrefs = await section.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const link of s.links) expect(hrefs.some((h) => h.startsWith(`/guide${link}`)), link).toBe(true);
      if (s.derived) expect(await section.locator('.derived[data-ratio]').count()).toBeGreaterThan(0);
      expect(text).not.toMatch(/NaN|undefined|Infinity/);
      expect(external).toEqual([]);
      expect(failed).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('the appliance section is accessible in dark mode at phone width', async () => {
    const { page } = await openPage('/reports/mq-appliance-m2002/', { width: 390, colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.locator('section[data-then-and-now]').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.close();
  });
});

describe('newer reports: pages and datasets', () => {
  const catalogue = loadCatalogue();
  const newer = catalogue.reports.filter((r) => r.sourceDir === 'modern');

  it('each newer report has a page that lists its published datasets', async () => {
    // Other branches add newer reports too, so the test names the ones it knows rather than counting.
    expect(newer.map((r) => r.id)).toEqual(expect.arrayContaining(['mq-appliance-m2003', 'mq-v93-linux', 'mq-v92-linux', 'mq-appliance-encrypted-fs', 'mq-openshift-configuration', 'mq-openshift-pidlimit', 'mq-zos-z16', 'mq-zos-zhyperwrite']));
    // Read from the built markup: what the page says, not how it lays it out.
    for (const r of newer) {
      const doc = builtDocument(`/reports/${r.id}/`);
      expect(textOf(findAll(doc, 'h1')[0]!), r.id).toBe(r.shortTitle);
      const list = withAttr(doc, 'data-dataset-list', r.id)[0];
      const listed = list ? withAttr(list, 'data-dataset').map((e) => attr(e, 'data-dataset')) : [];
      expect([...listed].sort(), r.id).toEqual(catalogue.datasets.filter((d) => d.report.id === r.id).map((d) => d.meta.id).sort());
      expect(textOf(findAll(doc, 'main')[0]!), r.id).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
  // Their accessibility is checked with every published report page in report-pages.test.ts.

  for (const [reportId, cases] of Object.entries({ ...KNOWN_VALUES, ...ZOS_KNOWN_VALUES })) {
    it(`${reportId}: a value read off the report shows in its row on each dataset page`, async () => {
      const firstPerDataset = new Map<string, (typeof cases)[number]>();
      for (const c of cases) if (!firstPerDataset.has(c[0])) firstPerDataset.set(c[0], c);
      expect(firstPerDataset.size).toBe(catalogue.datasets.filter((d) => d.report.id === reportId).length);
      for (const [datasetId, row, column, expected] of firstPerDataset.values()) {
        const ds = catalogue.datasets.find((d) => d.report.id === reportId && d.meta.id === datasetId)!;
        const { row: found } = cellOf(ds, row, column);
        const doc = builtDocument(`/data/${reportId}/${datasetId}/`);
        const shown = typeof expected === 'number' ? formatNumber(expected) : expected;
        const tr = byId(doc, `line-${found.line}`);
        expect(tr, `${datasetId}: row of line ${found.line}`).toBeDefined();
        expect(textOf(tr!), `${datasetId} ${column}`).toContain(shown);
        expect(findAll(doc, 'a').some((a) => (attr(a, 'href') ?? '').endsWith('.csv')), datasetId).toBe(true);
      }
    });
  }
});
