import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, axeViolations, mainText, drawAll } from './harness.ts';
import { proseWords } from './prose-words.ts';
import { loadCatalogue, findRow } from '../../src/lib/data/catalogue.ts';

// The two newer z/OS reports (z16, 2022; zHyperWrite, 2019) on the built site: their pages lead with key results, stay
// within half the report's words, cite every figure; and the 2013 V7.1 page, the z/OS guide, the recommendations and
// the calculators show what they changed, each with a verdict and its source.
const dist = process.env.BROWSER_TEST_DIST ?? join(process.cwd(), 'dist-test');
const catalogue = loadCatalogue();
const NEWER = ['mq-zos-z16', 'mq-zos-zhyperwrite'];


describe('the newer z/OS report pages', () => {
  for (const id of NEWER) {
    it(`${id}: key results on the first screen, prose at most half the report, every dataset listed, accessible`, async () => {
      const report = catalogue.reports.find((r) => r.id === id)!;
      const reportWords = readFileSync(join(process.cwd(), '..', 'shared', 'modern', report.sourceFile), 'utf8').split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
      const words = proseWords(readFileSync(join(dist, 'reports', id, 'index.html'), 'utf8'));
      expect(words, `${words} words of prose against ${reportWords}`).toBeLessThanOrEqual(reportWords / 2);

      const { page, external, failed, consoleErrors } = await openPage(`/reports/${id}/`, { width: 1366, height: 768 });
      expect(await page.locator('h1').innerText()).toBe(report.shortTitle);
      const top = await page.evaluate(() => document.getElementById('key-results')?.getBoundingClientRect().top ?? Infinity);
      expect(top).toBeLessThan(768);
      const listed = await page.locator(`[data-dataset-list="${id}"] [data-dataset]`).evaluateAll((li) => li.map((x) => (x as HTMLElement).dataset.dataset));
      expect([...listed].sort()).toEqual(catalogue.datasets.filter((d) => d.report.id === id).map((d) => d.meta.id).sort());
      // Every figure in the key results is a citation of a dataset cell.
      const keyHrefs = await page.evaluate(() => {
        const hrefs: string[] = [];
        for (let el = document.getElementById('key-results')?.nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling)
          for (const a of el.querySelectorAll('a.cite')) hrefs.push(a.getAttribute('href') ?? '');
        return hrefs;
      });
      expect(keyHrefs.length).toBeGreaterThanOrEqual(8);
      for (const href of keyHrefs) expect(href).toMatch(new RegExp(`^/guide/data/${id}/[a-z0-9-]+/#line-\\d+-[A-Za-z_][A-Za-z0-9_]*$`));
      expect(await mainText(page)).not.toMatch(/NaN|undefined|Infinity/);
      expect(await axeViolations(page)).toEqual([]);
      expect(external).toEqual([]);
      expect(failed).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('mq-zos-z16 shows the CFCC level 25 increases and the peaks from the data, and describes the charts', async () => {
    const { page } = await openPage('/reports/mq-zos-z16/');
    const text = (await mainText(page)).replace(/\s+/g, ' ');
    for (const figure of ['1,348,870', '1,638,600', '636,460', '41 MB', '175,000', '380 MB/s', '1.35 million']) expect(text, figure).toContain(figure);
    expect(text).toMatch(/Add 8 MB to the CSQ_ADMIN structure and 8 MB to each application structure/);
    await page.locator('details summary', { hasText: 'Every chart' }).click();
    const charts = page.locator('table[data-dataset="mq-zos-z16/charts-not-printed"] tbody tr');
    expect(await charts.count()).toBe(catalogue.datasets.find((d) => d.report.id === 'mq-zos-z16' && d.meta.id === 'charts-not-printed')!.rows.length);
    await page.close();
  });

  it('mq-zos-zhyperwrite derives the Metro Mirror cost from its table and marks it derived', async () => {
    const { page } = await openPage('/reports/mq-zos-zhyperwrite/', { width: 390, colorScheme: 'dark' });
    const text = (await mainText(page)).replace(/\s+/g, ' ');
    for (const figure of ['580 MB/s', '391 MB/s', '445 MB/s', '331', '99.95']) expect(text, figure).toContain(figure);
    expect(await page.locator('main .derived[data-ratio]').count()).toBeGreaterThanOrEqual(3);
    expect(text).toContain('67.4%'); // 391 ÷ 580, derived
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.close();
  });
});

describe('z/OS then and now', () => {
  it('the V7.1 page gives each comparison a verdict, citing 2013 and a newer report in the same item', async () => {
    const { page } = await openPage('/reports/mq-zos-v71/');
    const items = page.locator('section[data-then-and-now="mq-zos-v71"] > ul > li');
    expect(await items.count()).toBe(6);
    const verdicts = await items.evaluateAll((lis) => lis.map((li) => li.querySelector('.verdict')?.getAttribute('data-verdict')));
    expect(verdicts).toEqual(['changes', 'changes', 'retires', 'confirms', 'changes', 'changes']);
    // The text a reader sees once they have scrolled to it (innerText leaves out what is not yet drawn).
    await drawAll(page);
    const labels = await items.locator('.verdict').allInnerTexts();
    expect(labels).toEqual(['Changed.', 'Changed.', 'Superseded.', 'Still holds.', 'Changed.', 'Changed.']);
    for (let i = 0; i < 6; i++) {
      const hrefs = await items.nth(i).locator('a.cite').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.some((h) => h.startsWith('/guide/data/mq-zos-v71/')), `item ${i + 1} cites 2013`).toBe(true);
      if (verdicts[i] !== 'confirms') expect(hrefs.some((h) => /^\/guide\/data\/mq-zos-(z16|zhyperwrite)\//.test(h)), `item ${i + 1} cites a newer report`).toBe(true);
    }
    const text = (await page.locator('section[data-then-and-now="mq-zos-v71"]').innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/8 MB to each application structure/);
    expect(text).toMatch(/DYNDISP=THIN/);
    await page.close();
  });

  it('the recommendations carry the newer reports’ verdicts with the line, on the report page and the index', async () => {
    const rows = catalogue.datasets.find((d) => d.report.id === 'mq-zos-v71' && d.meta.id === 'tuning-recommendations')!;
    const withVerdict = rows.rows.filter((r) => r.values.verdict_report);
    expect(withVerdict.length).toBe(4);
    const { page } = await openPage('/recommendations/?platform=z%2FOS');
    for (const r of withVerdict) {
      const row = page.locator(`tr[data-rec="mq-zos-v71/${r.values.id}"]`);
      const verdict = row.locator(`[data-verdict-report="${r.values.verdict_report}"]`);
      expect(await verdict.count(), String(r.values.id)).toBe(1);
      expect(await verdict.innerText()).toContain(`line ${r.values.bp2020_line}`);
      expect(await verdict.locator('a').getAttribute('href')).toBe(`/guide/reports/${r.values.verdict_report}/`);
    }
    expect(await page.locator('[data-verdict-report]').count()).toBe(4);
    await page.goto(page.url().replace(/recommendations\/.*$/, 'reports/mq-zos-v71/'));
    await drawAll(page);
    const onPage = await page.locator('#rec-offload-all-capacity [data-verdict-report="mq-zos-z16"]').innerText();
    expect(onPage).toMatch(/changed/);
    await page.close();
  });

  it('the shared-queues guide and the pub/sub guide say what the newer reports change, or that they do not', async () => {
    const { page } = await openPage('/guides/zos-shared-queues/');
    expect(await page.locator('main [data-verdict]').evaluateAll((v) => v.map((x) => x.getAttribute('data-verdict')))).toEqual(['changes', 'confirms', 'changes']);
    expect(await page.locator('main a.cite[href*="/data/mq-zos-z16/"]').count()).toBeGreaterThanOrEqual(4);
    await page.goto(page.url().replace('zos-shared-queues', 'zos-publish-subscribe'));
    expect((await mainText(page)).replace(/\s+/g, ' ')).toMatch(/Nothing newer in this guide measures publish\/subscribe on z\/OS.*September 2022.*March 2019/);
    await page.close();
  });

  it('the z/OS calculators name the z16 report where it changes their inputs', async () => {
    const { page } = await openPage('/calculators/zos-smds-storage/?structures=63');
    await page.locator('[data-calculator="zos-smds-storage"][data-state="ready"]').waitFor();
    expect(await page.locator('[data-calc-warnings]').innerText()).toMatch(/CFCC level 25.*504 MiB in all/s);
    expect(await page.locator('main a[href="/guide/reports/mq-zos-z16/"]').count()).toBeGreaterThan(0);
    await page.goto(page.url().replace(/zos-smds-storage\/.*$/, 'zos-structure-recovery/'));
    await page.locator('[data-calculator="zos-structure-recovery"][data-state="ready"]').waitFor();
    expect(await page.locator('[data-calc-warnings]').innerText()).toMatch(/no newer IBM report re-measures it/);
    await page.close();
  });
});

// A citation check independent of the page: the z16 peak the V7.1 page compares against is the row the data holds.
it('the figure the then-and-now section compares is the catalogued z16 peak', () => {
  const ds = catalogue.datasets.find((d) => d.report.id === 'mq-zos-z16' && d.meta.id === 'text-figures')!;
  expect(findRow(ds, { id: 'outsync-z16-peak-tx' }).values.value).toBe(674435);
});
