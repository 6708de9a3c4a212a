// How long /check/ holds the main thread, measured in Chromium (for `npm run bench`; asserts
// nothing). Three cases, as a user meets them: pasting a 100 KB configuration (real samples from
// tests/fixtures/real-config/ repeated) and checking it; pasting 1 MB of the same (over the checker's
// limit); opening a day of amqsrua output (8,640 publications of the Linux persistent report's
// sample, PutDate/PutTime advancing 10 s each) as a file; opening a gather of 50 queue managers of 2,000
// objects each (scripts/lib/gather-fleet.mjs, 10 MiB) in the configuration panel. The paste is a real one: the text is put
// on the clipboard and Ctrl+V pressed in the box. Per case: the longest task and the total blocking
// time (the part of each long task over 50 ms) from PerformanceObserver('longtask'), and the longest
// gap a setTimeout heartbeat saw (which also counts tasks under 50 ms and rendering). On a shared
// machine a task's wall time includes the time the renderer waited for a CPU, so each case is also
// traced: the longest main-thread task in CPU time (the trace's thread time), which is the page's
// own work whatever the load.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { amqsruaDayFromSample } from './amqsrua-day.mjs';
import { gatherFleet } from './gather-fleet.mjs';

/** Real configuration samples, concatenated and repeated to `chars`, cut at a line end. */
export function configPaste(root, chars) {
  const dir = join(root, 'tests/fixtures/real-config');
  const one = readdirSync(dir)
    .filter((f) => /\.(txt|ini)$/.test(f))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  let text = '';
  while (text.length < chars) text += `${one}\n`;
  return text.slice(0, text.lastIndexOf('\n', chars) + 1);
}

const observe = () => {
  window.__blocking = { tasks: [], gap: 0, stop: false };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__blocking.tasks.push(e.duration);
  }).observe({ type: 'longtask' });
  let last = performance.now();
  const beat = () => {
    const now = performance.now();
    window.__blocking.gap = Math.max(window.__blocking.gap, now - last);
    last = now;
    if (!window.__blocking.stop) setTimeout(beat, 0);
  };
  setTimeout(beat, 0);
};

/** The page opened, its worker loaded while idle (each case starts the observers when it starts). */
async function openCheck(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-check][data-state="ready"]');
  await page.waitForSelector('[data-measure][data-state="ready"]');
  // The worker and the measurements panel's rendering load when the reader turns to a panel (focus),
  // as a reader does before pasting: turn to both, and wait until the worker's script has loaded
  // (worker-<hash>.js; worker-client.<hash>.js is the page's side, loaded with the page).
  await page.focus('[data-measure-text="before"]');
  await page.focus('#check-paste');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/worker-[\w-]+\.js$/.test(e.name)), undefined, { timeout: 15_000 }).catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(500);
  return { context, page };
}

async function finish(page, quietMs = 1000) {
  await page.waitForTimeout(quietMs); // tasks after the result (layout, charts) still count
  return page.evaluate(() => {
    window.__blocking.stop = true;
    const tasks = window.__blocking.tasks;
    return { longest: Math.max(0, ...tasks), total: tasks.reduce((s, d) => s + Math.max(0, d - 50), 0), count: tasks.length, gap: window.__blocking.gap };
  });
}

/** The benchmark's own work before a case (putting text on the clipboard, making a file): not measured. */
const putOnClipboard = (page, text) => page.evaluate((t) => navigator.clipboard.writeText(t), text);

async function pasteAndCheck(page) {
  await page.evaluate(observe);
  await page.focus('#check-paste');
  const started = Date.now();
  await page.keyboard.press('Control+V');
  // The page may answer the paste itself (a large paste checked at once, or refused); otherwise press Check.
  const answered = await page
    .waitForFunction(() => document.querySelector('[data-check]')?.dataset.checkState !== undefined || !document.querySelector('[data-check-alert]')?.hidden, undefined, { timeout: 300 })
    .then(() => true, () => false);
  if (!answered) await page.click('.check-form button[type="submit"]');
  // A result, or a message (refused), on any version of the page.
  await page.waitForFunction(() => {
    const alert = document.querySelector('[data-check-alert]');
    const summary = document.querySelector('[data-check-summary]');
    const root = document.querySelector('[data-check]');
    if (root?.dataset.checkState === 'checking') return false;
    return (alert && !alert.hidden) || (summary && !summary.hidden && !/^Checking/.test(summary.textContent ?? ''));
  }, undefined, { timeout: 60_000 });
  const ms = Date.now() - started;
  const said = await page.evaluate(() => {
    const alert = document.querySelector('[data-check-alert]');
    return (alert && !alert.hidden ? alert.textContent : document.querySelector('[data-check-summary]')?.textContent) ?? '';
  });
  return { ms, said };
}

/** The file is made in the page first: moving 4 MB into the page is the benchmark's work, not the page's. */
const makeFile = (page, name, text) =>
  page.evaluate(([n, t]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], n, { type: 'text/plain' }));
    window.__file = dt.files;
  }, [name, text]);

/**
 * The file given to a file input as choosing it in the dialog does (files set, "change" fired), then
 * waiting until the panel has drawn its answer: the measurements panel's, or the configuration panel's
 * (a gather), whose answer may be a refusal.
 */
const PANELS = {
  measure: {
    input: '[data-measure-file="before"]',
    done: () => document.querySelector('[data-measure]')?.getAttribute('data-measure-state') === 'done',
    said: () => document.querySelector('[data-measure-status]')?.textContent ?? '',
  },
  check: {
    input: 'input[data-check-file]',
    done: () => document.querySelector('[data-check]')?.dataset.checkState === 'done' || !document.querySelector('[data-check-alert]')?.hidden,
    said: () => {
      const alert = document.querySelector('[data-check-alert]');
      return (alert && !alert.hidden ? alert.textContent : document.querySelector('[data-check-summary]')?.textContent) ?? '';
    },
  },
};

const openIn = (panel) => async (page) => {
  const { input, done, said } = PANELS[panel];
  await page.evaluate(observe);
  const started = Date.now();
  await page.evaluate((selector) => {
    const field = document.querySelector(selector);
    field.files = window.__file;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }, input);
  await page.waitForFunction(done, undefined, { timeout: 300_000 });
  return { ms: Date.now() - started, said: await page.evaluate(said) };
};

/**
 * A task is traced as ThreadControllerImpl::RunTask, or as RunTask when the scheduler runs it another
 * way (a microtask checkpoint after a promise settles: 100 ms and more on opening a gather, which
 * counting only the first name missed); a task traced inside another is that task's part.
 */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** The tasks of the threads whose name `thread` matches, in a Chromium trace: wall and CPU (thread) time of each, in ms. */
export function tasksOf(trace, thread) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents ?? [];
  const threads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && thread.test(e.args?.name ?? '')).map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && threads.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const lastOn = new Map();
  const outer = [];
  for (const e of tasks) {
    const key = `${e.pid}:${e.tid}`;
    const last = lastOn.get(key);
    if (last && e.ts + e.dur <= last.ts + last.dur) continue;
    lastOn.set(key, e);
    outer.push(e);
  }
  return outer.map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

/** The page's main-thread tasks in a Chromium trace: wall and CPU (thread) time of each, in ms. */
export const mainThreadTasks = (trace) => tasksOf(trace, /^CrRendererMain$/);

/** Each case `runs` times in a fresh page; returns the rows, worst run of each figure. */
export async function checkBlocking(browser, checkUrl, root, runs = 3) {
  const fleet = gatherFleet(root, 50, 2000);
  const day = amqsruaDayFromSample(readFileSync(join(root, 'tests/fixtures/real-measure/amqsrua-linux-persistent-2.3.txt'), 'utf8'), 8640);
  const cases = [
    { name: 'paste 100 KB of configuration, Check', prepare: (page) => putOnClipboard(page, configPaste(root, 100 * 1024)), act: pasteAndCheck },
    { name: 'paste 1 MB of configuration, Check', prepare: (page) => putOnClipboard(page, configPaste(root, 1024 * 1024)), act: pasteAndCheck },
    { name: `open a day of amqsrua (8,640 intervals, ${(day.length / 1024 / 1024).toFixed(1)} MiB) as a file`, prepare: (page) => makeFile(page, 'amqsrua-day.txt', day), act: openIn('measure') },
    { name: `open a gather of 50 queue managers × 2,000 objects (synthetic, ${(fleet.length / 1024 / 1024).toFixed(1)} MiB) in the configuration panel`, prepare: (page) => makeFile(page, 'gather.txt', fleet), act: openIn('check') },
  ];
  const rows = [];
  for (const c of cases) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { context, page } = await openCheck(browser, checkUrl);
      await c.prepare(page);
      await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
      const { ms, said } = await c.act(page);
      const observed = await finish(page);
      const tasks = mainThreadTasks(await browser.stopTracing());
      const cpuLongest = Math.max(0, ...tasks.map((t) => t.cpu));
      results.push({ ...observed, cpuLongest, cpuTotal: tasks.reduce((sum, t) => sum + Math.max(0, t.cpu - 50), 0), ms, said });
      await context.close();
    }
    const worst = (k) => Math.max(...results.map((r) => r[k]));
    rows.push({ name: c.name, longest: worst('longest'), total: worst('total'), gap: worst('gap'), cpuLongest: worst('cpuLongest'), cpuTotal: worst('cpuTotal'), ms: worst('ms'), said: results[0].said.replace(/\s+/g, ' ').slice(0, 110) });
  }
  return rows;
}
