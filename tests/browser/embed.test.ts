/**
 * Embeds: /embed/<id>/ is the calculator without the site frame, and public/embed.js puts it on
 * another page with one tag, sizing the iframe from the embed's resize messages (and only those).
 */
import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { axeViolations, openPage, siteUrl } from './harness.ts';
import { outputValues } from './calculator-page.ts';
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
  // Registered after the harness's catch-all, so it answers first.
  await opened.page.route(hostUrl, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await opened.page.goto(hostUrl);
  return opened;
}

async function embeddedFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-mq-field-guide]');
  const frame = (await handle.contentFrame())!;
  await frame.waitForSelector('[data-calculator][data-state="ready"]', { timeout: 15_000 });
  return frame;
}

describe('embed pages', () => {
  for (const def of calculators) {
    it(`/embed/${def.id}/ has the calculator and no site frame`, async () => {
      const { page, external, consoleErrors } = await openPage(`/embed/${def.id}/`);
      await page.waitForSelector(`[data-calculator="${def.id}"][data-state="ready"]`, { timeout: 15_000 });
      expect(await page.locator('.sidebar-pane, starlight-menu-button, site-search').count()).toBe(0);
      expect(await page.locator('h1').innerText()).toBe(def.title);
      expect(Object.values(await outputValues(page)).some((v) => v !== '')).toBe(true);
      expect(external).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('computes from its own query string', async () => {
    const { page } = await openPage('/embed/log-sizing/?logFilePages=16384&primaryFiles=24&secondaryFiles=2');
    await page.waitForSelector('[data-calculator][data-state="ready"]');
    expect((await outputValues(page)).maxLogBytes).toBe('1744830464');
    await page.close();
  });
});

describe('embed.js loader', () => {
  it('creates the iframe next to its tag, passes data-params and sizes it to the content', async () => {
    const { page, external } = await openHost('data-calculator="log-sizing" data-params="logFilePages=16384&primaryFiles=24&secondaryFiles=2"');
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
    expect(await iframeHeight()).toBeGreaterThan(800);

    // When the content grows (an error message appears), the iframe follows.
    const before = await iframeHeight();
    await frame.fill('#calc-log-sizing-logFilePages', 'lots');
    await frame.waitForSelector('[role="alert"] li');
    await expect.poll(async () => Math.abs((await iframeHeight()) - (await contentHeight()))).toBeLessThanOrEqual(1);
    expect(await iframeHeight()).not.toBe(before);
    expect(external).toEqual([]);
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

  it('refuses a malformed calculator name without creating a frame', async () => {
    const { page, consoleErrors } = await openHost('data-calculator="../../etc"');
    await page.waitForSelector('#after');
    expect(await page.locator('iframe').count()).toBe(0);
    await expect.poll(() => consoleErrors.join(' ')).toMatch(/data-calculator must name a calculator/);
    await page.close();
  });
});
