// Keystroke to result on every calculator (npm run bench; --only keystroke), beside a control loop.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { opt, percentile, say, siteDir } from './common.mjs';

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

/** The keystroke table: p50/p95 for every calculator of the build (or the one --calculator names). */
export async function keystrokeTable(browser, siteUrl) {
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

