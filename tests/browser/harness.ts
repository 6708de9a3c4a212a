import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

import { launchChromium } from '../../scripts/lib/chromium.mjs';

let browser: Promise<Browser> | undefined;
/**
 * The one Chromium of this test worker, started on first use and kept for every file the worker
 * runs (the browser suite runs with `isolate: false`, so this module is evaluated once a worker);
 * it ends with the worker. Starting a Chromium and importing the test modules again for each of
 * some forty files was a tenth of the suite. (One Chromium shared by both workers over its
 * WebSocket was tried and measured: 19% slower, as every request of both workers then passes
 * through one browser process and a socket.)
 */
export function getBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

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

/** This file's browser context, and where each of its open pages records requests leaving the site. */
interface SharedContext {
  context: Promise<BrowserContext>;
  external: Map<Page, string[]>;
}
let shared: SharedContext | undefined;

/**
 * The browser context this file's pages open in, made on first use and closed when the file ends
 * (setup-file.ts). Pages of one file share it, and with it the HTTP cache and compiled scripts: a
 * page in a fresh context cost about twice a page in a shared one (measured, scripts in the note of
 * issue 28). What a test could leave behind in it (permissions it granted, Starlight's stored theme)
 * is cleared before each page opens.
 */
function sharedContext(): SharedContext {
  if (shared) return shared;
  const origin = new URL(inject('baseUrl')).origin;
  const external = new Map<Page, string[]>();
  const made: SharedContext = {
    external,
    context: (async () => {
      const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
      // Recorded from the request events, not intercepted: routing every request through the test
      // process cost a quarter of the browser suite's time (measured on the crawl and the hostile-link
      // tests), and the pages' Content-Security-Policy already keeps them from loading anything outside.
      // A request is charged to its page; one no page can be named for (a worker's) to every open page.
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === origin || url.protocol === 'data:' || url.protocol === 'blob:') return;
        let owner: Page | undefined;
        try {
          owner = request.frame().page();
        } catch {
          owner = undefined;
        }
        const lists = owner && external.has(owner) ? [external.get(owner)!] : [...external.values()];
        for (const list of lists) list.push(request.url());
      });
      // Every page carries a Content-Security-Policy; a violation is reported as a console error, so
      // each test that expects no console errors also expects the page to run within its policy.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'}`));
      });
      context.on('close', () => {
        if (shared === made) shared = undefined;
      });
      return context;
    })(),
  };
  shared = made;
  return made;
}

/** Closes the pages and contexts this file opened (setup-file.ts runs it when a file ends); the worker's Chromium stays. */
export async function closeContexts(): Promise<void> {
  shared = undefined;
  if (!browser) return;
  await Promise.all((await browser).contexts().map((c) => c.close().catch(() => {})));
}

/**
 * Opens a site page as a first visit: no permission granted, nothing stored, in the colour scheme
 * and viewport asked for. Requests to any other origin are recorded, so a test can assert the page
 * works offline and loads nothing from outside.
 */
export async function openPage(path: string, opts: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<OpenedPage> {
  const origin = new URL(inject('baseUrl')).origin;
  const { context: contextReady, external: externalByPage } = sharedContext();
  const context = await contextReady;
  await context.clearPermissions();
  const page = await context.newPage();
  const external: string[] = [];
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  externalByPage.set(page, external);
  page.on('close', () => externalByPage.delete(page));
  // Nothing an earlier page of the file stored on the site (Starlight keeps the theme chosen in
  // localStorage) reaches this one.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers,cookies' });
  await cdp.detach();
  await page.setViewportSize({ width: opts.width ?? 1280, height: opts.height ?? 900 });
  await page.emulateMedia({ colorScheme: opts.colorScheme ?? 'light' });
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
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { page, external, consoleErrors, failed };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core violations on the current page, as readable one-liners (empty when accessible). */
export async function axeViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern; an inline <script> tag (addScriptTag) would be blocked by it. Once a document: a test
  // that checks one page in both colour schemes and at two widths compiles axe's half megabyte once.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ exclude: exclude.map((s) => [s]) }, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }, opts.exclude ?? []);
  return violations;
}

/**
 * Opens one folded section as a keyboard user does (its summary focused, Enter), and waits until it
 * is open. A mouse click lands where the summary was a moment before: on /check/ the blocks above it
 * are drawn as they near the screen, so a click once landed beside it on a loaded machine, the
 * section stayed closed, and what it holds read as '' (CI, d893e55).
 */
export async function openFold(summary: Locator): Promise<void> {
  await summary.press('Enter');
  await summary.locator('xpath=parent::details[@open]').waitFor();
}

/** Opens every folded section of the main content, as a reader who wants everything would. */
export async function unfold(page: Page): Promise<void> {
  await page.$$eval('main details', (all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
}

/**
 * Draws every part of the page the browser leaves undrawn until it nears the screen (tables, charts
 * and long sections: content-visibility), as a reader who scrolled through the whole page has seen
 * it. innerText leaves an undrawn part out. A constructed style sheet: the page's policy allows it.
 */
export async function drawAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** The text of the main content, every part of it drawn, whitespace collapsed. */
export async function mainText(page: Page): Promise<string> {
  await drawAll(page);
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}
