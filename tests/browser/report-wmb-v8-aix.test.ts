import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, axeViolations, drawAll, getBrowser, mainText, siteUrl } from './harness.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { chartRows } from '../../src/lib/charts/render.ts';
import { formatNumber } from '../../calculators/format.ts';
import { pointFromRow } from '../../calculators/lib/broker/points.ts';
import { selectRows, DEFAULT_FILTERS } from '../../calculators/lib/broker/view.ts';
import { MAX_BARS } from '../../src/lib/broker/flow-chart.ts';

// The Message Broker V8 report page and its message-flow cost explorer, in the built site.
const REPORT = 'wmb-v8-aix';
const PAGE = `/reports/${REPORT}/`;
// The explorer has a page of its own, so the report page does not carry its data.
const EXPLORER = `/reports/${REPORT}/explorer/`;
const catalogue = loadCatalogue();
const datasets = catalogue.datasets.filter((d) => d.report.id === REPORT);
const charts = catalogue.charts.filter((c) => c.report.id === REPORT);
const ds = (id: string) => datasets.find((d) => d.meta.id === id)!;

// The explorer's points, built from the data as the component builds them (links are not needed here).
const points = ds('processing-profiles-long').rows.map((r) => pointFromRow(r.values, (id) => ({ href: id, title: id })));

async function outputs(page: Page): Promise<Record<string, string>> {
  return page.$$eval('[data-output]', (els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-output'), e.getAttribute('data-value') ?? ''])));
}
const tableKeys = (page: Page) => page.$$eval('.fce-table tbody tr', (rows) => rows.map((r) => r.getAttribute('data-key') ?? ''));

/** Bars of one kind in the explorer's chart as shown (the build's narrow drawing is hidden on a wide screen). */
function shownBars(page: import('playwright-core').Page, kind: string): Promise<number> {
  return page.$$eval(`.fce-chart-svg svg`, (svgs, k) => svgs.filter((svg) => svg.getClientRects().length > 0).reduce((n, svg) => n + svg.querySelectorAll(`rect.${k}`).length, 0), kind);
}

describe('Message Broker V8 on AIX report page', () => {
  it('shows known values and its charts as SVG, offline, without errors and accessible', async () => {
    const { page, external, consoleErrors, failed } = await openPage(PAGE);
    const text = await mainText(page);
    expect(text).toContain('17,716.8'); // MQ pass-through, 2kB non-persistent (line 344)
    expect(text).toContain('40,865'); // Message Routing use case (line 213)
    expect(text).toContain('11,122.6'); // 23 execution groups (line 1803)
    expect(text).toContain('3,727.1'); // SOAP provider, 20MB (line 403)
    for (const c of charts) expect(await page.locator(`figure[data-chart="${c.meta.id}"] .chart-wide svg`).count(), c.meta.id).toBe(1);
    expect(charts.length).toBeGreaterThanOrEqual(3);
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('draws one mark per data row each chart plots', async () => {
    const { page } = await openPage(PAGE);
    for (const c of charts) {
      let rows = chartRows(c.meta.datasets.map((d) => ds(d)));
      for (const t of (c.meta.spec.transform ?? []) as Record<string, unknown>[]) {
        const filter = t.filter as string | { field: string; oneOf: unknown[] } | undefined;
        if (typeof filter === 'string') rows = rows.filter(new Function('datum', `return ${filter};`) as (d: unknown) => boolean);
        else if (filter) rows = rows.filter((r) => filter.oneOf.includes(r[filter.field]));
      }
      const marks = await page.$$eval(`figure[data-chart="${c.meta.id}"] .chart-wide g.mark-symbol.role-mark > path, figure[data-chart="${c.meta.id}"] .chart-wide g.mark-rect.role-mark > path`, (p) => p.length);
      expect(marks, c.meta.id).toBe(rows.length);
      expect(rows.length, c.meta.id).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('lists the tuning recommendations and every correction with its printed value', async () => {
    const { page } = await openPage(PAGE);
    expect(await page.locator(`[data-recommendations="${REPORT}"] .recommendation`).count()).toBe(ds('tuning-recommendations').rows.length);
    const corrections = datasets.flatMap((d) => d.meta.corrections.map((c) => ({ d, c })));
    expect(corrections.length).toBeGreaterThan(0);
    await drawAll(page);
    const items = await page.$$eval('.errata [data-correction]', (els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ')));
    expect(items).toHaveLength(corrections.length);
    for (const { d, c } of corrections) {
      expect(items.some((t) => t.includes(`“${c.printed}”`) && t.includes(d.meta.title)), `${d.meta.id} ${c.printed}`).toBe(true);
      const html = await (await page.request.get(siteUrl(`/data/${REPORT}/${d.meta.id}/`))).text();
      expect(html, d.meta.id).toMatch(new RegExp(`<del>${c.printed.replace('.', '\\.')}</del>`));
    }
    await page.close();
  });
});

describe('every wmb-v8-aix dataset page shows its data', () => {
  it('a known value of every table appears on its dataset page', async () => {
    const { page } = await openPage(`/data/${REPORT}/`);
    for (const d of datasets) {
      const html = await (await page.request.get(siteUrl(`/data/${REPORT}/${d.meta.id}/`))).text();
      const first = d.rows[0]!;
      const col = d.meta.columns.find((c) => c.type !== 'string' && !c.derived && first.values[c.name] !== null) ?? d.meta.columns[0]!;
      const value = first.values[col.name]!;
      const shown = typeof value === 'number' ? formatNumber(value) : String(value);
      expect(html, `${d.meta.id}: ${col.name} = ${shown}`).toContain(`>${shown}`);
      expect(html).toContain(`id="line-${first.line}"`);
    }
    await page.close();
  });
});

describe('message-flow cost explorer', () => {
  it('has its own page: the report page links it and carries none of its data', async () => {
    const { page } = await openPage(PAGE);
    const html = await (await page.request.get(siteUrl(PAGE))).text();
    expect(html).not.toContain('data-points-csv');
    const link = page.locator(`main a[href$="${EXPLORER}"]`);
    expect(await link.count()).toBeGreaterThan(0);
    await link.first().click();
    await page.waitForURL((u) => u.pathname.endsWith(EXPLORER));
    expect(await page.locator('.fce-table tbody tr').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('forwards a link made before the move to the same view on its page, with only its own parameters', async () => {
    const { page } = await openPage(`${PAGE}?at=10&rate=2000&utm=x&__proto__=1#explorer`);
    await page.waitForURL((u) => u.pathname.endsWith(EXPLORER));
    const url = new URL(page.url());
    expect([...url.searchParams]).toEqual([['at', '10'], ['rate', '2000']]);
    expect(url.hash).toBe('#explorer');
    expect(await page.locator('[data-output]').count()).toBeGreaterThan(0);
    // The plain report page stays where it is.
    const plain = await openPage(PAGE);
    await plain.page.waitForTimeout(300);
    expect(new URL(plain.page.url()).pathname.endsWith(PAGE)).toBe(true);
    await page.close();
    await plain.page.close();
  });

  it('carries its data once: the CSV of every point, and a table and chart of the default view built from it', async () => {
    const { page } = await openPage(EXPLORER);
    const html = await (await page.request.get(siteUrl(EXPLORER))).text();
    const csv = /<script type="text\/csv" data-points-csv>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(csv).toBe(ds('processing-profiles-long').csvText);
    expect(points.length).toBe(453);
    expect(html).not.toContain('data-points>');
    const tbody = /<tbody data-rows[^>]*>([\s\S]*?)<\/tbody>/.exec(html)![1]!;
    const defaultRows = selectRows(points, DEFAULT_FILTERS).rows.length;
    expect((tbody.match(/<tr /g) ?? []).length).toBe(defaultRows);
    const svg = /<div class="fce-chart-svg[^"]*"[^>]*data-chart[^>]*>([\s\S]*?)<\/svg>/.exec(html)![1]!;
    expect((svg.match(/class="bar bar-cost"/g) ?? []).length).toBe(Math.min(MAX_BARS, defaultRows));
    // Without JavaScript, every point is one link away.
    expect(html).toMatch(/<noscript>[\s\S]*href="\/guide\/data\/wmb-v8-aix\/processing-profiles-long\/"/);
    // Far below the 160 KB JSON plus 289 KB table it used to carry.
    expect(html.length).toBeLessThan(600_000);
    await page.close();
  });

  it('puts the estimate before the chart, and a typed size clears and disables the size boxes', async () => {
    const { page } = await openPage(EXPLORER);
    const order = await page.$$eval('[data-estimate], figure.fce-chart', (els) => els.map((e) => e.tagName.toLowerCase()));
    expect(order).toEqual(['section', 'figure']);
    const box = page.getByRole('checkbox', { name: '2kB', exact: true });
    expect(await box.isChecked()).toBe(true);
    await page.locator('input[name="at"]').fill('10');
    await expect.poll(() => box.isDisabled()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    expect(new URL(page.url()).searchParams.get('at')).toBe('10');
    expect(await tableKeys(page)).toEqual(selectRows(points, { ...DEFAULT_FILTERS, sizes: [], atKB: 10 }).rows.map((r) => r.key));
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('input[name="at"]').fill('');
    await expect.poll(() => box.isDisabled()).toBe(false);
    await page.close();
  });

  it('says in an alert what in a link it cannot use, instead of ignoring it', async () => {
    const { page } = await openPage(`${EXPLORER}?at=banana&pick=nope&cat=__proto__&sort=fastest`);
    const alert = page.locator('[data-state-error]');
    await expect.poll(() => alert.innerText()).toContain('at: "banana" is not a message size');
    const text = await alert.innerText();
    expect(text).toContain('pick: "nope" is not a row of the table');
    expect(text).toContain('cat: "__proto__" is not known');
    expect(text).toContain('sort: "fastest" is not a sort order');
    expect(await alert.getAttribute('role')).toBe('alert');
    // The view falls back to the default for what it could not use.
    expect(await tableKeys(page)).toEqual(selectRows(points, DEFAULT_FILTERS).rows.map((r) => r.key));
    const again = await openPage(`${EXPLORER}?pick=99:NONE:2kB`);
    await expect.poll(() => again.page.locator('[data-state-error]').innerText()).toContain('pick: the row "99:NONE:2kB" is not in this view');
    await again.page.close();
    await page.close();
  });

  it('keeps the CPU columns in view on a phone', async () => {
    const { page } = await openPage(EXPLORER, { width: 390, height: 844 });
    await page.locator('.fce-table-wrap').scrollIntoViewIfNeeded();
    const header = page.locator('.fce-table thead th', { hasText: 'CPU ms/msg used' });
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('is accessible in dark mode on a phone, with a typed size and the estimate shown', async () => {
    const { page } = await openPage(`${EXPLORER}?at=10&rate=2000`, { width: 390, height: 844, colorScheme: 'dark' });
    await expect.poll(() => page.locator('[data-output="busy_cores"]').getAttribute('data-value')).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('filters by category, persistence and size, and keeps the view in the URL', async () => {
    const { page, consoleErrors } = await openPage(EXPLORER);
    const expected = selectRows(points, DEFAULT_FILTERS).rows.map((r) => r.key);
    expect(await tableKeys(page)).toEqual(expected);
    // The default view's chart is the one the build drew (wide and narrow, one shown): bars of the shown one.
    expect(await shownBars(page, 'bar-rate')).toBe(Math.min(MAX_BARS, expected.length));
    const defaultCostBars = await shownBars(page, 'bar-cost');

    await page.getByRole('checkbox', { name: 'Transformation', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Persistent (FULL)', exact: true }).check();
    await page.getByRole('checkbox', { name: '200kB', exact: true }).check();
    const want = selectRows(points, { ...DEFAULT_FILTERS, categories: ['transformation'], persistence: ['NONE', 'FULL'], sizes: ['2kB', '200kB'] }).rows;
    expect(await tableKeys(page)).toEqual(want.map((r) => r.key));
    expect(want.length).toBeGreaterThan(10);
    expect(new Set(await page.$$eval('.fce-table tbody tr', (rows) => rows.map((r) => r.getAttribute('data-category'))))).toEqual(new Set(['transformation']));
    expect(await shownBars(page, 'bar-cost')).toBe(want.length);
    const url = new URL(page.url());
    expect(url.searchParams.get('cat')).toBe('transformation');
    expect(url.searchParams.get('size')).toBe('2kB,200kB');

    // Back to the default view: its chart is drawn again, not left at the last filters'.
    await page.locator('button[data-reset]').click();
    expect(await tableKeys(page)).toEqual(expected);
    expect(await shownBars(page, 'bar-rate')).toBe(Math.min(MAX_BARS, expected.length));
    expect(await shownBars(page, 'bar-cost')).toBe(defaultCostBars);
    await page.getByRole('checkbox', { name: 'Transformation', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Persistent (FULL)', exact: true }).check();
    await page.getByRole('checkbox', { name: '200kB', exact: true }).check();

    // The link reproduces the view.
    const again = await openPage(`${EXPLORER}${url.search}`);
    expect(await tableKeys(again.page)).toEqual(want.map((r) => r.key));
    expect(await again.page.getByRole('checkbox', { name: 'Transformation', exact: true }).isChecked()).toBe(true);
    await again.page.close();
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('answers "cheapest flow at 10KB, and cores for 2,000 msgs/s" from a link, with its sources', async () => {
    const { page } = await openPage(`${EXPLORER}?at=10&rate=2000&cores=8&ceiling=80`);
    const view = selectRows(points, { ...DEFAULT_FILTERS, atKB: 10 }).rows;
    const cheapest = view[0]!;
    expect(cheapest.flow).toBe('MQ pass-through (BLOB)');
    expect(cheapest.costFrom).toBe('interpolated');
    expect(await tableKeys(page)).toEqual(view.map((r) => r.key));
    expect(await page.locator('[data-estimate-flow]').getAttribute('data-estimate-flow')).toBe(cheapest.key);
    const out = await outputs(page);
    const busy = (2000 * cheapest.costMs) / 1000;
    expect(Number(out.busy_cores)).toBeCloseTo(busy, 9);
    expect(Number(out.cores_needed)).toBeCloseTo(busy / 0.8, 9);
    expect(Number(out.utilisation)).toBeCloseTo((100 * busy) / 8, 9);
    expect(Number(out.cpu_per_message)).toBeCloseTo(cheapest.costMs / 1000, 12);
    expect(Number(out.max_rate)).toBeCloseTo((8 * 0.8 * 1000) / cheapest.costMs, 6);
    // The estimated row cites both measured rows it was interpolated from.
    const links = await page.$$eval('.fce-table tbody tr:first-child a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(2);
    for (const href of links) expect(href).toMatch(new RegExp(`/data/${REPORT}/table-04-mq-blob-read-write/#line-\\d+$`));
    expect(await page.locator('.fce-estimate').innerText()).toMatch(/single flow instance on the report's 8-core POWER7 server/);
    await page.close();
  });

  it('arrives on the default view as the build drew it, ready at once: its link to the calculator as a reset writes it, and “Size it” answers', async () => {
    const { page, consoleErrors } = await openPage(EXPLORER);
    const expected = selectRows(points, DEFAULT_FILTERS).rows;
    const link = page.locator('a[data-calculator-link]');
    const built = await link.getAttribute('href');
    expect(new URL(built!, siteUrl(EXPLORER)).searchParams.get('flow')).toBe(expected[0]!.table);
    await page.locator('button[data-reset]').click();
    expect(await link.getAttribute('href')).toBe(built);
    const third = expected[2]!;
    await page.locator(`button[data-pick="${third.key}"]`).click();
    expect(await page.locator('[data-estimate-flow]').getAttribute('data-estimate-flow')).toBe(third.key);
    expect(Number((await outputs(page)).busy_cores)).toBeCloseTo((1000 * third.costMs) / 1000, 9);
    expect(consoleErrors).toEqual([]);
    await page.close();

    // Without a script the buttons, which could not answer, are not shown, nor is their column.
    const context = await (await getBrowser()).newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(siteUrl(EXPLORER));
    expect(await plain.locator('.fce-table th', { hasText: 'Estimate' }).isVisible()).toBe(false);
    expect(await plain.locator('button[data-pick]').first().isVisible()).toBe(false);
    expect(await plain.locator('.fce-table tbody tr').count()).toBe(expected.length);
    await context.close();
  });

  it('sizes any row picked with "Size it", and rejects an invalid input naming it and its range', async () => {
    const { page } = await openPage(`${EXPLORER}?cat=transformation&rate=2000`);
    const view = selectRows(points, { ...DEFAULT_FILTERS, categories: ['transformation'] }).rows;
    const target = view.find((r) => r.table === '41')!; // ESQL transform, 2kB non-persistent
    await page.locator(`button[data-pick="${target.key}"]`).click();
    expect(new URL(page.url()).searchParams.get('pick')).toBe(target.key);
    expect(await page.locator('[data-estimate-flow]').getAttribute('data-estimate-flow')).toBe(target.key);
    expect(Number((await outputs(page)).busy_cores)).toBeCloseTo((2000 * target.costMs) / 1000, 9);
    expect(await page.locator(`button[data-pick="${target.key}"]`).getAttribute('aria-pressed')).toBe('true');

    const rate = page.getByRole('textbox', { name: /Target message rate/ });
    await rate.fill('0');
    const alert = page.locator('[data-estimate-error]');
    expect(await alert.getAttribute('role')).toBe('alert');
    await expect.poll(() => alert.innerText()).toMatch(/Target message rate must be a number from .+ to .+/);
    for (const v of Object.values(await outputs(page))) expect(v).toBe('');
    expect(await page.locator('.fce-outputs').innerText()).not.toMatch(/NaN|Infinity/);
    await rate.fill('2,000');
    await expect.poll(() => alert.innerText()).toBe('');
    expect(Number((await outputs(page)).busy_cores)).toBeCloseTo((2000 * target.costMs) / 1000, 9);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
