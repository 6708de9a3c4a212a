/**
 * The M2001 HA/DR report page, the V9.1.2 switch-over page and the HA guide's two-data-centre section
 * as built: prose within half the source's words, key results on the first screen, the charts drawn
 * from the tables, the unprinted charts described, and the side-by-side table complete.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, drawAll } from './harness.ts';
import { proseWords, words } from './prose-words.ts';

const dist = process.env.BROWSER_TEST_DIST ?? join(process.cwd(), 'dist-test');


describe.each(['mq-appliance-hadr-m2001', 'mq-switchover-912'])('/reports/%s/', (id) => {
  it('keeps its prose to at most half the source’s words', () => {
    const sourceWords = words(readFileSync(join(process.cwd(), '..', 'shared', 'modern', `${id}.txt`), 'utf8'));
    const pageWords = proseWords(readFileSync(join(dist, 'reports', id, 'index.html'), 'utf8'));
    expect(pageWords, `${pageWords} words of prose against ${sourceWords}`).toBeLessThanOrEqual(sourceWords / 2);
  });

  it('starts its key results on the first screen and is listed on /reports/', async () => {
    const { page } = await openPage(`/reports/${id}/`, { width: 1366, height: 768 });
    const top = await page.evaluate(() => document.getElementById('key-results')?.getBoundingClientRect().top ?? Infinity);
    expect(top).toBeLessThan(768);
    await page.close();
    const { page: list } = await openPage('/reports/');
    expect(await list.locator(`main a[href$="/reports/${id}/"]`).count()).toBeGreaterThan(0);
    await list.close();
  });
});

describe('M2001 report page', () => {
  it('draws the HA and DR distance charts from the tables and describes the charts it cannot read', async () => {
    const { page, external } = await openPage('/reports/mq-appliance-hadr-m2001/');
    expect(await page.locator('figure[data-chart$="ha-throughput-vs-latency"] svg').count()).toBeGreaterThan(0);
    expect(await page.locator('figure[data-chart$="dr-throughput-vs-latency"] svg').count()).toBeGreaterThan(0);
    await drawAll(page);
    const main = await page.locator('main').innerText();
    expect(main).toContain('Performance results for 2KB, 10QM persistent messaging with /without 2ms latency');
    expect(main).toMatch(/24,571/);
    expect(external).toEqual([]);
    await page.close();
  });
});

describe('HA guide: HA across two data centres', () => {
  it('puts six measured pairs side by side at 0 to 10 ms with the distance each implies', async () => {
    const { page, external } = await openPage('/guides/place-an-ha-pair/');
    const table = page.locator('table', { hasText: 'M2001A, MQ 9.1 (Sep 2018)' });
    expect(await table.locator('thead th').count()).toBe(7);
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(5);
    expect(rows[1]).toMatch(/^1 ms \(≈ 100 km\)/);
    expect(rows[1]).toContain('24,571');
    expect(rows[1]).toContain('34,945');
    expect(rows[1]).toContain('30,662');
    expect(rows[4]).toMatch(/^10 ms \(≈ 1,?000 km\)/);
    expect(rows[4]!.match(/not measured/g)).toHaveLength(2);
    await drawAll(page);
    expect(await page.locator('main').innerText()).toContain('How long a switch-over takes');
    expect(external).toEqual([]);
    await page.close();
  });
});
