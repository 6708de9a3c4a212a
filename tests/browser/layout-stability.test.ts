import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { getBrowser, siteUrl } from './harness.ts';

/**
 * Nothing moves when a page's script starts (Lighthouse counts it as layout shift, readers lose
 * their place). Controls that need the script carry .needs-script: hidden only when scripting is
 * off, so the first paint already has them. Compared here: where the content sits before any
 * script has run (the page's scripts stripped, scripting still on) and after every script has.
 */
const PAGES: [path: string, below: string][] = [
  ['/recommendations/', '.recs-wrap'],
  ['/reports/wmb-v8-aix/explorer/', 'figure.fce-chart'],
  ['/data/', '.dataset-group'],
  ['/calculators/log-sizing/', '[data-calc-chart]'],
];

async function topOf(context: BrowserContext, path: string, selector: string, wait: 'load' | 'networkidle'): Promise<number> {
  const page = await context.newPage();
  await page.goto(siteUrl(path), { waitUntil: wait });
  const top = await page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await context.close();
  return top;
}

describe('layout stability', () => {
  for (const [path, below] of PAGES) {
    it(`${path}: ${below} is where it was before the scripts ran`, async () => {
      const browser = await getBrowser();
      const before = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await before.route(/\.m?js(\?|$)/, (route) => route.abort());
      await before.route(siteUrl(path), async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
        await route.fulfill({ response, body: html });
      });
      const after = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const [first, settled] = [await topOf(before, path, below, 'load'), await topOf(after, path, below, 'networkidle')];
      expect(Math.abs(settled - first), `${below} moved from ${first} to ${settled} px`).toBeLessThan(2);
    });
  }

  it('hides the controls that need the script when scripting is off, and shows them from the first paint when it is on', async () => {
    const browser = await getBrowser();
    for (const path of ['/recommendations/', '/reports/wmb-v8-aix/explorer/']) {
      const off = await browser.newContext({ javaScriptEnabled: false });
      const page = await off.newPage();
      await page.goto(siteUrl(path));
      const controls = page.locator('.needs-script');
      expect(await controls.count(), path).toBeGreaterThan(0);
      for (const c of await controls.all()) expect(await c.isVisible(), path).toBe(false);
      await off.close();
      const on = await browser.newContext();
      const live = await on.newPage();
      await live.goto(siteUrl(path), { waitUntil: 'networkidle' });
      for (const c of await live.locator('.needs-script').all()) expect(await c.isVisible(), path).toBe(true);
      await on.close();
    }
  });
});
