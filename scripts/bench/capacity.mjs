// The capacity model on /check/ (npm run bench; --only capacity; issue 43, item 7): a gather of 50
// queue managers × 2,000 objects, each with the gather's amqsrua DISK/Log recording
// (scripts/lib/gather-fleet.mjs with amqsrua: the 2017 Linux report's real output), so each has a
// capacity to work out. Two figures, asserting nothing:
//   - the worker's CPU time for all 50 capacities: in Node, the worker's own code (src/lib/check/work.ts,
//     bundled as bench-gather.mjs bundles the checker) after the check, median of --runs, as the
//     validation stands (these set-ups refused) and as offered answers (a ceiling and six what-ifs
//     each, the heavier path a fleet on an offered set-up takes); and in Chromium,
//     the /check/ worker thread's CPU (a trace's thread time) while the 50 Capacity blocks are drawn;
//   - /check/'s longest main-thread task (wall, from PerformanceObserver, and CPU, from a trace) opening
//     that gather, and then opening each queue manager's group and scrolling to its Capacity block
//     until all 50 are drawn, as a reader going through the fleet would (two traces, two figures).
// Budgets (issue 43): under 2 s of worker CPU for the 50; no main-thread task over 50 ms.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { serveBuiltSite } from '../lib/serve-built-site.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { gatherFleet } from '../lib/gather-fleet.mjs';
import { mainThreadTasks, tasksOf } from '../lib/check-blocking.mjs';
import { calculatorPlugins } from '../lib/esbuild-calculators.mjs';
import { median, opt, root, runs, say, siteDir } from './common.mjs';

const QUEUE_MANAGERS = 50;
const WORKER_BUDGET_MS = 2000;
const TASK_BUDGET_MS = 50;
const CAPACITY_HEADING = '## /check/: the capacity model';

/** The worker's code and its capacity source in one bundle (one module state: the source keeps the last check's readings). */
async function workerCode() {
  const contents = ['src/lib/check/work.ts', 'src/lib/check/capacity-source.ts', 'calculators/capacity/model-error.ts'].map((f, i) => `export { ${['answerOf', 'capacityFor', 'FAMILY_VERDICTS'][i]} } from './${f}';`).join('\n');
  const out = await build({ stdin: { contents, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent', plugins: calculatorPlugins });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/**
 * The worker's code in Node: the check, then each queue manager's capacity as its block asks. CPU ms
 * of the 50, per run. As the validation stands the gather's own-log set-ups are refused, which skips
 * the what-ifs; so the 50 are also timed as offered answers (every family's verdict turned to
 * offered, as tests/unit/check-capacity.test.ts asks), the ceiling and its six what-ifs each.
 */
export async function inNode(text) {
  const { answerOf, capacityFor, FAMILY_VERDICTS } = await workerCode();
  const allOffered = Object.fromEntries(Object.entries(FAMILY_VERDICTS).map(([k, v]) => [k, { ...v, offered: true }]));
  const times = [];
  const offeredTimes = [];
  let names = [];
  let offered = 0;
  let ceilings = 0;
  // One more run than asked: the first also loads the model (the worker's import() on the first block).
  for (let i = 0; i <= runs; i++) {
    const checked = answerOf({ kind: 'check', text, platform: 'unix', measure: true });
    names = checked.capacity ?? [];
    let started = process.cpuUsage();
    offered = 0;
    for (const q of names) {
      const a = await answerOf({ kind: 'capacity', queueManager: q });
      if (a.ok && 'ceiling' in a.capacity) offered++;
    }
    let used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
    started = process.cpuUsage();
    ceilings = 0;
    for (const q of names) if ('ceiling' in ((await capacityFor(q, allOffered)) ?? {})) ceilings++;
    used = process.cpuUsage(started);
    offeredTimes.push((used.user + used.system) / 1000);
  }
  return { first: times[0], median: median(times.slice(1)), names: names.length, offered, ceilings, offeredMedian: median(offeredTimes.slice(1)) };
}

/** Worker threads' CPU in a Chromium trace (the page's dedicated workers), in ms. */
const workerCpu = (trace) => tasksOf(trace, /DedicatedWorker/).reduce((sum, t) => sum + t.cpu, 0);

/**
 * /check/ opening the gather (the first trace: to its answer and the measurements panel's, which
 * draws every queue manager's readings), then each group opened from the keyboard (no pointer, so
 * no hit-testing of the page under a moving mouse) and its Capacity block scrolled to and drawn (the
 * second trace: the blocks' main-thread tasks and the worker's CPU for them). The worst of `runs` runs.
 */
async function inChromium(browser, checkUrl, text) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(checkUrl, { waitUntil: 'load' });
    await page.waitForSelector('[data-check][data-state="ready"]');
    await page.focus('#check-paste');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/worker-[\w-]+\.js$/.test(e.name)), undefined, { timeout: 15_000 }).catch(() => {});
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.evaluate(([n, t]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: 'text/plain' }));
      window.__file = dt.files;
    }, ['gather.txt', text]);
    // Observed from a task of its own: started in the task that makes the 10 MiB file, the observer
    // counted that task (the benchmark's own work, some 130 ms) as the page's longest.
    await page.evaluate(() => {
      window.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__tasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const longWall = () => page.evaluate(() => Math.max(0, ...window.__tasks.splice(0)));

    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    const started = Date.now();
    await page.evaluate(() => {
      const field = document.querySelector('input[data-check-file]');
      field.files = window.__file;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.waitForFunction(() => document.querySelector('[data-check]')?.dataset.checkState === 'done', undefined, { timeout: 300_000 });
    const opened = Date.now() - started;
    await page.waitForFunction(() => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done', undefined, { timeout: 300_000 }).catch(() => {});
    await page.waitForTimeout(1000);
    const openTrace = await browser.stopTracing();
    const open = { wall: await longWall(), cpu: Math.max(0, ...mainThreadTasks(openTrace).map((t) => t.cpu)), elements: await page.evaluate(() => document.querySelectorAll('*').length) };

    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    const drawStarted = Date.now();
    const groups = await page.locator('[data-check-findings] > li[data-group]').count();
    for (let g = 0; g < groups; g++) {
      const group = page.locator('[data-check-findings] > li[data-group]').nth(g);
      const qm = await group.getAttribute('data-group');
      if (!qm) continue;
      await group.locator('summary').first().press('Enter');
      await page.locator(`[data-capacity][data-queue-manager="${qm}"]`).scrollIntoViewIfNeeded();
      await page.waitForFunction((name) => document.querySelector(`[data-capacity][data-queue-manager="${name}"]`)?.dataset.capacityState === 'done', qm, { timeout: 60_000 });
    }
    const drawMs = Date.now() - drawStarted;
    const drawn = await page.locator('[data-capacity][data-capacity-state="done"]').count();
    const withCeiling = await page.locator('[data-capacity][data-ceiling]').count();
    await page.waitForTimeout(500);
    const drawTrace = await browser.stopTracing();
    const draw = { wall: await longWall(), cpu: Math.max(0, ...mainThreadTasks(drawTrace).map((t) => t.cpu)), worker: workerCpu(drawTrace), elements: await page.evaluate(() => document.querySelectorAll('*').length) };
    results.push({ opened, drawMs, drawn, withCeiling, open, draw });
    await context.close();
  }
  const worst = (f) => Math.max(...results.map(f));
  return {
    each: results,
    opened: worst((r) => r.opened),
    drawMs: worst((r) => r.drawMs),
    drawn: Math.min(...results.map((r) => r.drawn)),
    withCeiling: Math.min(...results.map((r) => r.withCeiling)),
    open: { wall: worst((r) => r.open.wall), cpu: worst((r) => r.open.cpu), elements: results[0].open.elements },
    draw: { wall: worst((r) => r.draw.wall), cpu: worst((r) => r.draw.cpu), worker: worst((r) => r.draw.worker), elements: results[0].draw.elements },
  };
}

/** The section: both figures against their budgets. */
export async function capacitySection(browser, site) {
  const text = gatherFleet(root, QUEUE_MANAGERS, 2000, 'mqhost01', { amqsrua: true, nativeHa: true });
  say(CAPACITY_HEADING);
  say();
  say(`A gather of ${QUEUE_MANAGERS} queue managers × 2,000 objects, each with an amqsrua DISK/Log recording and every other one Native HA (its DISPLAY QMSTATUS TYPE(NATIVEHA) reply), so half get a ceiling and half the refusal (synthetic around real outputs: scripts/lib/gather-fleet.mjs, ${(text.length / 1024 / 1024).toFixed(1)} MiB). Budgets (issue 43): all ${QUEUE_MANAGERS} capacities in under ${WORKER_BUDGET_MS / 1000} s of worker CPU; no main-thread task over ${TASK_BUDGET_MS} ms.`);
  say();
  const node = await inNode(text);
  say(`Worker's code in Node (src/lib/check/work.ts bundled; the check first, not counted): ${node.names} Capacity blocks, ${node.offered} with a ceiling; the ${node.names} capacities took ${node.first.toFixed(0)} ms CPU the first time (the model loaded with the first) and a median of ${node.median.toFixed(0)} ms CPU over ${runs} more runs: ${node.first < WORKER_BUDGET_MS ? 'within' : 'OVER'} the budget. As offered answers (every family's verdict turned to offered; ${node.ceilings} with a ceiling and its what-ifs): a median of ${node.offeredMedian.toFixed(0)} ms CPU for the ${node.names}: ${node.offeredMedian < WORKER_BUDGET_MS ? 'within' : 'OVER'} the budget.`);
  say();
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  const c = await inChromium(browser, new URL('check/', site.url).href, text);
  say(`In Chromium (1366 px, no CPU slow-down), worst of ${runs} runs; load average before ${load}, after ${loadavg().map((l) => l.toFixed(1)).join(', ')}:`);
  say();
  say('| figure | value | budget |');
  say('| --- | --- | --- |');
  say(`| opening the gather (to its answer, then the measurements panel's): longest main-thread task, CPU (trace) / wall (long-task observer) | ${c.open.cpu.toFixed(1)} ms / ${c.open.wall ? `${c.open.wall.toFixed(0)} ms` : 'none over 50 ms'} | under ${TASK_BUDGET_MS} ms |`);
  say(`| then every group opened and its Capacity block drawn: longest main-thread task, CPU / wall | ${c.draw.cpu.toFixed(1)} ms / ${c.draw.wall ? `${c.draw.wall.toFixed(0)} ms` : 'none over 50 ms'} | under ${TASK_BUDGET_MS} ms |`);
  say(`| worker CPU while the blocks were drawn (trace thread time, the model's load included) | ${c.draw.worker.toFixed(0)} ms | under ${WORKER_BUDGET_MS} ms |`);
  say(`| Capacity blocks drawn (with a ceiling) | ${c.drawn} (${c.withCeiling}) | ${QUEUE_MANAGERS} |`);
  say(`| elements on the page: after opening / after every block | ${c.open.elements} / ${c.draw.elements} | |`);
  say(`| gather opened to its answer; all blocks drawn | ${c.opened} ms; ${c.drawMs} ms | |`);
  say();
  // Each run's figures and their median: the worst of three on a shared machine is one run's luck.
  const each = (f) => c.each.map((r) => f(r).toFixed(1)).join(', ');
  const mid = (f) => median(c.each.map(f)).toFixed(1);
  say(`Each run (ms): opening, longest task CPU ${each((r) => r.open.cpu)} (median ${mid((r) => r.open.cpu)}), wall ${each((r) => r.open.wall)} (median ${mid((r) => r.open.wall)}); drawing the blocks, longest task CPU ${each((r) => r.draw.cpu)} (median ${mid((r) => r.draw.cpu)}), wall ${each((r) => r.draw.wall)} (median ${mid((r) => r.draw.wall)}), worker CPU ${each((r) => r.draw.worker)} (median ${mid((r) => r.draw.worker)}). A wall of 0 is no task over 50 ms.`);
  say();
}

/**
 * --only capacity --record: the section put into BENCHMARKS.md in place of the one there (or after
 * the last section), dated, so the capacity figures are recorded without a whole run's builds.
 */
export function recordCapacitySection(lines) {
  const file = join(root, 'BENCHMARKS.md');
  const old = readFileSync(file, 'utf8').split('\n');
  const start = old.indexOf(CAPACITY_HEADING);
  const end = start < 0 ? -1 : old.findIndex((l, i) => i > start && /^## /.test(l));
  const machine = lines.find((l) => l.startsWith('Machine:')) ?? '';
  const section = [CAPACITY_HEADING, '', `Recorded on its own by \`npm run bench -- --only capacity --record\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. ${machine}`.trimEnd(), ...lines.slice(lines.indexOf(CAPACITY_HEADING) + 1)];
  while (section.at(-1) === '') section.pop();
  const kept = start < 0 ? old : [...old.slice(0, start), ...(end < 0 ? [] : old.slice(end))];
  while (kept.at(-1) === '') kept.pop();
  // Before the simulator's section, as a whole run writes it.
  const at = kept.indexOf('## Simulator');
  const next = at < 0 ? [...kept, '', ...section] : [...kept.slice(0, at), ...section, '', ...kept.slice(at)];
  writeFileSync(file, `${next.join('\n')}\n`);
}

/** --only capacity: just this section, on a build given by --dir (and --base), or dist-bench/. */
export async function capacityOnly() {
  const dir = resolve(opt('dir', siteDir));
  if (!existsSync(join(dir, 'check', 'index.html'))) throw new Error(`${dir} holds no built /check/ page: build first (npm run build, or BASE_PATH=/guide/ ASTRO_OUT_DIR=… npm run build and --dir … --base /guide/)`);
  const browser = await launchChromium();
  const site = await serveBuiltSite(root, dir, opt('base', '/'));
  try {
    say(`# /check/ capacity benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    say();
    say(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; Node ${process.version}; Chromium ${browser.version()}; build ${dir}.`);
    say();
    await capacitySection(browser, site);
  } finally {
    await browser.close();
    site.server.kill();
  }
}
