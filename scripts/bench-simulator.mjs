#!/usr/bin/env node
// Benchmark of the simulator (not a test: it prints numbers, it asserts nothing).
//
//   npm run build && npm run bench:simulator [-- --dir dist --base / --runs 3]
//
// Serves a built site and opens /simulator/ in Debian's Chromium (playwright-core) with a fresh
// profile each time. Prints, per repetition and as medians, against the budgets of issue 15:
//   - a preset link (?preset=appliance-ha&run=1) to its first result: the precomputed one (<= 1 s);
//   - a cold first live run (a link that changes a parameter: --point) to its result (<= 3 s),
//     with Pyodide's own load time in the worker;
//   - the download that live run needs, gzip-compressed as a server would send it (<= 4.5 MiB);
//   - the model's events per second under Pyodide against CPython (python3 -m mqsim, same point).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveBuiltSite } from './lib/serve-built-site.mjs';
import { launchChromium } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = process.cwd();
const dir = resolve(opt('dir', process.env.ASTRO_OUT_DIR ?? 'dist'));
const base = opt('base', process.env.BASE_PATH ?? '/');
const runs = Number(opt('runs', 3));
const point = opt('point', 'preset=appliance-ha&rttMs=5');
const python = process.env.PYTHON ?? 'python3';

if (!existsSync(join(dir, 'simulator', 'index.html')) || !existsSync(join(dir, 'pyodide', 'pyodide.asm.wasm'))) {
  console.error(`No built site with the simulator in ${dir}: run "npm run build" first (or pass --dir).`);
  process.exit(1);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The same point under CPython: events per second as the model itself counts them. */
function cpython() {
  const sets = [...new URLSearchParams(point)].filter(([k]) => k !== 'preset').flatMap(([k, v]) => ['--set', `${k}=${v}`]);
  const preset = new URLSearchParams(point).get('preset');
  const run = spawnSync(python, ['-B', '-m', 'mqsim', ...(preset ? ['--preset', preset] : []), ...sets, '--json'], {
    cwd: join(root, 'calculators/simulator'),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`python3 -m mqsim failed: ${run.stderr}`);
  const out = JSON.parse(run.stdout);
  return { events: out.events, seconds: out.wallSeconds, eventsPerSec: out.events / out.wallSeconds, roundTripsPerSec: out.roundTripsPerSec };
}


async function openCold(browser, url, query) {
  const context = await browser.newContext(); // fresh cache: a cold start every time
  const origin = new URL(url).origin;
  const external = [];
  const bodies = [];
  await context.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    external.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  // Every response the page (and its worker) loads, measured as gzip would send it.
  context.on('response', (res) => bodies.push(res.body().then((b) => gzipSync(b).length, () => 0)));
  await page.goto(new URL(`simulator/?${query}`, url).href);
  await page.waitForFunction(() => ['ready', 'error'].includes(document.querySelector('[data-simulator]').dataset.state) && document.querySelector('[data-simulator]').dataset.resultAtMs, null, { timeout: 300_000 });
  const r = await page.evaluate(() => {
    const el = document.querySelector('[data-simulator]');
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      state: el.dataset.state,
      origin: el.dataset.origin,
      alert: document.querySelector('[data-sim-alert]').textContent,
      loadMs: Number(el.dataset.loadMs),
      firstResultMs: Number(el.dataset.resultAtMs) - (nav ? nav.startTime : 0),
      events: Number(el.dataset.events),
      wallMs: Number(el.dataset.wallMs),
      roundTripsPerSec: Number(document.querySelector('[data-output="roundTripsPerSec"]').dataset.value),
    };
  });
  const gzipBytes = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  await context.close();
  if (r.state !== 'ready') throw new Error(`the run failed: ${r.alert}`);
  if (external.length) throw new Error(`requests left the site: ${external.join(', ')}`);
  return { ...r, gzipBytes };
}

async function browserRun(browser, url) {
  const preset = await openCold(browser, url, 'preset=appliance-ha&run=1');
  if (preset.origin !== 'precomputed') throw new Error(`the preset link was not answered from the precomputed result (${preset.origin})`);
  const live = await openCold(browser, url, `${point}&run=1`);
  if (live.origin !== 'live') throw new Error('the live point was not run live');
  return { presetFirstResultMs: preset.firstResultMs, ...live, eventsPerSec: live.events / (live.wallMs / 1000) };
}

const { server, url } = await serveBuiltSite(root, dir, base);
const browser = await launchChromium();
const rows = [];
try {
  console.log(`Simulator benchmark: ${point}, ${runs} repetitions, site ${url}\n`);
  console.log('run  preset link (s)  cold live (s)  Pyodide load (s)  download (MiB gz)  Pyodide events/s  CPython events/s  ratio');
  for (let i = 0; i < runs; i++) {
    const b = await browserRun(browser, url);
    const c = cpython();
    if (b.roundTripsPerSec !== c.roundTripsPerSec) console.warn(`  note: browser and CPython results differ (${b.roundTripsPerSec} vs ${c.roundTripsPerSec})`);
    const row = {
      presetLinkS: b.presetFirstResultMs / 1000,
      coldLiveS: b.firstResultMs / 1000,
      coldStartS: b.loadMs / 1000,
      downloadMiB: b.gzipBytes / 1048576,
      pyodideEventsPerSec: b.eventsPerSec,
      cpythonEventsPerSec: c.eventsPerSec,
      events: b.events,
    };
    rows.push(row);
    console.log(
      `${String(i + 1).padStart(3)}  ${row.presetLinkS.toFixed(2).padStart(15)}  ${row.coldLiveS.toFixed(2).padStart(13)}  ${row.coldStartS.toFixed(2).padStart(16)}  ${row.downloadMiB.toFixed(2).padStart(17)}  ${Math.round(row.pyodideEventsPerSec).toLocaleString('en-GB').padStart(16)}  ${Math.round(row.cpythonEventsPerSec).toLocaleString('en-GB').padStart(16)}  ${(row.cpythonEventsPerSec / row.pyodideEventsPerSec).toFixed(2).padStart(5)}`,
    );
  }
  const med = {
    presetLinkS: median(rows.map((r) => r.presetLinkS)),
    coldLiveS: median(rows.map((r) => r.coldLiveS)),
    coldStartS: median(rows.map((r) => r.coldStartS)),
    downloadMiB: median(rows.map((r) => r.downloadMiB)),
    pyodideEventsPerSec: median(rows.map((r) => r.pyodideEventsPerSec)),
    cpythonEventsPerSec: median(rows.map((r) => r.cpythonEventsPerSec)),
  };
  console.log(
    `\nmedian: preset link to first result ${med.presetLinkS.toFixed(2)} s (budget 1 s), cold live run ${med.coldLiveS.toFixed(2)} s (budget 3 s; Pyodide load ${med.coldStartS.toFixed(2)} s), ` +
      `download ${med.downloadMiB.toFixed(2)} MiB gzip (budget 4.5 MiB), ` +
      `Pyodide ${Math.round(med.pyodideEventsPerSec).toLocaleString('en-GB')} events/s, CPython ${Math.round(med.cpythonEventsPerSec).toLocaleString('en-GB')} events/s ` +
      `(CPython/Pyodide ${(med.cpythonEventsPerSec / med.pyodideEventsPerSec).toFixed(2)}x), ${rows[0].events.toLocaleString('en-GB')} events per run`,
  );
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const file = join(root, 'bench-results', `simulator-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ point, runs: rows, median: med }, null, 1)}\n`);
  console.log(`written to ${file}`);
} finally {
  await browser.close();
  server.kill();
}
