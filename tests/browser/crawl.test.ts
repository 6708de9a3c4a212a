import { describe, expect, it } from 'vitest';
import { openPage, siteUrl } from './harness.ts';
import { builtPages } from './built-pages.ts';

// Every page of the build (listed from its files, not sampled), served under /guide/ and read on a
// 390 px phone: each loads without a broken asset or a request leaving the site, every link,
// image, script and stylesheet it names resolves, down to the #fragment on the page it points at,
// and no table is wider than the page without a scrolling box around it. One visit a page does all.

const pages = builtPages();

describe('the whole site under a sub-folder', () => {
  it('has the pages a crawl should cover', () => {
    expect(pages.length).toBeGreaterThan(200);
    for (const path of ['/', '/reports/', '/data/', '/data/wmb-v8-aix/', '/reports/mq-hpux-v53/']) expect(pages, path).toContain(path);
  });

  it('every page loads from the site alone, every link on it resolves, and its tables fit a phone', async () => {
    const root = siteUrl('/');
    const origin = new URL(root).origin;
    const { page, external } = await openPage('/', { width: 390, height: 844 });
    // Requests that failed for a reason other than the crawl moving on to the next page (which
    // aborts a page's late requests, such as its favicon); a missing file shows as a status >= 400.
    const failed: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.failure()?.errorText} ${r.url()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    const problems: string[] = [];
    /** Internal URL (without fragment) → the pages linking to it, and the fragments they ask for. */
    const targets = new Map<string, { from: string; fragments: Map<string, string> }>();

    for (const path of pages) {
      const before = { external: external.length, failed: failed.length };
      const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
      if (!response || response.status() >= 400) problems.push(`${path}: the page itself answers ${response?.status()}`);
      for (const url of external.slice(before.external)) problems.push(`${path}: requests ${url}, outside the site`);
      for (const f of failed.slice(before.failed)) problems.push(`${path}: ${f}`);
      const refs = await page.$$eval('a[href], link[href], img[src], script[src], iframe[src], source[src]', (els) =>
        els.map((e) => (e as HTMLAnchorElement).href || (e as HTMLImageElement).src).filter(Boolean),
      );
      if (!path.startsWith('/embed/')) {
        for (const table of await page.evaluate(tablesWiderThanThePage)) problems.push(`${path} at 390 px: table "${table}" is wider than the page and does not scroll in a box`);
      }
      for (const ref of refs) {
        const url = new URL(ref);
        if (url.protocol === 'mailto:' || url.protocol === 'data:' || url.protocol === 'blob:') continue;
        if (url.origin !== origin) {
          // Links to other sites are fine to follow by hand; they are never loaded by the page.
          if (!/^https?:$/.test(url.protocol)) problems.push(`${path}: links to ${ref}`);
          continue;
        }
        if (!url.href.startsWith(root)) {
          problems.push(`${path}: ${url.pathname} is outside the base path ${new URL(root).pathname}`);
          continue;
        }
        const key = url.href.split('#')[0]!;
        const entry = targets.get(key) ?? { from: path, fragments: new Map<string, string>() };
        if (url.hash.length > 1) entry.fragments.set(decodeURIComponent(url.hash.slice(1)), path);
        targets.set(key, entry);
      }
    }

    for (const [url, { from, fragments }] of targets) {
      const res = await page.request.get(url);
      if (res.status() >= 400) {
        problems.push(`${from}: links to ${url}, which answers ${res.status()}`);
        continue;
      }
      if (fragments.size === 0 || !(res.headers()['content-type'] ?? '').includes('text/html')) continue;
      const html = await res.text();
      for (const [id, linkedFrom] of fragments) {
        if (!html.includes(`id="${id}"`)) problems.push(`${linkedFrom}: links to ${url}#${id}, and that page has no such id`);
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 900_000);
});

/** Captions of the tables in main that overflow the page with no scrolling box around them (run in the page). */
function tablesWiderThanThePage(): string[] {
  return [...document.querySelectorAll('main table')]
    .filter((t) => {
      // A table that overflows must have a scrolling ancestor within main (or be one).
      let el: Element | null = t;
      while (el && el.tagName !== 'MAIN') {
        const s = getComputedStyle(el);
        if (/(auto|scroll)/.test(s.overflowX) && el.clientWidth < el.scrollWidth + 1) return false;
        el = el.parentElement;
      }
      return t.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
    })
    .map((t) => t.querySelector('caption')?.textContent?.trim().slice(0, 60) ?? t.className);
}
