/**
 * Embeds: /embed/<id>/ is the calculator without the site frame, and /embed.js puts it on
 * another page with one tag, sizing the iframe from the embed's resize messages (and only those).
 */
import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { axeViolations, openPage, siteUrl } from './harness.ts';
import { outputValues, ready } from './calculator-page.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';

/** Opens a wiki-like page on another origin (localhost, where the site is 127.0.0.1) that embeds a calculator with the loader tag. */
async function openHost(attrs: string) {
  const opened = await openPage('/calculators/');
  const site = new URL(siteUrl('/'));
  const hostUrl = `http://localhost:${site.port}/wiki/page.html`;
  const html =
    `<!doctype html><html lang="en"><head><title>Wiki page</title></head><body><h1>Our MQ sizing</h1><p>Before.</p>` +
    `<script src="${siteUrl('/embed.js')}" ${attrs}></script><p id="after">After.</p></body></html>`;
  // Chromium asks before a page reaches a loopback address; a real wiki is not on loopback, the test host is.
  await opened.page.context().grantPermissions(['local-network-access'], { origin: new URL(hostUrl).origin });
  await opened.page.route(hostUrl, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await opened.page.goto(hostUrl);
  // The wiki page itself is the one request off the site's origin that the test makes on purpose.
  return { ...opened, externalBesidesHost: () => opened.external.filter((u) => u !== hostUrl) };
}

async function embeddedFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-mq-field-guide]');
  const frame = (await handle.contentFrame())!;
  await frame.waitForSelector('[data-calculator][data-state="ready"]', { timeout: 15_000 });
  return frame;
}

describe('embed pages', () => {
  for (const def of calculators) {
    it(`/embed/${def.id}/ has the calculator and no site frame, and is compact at 800 px: inputs, results and a link to the full calculator, at most 1,600 px tall`, async () => {
      const { page, external, consoleErrors, failed } = await openPage(`/embed/${def.id}/`, { width: 800, height: 900 });
      await ready(page, def.id);
      expect(await page.locator('.sidebar-pane, starlight-menu-button, site-search').count()).toBe(0);
      expect(await page.locator('h1').innerText()).toBe(def.title);
      expect(Object.values(await outputValues(page)).some((v) => v !== '')).toBe(true);
      expect(external).toEqual([]);
      expect(failed).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      expect(await page.evaluate(() => document.documentElement.getBoundingClientRect().height)).toBeLessThanOrEqual(1600);
      expect(await page.locator('[data-calc-detail]').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length)).toBe(0);
      const full = page.locator('a[data-embed-full]');
      expect(await full.innerText()).toMatch(/full calculator and sources/i);
      expect(await full.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(siteUrl(`/calculators/${def.id}/`));

      // The toggle unfolds the working, examples and sources, and says so to assistive technology.
      const toggle = page.locator('[data-embed-toggle]');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('[data-calc-detail]').first().isVisible()).toBe(true);
      await page.close();
    });
  }

  it('?view=full shows the whole calculator; the full-calculator link carries the inputs', async () => {
    const { page } = await openPage('/embed/log-sizing/?logFilePages=16384&view=full', { width: 800 });
    await ready(page, 'log-sizing');
    expect(await page.locator('body').getAttribute('data-view')).toBe('full');
    // Everything folded in the compact view shows, except what the result itself leaves out (no snippets, no chart).
    for (const section of await page.locator('section[data-calc-detail], aside[data-calc-detail], .calc-help [data-calc-detail]').all()) expect(await section.isVisible()).toBe(true);
    const href = await page.locator('a[data-embed-full]').evaluate((a) => (a as HTMLAnchorElement).href);
    expect(new URL(href).pathname).toBe(new URL(siteUrl('/calculators/log-sizing/')).pathname);
    expect(new URL(href).searchParams.get('logFilePages')).toBe('16384');
    expect(new URL(href).searchParams.has('view')).toBe(false);
    await page.close();
  });

  it('computes from its own query string', async () => {
    const { page } = await openPage('/embed/log-sizing/?logFilePages=16384&primaryFiles=24&secondaryFiles=2');
    await page.waitForSelector('[data-calculator][data-state="ready"]');
    expect((await outputValues(page)).maxLogBytes).toBe('1744830464');
    await page.close();
  });
});

describe('embed.js loader', () => {
  it('creates the iframe next to its tag, passes data-params and sizes it to the content', async () => {
    const { page, externalBesidesHost } = await openHost('data-calculator="log-sizing" data-params="logFilePages=16384&primaryFiles=24&secondaryFiles=2"');
    const frame = await embeddedFrame(page);
    // Under the test's base path (/guide/), derived from the script's own address.
    expect(frame.url()).toBe(`${siteUrl('/embed/log-sizing/')}?logFilePages=16384&primaryFiles=24&secondaryFiles=2`);
    expect((await outputValues(frame)).maxLogBytes).toBe('1744830464');
    expect(await page.$eval('iframe[data-mq-field-guide]', (f) => [f.previousElementSibling?.tagName, f.nextElementSibling?.id])).toEqual(['SCRIPT', 'after']);
    expect(await page.$eval('iframe[data-mq-field-guide]', (f) => f.getAttribute('title'))).toMatch(/calculator: log-sizing/);

    // The iframe takes the embed's full height, so it needs no scroll bar.
    const contentHeight = () => frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    const iframeHeight = () => page.$eval('iframe[data-mq-field-guide]', (f) => (f as HTMLIFrameElement).getBoundingClientRect().height);
    await expect.poll(async () => Math.abs((await iframeHeight()) - (await contentHeight()))).toBeLessThanOrEqual(1);
    expect(await iframeHeight()).toBeGreaterThan(300);

    // When the content grows (an error message appears), the iframe follows.
    const before = await iframeHeight();
    await frame.fill('#calc-log-sizing-logFilePages', 'lots');
    await frame.waitForSelector('[role="alert"] li');
    await expect.poll(async () => Math.abs((await iframeHeight()) - (await contentHeight()))).toBeLessThanOrEqual(1);
    expect(await iframeHeight()).not.toBe(before);
    expect(externalBesidesHost()).toEqual([]);
    await page.close();
  });

  it('ignores resize messages that do not come from its own iframe', async () => {
    const { page } = await openHost('data-calculator="kernel-limits"');
    await embeddedFrame(page);
    const iframeHeight = () => page.$eval('iframe[data-mq-field-guide]', (f) => (f as HTMLIFrameElement).style.height);
    await expect.poll(iframeHeight).not.toBe('40rem');
    const settled = await iframeHeight();
    await page.evaluate(() => window.postMessage({ type: 'mq-field-guide:resize', id: 'kernel-limits', height: 7 }, '*'));
    await page.waitForTimeout(300);
    expect(await iframeHeight()).toBe(settled);
    await page.close();
  });

  it('data-view="full" opens the embed in its full view', async () => {
    const { page } = await openHost('data-calculator="treelife" data-view="full"');
    const frame = await embeddedFrame(page);
    expect(new URL(frame.url()).searchParams.get('view')).toBe('full');
    expect(await frame.locator('body').getAttribute('data-view')).toBe('full');
    await page.close();
  });

  /** The loader's message in place of the frame, for a tag it refuses. */
  async function refusal(attrs: string): Promise<string> {
    const { page, consoleErrors } = await openHost(attrs);
    await page.waitForSelector('#after');
    const alert = page.locator('[data-mq-field-guide-error][role="alert"]');
    await alert.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    // In place of the frame: right after the tag.
    expect(await alert.evaluate((p) => p.previousElementSibling?.tagName)).toBe('SCRIPT');
    const text = await alert.innerText();
    expect(consoleErrors.join(' ')).toContain('MQ Performance Field Guide embed');
    await page.close();
    return text;
  }

  it('refuses a malformed calculator name without creating a frame', async () => {
    expect(await refusal('data-calculator="../../etc"')).toMatch(/data-calculator must name a calculator, one of: .*log-sizing.*; got "\.\.\/\.\.\/etc"/);
  });

  it('refuses an unknown calculator, naming the known ones', async () => {
    const text = await refusal('data-calculator="log-sizer"');
    for (const def of calculators) expect(text).toContain(def.id);
    expect(text).toContain('"log-sizer"');
  });

  it('refuses data-params naming inputs the calculator does not have', async () => {
    const text = await refusal('data-calculator="log-sizing" data-params="logFilePages=16384&pages=2&colour=red"');
    expect(text).toMatch(/inputs that log-sizing does not have: "pages", "colour"/);
    expect(text).toContain('logFilePages');
  });

  it('refuses over-long data-params and control characters', async () => {
    expect(await refusal(`data-calculator="log-sizing" data-params="logFilePages=${'1'.repeat(3000)}"`)).toMatch(/data-params is 3013 characters long; at most 2000/);
    expect(await refusal('data-calculator="log-sizing" data-params="logFilePages=16384&#10;primaryFiles=3"')).toMatch(/control characters/);
  });

  it('refuses an unknown data-view', async () => {
    expect(await refusal('data-calculator="log-sizing" data-view="huge"')).toMatch(/data-view must be "compact" or "full"; got "huge"/);
  });

  it('refuses an unknown data-theme', async () => {
    expect(await refusal('data-calculator="log-sizing" data-theme="pink"')).toMatch(/data-theme must be "auto", "light" or "dark"; got "pink"/);
  });

  it('data-theme="dark" shows the embed dark on a light wiki page', async () => {
    const { page } = await openHost('data-calculator="treelife" data-theme="dark"');
    const frame = await embeddedFrame(page);
    expect(new URL(frame.url()).searchParams.get('theme')).toBe('dark');
    expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.close();
  });
});

/** Relative luminance of a computed CSS colour ("rgb(r, g, b)"), 0 for black to 1 for white. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('embeds follow the reader’s colour scheme (issue 27 item 7)', () => {
  const colours = (page: Page) =>
    page.evaluate(() => {
      const html = getComputedStyle(document.documentElement);
      const input = getComputedStyle(document.querySelector('[data-calculator] input')!);
      return { theme: document.documentElement.dataset.theme, background: html.backgroundColor, text: html.color, input: input.backgroundColor };
    });

  for (const [scheme, search, want] of [
    ['dark', '', 'dark'],
    ['light', '', 'light'],
    ['dark', '?theme=light', 'light'],
    ['light', '?theme=dark', 'dark'],
    ['dark', '?theme=auto', 'dark'],
    ['dark', '?theme=%3Cscript%3E', 'dark'],
  ] as const) {
    it(`a ${scheme} reader${search ? ` with ${search}` : ''} gets the ${want} colours, accessible`, async () => {
      const { page, consoleErrors } = await openPage(`/embed/log-sizing/${search}`, { width: 390, height: 844, colorScheme: scheme });
      await ready(page, 'log-sizing');
      const c = await colours(page);
      expect(c.theme).toBe(want);
      if (want === 'dark') {
        expect(luminance(c.background)).toBeLessThan(0.05);
        expect(luminance(c.text)).toBeGreaterThan(0.6);
        expect(luminance(c.input)).toBeLessThan(0.05);
      } else {
        expect(luminance(c.background)).toBeGreaterThan(0.9);
        expect(luminance(c.text)).toBeLessThan(0.05);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('follows a change of scheme while open, and keeps theme out of the full calculator link', async () => {
    const { page } = await openPage('/embed/log-sizing/?theme=auto&mode=check');
    await ready(page, 'log-sizing');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const href = await page.locator('a[data-embed-full]').evaluate((a) => (a as HTMLAnchorElement).href);
    expect(new URL(href).searchParams.has('theme')).toBe(false);
    expect(new URL(href).searchParams.get('mode')).toBe('check');
    await page.close();
  });
});
