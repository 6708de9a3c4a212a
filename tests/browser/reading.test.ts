import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './harness.ts';
import { builtPages, pagesUnder } from './built-pages.ts';
import { builtDocument, withAttr } from './built-html.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { datasetSearchText, printedTitle } from '../../src/lib/data/describe.ts';
import { checkQuery, matches } from '../../src/lib/data/dataset-search.ts';
import { reportGroups } from '../../src/lib/report-groups.ts';

// Finding your way: the sidebar and /reports/ list the reports from the data, /data/ names every
// dataset by its printed title and filters by text from the URL, derived values explain
// themselves on tap and keyboard focus, and tables show that they scroll.

const { reports, datasets } = loadCatalogue();
const published = reports.filter((r) => r.status === 'published');

describe('sidebar', () => {
  it('lists every published report on every kind of page, and has no empty group', async () => {
    // The home page is a splash page without a sidebar.
    const samples = ['/reports/', '/data/', `/data/${datasets[0]!.report.id}/${datasets[0]!.meta.id}/`, '/calculators/', ...pagesUnder('reports').slice(0, 1)];
    for (const path of samples) {
      const { page } = await openPage(path);
      const links = await page.$$eval('nav.sidebar a[href]', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const r of published) expect(links.some((l) => l.endsWith(`/reports/${r.id}/`)), `${path}: ${r.id}`).toBe(true);
      expect(links.some((l) => l.endsWith('/reports/')), `${path}: the reports index`).toBe(true);
      const emptyGroups = await page.$$eval('nav.sidebar details', (ds) => ds.filter((d) => d.querySelectorAll('a[href]').length === 0).length);
      expect(emptyGroups, path).toBe(0);
      await page.close();
    }
  });
});

describe('/reports/', () => {
  it('lists every report by group with what it measured, product version, platform and date', async () => {
    const { page, failed } = await openPage('/reports/');
    for (const g of reportGroups(reports)) {
      const section = page.locator(`[data-report-group="${g.id}"]`);
      expect(await section.locator('[data-report]').count(), g.id).toBe(g.reports.length);
      for (const r of g.reports) {
        const text = await section.locator(`[data-report="${r.id}"]`).innerText();
        for (const fact of [r.summary, r.productVersion, r.platform, r.published]) expect(text, r.id).toContain(fact);
        const links = await section.locator(`[data-report="${r.id}"] .report-card-title a`).count();
        expect(links, r.id).toBe(r.status === 'published' ? 1 : 0);
      }
    }
    expect(failed).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('/data/', () => {
  const expectedFor = (q: string) => {
    const c = checkQuery(q);
    if (!c.ok) throw new Error(c.message);
    return datasets.filter((d) => matches(datasetSearchText(d), c.terms)).map((d) => `${d.report.id}/${d.meta.id}`).sort();
  };
  // The filter fetches the words it matches beyond the items' text (column names, units) when first
  // used, and says data-state="ready" once the list shows what the filter asks.
  const shown = async (page: import('playwright-core').Page) => {
    await page.waitForSelector('[data-data-filter][data-state="ready"]');
    return listed(page);
  };
  const listed = (page: import('playwright-core').Page) =>
    page.$$eval('.dataset-group:not([hidden]) [data-dataset]:not([hidden])', (els) =>
      els.map((e) => `${e.closest<HTMLElement>('[data-report]')!.dataset.report}/${(e as HTMLElement).dataset.dataset}`).sort(),
    );

  it('names every dataset by its printed title, grouped by report, in report order', async () => {
    const { page } = await openPage('/data/', { width: 390, height: 844 });
    for (const r of reports.filter((x) => datasets.some((d) => d.report.id === x.id))) {
      const titles = await page.$$eval(`.dataset-group[data-report="${r.id}"] .dataset-item-title`, (els) => els.map((e) => e.textContent!.trim()));
      const mine = datasets.filter((d) => d.report.id === r.id).sort((a, b) => a.meta.lines[0] - b.meta.lines[0] || a.meta.lines[1] - b.meta.lines[1]);
      expect(titles, r.id).toEqual(mine.map((d) => printedTitle(d.meta)));
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'fits a phone').toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('filters by title, column name and unit from ?q=, and writes the filter back to the URL', async () => {
    for (const q of ['table 10', 'M2002A_HA', 'round trips/s latency']) {
      const { page } = await openPage(`/data/?q=${encodeURIComponent(q)}`);
      expect(await page.inputValue('#dataset-filter')).toBe(q);
      const expected = expectedFor(q);
      expect(expected.length, q).toBeGreaterThan(0);
      expect(expected.length, q).toBeLessThan(datasets.length);
      expect(await shown(page), q).toEqual(expected);
      expect(await page.locator('[data-filter-count]').innerText()).toBe(`${expected.length} of ${datasets.length} datasets match`);
      await page.close();
    }
    const { page } = await openPage('/data/');
    await page.fill('#dataset-filter', 'cpu ms');
    expect(await shown(page)).toEqual(expectedFor('cpu ms'));
    expect(new URL(page.url()).searchParams.get('q')).toBe('cpu ms');
    await page.close();
  });

  it('refuses a filter with a control character or too long, naming the field, and lists everything', async () => {
    for (const q of ['a%0Ab', 'x'.repeat(101), '%00']) {
      const { page, consoleErrors } = await openPage(`/data/?q=${q}`);
      const alert = await page.locator('[role="alert"]').innerText();
      expect(alert, q).toMatch(/^Filter \(q\): .*accepted: up to 100 characters/);
      expect(await shown(page)).toHaveLength(datasets.length);
      expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity|undefined/);
      expect(consoleErrors).toEqual([]);
      await page.close();
    }
    const { page } = await openPage(`/data/?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('[data-filter-none]').isVisible()).toBe(true);
    await page.close();
  });

  it('still honours older ?report= links, checked against the reports listed', async () => {
    const one = published[0]!.id;
    const { page } = await openPage(`/data/?report=${one}`);
    expect((await shown(page)).every((id) => id.startsWith(`${one}/`))).toBe(true);
    expect(await shown(page)).toHaveLength(datasets.filter((d) => d.report.id === one).length);
    await page.close();
    const { page: bad } = await openPage('/data/?report=__proto__');
    expect(await bad.locator('[role="alert"]').innerText()).toMatch(/^Report \(report\): "__proto__" is not a report listed here/);
    expect(await shown(bad)).toHaveLength(datasets.length);
    await bad.close();
  });

  it('lists every dataset without JavaScript', async () => {
    // The page as served, before any script runs: every dataset is there and none is hidden.
    const { page } = await openPage('/data/');
    const html = await (await page.request.get(page.url())).text();
    expect(html.match(/<li [^>]*data-dataset=/g)?.length).toBe(datasets.length);
    expect(html).not.toMatch(/<li [^>]*data-dataset=[^>]*hidden/);
    await page.close();
  });

  it('has a page per report listing its datasets', () => {
    // Read from the built pages' markup: what each lists, not how it lays it out.
    for (const r of published) {
      const count = datasets.filter((d) => d.report.id === r.id).length;
      // An advice-only report (no tables) has no dataset page to list.
      if (count === 0) expect(builtPages(), r.id).not.toContain(`/data/${r.id}/`);
      else expect(withAttr(builtDocument(`/data/${r.id}/`), 'data-dataset').length, r.id).toBe(count);
    }
  });
});

describe('derived values', () => {
  const withRatio = pagesUnder('reports').find((p) => p.includes('mq-linux-persistent')) ?? pagesUnder('reports')[0]!;

  it('explain themselves on tap and on keyboard focus, not only on hover', async () => {
    const { page } = await openPage(withRatio, { width: 390, height: 844 });
    const note = page.locator('main .derived[data-ratio]').first();
    const toggle = note.locator('.derived-toggle');
    const explain = note.locator('.derived-explain');
    expect(await explain.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await explain.isVisible()).toBe(true);
    expect(await explain.innerText()).toMatch(/^Derived, not printed in the report: .+ from .+ and .+\.$/);
    // The explanation links to both cited cells.
    expect(await explain.locator('a[href*="#line-"]').count()).toBe(2);
    const box = await explain.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.close();

    const { page: keyboard } = await openPage(withRatio);
    const first = keyboard.locator('main .derived-toggle').first();
    await first.focus();
    await keyboard.keyboard.press('Shift+Tab');
    await keyboard.keyboard.press('Tab');
    expect(await keyboard.locator('main .derived-explain').first().isVisible(), 'shown while the tag has keyboard focus').toBe(true);
    expect(await axeViolations(keyboard)).toEqual([]);
    await keyboard.close();
  });
  // A long table's box is drawn only near the screen (content-visibility), which contains what is
  // inside it: a note opened there must still be on the screen, as a sheet on a phone and under its
  // tag on a wide screen (the top layer), not pinned to the box or cut by it.
  for (const width of [390, 1366]) {
    it(`open from a long table's column heading on the screen, at ${width} px`, async () => {
      const { page } = await openPage('/data/wmb-v8-aix/processing-profiles-long/', { width, height: 844 });
      const toggle = page.locator('.data-table-wrap[data-many-rows] th .derived-toggle').first();
      await toggle.scrollIntoViewIfNeeded();
      await toggle.click();
      const explain = page.locator('.data-table-wrap[data-many-rows] th .derived-explain').first();
      expect(await explain.evaluate((e) => e.matches(':popover-open'))).toBe(true);
      const box = (await explain.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      if (width > 640) {
        // Under its tag, not somewhere else on the screen.
        const tag = (await toggle.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(tag.y + tag.height);
        expect(box.y - (tag.y + tag.height)).toBeLessThan(20);
      }
      // What is on top at the note's centre is the note itself.
      const onTop = await explain.evaluate((e) => {
        const r = e.getBoundingClientRect();
        return e.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(onTop).toBe(true);
      await page.mouse.click(5, 300);
      expect(await explain.evaluate((e) => e.matches(':popover-open'))).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.close();
    });
  }
});

describe('derived tags', () => {
  it('are at least 12 px and never break away from their value onto another line', async () => {
    const { page } = await openPage('/reports/mq-linux-persistent/', { width: 390, height: 844 });
    const tags = await page.$$eval('main .derived', (els) =>
      els.map((el) => {
        const value = el.firstElementChild!.getBoundingClientRect();
        const tag = el.querySelector('.derived-toggle')!;
        const box = tag.getBoundingClientRect();
        return { size: parseFloat(getComputedStyle(tag).fontSize), sameLine: Math.abs(box.bottom - value.bottom) < value.height, text: el.textContent!.slice(0, 30) };
      }),
    );
    expect(tags.length).toBeGreaterThan(0);
    for (const t of tags) {
      expect(t.size, t.text).toBeGreaterThanOrEqual(12);
      expect(t.sameLine, t.text).toBe(true);
    }
    await page.close();
  });
});

describe('table of contents', () => {
  // Report pages render their "Then and now" section from a partial (content/reports/_then-and-now-*.mdx).
  const withPartial = ['mq-hpux-v53', 'mq-linux-persistent', 'wmb-v8-aix', 'mq-appliance-m2002', 'mq-zos-v71'];
  it('lists every section, including those from partials, in reading order, on desktop and phone', async () => {
    for (const id of withPartial) {
      const { page } = await openPage(`/reports/${id}/`);
      const headings = await page.$$eval('main h2[id]', (hs) => hs.map((h) => h.id));
      const toc = await page.$$eval('starlight-toc nav > ul > li > a', (as) => as.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
      expect(headings, id).toContain('then-and-now');
      expect(toc.slice(1), id).toEqual(headings);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.locator('mobile-starlight-toc a[href="#then-and-now"]').count(), `${id} on a phone`).toBe(1);
      await page.close();
    }
  });
});

describe('tables', () => {
  it('a table wider than its box scrolls inside it, says so, and keeps its header and first column', async () => {
    const wide = datasets.find((d) => d.report.id === 'mq-zos-v71' && d.meta.columns.length >= 8) ?? datasets.reduce((a, b) => (b.meta.columns.length > a.meta.columns.length ? b : a));
    for (const width of [1366, 390]) {
      const { page } = await openPage(`/data/${wide.report.id}/${wide.meta.id}/`, { width, height: 800 });
      const box = page.locator('main [data-scroll-box]').first();
      const m = await box.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, marked: el.hasAttribute('data-scrolls-sideways'), page: document.documentElement.scrollWidth - document.documentElement.clientWidth }));
      expect(m.page, `${width}: the page itself never scrolls sideways`).toBeLessThanOrEqual(1);
      expect(m.marked, `${width}: marked as scrolling`).toBe(m.scrolls);
      if (m.scrolls) {
        const before = await box.locator('tbody tr:first-child td:first-child').boundingBox();
        await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
        const after = await box.locator('tbody tr:first-child td:first-child').boundingBox();
        expect(after!.x, `${width}: first column stays`).toBeCloseTo(before!.x, 0);
      }
      await page.close();
    }
  });

  it('never splits a word of a column heading or a row label across lines on a phone', async () => {
    // At 390 px the pinned first column drew "Configuratio / n", and split "Transformation", "minimum"
    // and "Connection" across two lines too. A token wider than that column (net.ipv4.ip_local_port_range) is
    // still broken, and a hyphen or a slash is a place to break; these pages have no such token.
    const pages = [
      '/data/mq-linux-persistent/table-01-peak-2k-round-trips/',
      '/data/mq-linux-persistent/log-buffer-pages/',
      '/data/wmb-v8-aix/table-73-memory-use/',
      '/data/mq-appliance-m2002/test-scenarios/',
    ];
    for (const path of pages) {
      const { page } = await openPage(path, { width: 390, height: 844 });
      const split = await page.locator('main [data-scroll-box] :is(th, td)').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const words: string[] = [];
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
            for (const m of text.data.matchAll(/[^\s/-]+/g)) {
              const range = document.createRange();
              range.setStart(text, m.index);
              range.setEnd(text, m.index + m[0].length);
              if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) words.push(m[0]);
            }
          }
          return words;
        }),
      );
      expect(split, path).toEqual([]);
      await page.close();
    }
  });
});
