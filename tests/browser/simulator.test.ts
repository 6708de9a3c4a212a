import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, siteUrl } from './harness.ts';
import { modelArchive, modelSources } from '../../src/lib/simulator/model-archive.ts';

/**
 * The simulator page in Chromium: a preset link shows the precomputed result at once; a run from
 * the URL loads Pyodide from the site, fills every output beside the report's value, and nothing
 * leaves the origin; cancel stops a run and the page stays usable; bad or hostile link values are
 * named in the alert and never reach the command; runs and sweeps export as JSON and CSV. Loading
 * Pyodide takes seconds, so each test loads it at most once.
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
    const row = published.presets['appliance-ha'].points.find((p: { id: string }) => p.id === 'ha-2k-rtt5');
    expect(Number(values.roundTripsPerSec)).toBe(row.outputs.roundTripsPerSec);
    expect(await page.locator('[data-sim-command]').innerText()).toBe('python3 mqsim.pyz --preset appliance-ha --set rttMs=5 --json');
    expect(await page.locator('[data-simulator]').getAttribute('data-origin')).toBe('live');
    // Beside the report's value for this configuration (Table 11, 5 ms, 2KB), with the difference.
    expect(await page.locator('[data-sim-measured="roundTripsPerSec"]').innerText()).toBe('8,175 round trips/s');
    const diff = Number(await page.locator('[data-sim-diff="roundTripsPerSec"]').getAttribute('data-value'));
    expect(diff).toBeCloseTo(((Number(values.roundTripsPerSec) - 8175) / 8175) * 100, 6);
    // The run exports as the model's own JSON.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-sim-export="run-json"]').click()]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.roundTripsPerSec).toBe(Number(values.roundTripsPerSec));
    expect(exported.params.rttMs).toBe(5);
    expect(exported.wallMs).toBeUndefined();
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
    await page.locator('[data-sim-cancel]').click();
    // A run of five million round trips would take minutes: reaching "cancelled" at all shows it stopped.
    await waitForState(page, ['cancelled'], 30_000);
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

    // A sweep draws the model against the report's measurements on the same axes, and by default
    // also runs at the values the report measured (1, 60 and 180 requesters for 20K on NFS).
    await page.locator('#sim-rttMs').fill('0');
    await page.locator('#sim-msgBytes').fill('20480');
    await page.locator('#sim-sweep-param').selectOption('requesters');
    await page.locator('#sim-sweep-values').fill('30');
    await page.locator('#sim-sweep-metric').selectOption('meanLogWriteBytes');
    // The chart code arrives late (as on a slow link): "ready" must still mean this sweep's table,
    // not the preset's precomputed one still on the page (once seen in CI: 1, 30, 60, 120, 180).
    await page.route(/\.js$/, async (route) => {
      await new Promise((wait) => setTimeout(wait, 1_500));
      await route.continue();
    });
    await page.locator('[data-sim-sweep-run]').click();
    await waitForState(page, ['ready', 'error'], 180_000);
    expect(await state(page), await page.locator('[data-sim-alert]').innerText()).toBe('ready');
    expect(await page.locator('[data-sim-sweep-caption]').innerText()).toMatch(/^Mean log write size predicted by the model as requesters goes from 1 to 180/);
    expect(await page.locator('[data-sim-sweep-svg] svg').first().getAttribute('aria-label')).toMatch(/^Mean log write size/);
    await page.unroute(/\.js$/);
    const table = await page.locator('[data-sim-sweep-table]').innerText();
    expect(table).toContain('Table 13');
    const modelXs = await page.locator('[data-sim-sweep-table] tbody tr').evaluateAll((rows) =>
      rows.filter((r) => r.lastElementChild!.textContent === 'model').map((r) => Number(r.firstElementChild!.textContent!.replace(/,/g, ''))),
    );
    expect(modelXs).toEqual([1, 30, 60, 180]);
    expect(page.url()).toContain('sweep=requesters');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('[data-sim-export="sweep-csv"]').click()]);
    const lines = readFileSync((await csv.path())!, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('requesters,')).toBe(true);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([1, 30, 60, 180]);
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
    for (const preset of ['appliance-ha', 'appliance-dr', 'linux-nfs-1g']) {
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
      // The section is drawn when it nears the screen (content-visibility): read it where a reader would.
      await section.locator('[data-sim-summary]').scrollIntoViewIfNeeded();
      await section.locator('[data-sim-summary]').evaluate((e) => new Promise((drawn) => {
        const wait = () => (e.checkVisibility({ contentVisibilityAuto: true }) ? drawn(null) : requestAnimationFrame(wait));
        wait();
      }));
      const summary = await section.locator('[data-sim-summary]').innerText();
      if (misses.length) expect(summary).toContain(`misses ${misses.length} of them by more than 25%`);
      else expect(summary).toContain('No validation value is missed by more than 25%');
    }
    const href = await page.locator('[data-sim-download]').getAttribute('href');
    const res = await page.request.get(new URL(href!, siteUrl('/simulator/')).href);
    expect(res.status()).toBe(200);
    // The download is the archive the worker runs, built from the package as it stands.
    expect(Buffer.from(await res.body()).equals(Buffer.from(modelArchive()))).toBe(true);
    // Each module's fold links to it as text (what a reader without JavaScript opens), and shows that
    // text when opened: fetched then, not carried in the page (issue 36).
    for (const rel of modelSources().filter((r) => r.endsWith('.py'))) {
      const source = readFileSync(join(process.cwd(), 'calculators/simulator', rel), 'utf8');
      const fold = page.locator('details[data-sim-source-fold]').filter({ has: page.locator(`[data-sim-source="${rel}"]`) });
      expect(await fold.locator(`[data-sim-source="${rel}"]`).textContent(), `${rel} is not in the page until its fold is opened`).toBe('');
      const link = await fold.locator('a[data-sim-source-link]').getAttribute('href');
      const text = await page.request.get(new URL(link!, siteUrl('/simulator/')).href);
      expect(text.status(), rel).toBe(200);
      expect(await text.text(), rel).toBe(source);
      await fold.locator('summary').click();
      await page.locator(`details[data-sim-source-fold][data-state="ready"]:has([data-sim-source="${rel}"])`).waitFor();
      expect(await fold.locator(`[data-sim-source="${rel}"]`).textContent(), rel).toBe(source);
    }
    await page.close();
  });

  it('answers a preset link at once with the precomputed result, beside the report, loading no Pyodide', async () => {
    const { page, consoleErrors } = await openPage('/simulator/?preset=appliance-ha&run=1');
    await waitForState(page, ['ready'], 10_000);
    // Issue 28: nothing of Pyodide (nor the worker that would load it) until a live run is asked for.
    await page.waitForLoadState('networkidle');
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(fetched.filter((u) => /\/pyodide\/|worker|mqsim\.py/.test(u))).toEqual([]);
    expect(await page.locator('[data-simulator]').getAttribute('data-load-ms')).toBeNull();
    expect(await page.locator('[data-simulator]').getAttribute('data-origin')).toBe('precomputed');
    expect(await page.locator('[data-sim-origin]').textContent()).toBe('precomputed by the same model');
    const values = await outputs(page);
    expect(Number(values.roundTripsPerSec)).toBeGreaterThan(0);
    // Issue 17: the response times spread (p95 at least 1.1 x the mean) and the result sits beside the report.
    expect(Number(values.p95ResponseMs)).toBeGreaterThanOrEqual(1.1 * Number(values.meanResponseMs));
    expect(await page.locator('[data-sim-measured="roundTripsPerSec"]').innerText()).toBe('94,215 round trips/s');
    expect(await page.locator('[data-sim-diff="roundTripsPerSec"]').innerText()).toMatch(/^[+−]?\d+\.\d%$/);
    // The default sweep, drawn at build time, is on the page without running anything.
    expect(await page.locator('[data-sim-sweep-chart] svg').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-sim-sweep-table]').innerText()).toContain('Table 11');
    // Controls for people: labels without code names, the name small beside the help, checkboxes for on/off.
    const labels = await page.locator('.sim-field label').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).innerText.trim()));
    const names = JSON.parse(readFileSync(join(process.cwd(), 'calculators/simulator/validation.json'), 'utf8')).params.map((p: { name: string }) => p.name);
    for (const label of labels) expect(names.some((n: string) => label.split(/\s+/)[0] === n), label).toBe(false);
    expect(await page.locator('#sim-replication').getAttribute('type')).toBe('checkbox');
    expect(await page.locator('#sim-replication').isChecked()).toBe(true);
    // Switching HA off is the non-HA appliance: the report's value appears beside it.
    await page.locator('#sim-replication').uncheck();
    expect(page.url()).toContain('replication=0');
    expect(await page.locator('[data-sim-command]').innerText()).toBe('python3 mqsim.pyz --preset appliance-ha --set replication=0 --json');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('keeps hostile links inert: no command from URL text, own-property lookups, control characters rejected (issue 16)', async () => {
    const cases: [string, RegExp][] = [
      ['preset=%24(touch%20%2Ftmp%2Fpwned)&run=1', /preset '\$\(touch \/tmp\/pwned\)' is not a preset/],
      ['preset=__proto__&run=1', /preset '__proto__' is not a preset/],
      ['preset=constructor&run=1', /preset 'constructor' is not a preset/],
      ['preset=toString&run=1', /preset 'toString' is not a preset/],
      ['preset=hasOwnProperty&run=1', /preset 'hasOwnProperty' is not a preset/],
      ['preset=valueOf&run=1', /preset 'valueOf' is not a preset/],
      ['preset=appliance-ha&qms=2%0A0&run=1', /qms contains a control character/],
      ['preset=appliance-ha&replication=yes&run=1', /replication must be/],
      ['preset=appliance-ha&rttMs=%24(id)&run=1', /rttMs must be a number/],
    ];
    for (const [query, message] of cases) {
      const { page, consoleErrors } = await openPage(`/simulator/?${query}`);
      await waitForState(page, ['error'], 10_000);
      const alert = await page.locator('[role="alert"][data-sim-alert]').innerText();
      expect(alert, query).toMatch(message);
      expect(Object.values(await outputs(page)).every((v) => v === ''), query).toBe(true);
      const command = await page.locator('[data-sim-command]').innerText();
      expect(command, query).toMatch(/^No command: /);
      expect(command, query).not.toContain('$(');
      const text = await page.locator('main').innerText();
      expect(text, query).not.toMatch(/\bundefined\b|\bNaN\b|Infinity/);
      expect(consoleErrors, query).toEqual([]);
      await page.close();
    }
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
