import type { Page } from 'playwright-core';
import { getBrowser } from './harness.ts';

export interface OpenedFile {
  page: Page;
  /** Requests for anything outside `inside` (they are blocked, and listed here). */
  outside: string[];
  /** Files inside `inside` that the page asked for and that do not exist. */
  missing: string[];
  consoleErrors: string[];
}

/**
 * Opens a page from disk (a file:// URL) in a fresh context. Every request must stay under the
 * folder `inside` (a file:// URL ending in "/"); anything else is blocked and recorded, so a test
 * can assert that a single file or the unpacked bundle needs nothing beyond itself.
 */
export async function openFile(url: string, inside: string, opts: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<OpenedFile> {
  const context = await (await getBrowser()).newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 }, colorScheme: opts.colorScheme ?? 'light' });
  const outside: string[] = [];
  const missing: string[] = [];
  const consoleErrors: string[] = [];
  await context.route('**/*', (route) => {
    const target = route.request().url();
    if (target.startsWith(inside) || target.startsWith('data:') || target.startsWith('blob:')) return route.continue().catch(() => {});
    outside.push(target);
    return route.abort('blockedbyclient').catch(() => {});
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  page.on('requestfailed', (r) => {
    if (r.url().startsWith(inside)) missing.push(r.url());
  });
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(url, { waitUntil: 'load' });
  return { page, outside, missing, consoleErrors };
}
