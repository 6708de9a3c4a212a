import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, siteUrl } from './harness.ts';

/**
 * The simulator page in Chromium: a run from the URL loads Pyodide from the site, fills every
 * output, and nothing leaves the origin; cancel stops a run and the page stays usable; bad
 * parameters are named in the alert. Loading Pyodide takes seconds, so each test loads it once.
 */
const PYODIDE_MS = 150_000;

const state = (page: Page) => page.locator('[data-simulator]').getAttribute('data-state');
const waitForState = (page: Page, states: string[], timeout = PYODIDE_MS) =>
  page.waitForFunction((s) => s.includes(document.querySelector<HTMLElement>('[data-simulator]')!.dataset.state!), states, { timeout });
const outputs = (page: Page) =>
  page.$$eval('[data-output]', (nodes) => Object.fromEntries(nodes.map((n) => [(n as HTMLElement).dataset.output!, (n as HTMLElement).dataset.value!])));

describe('simulator', () => {
  it('runs a preset from the URL and fills the outputs, loading nothing from elsewhere', async () => {
    const { page, external, consoleErrors, failed } = await openPage('/simulator/?preset=appliance-ha&rttMs=5&run=1');
    await waitForState(page, ['ready', 'error']);
    expect(await state(page), await page.locator('[data-sim-alert]').innerText()).toBe('ready');
    const out = outputs(page);
    const values = await out;
    for (const name of ['roundTripsPerSec', 'meanResponseMs', 'p95ResponseMs', 'meanLogWriteBytes', 'logMBps', 'loggerUtilisation']) {
      expect(Number(values[name]), name).toBeGreaterThan(0);
    }
    expect(values.lockContentionPct).toBe('');
    // Little's law holds on what the page shows: 400 requesters = throughput x response time.
    expect((Number(values.roundTripsPerSec) * Number(values.meanResponseMs)) / 1000 / 400).toBeCloseTo(1, 1);
    // The same point as the published validation row rtt-5 (deterministic model, same parameters).
    const published = JSON.parse(readFileSync(join(process.cwd(), 'calculators/simulator/validation.json'), 'utf8'));
    const row = published.presets['appliance-ha'].points.find((p: { id: string }) => p.id === 'rtt-5');
    expect(Number(values.roundTripsPerSec)).toBe(row.outputs.roundTripsPerSec);
    expect(await page.locator('[data-sim-command]').innerText()).toBe('python3 mqsim.py --preset appliance-ha --set rttMs=5 --json');
    expect(external).toEqual([]);
    expect(failed.filter((f) => !f.includes('favicon'))).toEqual([]);
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, PYODIDE_MS + 60_000);

  it('cancels a run, then runs again; a model error is shown as a message', async () => {
    const { page, external } = await openPage('/simulator/?preset=linux-nfs-1g&roundTrips=5000000&run=1');
    await page.waitForFunction(() => Number(document.querySelector<HTMLProgressElement>('[data-sim-progress]')!.value) > 0, null, { timeout: PYODIDE_MS });
    expect(await state(page)).toBe('running');
    const t = Date.now();
    await page.locator('[data-sim-cancel]').click();
    await waitForState(page, ['cancelled'], 5_000);
    expect(Date.now() - t).toBeLessThan(5_000);
    expect(Object.values(await outputs(page)).every((v) => v === '')).toBe(true);
    expect(await page.locator('[data-sim-cancel]').isDisabled()).toBe(true);

    // The page (and the worker) still work: a short run completes.
    await page.locator('#sim-roundTrips').fill('500');
    await page.locator('#sim-warmupRoundTrips').fill('100');
    await page.locator('[data-sim-run]').click();
    await waitForState(page, ['ready', 'error'], 60_000);
    expect(await state(page)).toBe('ready');
    expect(Number((await outputs(page)).roundTripsPerSec)).toBeGreaterThan(0);
    expect(page.url()).toContain('run=1');

    // A rule only the model checks (rttMs needs replication) comes back as a clear message.
    await page.locator('#sim-rttMs').fill('2');
    await page.locator('[data-sim-run]').click();
    await waitForState(page, ['error'], 60_000);
    const alert = await page.locator('[role="alert"][data-sim-alert]').innerText();
    expect(alert).toContain('rttMs only applies with replication=1');
    expect(alert).not.toMatch(/Traceback|File "/);
    expect(Object.values(await outputs(page)).every((v) => v === '')).toBe(true);

    // A sweep draws the model against the report's measurements on the same axes.
    await page.locator('#sim-rttMs').fill('0');
    await page.locator('#sim-msgBytes').fill('20480');
    await page.locator('#sim-sweep-param').selectOption('requesters');
    await page.locator('#sim-sweep-from').fill('1');
    await page.locator('#sim-sweep-to').fill('60');
    await page.locator('#sim-sweep-steps').fill('2');
    await page.locator('#sim-sweep-metric').selectOption('meanLogWriteBytes');
    await page.locator('[data-sim-sweep-run]').click();
    await waitForState(page, ['ready', 'error'], 90_000);
    expect(await state(page), await page.locator('[data-sim-alert]').innerText()).toBe('ready');
    await page.locator('[data-sim-sweep-chart] svg').waitFor({ timeout: 30_000 });
    const table = await page.locator('[data-sim-sweep-table]').innerText();
    expect(table).toContain('Table 13');
    expect(external).toEqual([]);
    await page.close();
  }, PYODIDE_MS + 180_000);

  it('names a bad parameter and its range, with every output empty', async () => {
    const { page } = await openPage('/simulator/?preset=appliance-ha&rttMs=5000&run=1');
    await waitForState(page, ['error'], 10_000);
    const alert = page.locator('[role="alert"][data-sim-alert]');
    expect(await alert.innerText()).toContain("rttMs must be between 0 and 1000 ms (got '5000')");
    expect(await page.locator('#sim-rttMs').getAttribute('aria-invalid')).toBe('true');
    expect(Object.values(await outputs(page)).every((v) => v === '')).toBe(true);
    await page.close();
  });

  it('reads without JavaScript: validation tables with misses stated, charts, and the downloadable source', async () => {
    const { page } = await openPage('/simulator/');
    for (const preset of ['appliance-ha', 'linux-nfs-1g']) {
      const section = page.locator(`[data-sim-validation="${preset}"]`);
      expect(await section.locator('tr[data-point]').count(), preset).toBeGreaterThan(3);
      expect(await section.locator('[data-sim-validation-chart] svg').count(), preset).toBeGreaterThan(0);
      // Every row over 25% off is flagged, and the summary says how many.
      const errors = await section.locator('tr[data-point]').evaluateAll((rows) =>
        rows.map((r) => ({ error: Math.abs(Number((r as HTMLElement).dataset.error)), flagged: r.classList.contains('sim-miss'), use: (r as HTMLElement).dataset.use })),
      );
      const misses = errors.filter((e) => e.use !== 'calibration' && e.error > 25);
      expect(errors.filter((e) => e.use === 'calibration').length, preset).toBeGreaterThan(0);
      expect(errors.filter((e) => e.flagged).length).toBe(misses.length);
      const summary = await section.locator('[data-sim-summary]').innerText();
      if (misses.length) expect(summary).toContain(`misses ${misses.length} of them by more than 25%`);
      else expect(summary).toContain('No validation value is missed by more than 25%');
    }
    const href = await page.locator('[data-sim-download]').getAttribute('href');
    const res = await page.request.get(new URL(href!, siteUrl('/simulator/')).href);
    expect(res.status()).toBe(200);
    expect(await res.text()).toBe(readFileSync(join(process.cwd(), 'calculators/simulator/mqsim.py'), 'utf8'));
    expect(await page.locator('[data-sim-source]').textContent()).toBe(readFileSync(join(process.cwd(), 'calculators/simulator/mqsim.py'), 'utf8'));
    await page.close();
  });

  it('fits a phone screen and is accessible in dark mode', async () => {
    const phone = await openPage('/simulator/', { width: 375, height: 800 });
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await phone.page.close();
    const { page } = await openPage('/simulator/', { colorScheme: 'dark' });
    await page.locator('starlight-theme-select select').first().selectOption('dark');
    await page.locator('.sim-constants summary').first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
