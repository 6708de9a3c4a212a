import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawAll, openPage } from './harness.ts';

// "On this page" follows the reader through a long report, on a wide screen and on a phone, with
// src/lib/toc/starlight-toc.ts standing in for Starlight's element (astro.config.mjs).

const REPORT = '/reports/mq-linux-persistent/';

/** The TOC's current link, once the element has started (it starts when the browser is idle). */
async function currentHash(page: Page, toc: 'starlight-toc' | 'mobile-starlight-toc'): Promise<string> {
  await page.waitForFunction((name) => document.querySelector(`${name} a[aria-current="true"]`) !== null, toc);
  return page.$eval(`${toc} a[aria-current="true"]`, (a) => decodeURIComponent((a as HTMLAnchorElement).hash));
}

/** Waits for two frames: the element reads positions once per frame after a scroll. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('On this page', () => {
  it('is the site’s lighter element, not Starlight’s query of every element that follows a heading', async () => {
    const { page, consoleErrors } = await openPage(REPORT);
    const ours = await page.evaluate(() => {
      const toc = customElements.get('starlight-toc');
      const mobile = customElements.get('mobile-starlight-toc');
      return typeof toc?.prototype.follow === 'function' && !!mobile && mobile.prototype instanceof toc!;
    });
    expect(ours).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('marks the section being read on a wide screen, after scrolling and after a jump', async () => {
    const { page } = await openPage(REPORT, { width: 1366, height: 800 });
    expect(await currentHash(page, 'starlight-toc')).toBe('#_top');
    const ids = await page.$$eval('starlight-toc nav > ul > li > a', (as) => as.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
    expect(ids.length).toBeGreaterThan(4);
    // A heading scrolled to just under the header is the section being read.
    const middle = ids[Math.floor(ids.length / 2)]!;
    await page.evaluate((id) => {
      const heading = document.getElementById(id)!;
      const header = document.querySelector('header')!.getBoundingClientRect().height;
      scrollBy(0, heading.getBoundingClientRect().top - header - 10);
    }, middle);
    await settle(page);
    expect(await currentHash(page, 'starlight-toc')).toBe(`#${middle}`);
    // A jump from the list to a section far down, in one step: the last one whose heading the page can
    // still scroll up to the line (the page's last sections end above the bottom of the screen). Which
    // one that is depends on the real heights of the sections below, drawn once the reader is there.
    await drawAll(page);
    const last = await page.evaluate((list) => {
      const lowest = document.documentElement.scrollHeight - innerHeight;
      return list.filter((id) => document.getElementById(id)!.getBoundingClientRect().top + scrollY < lowest).at(-1)!;
    }, ids);
    expect(ids.indexOf(last)).toBeGreaterThan(ids.indexOf(middle));
    await page.click(`starlight-toc a[href="#${last}"]`);
    await settle(page);
    expect(await currentHash(page, 'starlight-toc')).toBe(`#${last}`);
    // And back to the top.
    await page.evaluate(() => scrollTo(0, 0));
    await settle(page);
    expect(await currentHash(page, 'starlight-toc')).toBe('#_top');
    await page.close();
  });

  it('names the section being read in the phone’s bar', async () => {
    const { page } = await openPage(REPORT, { width: 390, height: 844 });
    const ids = await page.$$eval('mobile-starlight-toc .dropdown > ul > li > a', (as) => as.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
    const second = ids[2]!;
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ block: 'start' }), second);
    // scrollIntoView puts the heading under the fixed header and bar, past the line: the reader is in it.
    await settle(page);
    expect(await currentHash(page, 'mobile-starlight-toc')).toBe(`#${second}`);
    const shown = await page.$eval('mobile-starlight-toc .display-current', (s) => s.textContent);
    const label = await page.$eval(`mobile-starlight-toc a[href="#${second}"]`, (a) => a.textContent);
    expect(shown).toBe(label);
    await page.close();
  });
});
