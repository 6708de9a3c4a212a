/**
 * Page weight (issues 15 and 36), counted as the benchmark counts it (scripts/lib/page-weight.mjs):
 * every calculator page and every report page (the broker explorer's page with them), the checker,
 * the simulator, the data index, the rulebook and the heaviest dataset page within the budget of
 * 70 KiB gzip (1.5× a blank Starlight page's 46.5 KiB), report pages before their chart SVGs; none
 * more than 10% over its recorded baseline (page-weight-baseline.json), so a regression shows long
 * before the budget is spent; and nothing the browser loaded missing from the count made from the
 * built files (scripts/lib/static-page-weight.mjs, what `npm run bench -- --only weight` counts),
 * so the quick count stays true and a page that starts loading something by itself (as /check/'s
 * worker once did while the page was idle) fails here. (Files, not bytes: on a loaded machine the
 * browser now and then cannot hand back a body it loaded, which makes its byte count low, never high.)
 * No page loads Vega in the browser.
 *
 * To record a new baseline after a deliberate change: RECORD_PAGE_WEIGHT=1 and run this file.
 */
import { describe, expect, inject, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getBrowser, siteUrl } from './harness.ts';
import { pagesUnder } from './built-pages.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';
import { weighPage } from '../../scripts/lib/page-weight.mjs';
import { weighBuiltPage } from '../../scripts/lib/static-page-weight.mjs';
import { TEST_BASE } from '../../scripts/lib/build-test-site.mjs';

const BUDGET = 70 * 1024;
const TOLERANCE = 1.1;
const BASELINE_FILE = new URL('./page-weight-baseline.json', import.meta.url);
const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as { recorded: string; pages: Record<string, number> };

/** The pages of one kind each that issue 36 found heavy: the dataset page is the largest one. */
const SINGLE_PAGES = ['/check/', '/simulator/', '/data/', '/rules/', '/data/wmb-v8-aix/processing-profiles-long/'];
const PAGES = [...calculators.map((c) => `/calculators/${c.id}/`), ...pagesUnder('reports'), '/reports/wmb-v8-aix/explorer/', ...SINGLE_PAGES];

describe('page weight', () => {
  it('covers every calculator and report page', () => {
    expect(PAGES.filter((p) => p.startsWith('/reports/')).length).toBeGreaterThanOrEqual(12);
    expect(PAGES.filter((p) => p.startsWith('/calculators/')).length).toBe(calculators.length);
  });
});

// Weighing waits for the network to be idle (half a second of nothing), so pages are weighed a few
// at a time; each in its own browser context, so what one page loads is never counted for another.
describe.concurrent('page weight of each page', () => {
  for (const path of PAGES) {
    it(`${path} is within 70 KiB gzip (before chart SVGs), within 10% of its baseline, and weighed alike from its files`, async ({ expect }) => {
      const { total, withoutCharts, files } = await weighPage(await getBrowser(), siteUrl(path));
      const counted = new Set(weighBuiltPage(inject('distDir'), `${TEST_BASE}${path.slice(1)}`, TEST_BASE).files.map((f) => f.url));
      expect(files.map((f) => new URL(f).pathname).filter((p) => !counted.has(p)), `${path}: loaded by the browser, not counted from the built files`).toEqual([]);
      if (process.env.RECORD_PAGE_WEIGHT) {
        baseline.pages[path] = total;
        baseline.recorded = new Date().toISOString().slice(0, 10);
        writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
      }
      expect(withoutCharts, `${path}: ${(withoutCharts / 1024).toFixed(1)} KiB gzip without chart SVGs`).toBeLessThanOrEqual(BUDGET);
      const recorded = baseline.pages[path];
      expect(recorded, `${path} has no baseline: run with RECORD_PAGE_WEIGHT=1`).toBeTypeOf('number');
      expect(total, `${path}: ${total} bytes against ${recorded} recorded on ${baseline.recorded}`).toBeLessThanOrEqual(recorded! * TOLERANCE);
    });
  }
});

/** Pages allowed to load Vega in the browser: none (report charts are drawn at build, live ones by src/lib/charts/live.ts). */
const STILL_ON_VEGA = new Set<string>();

describe('Vega in the browser', () => {
  const dist = process.env.BROWSER_TEST_DIST ?? join(process.cwd(), 'dist-test');
  const assets = join(dist, '_astro');

  it('is loaded by no page', () => {
    expect(existsSync(assets), `no build in ${dist}`).toBe(true);
    const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const source = new Map(chunks.map((c) => [c, readFileSync(join(assets, c), 'utf8')]));
    // Vega's bundles carry its schema address and package names; our code never names them.
    const vega = new Set(chunks.filter((c) => /vega\.github\.io\/schema|vega-lite|vega-scenegraph/.test(source.get(c)!)));
    // A chunk reaches Vega if it imports (statically or lazily) a chunk that does.
    const imports = (c: string) => [...source.get(c)!.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]!);
    const reaches = new Map<string, boolean>();
    const reachesVega = (c: string, seen = new Set<string>()): boolean => {
      if (reaches.has(c)) return reaches.get(c)!;
      if (seen.has(c) || !source.has(c)) return false;
      seen.add(c);
      const r = vega.has(c) || imports(c).some((i) => reachesVega(i, seen));
      reaches.set(c, r);
      return r;
    };
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== '_astro' && entry.name !== 'pyodide') walk(full);
        else if (entry.name.endsWith('.html')) {
          const html = readFileSync(full, 'utf8');
          const scripts = [...html.matchAll(/_astro\/([\w.-]+\.js)/g)].map((m) => m[1]!);
          if (scripts.some((s) => reachesVega(s))) pages.push(relative(dist, full));
        }
      }
    };
    walk(dist);
    expect(pages.filter((p) => p.startsWith('calculators/') || p.startsWith('embed/') || p.startsWith('offline/'))).toEqual([]);
    expect(pages.sort()).toEqual([...STILL_ON_VEGA].sort());
  });
});
