import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

import { launchChromium } from '../../scripts/lib/chromium.mjs';

let browser: Promise<Browser> | undefined;
/**
 * The one Chromium of this test file, started on first use. (One Chromium shared by the whole run,
 * connected over its WebSocket, was tried and measured: 19% slower than a browser per file, as
 * every intercepted request of both workers then passes through one browser process and a socket.)
 */
export function getBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}
afterAll(async () => {
  if (browser) await (await browser).close();
  browser = undefined;
});

/** Absolute URL of a site path ("/data/" → "http://127.0.0.1:PORT/guide/data/"). */
export function siteUrl(path: string): string {
  return new URL(path.replace(/^\/+/, ''), inject('baseUrl')).href;
}

export interface OpenedPage {
  page: Page;
  /** Every request that tried to leave the site's origin. */
  external: string[];
  /** Console errors and uncaught exceptions. */
  consoleErrors: string[];
  /** Same-origin responses with status >= 400 (broken links to assets). */
  failed: string[];
}

/**
 * Opens a site page in a fresh browser context. Requests to any other origin are recorded, so a
 * test can assert the page works offline and loads nothing from outside.
 */
export async function openPage(path: string, opts: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<OpenedPage> {
  const origin = new URL(inject('baseUrl')).origin;
  const context = await (await getBrowser()).newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    colorScheme: opts.colorScheme ?? 'light',
  });
  const external: string[] = [];
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  // Recorded from the request events, not intercepted: routing every request through the test
  // process cost a quarter of the browser suite's time (measured on the crawl and the hostile-link
  // tests), and the pages' Content-Security-Policy already keeps them from loading anything outside.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:') external.push(request.url());
  });
  // Every page carries a Content-Security-Policy; a violation is reported as a console error, so
  // each test that expects no console errors also expects the page to run within its policy.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'}`));
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).origin === origin) failed.push(`failed ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).origin === origin) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { page, external, consoleErrors, failed };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core violations on the current page, as readable one-liners (empty when accessible). */
export async function axeViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern; an inline <script> tag (addScriptTag) would be blocked by it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ exclude: exclude.map((s) => [s]) }, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }, opts.exclude ?? []);
  return violations;
}

/** The visible text of the main content, whitespace collapsed. */
/** Opens every folded section of the main content, as a reader who wants everything would. */
export async function unfold(page: Page): Promise<void> {
  await page.$$eval('main details', (all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
}

export async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}
