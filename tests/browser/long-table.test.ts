import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getBrowser, openPage, siteUrl } from './harness.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';

// The longest dataset's table draws its first 100 rows as the page loads, and the rest when the
// reader scrolls to them, searches the page, presses "Show all" or follows a citation into them;
// without JavaScript, and on paper, every row is there (DataTable.astro, table-scroll.ts).

const LONGEST = loadCatalogue().datasets.reduce((a, b) => (b.rows.length > a.rows.length ? b : a));
const PAGE = `/data/${LONGEST.report.id}/${LONGEST.meta.id}/`;
const TOTAL = LONGEST.rows.length;
const lastLine = LONGEST.rows.at(-1)!.line;
const firstColumn = LONGEST.meta.columns[0]!.name;

/** How many of the table's body rows are drawn (have a box). */
const drawnRows = (page: Page) => page.$$eval('table.data-table tbody tr', (rows) => rows.filter((r) => r.getClientRects().length > 0).length);
const allDrawn = (page: Page) => page.waitForFunction((total) => [...document.querySelectorAll('table.data-table tbody tr')].filter((r) => r.getClientRects().length > 0).length === total, TOTAL);

describe('a long table', () => {
  it('is the 453-row dataset this was made for, with every row in the page', () => {
    expect(TOTAL).toBeGreaterThan(150);
  });

  it('draws its first 100 rows as the page loads, says the rest wait, and draws them as the reader scrolls to them', async () => {
    const { page, consoleErrors } = await openPage(PAGE, { width: 390, height: 844 });
    expect(await page.locator('table.data-table tbody tr').count()).toBe(TOTAL);
    expect(await drawnRows(page)).toBe(100);
    const note = page.locator('[data-more-rows]');
    expect(await note.isVisible()).toBe(true);
    expect(await note.innerText()).toContain(`The first 100 of ${TOTAL.toLocaleString('en-US')} rows`);
    // Scroll the table's box down page by page, as a reader would.
    const box = page.locator('[data-scroll-box]').first();
    await box.scrollIntoViewIfNeeded();
    for (let i = 0; i < 60 && (await drawnRows(page)) < TOTAL; i++) {
      await box.evaluate((b) => b.scrollBy(0, b.clientHeight * 0.9));
      await page.waitForTimeout(30);
    }
    await allDrawn(page);
    expect(await note.isVisible()).toBe(false);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('draws every row on "Show all", and keeps the reader in the table, its columns as wide as before', async () => {
    const { page } = await openPage(PAGE, { width: 1366, height: 800 });
    const box = page.locator('[data-scroll-box]').first();
    await box.scrollIntoViewIfNeeded();
    const widths = () => page.$$eval('table.data-table thead th', (ths) => ths.map((th) => `${(th as HTMLElement).dataset.column} ${Math.round(th.getBoundingClientRect().width)}`));
    const before = await widths();
    // Pressed where it is, as a keyboard or screen reader user does: a pointer click would first scroll
    // the button into the box's view, which draws the rows by itself (and hides the button).
    await page.getByRole('button', { name: `Show all ${TOTAL.toLocaleString('en-US')} rows` }).evaluate((b) => (b as HTMLButtonElement).click());
    await allDrawn(page);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-scroll-box'))).toBe(true);
    // The rows drawn later widen no column: each column's width was set at build from all its rows.
    expect(await widths()).toEqual(before);
    await page.close();
  });

  it('draws every row before the browser searches the page', async () => {
    const { page } = await openPage(PAGE, { width: 1366, height: 800 });
    expect(await drawnRows(page)).toBe(100);
    await page.keyboard.press('Control+f');
    await allDrawn(page);
    await page.close();
  });

  it('lands a citation of its last row on that row', async () => {
    const { page } = await openPage(`${PAGE}#line-${lastLine}-${firstColumn}`, { width: 390, height: 844 });
    await allDrawn(page);
    const onTop = await page.evaluate((id) => {
      const cell = document.getElementById(id)!;
      const r = cell.getBoundingClientRect();
      return cell.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }, `line-${lastLine}-${firstColumn}`);
    expect(onTop).toBe(true);
    await page.close();
  });

  it('prints every row', async () => {
    const { page } = await openPage(PAGE, { width: 1366, height: 800 });
    await page.emulateMedia({ media: 'print' });
    await allDrawn(page);
    expect(await page.locator('[data-more-rows]').isVisible()).toBe(false);
    await page.close();
  });

  it('shows every row, and no note, without JavaScript', async () => {
    const context = await (await getBrowser()).newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(PAGE));
    expect(await drawnRows(page)).toBe(TOTAL);
    expect(await page.locator('[data-more-rows]').isVisible()).toBe(false);
    await context.close();
  });
});
