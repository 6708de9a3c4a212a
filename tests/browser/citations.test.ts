import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, siteUrl } from './harness.ts';
import { pagesUnder } from './built-pages.ts';

// Every citation on every report and guide page of the build lands on its number: after following
// the link, the cited cell is on screen (what the browser shows at the cell's centre is the cell,
// not a sticky header, the pinned column or the page header), shows the cited number, and its
// column header is on screen too. Checked on a desktop and a phone screen.

const SCREENS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Citation {
  /** Page the citation is on. */
  from: string;
  text: string;
  href: string;
}

async function citationsOn(page: Page, path: string): Promise<Citation[]> {
  const links = await page.$$eval('main a.cite', (as) => as.map((a) => ({ text: (a.textContent ?? '').trim(), href: (a as HTMLAnchorElement).href })));
  return links.map((l) => ({ ...l, from: path }));
}

/** The number a citation shows ("18,919", "94,215 round trips/s", "15.8%"), or null for text. */
function citedNumber(text: string): { value: number; decimals: number } | null {
  const m = /^-?[\d,]*\.?\d+/.exec(text);
  if (!m) return null;
  const digits = m[0].replace(/,/g, '');
  return { value: Number(digits), decimals: digits.includes('.') ? digits.split('.')[1]!.length : 0 };
}

/** What the screen shows where the cited cell should be, measured in the page. */
interface Landing {
  found: boolean;
  cellText: string;
  cellOnTop: boolean;
  headerOnTop: boolean;
  where: string;
}

async function land(page: Page, id: string): Promise<Landing> {
  return page.evaluate(async (id) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frame();
    const cell = document.getElementById(id);
    if (!cell) return { found: false, cellText: '', cellOnTop: false, headerOnTop: false, where: 'no such id' };
    const visibleAt = (el: Element) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return { ok: false, at: `off screen at ${Math.round(x)},${Math.round(y)}` };
      const top = document.elementFromPoint(x, y);
      return { ok: !!top && el.contains(top), at: `${Math.round(x)},${Math.round(y)} shows ${top?.tagName}.${top?.className}` };
    };
    const column = cell.getAttribute('data-column');
    const header = cell.closest('table')?.querySelector(`thead th[data-column="${column}"]`);
    // The cell's centre, and both ends of the first line of its text, are on screen and not covered.
    const c = visibleAt(cell);
    const range = document.createRange();
    range.selectNodeContents(cell);
    const line = range.getClientRects()[0];
    if (c.ok && line) {
      for (const x of [line.left + 1, line.right - 1]) {
        const y = line.top + line.height / 2;
        const top = x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight ? document.elementFromPoint(x, y) : null;
        if (!top || !cell.contains(top)) {
          c.ok = false;
          c.at += `; its text at ${Math.round(x)},${Math.round(y)} is hidden (shows ${top?.tagName}.${top?.className})`;
        }
      }
    }
    const h = header ? visibleAt(header) : { ok: false, at: 'no header' };
    return { found: true, cellText: (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim(), cellOnTop: c.ok, headerOnTop: h.ok, where: `cell ${c.at}; header ${h.at}` };
  }, id);
}

function expectShows(cellText: string, cited: string, context: string) {
  const n = citedNumber(cited);
  if (!n) {
    expect(cellText, context).toContain(cited);
    return;
  }
  const shown = citedNumber(cellText);
  expect(shown, `${context}: cell shows "${cellText}"`).not.toBeNull();
  // The page may round a stored value (digits=1); the cell shows it in full.
  expect(Math.abs(shown!.value - n.value), `${context}: cell shows "${cellText}"`).toBeLessThanOrEqual(0.5 * 10 ** -n.decimals + 1e-9);
}

const sources = [...pagesUnder('reports'), ...pagesUnder('guides')];

describe('citations land on the cited number', () => {
  it('finds the report pages in the build', () => {
    expect(pagesUnder('reports').length).toBeGreaterThanOrEqual(5);
  });

  describe.each(SCREENS.map((s) => [s.name, s]))('on a %s screen', (_name, screen) => {
    it.each(sources.map((p) => [p]))('every citation on %s', async (path) => {
      const { page, consoleErrors } = await openPage(path, screen);
      const citations = await citationsOn(page, path);
      // One visit per dataset page: its first citation is followed by loading the page, the others
      // by following the link within it (the browser's hashchange), as a reader going on would.
      const byTarget = new Map<string, Citation[]>();
      for (const c of citations) {
        const [url, id] = c.href.split('#');
        expect(url!.startsWith(siteUrl('/data/')), `${c.href} points at a dataset page`).toBe(true);
        expect(id, `${c.href} names a cell`).toMatch(/^line-\d+-[A-Za-z_][A-Za-z0-9_]*$/);
        byTarget.set(url!, [...(byTarget.get(url!) ?? []), c]);
      }
      for (const [url, list] of byTarget) {
        // A cell cited several times is landed on once and checked against each citation's text.
        const byCell = new Map<string, Citation[]>();
        for (const c of list) byCell.set(c.href, [...(byCell.get(c.href) ?? []), c]);
        for (const [i, [href, same]] of [...byCell].entries()) {
          const id = href.split('#')[1]!;
          if (i === 0) await page.goto(href, { waitUntil: 'load' });
          else await page.evaluate((id) => (location.hash = id), id);
          const landing = await land(page, id);
          for (const c of same) {
            const context = `${path} "${c.text}" → ${url}#${id} at ${screen.width} px`;
            expect(landing.found, context).toBe(true);
            expect(landing.cellOnTop, `${context}: ${landing.where}`).toBe(true);
            expect(landing.headerOnTop, `${context}: ${landing.where}`).toBe(true);
            expectShows(landing.cellText, c.text, context);
          }
        }
      }
      expect(consoleErrors).toEqual([]);
      await page.close();
    }, 300_000);
  });
});
