#!/usr/bin/env node
// `npm run bench`: the guide measured against a blank Starlight site in the same run (not a test:
// it prints numbers and asserts nothing; these machines are shared, so only medians and ratios).
//
//   npm run bench [-- --runs 3 --reuse --record --no-simulator --no-lighthouse]
//   npm run bench -- --only check [--dir DIST --base /guide/]   just /check/'s blocking and its reader
//   npm run bench -- --only mqcheck [--dir DIST]                 just the one-file checker's size
//   npm run bench -- --only keystroke [--reuse] [--dir DIR [--base /guide/]] [--samples N, 200 by default: a p95 of 40 is its second-worst sample] [--calculator ID]
//   npm run bench -- --only weight [--reuse] [--dir DIST --base /guide/]   every page's weight, no browser
//   npm run bench -- --only lighthouse --path /calculators/log-sizing/ [--path …] [--dir DIST --base /guide/] [--runs 5]
//
// Prints, side by side:
//   - build time of the guide and of bench/blank-starlight (median of --runs builds each);
//   - gzip weight of every page type (HTML, CSS and JS the page loads, each file gzipped) and its
//     ratio to the blank page, with and without the HTML's inline chart SVGs;
//   - largest contentful paint on a 390 px phone with 4× CPU slow-down, per page type;
//   - keystroke-to-result p50/p95 for every calculator in Chromium;
//   - Lighthouse's mobile performance score, LCP and total blocking time for the heaviest page of
//     each type and the blank page (scripts/lib/lighthouse.mjs);
//   - the measurement reader's parse + summary of 8,640 amqsrua intervals (scripts/bench-measure.mjs);
//   - the size of the one-file checker, mqcheck.mjs, as the build wrote it (src/integrations/mqcheck-file.ts);
//   - how long /check/ holds the main thread: pasting 100 KB and 1 MB of configuration, opening a
//     day of amqsrua as a file, opening a gather of 50 queue managers × 2,000 objects (10 MiB)
//     (scripts/lib/check-blocking.mjs: longest task, total blocking time); and the checker on that
//     gather in-process and as a command (scripts/bench-gather.mjs);
//   - the simulator's own benchmark (scripts/bench-simulator.mjs): preset link to first result,
//     cold live run, download size, Pyodide against CPython events/s.
// --reuse skips the builds when dist-bench/ and the blank build exist; --record writes the run to
// BENCHMARKS.md with the date and the machine. --only keystroke measures just the calculators'
// keystrokes (building the guide alone into dist-bench/ when --reuse finds no build there), so a
// change to the calculator client can be measured in seconds; --dir measures another build of the
// guide (built with BASE_PATH=/, or the base --base names), --samples sets keystrokes per calculator, --calculator picks one.
// --only weight builds the guide and the blank site once (or reuses them, or weighs the build --dir
// names) and weighs every page from the built files (scripts/lib/static-page-weight.mjs, seconds
// for all of them): each page type against the blank page, and every page over the budget of 1.5×
// the blank page (without chart SVGs) with its heaviest files; it exits 1 when any page is over,
// so it can run before every push.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { serveBuiltSite } from './lib/serve-built-site.mjs';
import { lighthouseRun } from './lib/lighthouse.mjs';
import { weighPage as weigh } from './lib/page-weight.mjs';
import { weighBuiltPage } from './lib/static-page-weight.mjs';
import { checkBlocking } from './lib/check-blocking.mjs';
import { launchChromium } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Math.max(1, Math.min(20, Number.parseInt(opt('runs', '3'), 10) || 3));
const root = process.cwd();
const only = opt('only', undefined);
const PARTS_ALONE = ['keystroke', 'check', 'mqcheck', 'weight', 'lighthouse'];
if (only !== undefined && !PARTS_ALONE.includes(only)) throw new Error(`--only ${only}: the parts that run on their own are ${PARTS_ALONE.map((p) => `"${p}"`).join(', ')}`);
const siteDir = resolve(root, opt('dir', 'dist-bench'));
const blankRoot = resolve(root, 'bench/blank-starlight');
const blankDir = join(blankRoot, 'dist');
const astro = join(root, 'node_modules/astro/bin/astro.mjs');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const kib = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

/** One build, timed as a whole process. Vitest/Vite variables are dropped so the base stays "/". */
function build(label, astroRoot, outDir) {
  const env = { ...process.env, ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1', BASE_PATH: '/' };
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [astro, 'build', '--root', astroRoot], { cwd: root, env, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`${label} did not build:\n${run.stdout}\n${run.stderr}`);
  return seconds;
}


/** Pages of each type in the built guide (types with no page yet are skipped, not invented). */
function pageTypes() {
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
async function lcp(browser, url) {
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

/**
 * Keystroke to result: set a visible number input to another valid value, fire `input` as typing does,
 * and time until the calculator has finished changing (the last DOM change a MutationObserver sees).
 *
 * Each keystroke is followed by a control: a fixed loop of arithmetic, sized when the page opens to
 * take about as long as a keystroke, timed the same way in the same page. It does the same work
 * every time, so its own tail is the machine's: on these shared two-core machines a plain loop's
 * p95 is about twice its median (and its p99 several times), however little the page does. A
 * calculator whose p95 stands to its median as the control's does has no slow path of its own.
 */
async function keystrokes(browser, url, samples = 200) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-calculator][data-state="ready"]', { timeout: 30_000 });
  const measured = await page.evaluate(async (n) => {
    const root = document.querySelector('[data-calculator]');
    // A field the reader can see: a hidden one (log sizing's check-mode fields in recommend mode) changes no output.
    const input = [...root.querySelectorAll('input')].find((i) => i.type !== 'checkbox' && i.type !== 'radio' && !i.closest('[hidden]') && i.value.trim() !== '' && Number.isFinite(Number(i.value)) && Number(i.value) > 0);
    if (!input) return { times: [], control: [] };
    const a = input.value;
    const b = String(Number(a) + (Number.isInteger(Number(a)) ? 1 : Number(a) * 0.1));
    const out = [];
    const control = [];
    let sink = 0;
    const loop = (count) => {
      let x = 0;
      for (let k = 0; k < count; k++) x += Math.sqrt(k) * (k & 7);
      sink += x;
    };
    const timed = (count) => {
      const t = performance.now();
      loop(count);
      return performance.now() - t;
    };
    // Sized to about 1.5 ms, a keystroke's usual time here: the median of 21 runs of a first guess, scaled.
    for (let k = 0; k < 20; k++) loop(100_000);
    const guess = Array.from({ length: 21 }, () => timed(100_000)).sort((x, y) => x - y)[10];
    const iterations = Math.max(10_000, Math.round((100_000 * 1.5) / Math.max(guess, 0.01)));
    for (let i = 0; i < n; i++) {
      const next = i % 2 ? a : b;
      // The last change within 250 ms: the number and the chart, however the page schedules them.
      const changed = new Promise((ok) => {
        let last = null;
        const obs = new MutationObserver(() => {
          last = performance.now();
        });
        obs.observe(root, { subtree: true, attributes: true, childList: true, characterData: true });
        setTimeout(() => {
          obs.disconnect();
          ok(last);
        }, 250);
      });
      const t0 = performance.now();
      input.value = next;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const t1 = await changed;
      if (t1 !== null) out.push(t1 - t0);
      await new Promise((r) => setTimeout(r, 20));
      control.push(timed(iterations));
      await new Promise((r) => setTimeout(r, 20));
    }
    // The loop's sum is read, so the engine cannot drop the loop as unused work.
    return { times: out, control, sink };
  }, samples);
  await context.close();
  return measured;
}

const report = [];
const say = (line = '') => {
  console.log(line);
  report.push(line);
};

/** The one-file checker's weight, as a server would download it (and gzipped, as the site serves it). */
function mqcheckSize(dir) {
  const file = join(dir, 'mqcheck.mjs');
  if (!existsSync(file)) return say(`One-file checker: no mqcheck.mjs in ${dir} (a build from before it existed?)`);
  const bytes = readFileSync(file);
  say(`One-file checker (mqcheck.mjs, Node 18+, nothing installed): ${kib(bytes.length)} KiB, ${kib(gzipSync(bytes, { level: 9 }).length)} KiB gzip.`);
  say();
}

// /check/: the measurement reader's parse + summary of a day of amqsrua (scripts/bench-measure.mjs),
// and how long the page holds the main thread on a large paste or file (scripts/lib/check-blocking.mjs).
async function checkSection(browser, site, dir) {
  say('## /check/: measurement reader and main-thread blocking');
  say();
  mqcheckSize(dir);
  const measure = spawnSync(process.execPath, [join(root, 'scripts/bench-measure.mjs'), '--runs', String(Math.max(5, runs))], { cwd: root, encoding: 'utf8', env: process.env });
  say(`${measure.stdout ?? ''}${measure.status === 0 ? '' : `(the measurement benchmark failed: ${measure.stderr})`}`.trim());
  say();
  const gather = spawnSync(process.execPath, [join(root, 'scripts/bench-gather.mjs'), '--runs', String(Math.max(3, runs))], { cwd: root, encoding: 'utf8', env: process.env });
  say(`${gather.stdout ?? ''}${gather.status === 0 ? '' : `(the gather benchmark failed: ${gather.stderr})`}`.trim());
  say();
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  const rows = await checkBlocking(browser, new URL('check/', site.url).href, root, runs);
  say(`Blocking on /check/ in Chromium (1366 px, no CPU slow-down), worst of ${runs} runs each; load average before: ${load}, after: ${loadavg().map((l) => l.toFixed(1)).join(', ')}. A long task is one over 50 ms; total blocking is the sum of each long task's time over 50 ms; the heartbeat gap is the longest a setTimeout(0) loop on the page waited. Wall times include waiting for a CPU on a loaded machine; the CPU columns (main-thread thread time from a Chromium trace) are the page's own work.`);
  say();
  say('| case | longest task ms (wall) | total blocking ms (wall) | longest heartbeat gap ms | longest task ms (CPU) | blocking ms (CPU) | to answer ms | what the page said |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) say(`| ${r.name} | ${r.longest ? r.longest.toFixed(0) : 'none over 50'} | ${r.total.toFixed(0)} | ${r.gap.toFixed(0)} | ${r.cpuLongest.toFixed(1)} | ${r.cpuTotal.toFixed(0)} | ${r.ms} | ${r.said.replace(/\|/g, '/')} |`);
  say();
}

// --only mqcheck: the one file's size in a build (--dir, or dist-bench/); no browser, no build.
if (only === 'mqcheck') {
  mqcheckSize(resolve(opt('dir', siteDir)));
  process.exit(0);
}

// --only check: just /check/'s section, against a build given by --dir (and --base), or dist-bench/.
if (only === 'check') {
  const dir = resolve(opt('dir', siteDir));
  if (!existsSync(join(dir, 'check', 'index.html'))) throw new Error(`${dir} holds no built /check/ page: build first (npm run build, or BASE_PATH=/guide/ ASTRO_OUT_DIR=… npm run build and --dir … --base /guide/)`);
  const browser = await launchChromium();
  const site = await serveBuiltSite(root, dir, opt('base', '/'));
  try {
    say(`# /check/ benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    say();
    say(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; Node ${process.version}; Chromium ${browser.version()}; build ${dir}.`);
    say();
    await checkSection(browser, site, dir);
  } finally {
    await browser.close();
    site.server.kill();
  }
  process.exit(0);
}

// --only lighthouse: Lighthouse's mobile run of the pages --path names (each may repeat), on a build
// given by --dir (and --base), or dist-bench/: a change to one page type measured in a minute.
if (only === 'lighthouse') {
  const dir = resolve(opt('dir', siteDir));
  const paths = args.flatMap((a, i) => (args[i - 1] === '--path' ? [a] : []));
  if (paths.length === 0) throw new Error('--only lighthouse: name the pages with --path /calculators/log-sizing/ (one or more)');
  const site = await serveBuiltSite(root, dir, opt('base', '/'));
  try {
    say(`# Lighthouse mobile, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${dir}, ${runs} runs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    say();
    say('| page | performance score median | total blocking time ms median (all runs) | LCP ms median |');
    say('| --- | --- | --- | --- |');
    for (const path of paths) {
      const rs = [];
      for (let i = 0; i < runs; i++) rs.push(await lighthouseRun(new URL(path.replace(/^\//, ''), site.url).href));
      say(`| ${path} | ${median(rs.map((r) => r.score))} | ${median(rs.map((r) => r.tbtMs)).toFixed(0)} (${rs.map((r) => r.tbtMs.toFixed(0)).join(', ')}) | ${median(rs.map((r) => r.lcpMs)).toFixed(0)} |`);
    }
  } finally {
    site.server.kill();
  }
  process.exit(0);
}

/** The keystroke table: p50/p95 for every calculator of the build (or the one --calculator names). */
async function keystrokeTable(browser, siteUrl) {
  const samples = Math.max(10, Math.min(2000, Number.parseInt(opt('samples', '200'), 10) || 200));
  const pick = opt('calculator', undefined);
  say('The control is a fixed loop timed after each keystroke in the same page (keystrokes() in scripts/bench.mjs): its p95 over its median is the machine\'s own tail.');
  say();
  say('| calculator | keystroke → result p50 ms | p95 ms | samples | control p50 ms | control p95 ms |');
  say('| --- | --- | --- | --- | --- | --- |');
  const calcs = existsSync(join(siteDir, 'calculators')) ? readdirSync(join(siteDir, 'calculators'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
  for (const id of calcs.filter((c) => pick === undefined || c === pick)) {
    const { times, control } = await keystrokes(browser, new URL(`calculators/${id}/`, siteUrl).href, samples);
    say(times.length ? `| ${id} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${times.length} | ${percentile(control, 50).toFixed(2)} | ${percentile(control, 95).toFixed(2)} |` : `| ${id} | no numeric input changed an output | | 0 | | |`);
  }
  say();
}

// --only weight: every page weighed from the built files against the blank page; no browser.
if (only === 'weight') {
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
  process.exit(over.length ? 1 : 0);
}

if (only === 'keystroke') {
  // A build named by --dir is measured as it is (it may have another base path): never rebuilt over.
  if (opt('dir', undefined) !== undefined && !existsSync(join(siteDir, 'index.html'))) throw new Error(`${siteDir} holds no build of the guide`);
  if (opt('dir', undefined) === undefined && !(flag('reuse') && existsSync(join(siteDir, 'index.html')))) {
    process.stdout.write('building the guide once…\r');
    build('the guide', root, siteDir);
  }
  const browser = await launchChromium();
  const guide = await serveBuiltSite(root, siteDir, opt('base', '/'));
  try {
    say(`# Keystrokes, ${new Date().toISOString()}: ${siteDir}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    say();
    await keystrokeTable(browser, guide.url);
  } finally {
    await browser.close();
    guide.server.kill();
  }
  process.exit(0);
}

// Builds, alternated so both see the same machine load.
let buildLine = 'builds reused (--reuse): no build time measured';
if (!(flag('reuse') && existsSync(join(siteDir, 'index.html')) && existsSync(join(blankDir, 'index.html')))) {
  const site = [];
  const blank = [];
  for (let i = 0; i < runs; i++) {
    process.stdout.write(`build ${i + 1}/${runs}…\r`);
    blank.push(build('the blank Starlight site', blankRoot, blankDir));
    site.push(build('the guide', root, siteDir));
  }
  buildLine = `build: guide ${median(site).toFixed(1)} s, blank Starlight ${median(blank).toFixed(1)} s (${ratio(median(site), median(blank))}), median of ${runs}`;
}

const browser = await launchChromium();
const guide = await serveBuiltSite(root, siteDir);
const blank = await serveBuiltSite(root, blankDir, '/', { noPolicy: true });
try {
  say(`# Benchmark run, ${new Date().toISOString().slice(0, 10)}`);
  say();
  say(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}; Chromium ${browser.version()}; ${runs} runs per figure, medians.`);
  say();
  say(buildLine);
  say();

  const blankWeight = await weigh(browser, blank.url);
  const blankLcp = median(await Promise.all(Array.from({ length: runs }, () => lcp(browser, blank.url))));
  say(`Blank Starlight page: ${kib(blankWeight.total)} KiB gzip (HTML+CSS+JS), mobile LCP ${blankLcp.toFixed(0)} ms (390 px, CPU 4× slower).`);
  say();
  say('| page type | pages | gzip KiB median (max) | × blank | without chart SVGs, max | × blank | mobile LCP ms median (max) | × blank |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  /** The heaviest page of each type, which Lighthouse then scores. */
  const heaviest = {};
  for (const { type, paths } of pageTypes()) {
    const weights = [];
    const lcps = [];
    for (const path of paths) {
      weights.push(await weigh(browser, new URL(path.slice(1), guide.url).href));
      if (weights.at(-1).total >= Math.max(...weights.map((w) => w.total))) heaviest[type] = path;
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await lcp(browser, new URL(path.slice(1), guide.url).href));
      lcps.push(median(times));
    }
    const totals = weights.map((w) => w.total);
    const lean = Math.max(...weights.map((w) => w.withoutCharts));
    say(
      `| ${type} | ${paths.length} | ${kib(median(totals))} (${kib(Math.max(...totals))}) | ${ratio(Math.max(...totals), blankWeight.total)} | ${kib(lean)} | ${ratio(lean, blankWeight.total)} | ${median(lcps).toFixed(0)} (${Math.max(...lcps).toFixed(0)}) | ${ratio(Math.max(...lcps), blankLcp)} |`,
    );
  }
  say();

  if (!flag('no-lighthouse')) {
    const ms = (x) => (Number.isFinite(x) ? x.toFixed(0) : 'n/a');
    const score = async (url) => {
      const rs = [];
      for (let i = 0; i < runs; i++) rs.push(await lighthouseRun(url));
      return { score: median(rs.map((r) => r.score)), lcpMs: median(rs.map((r) => r.lcpMs)), tbtMs: median(rs.map((r) => r.tbtMs)) };
    };
    say('Lighthouse, mobile (its default: simulated slow 4G, 4× slower CPU), heaviest page of each type, median of each figure:');
    say();
    say('| page | performance score | LCP ms | total blocking time ms |');
    say('| --- | --- | --- | --- |');
    const b = await score(blank.url);
    say(`| blank Starlight page | ${b.score} | ${ms(b.lcpMs)} | ${ms(b.tbtMs)} |`);
    for (const [type, path] of Object.entries(heaviest)) {
      const r = await score(new URL(path.slice(1), guide.url).href);
      say(`| ${type}: ${path} | ${r.score} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} |`);
    }
    say();
  }

  await keystrokeTable(browser, guide.url);
  await checkSection(browser, guide, siteDir);
} finally {
  await browser.close();
  guide.server.kill();
  blank.server.kill();
}

// The simulator has its own benchmark (Pyodide in the browser against CPython); run it on the same build.
if (!flag('no-simulator')) {
  say('## Simulator');
  say();
  const sim = spawnSync(process.execPath, [join(root, 'scripts/bench-simulator.mjs'), '--dir', siteDir, '--base', '/', '--runs', String(runs)], { cwd: root, encoding: 'utf8', env: process.env });
  const out = `${sim.stdout ?? ''}${sim.status === 0 ? '' : `\n(the simulator benchmark failed: ${sim.stderr})`}`.trim();
  say('```');
  for (const line of out.split('\n')) say(line.replace(/^written to .*/, '').trimEnd());
  say('```');
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(join(root, 'bench-results', `bench-${stamp}.md`), `${report.join('\n')}\n`);
if (flag('record')) {
  const intro = [
    '# Benchmarks',
    '',
    'Recorded by `npm run bench -- --record` (see `scripts/bench.mjs`): the guide against a blank Starlight',
    'site built with the same Astro and Starlight (`bench/blank-starlight/`), in the same run. Figures are',
    'medians and ratios from a shared machine; tests never assert timings.',
    '',
  ];
  writeFileSync(join(root, 'BENCHMARKS.md'), `${[...intro, ...report.map((l) => l.replace(/^# Benchmark run/, '## Run'))].join('\n')}\n`);
  console.log('\nrecorded in BENCHMARKS.md');
}
