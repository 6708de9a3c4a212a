#!/usr/bin/env node
// Keystroke to updated result, per calculator with a chart, in Chromium: the time from an input
// event to the moment both the output and the chart have changed, as p50 and p95 over many
// keystrokes. Prints figures; asserts nothing (timings depend on the machine).
//
// Usage: node scripts/bench-keystroke.mjs <site URL, e.g. http://127.0.0.1:4321/> [runs]
import { chromium } from 'playwright-core';

const base = process.argv[2];
const runs = Number(process.argv[3] ?? 200);
if (!base) {
  console.error('Usage: node scripts/bench-keystroke.mjs <site URL> [runs]');
  process.exit(2);
}

// Each calculator with a chart, the input typed into and two values to alternate between.
const CASES = [
  { id: 'ha-latency', input: 'rttMs', values: ['3', '12'] },
  { id: 'dr-latency', input: 'rttMs', values: ['20', '80'] },
  { id: 'swap-reservation', input: 'runmqlsrClients', values: ['1500', '3000'] },
  { id: 'treelife', input: 'depth', values: ['3', '6'] },
  // No chart: the cost of the numbers alone, for comparison.
  { id: 'log-sizing', input: 'logFilePages', values: ['4096', '16384'], noChart: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const quantile = (xs, q) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
for (const c of CASES) {
  const page = await browser.newPage();
  await page.goto(new URL(`calculators/${c.id}/`, base).href, { waitUntil: 'load' });
  await page.waitForSelector(`[data-calculator="${c.id}"][data-state="ready"]`);
  const times = await page.evaluate(
    async ({ input, values, runs, noChart }) => {
      const field = document.querySelector(`[name="${input}"]`);
      const chart = document.querySelector('[data-calc-chart-svg]');
      const out = [];
      for (let i = 0; i < runs; i++) {
        field.value = values[i % 2];
        const before = noChart ? '' : chart.innerHTML;
        const t0 = performance.now();
        field.dispatchEvent(new Event('input', { bubbles: true }));
        // The calculator updates synchronously; a change of chart proves it redrew.
        const t1 = performance.now();
        if (!noChart && chart.innerHTML === before) throw new Error('the chart did not change');
        out.push(t1 - t0);
        await new Promise((r) => setTimeout(r, 0));
      }
      return out;
    },
    { input: c.input, values: c.values, runs, noChart: !!c.noChart },
  );
  console.log(`${c.id.padEnd(18)} keystroke → ${c.noChart ? 'numbers (no chart)' : 'number and chart'}: p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms (${runs} keystrokes)`);
  await page.close();
}
await browser.close();
