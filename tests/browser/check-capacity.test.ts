/**
 * /check/'s Capacity blocks in a real browser (the DESIGN contract "Capacity"), on the gather
 * script's own report with an amqsrua recording of each of its two queue managers
 * (tests/fixtures/gather/report-qm1-haqueuemgr-amqsrua.txt): a block per queue manager after its
 * findings with numeric, consistent data-* attributes, its six what-ifs, the model's code loaded
 * only when a block is drawn, accessible in light and dark, no sideways overflow on a phone, and
 * the simulator link opening the your-queue-manager preset with the block's parameters.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './harness.ts';

const GATHER = fileURLToPath(new URL('../fixtures/gather/report-qm1-haqueuemgr-amqsrua.txt', import.meta.url));
const CONFIG_ONLY = fileURLToPath(new URL('../fixtures/real-config/qmini-whywebsphere-tuned.ini', import.meta.url));
const QUEUE_MANAGERS = ['QM1', 'haqueuemgr'];
const WHAT_IFS = ['native-ha', 'replica-plus-1ms', 'replica-plus-2ms', 'log-twice-as-fast', 'log-half-as-fast', 'cores-double'];
const BOTTLENECKS = ['log-latency', 'log-bandwidth', 'cpu', 'replication'];
const PYODIDE_MS = 150_000;

const scripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.js(\?|$)/.test(e.name)).map((e) => e.name));

/** Opens a file in the configuration panel as choosing it does, and waits for the check to be drawn. */
async function openFile(page: Page, file: string): Promise<void> {
  await page.locator('input[data-check-file]').setInputFiles(file);
  await page.waitForFunction(() => document.querySelector('[data-check]')?.getAttribute('data-check-state') === 'done', undefined, { timeout: 60_000 });
}

/** Scrolls to a queue manager's block, as a reader does, and waits for its answer. */
async function drawBlock(page: Page, qm: string) {
  const block = page.locator(`[data-capacity][data-queue-manager="${qm}"]`);
  await block.scrollIntoViewIfNeeded();
  await page.waitForFunction((name) => document.querySelector(`[data-capacity][data-queue-manager="${name}"]`)?.getAttribute('data-capacity-state') === 'done', qm, { timeout: 30_000 });
  return block;
}

describe('Capacity blocks on /check/', () => {
  it('a block per queue manager after its findings, consistent numbers, six what-ifs, the model loaded only for a block', async () => {
    const { page, consoleErrors, external, failed } = await openPage('/check/', { width: 1366 });
    await page.waitForSelector('[data-check][data-state="ready"]');
    await page.focus('#check-paste');
    await page.waitForLoadState('networkidle');
    // Configuration alone: no block, and no script past the worker.
    await openFile(page, CONFIG_ONLY);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-capacity]').count()).toBe(0);
    const before = await scripts(page);

    await openFile(page, GATHER);
    for (const qm of QUEUE_MANAGERS) {
      const block = await drawBlock(page, qm);
      // After the queue manager's findings, inside its group.
      expect(await page.locator(`[data-check-findings] > li[data-group="${qm}"] details > ol.check-findings + [data-capacity]`).count(), qm).toBe(1);
      const d = await block.evaluate((n) => ({ ...(n as HTMLElement).dataset }));
      const [ceiling, low, high] = [Number(d.ceiling), Number(d.bandLow), Number(d.bandHigh)];
      for (const v of [ceiling, low, high]) expect(Number.isFinite(v) && v > 0, `${qm} ${JSON.stringify(d)}`).toBe(true);
      expect(low).toBeLessThanOrEqual(ceiling);
      expect(ceiling).toBeLessThanOrEqual(high);
      expect(BOTTLENECKS).toContain(d.bottleneck);
      // The recording has no STATMQI put rate: no rate now, no headroom, and the block says so.
      expect(d.current).toBeUndefined();
      expect(d.headroom).toBeUndefined();
      expect(await block.innerText()).toContain('No put rate was read');
      // Every input says where it came from; the latency from this queue manager's amqsrua lines.
      expect(await block.locator('[data-capacity-input="logWriteLatency"]').innerText()).toMatch(new RegExp(`amqsrua \\(${qm}\\), lines \\d+–\\d+`));
      expect(await block.locator('[data-capacity-assumed]').count()).toBeGreaterThan(0);
      expect(await block.locator('[data-capacity-assumed="cpuCores"]').innerText()).toContain('ASSUMED');
      const ids = await block.locator('[data-what-if]').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.whatIf));
      expect(ids).toEqual(WHAT_IFS);
      for (const id of WHAT_IFS) {
        const row = block.locator(`[data-what-if="${id}"]`);
        const c = await row.getAttribute('data-ceiling');
        if (c === null) expect(await row.innerText(), `${qm} ${id}`).toMatch(/No number: .+/);
        else expect(Number(c), `${qm} ${id}`).toBeGreaterThan(0);
      }
      expect(await block.locator('a[href$="/guides/queue-manager-capacity/"]').count()).toBe(1);
    }
    // QM1 runs alone; haqueuemgr is Native HA, so replication is in its ceiling and "Native HA instead" has no number.
    expect(await page.locator('[data-capacity][data-queue-manager="QM1"] [data-what-if="native-ha"]').getAttribute('data-ceiling')).not.toBeNull();
    expect(await page.locator('[data-capacity][data-queue-manager="haqueuemgr"] [data-what-if="native-ha"]').getAttribute('data-ceiling')).toBeNull();
    expect(Number(await page.locator('[data-capacity][data-queue-manager="haqueuemgr"]').getAttribute('data-ceiling'))).toBeLessThan(Number(await page.locator('[data-capacity][data-queue-manager="QM1"]').getAttribute('data-ceiling')));
    // The model came as a script of its own, once a block was drawn.
    const added = (await scripts(page)).filter((s) => !before.includes(s));
    expect(added.length, added.join(', ')).toBeGreaterThan(0);

    expect(await axeViolations(page), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page), 'dark').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-capacity][data-queue-manager="QM1"]').scrollIntoViewIfNeeded();
    const { overflow, wider } = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      // The outermost elements wider than the screen, to name what overflows.
      const wider = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1 && !(e.parentElement!.getBoundingClientRect().right > w + 1)).slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${e.className} in ${e.parentElement!.tagName.toLowerCase()}.${e.parentElement!.className}`);
      return { overflow: document.documentElement.scrollWidth - w, wider };
    });
    expect(overflow, `sideways overflow at 390 px: ${wider.join('; ')}`).toBeLessThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    await page.close();
  }, 300_000);

  it('the simulator link opens the your-queue-manager preset with the block’s parameters, accepted and run', async () => {
    const { page } = await openPage('/check/', { width: 1366 });
    await page.waitForSelector('[data-check][data-state="ready"]');
    await openFile(page, GATHER);
    const block = await drawBlock(page, 'QM1');
    const href = (await block.locator('a[data-capacity-simulator]').getAttribute('href'))!;
    expect(href).toMatch(/^\/guide\/simulator\/\?preset=your-queue-manager&/);
    const set = [...new URLSearchParams(href.slice(href.indexOf('?'))).entries()].filter(([k]) => k !== 'preset' && k !== 'run');
    expect(set.length).toBeGreaterThan(0);
    await page.locator('a[data-capacity-simulator]').first().click();
    await page.waitForURL(/\/simulator\//);
    await page.waitForFunction(() => ['ready', 'error'].includes(document.querySelector('[data-simulator]')?.getAttribute('data-state') ?? ''), undefined, { timeout: PYODIDE_MS });
    expect(await page.locator('[data-simulator]').getAttribute('data-state'), await page.locator('[data-sim-alert]').innerText()).toBe('ready');
    expect(await page.locator('#sim-preset').inputValue()).toBe('your-queue-manager');
    for (const [k, v] of set) expect(Number(await page.locator(`[data-sim-param="${k}"]`).inputValue()), k).toBe(Number(v));
    expect(await page.locator('[data-sim-command]').innerText()).toBe(`python3 mqsim.pyz --preset your-queue-manager ${set.map(([k, v]) => `--set ${k}=${v}`).join(' ')} --json`);
    expect(Number(await page.locator('[data-output="roundTripsPerSec"]').getAttribute('data-value'))).toBeGreaterThan(0);
    await page.close();
  }, PYODIDE_MS + 60_000);
});
