#!/usr/bin/env node
// Benchmark of the simulator (not a test: it prints numbers, it asserts nothing).
//
//   npm run build && npm run bench:simulator [-- --dir dist --base / --runs 3]
//
// Serves a built site, opens /simulator/ in Debian's Chromium (playwright-core) with a fresh
// profile each time, and runs one preset point from the URL. Prints, per repetition and as
// medians: Pyodide's cold start in the browser (loading the runtime and the model in the
// worker), the time from navigation to the first result, and the model's events per second
// under Pyodide against CPython (python3 mqsim.py, same point, in the same run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

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
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

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
  const run = spawnSync(python, ['-B', 'mqsim.py', ...(preset ? ['--preset', preset] : []), ...sets, '--json'], {
    cwd: join(root, 'calculators/simulator'),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`python3 mqsim.py failed: ${run.stderr}`);
  const out = JSON.parse(run.stdout);
  return { events: out.events, seconds: out.wallSeconds, eventsPerSec: out.events / out.wallSeconds, roundTripsPerSec: out.roundTripsPerSec };
}

async function serve() {
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', '0', '--base', base], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('the server did not start in 10 s')), 10_000);
    server.stdout.on('data', (chunk) => {
      const m = /at (http:\/\/\S+)/.exec(chunk.toString());
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
  });
  return { server, url };
}

async function browserRun(browser, url) {
  const context = await browser.newContext(); // fresh cache: a cold start every time
  const origin = new URL(url).origin;
  const external = [];
  await context.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    external.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto(new URL(`simulator/?${point}&run=1`, url).href);
  await page.waitForFunction(() => ['ready', 'error'].includes(document.querySelector('[data-simulator]').dataset.state), null, { timeout: 300_000 });
  const r = await page.evaluate(() => {
    const el = document.querySelector('[data-simulator]');
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      state: el.dataset.state,
      alert: document.querySelector('[data-sim-alert]').textContent,
      loadMs: Number(el.dataset.loadMs),
      firstResultMs: Number(el.dataset.resultAtMs) - (nav ? nav.startTime : 0),
      events: Number(el.dataset.events),
      wallMs: Number(el.dataset.wallMs),
      roundTripsPerSec: Number(document.querySelector('[data-output="roundTripsPerSec"]').dataset.value),
    };
  });
  await context.close();
  if (r.state !== 'ready') throw new Error(`the run failed: ${r.alert}`);
  if (external.length) throw new Error(`requests left the site: ${external.join(', ')}`);
  return { ...r, eventsPerSec: r.events / (r.wallMs / 1000) };
}

const { server, url } = await serve();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
const rows = [];
try {
  console.log(`Simulator benchmark: ${point}, ${runs} repetitions, site ${url}\n`);
  console.log('run  cold start (s)  first result (s)  Pyodide events/s  CPython events/s  ratio');
  for (let i = 0; i < runs; i++) {
    const b = await browserRun(browser, url);
    const c = cpython();
    if (b.roundTripsPerSec !== c.roundTripsPerSec) console.warn(`  note: browser and CPython results differ (${b.roundTripsPerSec} vs ${c.roundTripsPerSec})`);
    const row = { coldStartS: b.loadMs / 1000, firstResultS: b.firstResultMs / 1000, pyodideEventsPerSec: b.eventsPerSec, cpythonEventsPerSec: c.eventsPerSec, events: b.events };
    rows.push(row);
    console.log(
      `${String(i + 1).padStart(3)}  ${row.coldStartS.toFixed(2).padStart(14)}  ${row.firstResultS.toFixed(2).padStart(16)}  ${Math.round(row.pyodideEventsPerSec).toLocaleString('en-GB').padStart(16)}  ${Math.round(row.cpythonEventsPerSec).toLocaleString('en-GB').padStart(16)}  ${(row.cpythonEventsPerSec / row.pyodideEventsPerSec).toFixed(2).padStart(5)}`,
    );
  }
  const med = {
    coldStartS: median(rows.map((r) => r.coldStartS)),
    firstResultS: median(rows.map((r) => r.firstResultS)),
    pyodideEventsPerSec: median(rows.map((r) => r.pyodideEventsPerSec)),
    cpythonEventsPerSec: median(rows.map((r) => r.cpythonEventsPerSec)),
  };
  console.log(
    `\nmedian: cold start ${med.coldStartS.toFixed(2)} s, first result ${med.firstResultS.toFixed(2)} s, ` +
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
