#!/usr/bin/env node
// The fleet from the command line at scale (issue 37): 500 gather files of about 200 KB, each a
// different host with two queue managers (scripts/lib/gather-fleet.mjs: mq-gather's headers around
// the real DISPLAY QMSTATUS reply, a qm.ini Log stanza and MQSC DEFINEs; synthetic, and labelled so),
// read by `node scripts/mqcheck.mjs --format=csv DIR` (the checker's fleet format: worker threads on every
// core, each running the command's own bundle). Prints the wall time of each of --runs runs (3 by default)
// and their median; asserts nothing (a shared machine). The wall time includes Node's start and esbuild's
// in-memory bundling of the command, which the one-file /mqcheck.mjs does not pay.
// With --browser DIST (a build made with BASE_PATH=/guide/), the same folder is also opened on
// /check/'s fleet section in Chromium: the time to the last row, the longest main-thread task and
// how many tasks passed 50 ms (PerformanceObserver 'longtask'), and the page's JS heap (CDP
// Runtime.getHeapUsage, after a collection) as the files are read, to show whether it grows.
//
//   node scripts/bench-fleet.mjs [--files 500] [--runs 3] [--keep DIR] [--browser DIST] [--no-cli]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gatherFleet } from './lib/gather-fleet.mjs';
import { mainThreadTasks } from './lib/check-blocking.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(import.meta.dirname, '..');
const files = Number(opt('files', '500'));
const runs = Number(opt('runs', '3'));
const kept = opt('keep', '');
const dir = kept || mkdtempSync(join(tmpdir(), 'mq-fleet-bench-'));
mkdirSync(dir, { recursive: true });

let bytes = 0;
for (let i = 1; i <= files; i++) {
  const host = `mqhost${String(i).padStart(3, '0')}`;
  // Two queue managers of 1,000 objects each: about 200 KB, the size the issue asks for.
  const text = gatherFleet(root, 2, 1000, host);
  writeFileSync(join(dir, `${host}.txt`), text);
  bytes += text.length;
}
console.log(`${files} gather files, ${(bytes / files / 1024).toFixed(0)} KiB each on average (${(bytes / 1024 / 1024).toFixed(1)} MiB in all), in ${dir}`);
console.log(`${availableParallelism()} cores (worker threads: one per core)`);

const times = [];
for (let r = 0; r < (args.includes('--no-cli') ? 0 : runs); r++) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [join(root, 'scripts/mqcheck.mjs'), '--format=csv', dir], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rows = run.stdout.trimEnd().split('\n').length - 1;
  if (run.status === null || run.status === 2) throw new Error(`mqcheck --format=csv failed (status ${run.status}): ${run.stderr.slice(0, 500)}`);
  times.push(seconds);
  console.log(`run ${r + 1}: ${seconds.toFixed(2)} s wall, ${rows} rows, exit status ${run.status}`);
}
if (times.length) {
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(`mqcheck --format=csv over ${files} files: median ${median.toFixed(2)} s wall of ${times.length} runs`);
}
const dist = opt('browser', '');
if (dist) await inBrowser(resolve(dist));
if (!kept) rmSync(dir, { recursive: true, force: true });

async function inBrowser(distDir) {
  const { serveBuiltSite } = await import('./lib/serve-built-site.mjs');
  const { launchChromium } = await import('./lib/chromium.mjs');
  const site = await serveBuiltSite(root, distDir, '/guide/');
  const browser = await launchChromium();
  try {
    // Two passes: the first times the reading and its long tasks; the second samples the heap, whose
    // forced collections are themselves long tasks and would spoil the first pass's figure.
    const timed = await readFolder(browser, site.url, false);
    console.log(`/check/ fleet section over ${files} files: ${timed.seconds.toFixed(1)} s to the first page of rows (${timed.rows} rows in all); longest main-thread task ${timed.longest.toFixed(0)} ms wall, ${timed.over50} tasks over 50 ms wall; in CPU time (trace) the longest ${timed.cpuLongest.toFixed(0)} ms, ${timed.cpuOver50} over 50 ms`);
    const sampled = await readFolder(browser, site.url, true);
    console.log(`JS heap of the page after a forced collection, by files read: ${sampled.samples.map(([n, b]) => `${n}: ${(b / 1024 / 1024).toFixed(1)} MiB`).join(', ')}`);
  } finally {
    await browser.close();
    site.server.kill();
  }
}

async function readFolder(browser, siteUrl, sampleHeap) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL('check/', siteUrl).href, { waitUntil: 'load' });
  await page.waitForSelector('[data-check][data-state="ready"]');
  const cdp = await context.newCDPSession(page);
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const samples = sampleHeap ? [[0, await heap()]] : [];
  // On a shared machine a task's wall time includes waiting for a core; the trace's thread time is the page's own work.
  if (!sampleHeap) await browser.startTracing(page, { categories: ['toplevel'] });
  const started = Date.now();
  await page.setInputFiles('[data-fleet-folder]', dir);
  for (;;) {
    if ((await page.evaluate(() => document.querySelector('[data-fleet]')?.dataset.fleetState)) === 'done') break;
    if (sampleHeap) {
      const said = await page.evaluate(() => document.querySelector('[data-fleet-status]')?.textContent ?? '');
      const m = /([\d,]+) files? so far/.exec(said);
      if (m) samples.push([Number(m[1].replace(/,/g, '')), await heap()]);
    }
    await page.waitForTimeout(sampleHeap ? 3000 : 200);
  }
  const seconds = (Date.now() - started) / 1000;
  const tasks = sampleHeap ? [] : mainThreadTasks(await browser.stopTracing());
  if (sampleHeap) samples.push([files, await heap()]);
  const rows = Number(await page.locator('[data-fleet-table]').getAttribute('data-shown'));
  const long = await page.evaluate(() => window.__long);
  await context.close();
  const cpu = tasks.map((t) => t.cpu);
  return { seconds, rows, longest: Math.max(0, ...long), over50: long.length, cpuLongest: Math.max(0, ...cpu), cpuOver50: cpu.filter((c) => c > 50).length, samples };
}
