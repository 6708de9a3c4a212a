#!/usr/bin/env node
// `npm run bench`: the guide measured against a blank Starlight site in the same run (not a test:
// it prints numbers and asserts nothing; these machines are shared, so only medians and ratios).
//
//   npm run bench [-- --runs 3 --reuse --record --no-simulator --no-lighthouse]
//   npm run bench -- --only check [--dir DIST --base /guide/]   just /check/'s blocking and its reader
//   npm run bench -- --only capacity [--dir DIST --base /guide/] [--record] just the capacity model on /check/ (50 queue managers); --record puts its section into BENCHMARKS.md
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
//   - the capacity model on /check/ (scripts/bench/capacity.mjs): the worker's CPU for the 50 capacities
//     of a 50-queue-manager gather with amqsrua, and the longest main-thread task as every block is drawn;
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
// Each part is a module of scripts/bench/ by what it measures: pages.mjs (weight, LCP), lighthouse.mjs,
// keystroke.mjs, check.mjs (/check/'s reader and blocking, the one-file checker), capacity.mjs; common.mjs
// holds the options, the arithmetic, the builds and the report they all write into.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { serveBuiltSite } from './lib/serve-built-site.mjs';
import { weighPage as weigh } from './lib/page-weight.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { blankDir, blankRoot, build, flag, kib, median, opt, ratio, report, root, runs, say, siteDir } from './bench/common.mjs';
import { lcp, pageTypes, weightOnly } from './bench/pages.mjs';
import { lighthouseOnly, lighthouseTable } from './bench/lighthouse.mjs';
import { keystrokeTable } from './bench/keystroke.mjs';
import { checkOnly, checkSection, mqcheckSize } from './bench/check.mjs';
import { capacityOnly, capacitySection, recordCapacitySection } from './bench/capacity.mjs';

const only = opt('only', undefined);
const PARTS_ALONE = ['keystroke', 'check', 'capacity', 'mqcheck', 'weight', 'lighthouse'];
if (only !== undefined && !PARTS_ALONE.includes(only)) throw new Error(`--only ${only}: the parts that run on their own are ${PARTS_ALONE.map((p) => `"${p}"`).join(', ')}`);

// --only mqcheck: the one file's size in a build (--dir, or dist-bench/); no browser, no build.
if (only === 'mqcheck') {
  mqcheckSize(resolve(opt('dir', siteDir)));
  process.exit(0);
}
if (only === 'check') {
  await checkOnly();
  process.exit(0);
}
if (only === 'capacity') {
  await capacityOnly();
  if (flag('record')) {
    recordCapacitySection(report);
    console.log('\nrecorded in BENCHMARKS.md (its capacity section)');
  }
  process.exit(0);
}
if (only === 'lighthouse') {
  await lighthouseOnly();
  process.exit(0);
}
if (only === 'weight') process.exit(weightOnly());

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

  if (!flag('no-lighthouse')) await lighthouseTable(guide.url, blank.url, heaviest);
  await keystrokeTable(browser, guide.url);
  await checkSection(browser, guide, siteDir);
  await capacitySection(browser, guide);
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
