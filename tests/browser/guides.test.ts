import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations, mainText, openPage, siteUrl } from './harness.ts';
import { outputValues, ready } from './calculator-page.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';

// Every guide in content/guides, found from the files so a new guide is checked as soon as it exists.
const dir = join(process.cwd(), 'content', 'guides');
const guides = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx') && !f.startsWith('_'))
  .map((f) => ({ id: f.replace(/\.mdx$/, ''), source: readFileSync(join(dir, f), 'utf8') }));
const titleOf = (source: string) => /^title:\s*(.+)$/m.exec(source)![1]!.trim();

describe.each(guides.map((g) => [g.id, g.source]))('guide /guides/%s/', (id, source) => {
  const path = `/guides/${id}/`;

  // One visit a guide: read in light mode on a desktop, then the same page in dark mode, then narrowed to a phone.
  it('loads offline without errors or accessibility violations (light and dark), cites its numbers, links a preset, fits a phone', async () => {
    const { page, external, consoleErrors, failed } = await openPage(path);
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page), 'light').toEqual([]);

    // At least five values from at least two reports, every citation landing on an existing row.
    const hrefs = await page.$$eval('main a.cite', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBe((source.match(/<Value\b/g) ?? []).length);
    expect(hrefs.length).toBeGreaterThanOrEqual(5);
    const reports = new Set(hrefs.map((h) => new URL(h).pathname.split('/')[3]));
    expect(reports.size, [...reports].join(', ')).toBeGreaterThanOrEqual(2);
    const byPage = new Map<string, Set<string>>();
    for (const href of hrefs) {
      const [url, anchor] = href.split('#');
      expect(url!.startsWith(siteUrl('/data/')), href).toBe(true);
      byPage.set(url!, (byPage.get(url!) ?? new Set()).add(anchor!));
    }
    for (const [url, anchors] of byPage) {
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      for (const anchor of anchors) expect(html, `${url}#${anchor}`).toContain(`id="${anchor}"`);
    }
    // Every derived value says so, with its formula.
    const derived = await page.$$eval('main .derived[data-ratio] .derived-explain', (els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
    expect(derived.length).toBe((source.match(/<Ratio\b/g) ?? []).length);
    for (const t of derived) expect(t).toMatch(/^Derived, not printed in the report: .+ from .+ and .+\.$/);

    // A calculator preset under the base path, and what applies today.
    const calc = await page.$$eval('main a[href*="/calculators/"]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(calc.filter((h) => h.includes('?')).length).toBeGreaterThan(0);
    for (const h of calc) expect(h.startsWith('/guide/calculators/'), h).toBe(true);
    const text = await mainText(page);
    expect(text).toContain('The question:');
    expect(text).toContain('What applies today, and what is history');

    // The same page opened again on a system in dark mode (Starlight reads the scheme as the page loads).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await axeViolations(page), 'dark').toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'sideways overflow at 390 px').toBeLessThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('every calculator preset it links gives a result, with no input rejected', async () => {
    const presets = [...source.matchAll(/\(\/calculators\/([a-z0-9-]+)\/(\?[^)\s]+)\)/g)].map((m) => ({ id: m[1]!, query: m[2]! }));
    expect(presets.length).toBeGreaterThan(0);
    // Console errors and CSP on calculator pages are the calculator tests' concern; here, the preset itself.
    const { page } = await openPage('/calculators/');
    for (const { id: calc, query } of presets) {
      await page.goto(siteUrl(`/calculators/${calc}/${query}`), { waitUntil: 'load' });
      await ready(page, calc);
      const alerts = (await page.locator(`[data-calculator="${calc}"] [role="alert"]`).allInnerTexts()).map((t) => t.trim()).filter(Boolean);
      expect(alerts, `${calc}${query}`).toEqual([]);
      const values = Object.values(await outputValues(page)).filter((v) => v !== '');
      expect(values.length, `${calc}${query} shows no result`).toBeGreaterThan(0);
    }
    await page.close();
  });
});

describe('a guide’s worked example holds in its calculator', () => {
  it('the recovery log guide’s 1.5GB log reproduces the Linux report’s amqsrua bytes in use and bytes max', async () => {
    const srua = loadCatalogue().datasets.find((d) => d.report.id === 'mq-linux-persistent' && d.meta.id === 'amqsrua-log-statistics')!;
    const sample = srua.rows.find((r) => r.values.sample === '2k-12-requesters')!.values;
    const source = guides.find((g) => g.id === 'size-the-recovery-log')!.source;
    const query = /\(\/calculators\/log-sizing\/(\?logFilePages=16384&primaryFiles=24&secondaryFiles=2)\)/.exec(source)![1]!;
    const { page } = await openPage(`/calculators/log-sizing/${query}`);
    await ready(page, 'log-sizing');
    const out = await outputValues(page);
    expect(Number(out.primaryBytes)).toBe(sample.log_bytes_in_use);
    expect(Number(out.maxLogBytes)).toBe(sample.log_bytes_max);
    await page.close();
  });
});

describe('the guides index and sidebar', () => {
  it('/guides/ lists every guide, and the sidebar has a Guides group that does too', async () => {
    const { page } = await openPage('/guides/');
    const listed = await page.$$eval('[data-guide-index] h2 a', (as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    expect(listed.sort()).toEqual(guides.map((g) => `/guide/guides/${g.id}/`).sort());
    const sidebar = await page.locator('#starlight__sidebar').innerText();
    for (const g of guides) expect(sidebar).toContain(titleOf(g.source));
    expect(sidebar).toContain('Every recommendation');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
