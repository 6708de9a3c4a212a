import { describe, expect, it } from 'vitest';
import { openPage, axeViolations, mainText, siteUrl } from './harness.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { parseCsv } from '../../calculators/lib/csv.ts';

const { reports, datasets } = loadCatalogue();

describe('home page', () => {
  it('lists every report of data/reports.yaml, linking only the published ones', async () => {
    const { page, external, consoleErrors, failed } = await openPage('/');
    const cards = page.locator('[data-report]');
    expect(await cards.count()).toBe(reports.length);
    for (const r of reports) {
      const card = page.locator(`[data-report="${r.id}"]`);
      const links = await card.locator('.report-card-title a').count();
      expect(links, r.id).toBe(r.status === 'published' ? 1 : 0);
      if (r.status !== 'published') expect((await card.innerText()).toLowerCase()).toContain('in preparation');
    }
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('every internal link on the home page resolves under the base path', async () => {
    const { page } = await openPage('/');
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    const origin = new URL(siteUrl('/')).origin;
    const internal = [...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.split('#')[0]!))];
    expect(internal.every((h) => h.startsWith(siteUrl('/'))), internal.join('\n')).toBe(true);
    for (const href of internal) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
    }
    await page.close();
  });

  it('has a dark mode that readers can switch to', async () => {
    const { page } = await openPage('/', { colorScheme: 'dark' });
    await page.locator('starlight-theme-select select').first().selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    for (const path of ['/', '/data/', '/reports/mq-appliance-m2002/']) {
      const { page } = await openPage(path, { width: 375, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
      await page.close();
    }
  });
});

describe('dataset pages', () => {
  const sample = datasets.filter((d) => d.report.id === 'mq-appliance-m2002').slice(0, 3);
  for (const ds of sample) {
    it(`${ds.meta.id}: shows source lines, units, and a CSV download with the same rows`, async () => {
      const { page, external, failed } = await openPage(`/data/${ds.report.id}/${ds.meta.id}/`);
      const text = await mainText(page);
      expect(text).toContain(`${ds.meta.lines[0]}–${ds.meta.lines[1]}`);
      const shownRows = await page.locator('table.data-table tbody tr').count();
      const href = await page.locator('[data-csv-link]').getAttribute('href');
      const res = await page.request.get(new URL(href!, page.url()).href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/csv');
      const csv = parseCsv(await res.text(), 'download');
      expect(csv.records.length).toBe(shownRows);
      expect(csv.header).toEqual(ds.meta.columns.map((c) => c.name).filter((n) => csv.header.includes(n)));
      // The first cell of each row on the page equals the first CSV column of the same row.
      const firstCells = await page.locator('table.data-table tbody tr td:first-child').allInnerTexts();
      const firstCol = ds.meta.columns.find((c) => c.name === csv.header[0])!;
      csv.records.forEach((r, i) => {
        const shown = firstCells[i]!.split('printed:')[0]!.trim().replace(/,/g, '');
        expect(shown, `row ${i + 1}`).toBe(firstCol.type === 'string' ? r.cells[0] : String(Number(r.cells[0])));
      });
      expect(external).toEqual([]);
      expect(failed).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('search', () => {
  it('finds a report page offline through the built-in index', async () => {
    const { page, external } = await openPage('/');
    await page.locator('site-search button[data-open-modal]').first().click();
    await page.locator('site-search dialog input').first().fill('replication latency');
    await page.waitForSelector('.pagefind-ui__result-link', { timeout: 15_000 });
    const links = await page.locator('.pagefind-ui__result-link').allInnerTexts();
    expect(links.length).toBeGreaterThan(0);
    expect(external).toEqual([]);
    await page.close();
  });

  it('works when the search is opened before the browser was first idle', async () => {
    const { page } = await openPage('/reports/');
    // Idle callbacks (Starlight builds the search UI in one) wait until the test releases them.
    await page.addInitScript(() => {
      const queued: IdleRequestCallback[] = [];
      window.requestIdleCallback = (cb) => queued.push(cb);
      (window as unknown as { releaseIdle: () => void }).releaseIdle = () => queued.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 }));
    });
    await page.reload({ waitUntil: 'load' });
    await page.locator('site-search button[data-open-modal]').first().click();
    expect(await page.locator('site-search dialog').evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
    const input = page.locator('site-search dialog input').first();
    await input.fill('TREELIFE', { timeout: 15_000 });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForSelector('.pagefind-ui__result-link', { timeout: 15_000 });
    await page.close();
  });

  it('loads Pagefind only when a reader is about to search, and Ctrl+K still lands in a working input', async () => {
    const { page } = await openPage('/reports/');
    const pagefind: string[] = [];
    page.on('request', (r) => {
      // The stand-in (deferred-pagefind-ui) is small and expected; the UI (ui-core) and the index (/pagefind/) are not.
      if (/ui-core|\/pagefind\//.test(r.url())) pagefind.push(r.url());
    });
    await page.waitForLoadState('networkidle');
    // Reading the page: idle time passes and nothing of Pagefind is fetched.
    await page.waitForTimeout(500);
    expect(pagefind).toEqual([]);
    await page.keyboard.press('Control+k');
    const input = page.locator('site-search dialog input').first();
    await input.waitFor({ state: 'visible' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('TREELIFE');
    await page.waitForSelector('.pagefind-ui__result-link', { timeout: 15_000 });
    expect(pagefind.length).toBeGreaterThan(0);
    await page.close();
  });
});
