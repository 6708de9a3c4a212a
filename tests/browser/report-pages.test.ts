import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, siteUrl } from './harness.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { parseCsv } from '../../calculators/lib/csv.ts';

// Checks every published report page and every dataset page the same way, so each report's own
// test file can concentrate on what its report says.
const { reports, datasets } = loadCatalogue();
const published = reports.filter((r) => r.status === 'published');

/** The page's MDX and the partials it imports (files starting with "_"), whose components render on the page. */
function pageSource(reportId: string): string {
  const dir = join(process.cwd(), 'content/reports');
  const page = readFileSync(join(dir, `${reportId}.mdx`), 'utf8');
  const partials = [...page.matchAll(/^import \w+ from '\.\/(_[a-z0-9-]+\.mdx)';$/gm)].map((m) => readFileSync(join(dir, m[1]!), 'utf8'));
  return [page, ...partials].join('\n');
}

describe.each(published.map((r) => [r.id]))('report page /reports/%s/', (reportId) => {
  const path = `/reports/${reportId}/`;
  const report = reports.find((r) => r.id === reportId)!;
  // The five original reports are cited throughout; a newer report's page is short, and an advice-only one cites nothing.
  const minCitations = report.sourceDir === 'reports' ? 21 : datasets.some((d) => d.report.id === reportId) ? 4 : 0;

  // One visit a page: what a reader on a desktop sees, then the same page narrowed to a phone.
  it('loads offline without errors or accessibility violations, cites its numbers, labels what is derived, fits a phone', async () => {
    const { page, external, consoleErrors, failed } = await openPage(path);
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Every cited value links to an existing row of one of its datasets.
    const hrefs = await page.$$eval('main a.cite', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length, 'a report page cites its numbers').toBeGreaterThanOrEqual(minCitations);
    // At least one link per <Value> written in the page itself (imported partials add more).
    const values = (readFileSync(join(process.cwd(), 'content/reports', `${reportId}.mdx`), 'utf8').match(/<Value\b/g) ?? []).length;
    expect(hrefs.length, 'a report page links every value it cites').toBeGreaterThanOrEqual(values);
    // Outside its "then and now" section a page cites only its own report's data; inside, newer reports' too.
    const ownHrefs = await page.$$eval('main a.cite', (as) => as.filter((a) => !a.closest('[data-then-and-now]')).map((a) => (a as HTMLAnchorElement).href));
    for (const href of ownHrefs) expect(href.startsWith(siteUrl(`/data/${reportId}/`)), href).toBe(true);
    const anchorsByPage = new Map<string, Set<string>>();
    for (const href of hrefs) {
      const [url, anchor] = href.split('#');
      expect(url!.startsWith(siteUrl('/data/')), href).toBe(true);
      expect(anchor, href).toMatch(/^line-\d+-[A-Za-z_][A-Za-z0-9_]*$/);
      anchorsByPage.set(url!, (anchorsByPage.get(url!) ?? new Set()).add(anchor!));
    }
    for (const [url, anchors] of anchorsByPage) {
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      for (const anchor of anchors) expect(html, `${url}#${anchor}`).toContain(`id="${anchor}"`);
    }

    // Every derived value is labelled as derived, with its formula: the page's own ratios and
    // those of the partials it imports (its "then and now" section).
    const notes = await page.$$eval('main .derived[data-ratio] .derived-explain', (els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
    const ratios = (pageSource(reportId).match(/<Ratio\b/g) ?? []).length;
    expect(notes.length).toBe(ratios);
    for (const t of notes) expect(t).toMatch(/^Derived, not printed in the report: .+ from .+ and .+\.$/);

    // A phone screen: no sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'sideways overflow at 375 px').toBeLessThanOrEqual(1);
    await page.close();
  });
});

describe('every dataset page', () => {
  it('shows as many rows as its CSV download holds, with its source lines', async () => {
    const { page } = await openPage('/data/');
    for (const ds of datasets) {
      const url = siteUrl(`/data/${ds.report.id}/${ds.meta.id}/`);
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      const table = html.slice(html.indexOf('class="data-table"'));
      const shownRows = (table.slice(0, table.indexOf('</table>')).match(/<tr id="line-\d+"/g) ?? []).length;
      const csv = await page.request.get(siteUrl(`/data/${ds.report.id}/${ds.meta.id}.csv`));
      expect(csv.status(), ds.file).toBe(200);
      expect(await csv.text(), ds.file).toBe(ds.csvText);
      expect(shownRows, ds.file).toBe(parseCsv(ds.csvText, ds.file).records.length);
      expect(html, ds.file).toContain(`${ds.meta.lines[0]}–${ds.meta.lines[1]}`);
    }
    await page.close();
  });
});
