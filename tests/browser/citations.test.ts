import { describe, expect, it } from 'vitest';
import { openPage, siteUrl } from './harness.ts';
import { pagesUnder } from './built-pages.ts';
import { attr, builtDocument, findAll, textOf } from './built-html.ts';

// Every citation on every report and guide page of the build lands on its number: after following
// the link, the cited cell is on screen (what the browser shows at the cell's centre is the cell,
// not a sticky header, the pinned column or the page header), shows the cited number, and its
// column header is on screen too. Checked on a desktop and a phone screen.
//
// The citations are read from the built pages' markup; each dataset page is then loaded once and
// every cell cited anywhere is followed within it (the browser's hashchange, as a reader going on
// would), at 1366 px and again at 390 px, so a cell cited from five pages costs one landing, not five.

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

/** The number a citation shows ("18,919", "94,215 round trips/s", "15.8%"), or null for text. */
function citedNumber(text: string): { value: number; decimals: number } | null {
  const m = /^-?[\d,]*\.?\d+/.exec(text);
  if (!m) return null;
  const digits = m[0].replace(/,/g, '');
  return { value: Number(digits), decimals: digits.includes('.') ? digits.split('.')[1]!.length : 0 };
}

/** What the screen shows where the cited cell should be, measured in the page. */
interface Landing {
  id: string;
  found: boolean;
  cellText: string;
  cellOnTop: boolean;
  headerOnTop: boolean;
  /** The cited cell's row, and no other, is tinted (table-scroll.ts marks it). */
  rowTinted: boolean;
  where: string;
}

/**
 * Follows each fragment in turn within the loaded page and measures where it landed. The page's
 * own hashchange handler (table-scroll.ts) runs before ours, so by the time ours runs the landing
 * is final: measuring then gives the same result as waiting two frames (checked on all 1,784
 * landings when this was written), without 33 ms a landing.
 */
function landAll(ids: string[]): Promise<Landing[]> {
  return (async (ids: string[]) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // Forget the current fragment, so that following the first one is a change; let a resize settle.
    history.replaceState(null, '', location.pathname + location.search);
    await frame();
    const results = [];
    for (const id of ids) {
      const changed = new Promise((r) => addEventListener('hashchange', r, { once: true }));
      location.hash = id;
      await changed;
      const cell = document.getElementById(id);
      if (!cell) {
        results.push({ id, found: false, cellText: '', cellOnTop: false, headerOnTop: false, rowTinted: false, where: 'no such id' });
        continue;
      }
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
      const rowTinted = !!cell.parentElement?.hasAttribute('data-cited') && document.querySelectorAll('tr[data-cited]').length === 1;
      results.push({ id, found: true, cellText: (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim(), cellOnTop: c.ok, headerOnTop: h.ok, rowTinted, where: `cell ${c.at}; header ${h.at}` });
    }
    return results;
  })(ids);
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
const citations: Citation[] = sources.flatMap((from) => {
  const main = findAll(builtDocument(from), 'main')[0];
  return main ? findAll(main, 'a', 'cite').map((a) => ({ from, text: textOf(a), href: new URL(attr(a, 'href') ?? '', siteUrl(from)).href })) : [];
});
/** Dataset page URL → cited cell id → the citations of it. */
const byTarget = new Map<string, Map<string, Citation[]>>();
for (const c of citations) {
  const [url, id] = c.href.split('#') as [string, string | undefined];
  const cells = byTarget.get(url) ?? new Map<string, Citation[]>();
  cells.set(id ?? '', [...(cells.get(id ?? '') ?? []), c]);
  byTarget.set(url, cells);
}
/** Dataset pages grouped by their report ("…/data/<report>/<table>/"), one test a report. */
const byReport = new Map<string, string[]>();
for (const url of byTarget.keys()) {
  const report = /\/data\/([^/]+)\//.exec(url)?.[1] ?? url;
  byReport.set(report, [...(byReport.get(report) ?? []), url]);
}

describe('citations land on the cited number', () => {
  it('finds the report pages and their citations in the build', () => {
    expect(pagesUnder('reports').length).toBeGreaterThanOrEqual(5);
    expect(citations.length).toBeGreaterThan(1000);
    for (const page of pagesUnder('reports').filter((p) => /mq-hpux-v53|mq-linux-persistent|wmb-v8-aix|mq-appliance-m2002\/|mq-zos-v71/.test(p))) {
      expect(citations.some((c) => c.from === page), `${page} cites its tables`).toBe(true);
    }
  });

  it('every citation points at a cell of a dataset page', () => {
    const problems = citations.flatMap((c) => {
      const [url, id] = c.href.split('#');
      const out: string[] = [];
      if (!url!.startsWith(siteUrl('/data/'))) out.push(`${c.from} "${c.text}": ${c.href} is not a dataset page`);
      if (!/^line-\d+-[A-Za-z_][A-Za-z0-9_]*$/.test(id ?? '')) out.push(`${c.from} "${c.text}": ${c.href} names no cell`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it.each([...byReport].map(([report, urls]) => [report, urls] as const))('every cell cited in %s datasets, at 1366 and 390 px', async (_report, urls) => {
    const { page, consoleErrors } = await openPage(urls[0]!, SCREENS[0]);
    // Each page is loaded at the width the last one ended at and checked there first, then at the
    // other: one resize a page rather than two (a resize lays a long table out again).
    let screens: readonly (typeof SCREENS)[number][] = SCREENS;
    for (const url of urls) {
      const cells = byTarget.get(url)!;
      if (page.url() !== url) await page.goto(url, { waitUntil: 'load' });
      for (const screen of screens) {
        if (page.viewportSize()?.width !== screen.width) await page.setViewportSize({ width: screen.width, height: screen.height });
        for (const landing of await page.evaluate(landAll, [...cells.keys()])) {
          for (const c of cells.get(landing.id)!) {
            const context = `${c.from} "${c.text}" → ${url}#${landing.id} at ${screen.width} px`;
            expect(landing.found, context).toBe(true);
            expect(landing.cellOnTop, `${context}: ${landing.where}`).toBe(true);
            expect(landing.headerOnTop, `${context}: ${landing.where}`).toBe(true);
            expect(landing.rowTinted, `${context}: its row is tinted`).toBe(true);
            expectShows(landing.cellText, c.text, context);
          }
        }
      }
      screens = [...screens].reverse();
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  }, 300_000);
});
