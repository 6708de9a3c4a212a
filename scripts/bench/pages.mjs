// Page weight and mobile LCP (npm run bench; --only weight): the guide's pages by type against the
// blank Starlight page, from a browser or from the built files.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { weighBuiltPage } from '../lib/static-page-weight.mjs';
import { blankDir, blankRoot, build, flag, kib, median, opt, ratio, root, say, siteDir } from './common.mjs';

/** Pages of each type in the built guide (types with no page yet are skipped, not invented). */
export function pageTypes() {
  const dirs = (path) => (existsSync(join(siteDir, path)) ? readdirSync(join(siteDir, path), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);
  const has = (path) => existsSync(join(siteDir, path, 'index.html'));
  const types = [];
  types.push({ type: 'home', paths: ['/'] });
  types.push({ type: 'report', paths: dirs('reports').map((r) => `/reports/${r}/`) });
  // Datasets: the largest CSV of each report, the page most likely to be heavy.
  const datasets = [];
  for (const report of dirs('data')) {
    const sets = dirs(`data/${report}`)
      .map((d) => ({ d, size: existsSync(join(siteDir, 'data', report, d, 'index.html')) ? readFileSync(join(siteDir, 'data', report, d, 'index.html')).length : 0 }))
      .sort((a, b) => b.size - a.size);
    if (sets[0]?.size) datasets.push(`/data/${report}/${sets[0].d}/`);
  }
  types.push({ type: 'dataset (largest per report)', paths: datasets });
  types.push({ type: 'calculator', paths: dirs('calculators').map((c) => `/calculators/${c}/`) });
  types.push({ type: 'embed', paths: dirs('embed').map((c) => `/embed/${c}/`) });
  for (const [type, path] of [['guide', 'guides'], ['data index', 'data'], ['recommendations', 'recommendations'], ['checker', 'check'], ['broker explorer', 'reports/wmb-v8-aix/explorer'], ['simulator', 'simulator']]) {
    if (type === 'guide') types.push({ type, paths: dirs(path).map((g) => `/${path}/${g}/`) });
    else if (has(path)) types.push({ type, paths: [`/${path}/`] });
  }
  return types.filter((t) => t.paths.length > 0);
}

/** Every page of a build, as site paths ("/", "/check/", "/404.html"), from its HTML files. */
function builtPages(dir) {
  const pages = [];
  const walk = (rel) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        // _astro/ holds assets, pyodide/ the simulator's runtime; offline/ holds the single-file
        // calculators, whole pages with their script inlined by design (scripts/lib/esbuild-calculators.mjs).
        if (!['_astro', 'pyodide', 'pagefind', 'offline'].includes(entry.name)) walk(path);
      } else if (entry.name === 'index.html') pages.push(`/${rel ? `${rel}/` : ''}`);
      else if (entry.name.endsWith('.html')) pages.push(`/${path}`);
    }
  };
  walk('');
  return pages.sort();
}

/** The type a page is reported under in the weight table: one row per kind of page. */
function typeOfPage(path) {
  const [first, second, third] = path.split('/').filter(Boolean);
  if (first === undefined) return 'home';
  if (first === 'reports' && third === 'explorer') return 'broker explorer';
  const kinds = { reports: ['report index', 'report'], data: ['data index', 'dataset list of a report', 'dataset'], calculators: ['calculator index', 'calculator'], embed: ['embed index', 'embed'], guides: ['guide index', 'guide'] };
  if (Object.hasOwn(kinds, first)) return kinds[first][third !== undefined ? 2 : second !== undefined ? 1 : 0] ?? 'other';
  if (second === undefined && !first.endsWith('.html')) return first;
  return 'other';
}

/** Largest contentful paint on a 390 px phone with the CPU slowed 4×. */
export async function lcp(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  const ms = await page.evaluate(
    () =>
      new Promise((ok) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => ok(last), 1500);
      }),
  );
  await context.close();
  return ms;
}


/** --only weight: every page weighed from the built files against the blank page; no browser. The exit status: 1 when any page is over. */
export function weightOnly() {
  const BUDGET = 1.5;
  const dir = resolve(opt('dir', siteDir));
  const base = opt('base', '/');
  const reuse = (d) => (flag('reuse') || opt('dir', undefined) !== undefined) && existsSync(join(d, 'index.html'));
  const started = Date.now();
  if (!reuse(dir)) {
    if (opt('dir', undefined) !== undefined) throw new Error(`${dir} holds no build of the guide`);
    process.stdout.write('building the guide…\r');
    build('the guide', root, dir);
  }
  if (!(existsSync(join(blankDir, 'index.html')) && (flag('reuse') || opt('dir', undefined) !== undefined))) {
    process.stdout.write('building the blank Starlight site…\r');
    build('the blank Starlight site', blankRoot, blankDir);
  }
  const built = (Date.now() - started) / 1000;
  const blankWeight = weighBuiltPage(blankDir, '/').total;
  const limit = blankWeight * BUDGET;
  const weighed = builtPages(dir).map((path) => ({ path, type: typeOfPage(path), ...weighBuiltPage(dir, `${base}${path.slice(1)}`, base) }));
  say(`# Page weight, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${dir}${built > 1 ? ` (built in ${built.toFixed(0)} s)` : ''}`);
  say();
  say(`Counted from the built files: the HTML, its stylesheets and scripts, and every module they import statically, each gzipped; nothing loaded later (import(), a worker, a fetch). Blank Starlight page: ${kib(blankWeight)} KiB gzip; budget ${BUDGET}× = ${kib(limit)} KiB, chart SVGs (inline SVGs over 4 KB) not counted.`);
  say();
  say('| page type | pages | gzip KiB median (max) | × blank | without chart SVGs, max | × blank | heaviest page |');
  say('| --- | --- | --- | --- | --- | --- | --- |');
  const types = [...new Set(weighed.map((w) => w.type))].sort();
  for (const type of types) {
    const pages = weighed.filter((w) => w.type === type);
    const totals = pages.map((p) => p.total);
    const heaviest = pages.reduce((a, b) => (b.withoutCharts > a.withoutCharts ? b : a));
    say(`| ${type} | ${pages.length} | ${kib(median(totals))} (${kib(Math.max(...totals))}) | ${ratio(Math.max(...totals), blankWeight)} | ${kib(heaviest.withoutCharts)} | ${ratio(heaviest.withoutCharts, blankWeight)} | ${heaviest.path} |`);
  }
  say();
  const over = weighed.filter((w) => w.withoutCharts > limit).sort((a, b) => b.withoutCharts - a.withoutCharts);
  if (over.length === 0) say(`Every page (${weighed.length}) is within ${BUDGET}× the blank page.`);
  else {
    say(`${over.length} of ${weighed.length} pages over ${BUDGET}× the blank page (without chart SVGs), with their heaviest files:`);
    say();
    for (const w of over) say(`- ${w.path}: ${kib(w.withoutCharts)} KiB, ${ratio(w.withoutCharts, blankWeight)} (${w.files.slice(0, 4).map((f) => `${f.url.replace(/^.*\//, '') || w.path} ${kib(f.gzip)}`).join(', ')})`);
  }
  return over.length ? 1 : 0;
}
