/**
 * The HA latency, DR latency and TREELIFE calculators in a real browser: each computes from a
 * link alone, follows input changes and writes them to the URL, raises the alert and empties
 * every data-value on bad input, draws its chart locally, loads nothing from outside, and passes axe.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, siteUrl } from './harness.ts';
import { outputValues, query, ready } from './calculator-page.ts';
import haLatency from '../../calculators/ha-latency.ts';
import drLatency from '../../calculators/dr-latency.ts';
import treelife from '../../calculators/treelife.ts';

const mine = [haLatency, drLatency, treelife];


/**
 * Close once the page has stopped loading: the calculator fetches its chart code after "load", and
 * closing the page during that fetch left a rejected promise behind ("Target page, context or
 * browser has been closed") that failed the run although every test passed.
 */
async function done(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.close();
}
const alertText = (page: Page) => page.locator('[role="alert"]').innerText();

/**
 * Follows each bad link in one page, as a reader trying them in turn: each shows its alert, every
 * data-value is empty, the page prints no NaN or Infinity, and nothing fails to load (a request cut
 * off by moving to the next link excepted) or logs an error.
 */
async function expectRefused(id: string, cases: [string, RegExp][]): Promise<void> {
  const { page, consoleErrors } = await openPage('/calculators/');
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.failure()?.errorText} ${r.url()}`);
  });
  for (const [search, message] of cases) {
    await page.goto(siteUrl(`/calculators/${id}/${search}`), { waitUntil: 'load' });
    await ready(page, id);
    await expect.poll(() => alertText(page), { message: search }).toMatch(message);
    const got = await outputValues(page);
    expect(Object.values(got).every((v) => v === ''), `${search}: ${JSON.stringify(got)}`).toBe(true);
    expect(await page.locator('main').innerText(), search).not.toMatch(/NaN|Infinity/);
  }
  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await done(page);
}

for (const def of mine) {
  describe(`/calculators/${def.id}/`, () => {
    // Its worked examples are reproduced from their links in calculators-examples.test.ts.
    it('has no accessibility violations, with a result, a chart and an error', async () => {
      const { page, external } = await openPage(`/calculators/${def.id}/`);
      await ready(page, def.id);
      await page.waitForSelector('[data-calc-chart]:not([hidden]) svg', { timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      await page.fill(`#calc-${def.id}-${def.inputs[0]!.name}`, 'x');
      await page.waitForSelector('[role="alert"] li');
      expect(await axeViolations(page)).toEqual([]);
      expect(external).toEqual([]);
      await done(page);
    });
  });
}

describe('ha-latency in the browser', () => {
  it('follows input changes, writes them to the URL, and falls back to the distance', async () => {
    const { page } = await openPage('/calculators/ha-latency/?rttMs=2');
    await ready(page, 'ha-latency');
    expect(await outputValues(page)).toMatchObject({ rttMs: '2', roundTripsPerSec: '18919', reductionPct: '79.9' });
    await page.selectOption('#calc-ha-latency-msgSize', '20480');
    await expect.poll(async () => (await outputValues(page)).roundTripsPerSec).toBe('15684');
    await expect.poll(() => new URL(page.url()).searchParams.get('msgSize')).toBe('20480');
    // With the round-trip time cleared, the distance (100 km by default) gives 1 ms.
    await page.fill('#calc-ha-latency-rttMs', '');
    await expect.poll(async () => (await outputValues(page)).rttMs).toBe('1');
    expect((await outputValues(page)).roundTripsPerSec).toBe('22602');
    await page.fill('#calc-ha-latency-distanceKm', '500');
    await expect.poll(async () => (await outputValues(page)).rttMs).toBe('5');
    expect((await outputValues(page)).roundTripsPerSec).toBe('8020');
    await done(page);
  });

  it('refuses beyond the last measured round trip, naming the input and the measured range, and empties every data-value', async () => {
    const { page, external, consoleErrors } = await openPage('/calculators/ha-latency/?rttMs=15&msgSize=2048');
    await ready(page, 'ha-latency');
    await expect.poll(() => alertText(page)).toContain('(rttMs) of 15 ms is outside what the M2002A HA pair was measured at: 0 to 10 ms');
    expect(Object.values(await outputValues(page)).every((v) => v === '')).toBe(true);
    // Back within the measurements, the answer returns.
    await page.fill('#calc-ha-latency-rttMs', '8');
    await expect.poll(async () => (await outputValues(page)).rttMs).toBe('8');
    expect(await alertText(page)).toBe('');
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await done(page);
  });

  it('offers the M2001 curve beside the others and draws it', async () => {
    const { page, external } = await openPage('/calculators/ha-latency/?source=m2001&rttMs=2&msgSize=2048');
    await ready(page, 'ha-latency');
    expect(await outputValues(page)).toMatchObject({ roundTripsPerSec: '13478', directRoundTripsPerSec: '59657', pctOfDirect: '22.6' });
    expect(await page.locator('[data-calc-work]').innerText()).toContain('mq-appliance-hadr-m2001 Table 3 (lines 524–533), 2KB at 2 ms');
    await page.waitForSelector('[data-calc-chart]:not([hidden]) svg', { timeout: 15_000 });
    expect(await page.locator('[data-calc-chart]').innerText()).toContain('M2001A HA pair');
    expect(external).toEqual([]);
    await done(page);
  });

  it('shows why 2 ms costs about 80% with the report\'s numbers', async () => {
    const { page } = await openPage('/calculators/ha-latency/?rttMs=2');
    await ready(page, 'ha-latency');
    expect(await page.locator('[data-calc-work]').innerText()).toContain('(10.6 − 0.7) ÷ 2 ≈ 5');
    await done(page);
  });

  const bad: [string, RegExp][] = [
    ['?rttMs=51', /Added round-trip time \(measured\) \(rttMs\) must be a number from 0 to 50 ms, or a time in .*; got 51/],
    ['?rttMs=abc', /\(rttMs\) must be a number from 0 to 50 ms, or a time in .*; got "abc", which is not a number/],
    ['?distanceKm=&rttMs=', /Enter either Distance between the appliances \(distanceKm\), 0 to 2,000 km, or Added round-trip time \(measured\) \(rttMs\), 0 to 50 ms/],
    ['?msgSize=4096', /Message size \(msgSize\) must be one of 256, 2048, 20480, 204800; got 4096/],
    ['?fibreFactor=0.5', /Fibre slow-down factor \(fibreFactor\) must be a number from 1 to 2/],
  ];
  it('each bad link shows its alert and empties every data-value', async () => {
    await expectRefused('ha-latency', bad);
  });
});

describe('dr-latency in the browser', () => {
  it('follows input changes and writes them to the URL', async () => {
    const { page } = await openPage('/calculators/dr-latency/?rttMs=50&msgSize=2048&queueManagers=10');
    await ready(page, 'dr-latency');
    expect(await outputValues(page)).toMatchObject({ roundTripsPerSec: '59833', pctOfDirect: '58.2', maxDataAtRiskBytes: '41943040' });
    await page.fill('#calc-dr-latency-queueManagers', '3');
    await expect.poll(async () => (await outputValues(page)).maxDataAtRiskBytes).toBe('12582912');
    expect((await outputValues(page)).roundTripsPerSec).toBe('59833');
    await page.fill('#calc-dr-latency-rttMs', '100');
    await expect.poll(async () => (await outputValues(page)).roundTripsPerSec).toBe('29379');
    await expect.poll(() => new URL(page.url()).searchParams.get('rttMs')).toBe('100');
    const url = new URL(page.url());
    expect(url.searchParams.get('queueManagers')).toBe('3');
    expect(await page.locator('[data-calc-warnings]').innerText()).toContain('changes only the data at risk');
    await done(page);
  });

  it('each bad link shows its alert and empties every data-value', async () => {
    await expectRefused('dr-latency', [
      ['?rttMs=-1', /\(rttMs\) must be a number from 0 to 200 ms, or a time in .*; got -1/],
      ['?rttMs=201', /\(rttMs\) must be a number from 0 to 200 ms, or a time in .*; got 201/],
      ['?queueManagers=2.5', /Queue managers configured for DR \(queueManagers\) must be a whole number from 1 to 100; got 2\.5/],
      ['?rttMs=150&source=m2001', /\(rttMs\) of 150 ms is outside what the M2001A was measured at: 0 to 100 ms/],
    ] as [string, RegExp][]);
  });
});

describe('treelife in the browser', () => {
  it('computes never for TREELIFE(0) and follows changes back to a number', async () => {
    const { page } = await openPage('/calculators/treelife/?treelife=0&depth=4');
    await ready(page, 'treelife');
    expect(await outputValues(page)).toMatchObject({ passes: '4', secondsToClear: 'never' });
    expect(await page.locator('[data-calc-warnings]').innerText()).toContain('TREELIFE(0)');
    await page.fill('#calc-treelife-treelife', '120');
    await expect.poll(async () => (await outputValues(page)).secondsToClear).toBe('480');
    await expect.poll(() => new URL(page.url()).searchParams.get('treelife')).toBe('120');
    await done(page);
  });

  it('gives the model outputs and the MQSC command when a rate is given', async () => {
    const { page, external } = await openPage('/calculators/treelife/?treelife=3600&depth=1&unsubscribesPerSec=100');
    await ready(page, 'treelife');
    expect(await outputValues(page)).toMatchObject({ backlogTopics: '720000', maxTreelifeFor200k: '1000' });
    const snippets = await page.locator('.calc-snippet').allInnerTexts();
    expect(snippets.join('\n')).toContain('ALTER QMGR TREELIFE(3600)');
    expect(snippets.join('\n')).toContain('ALTER QMGR TREELIFE(1000)');
    await page.waitForSelector('[data-calc-chart]:not([hidden]) svg', { timeout: 15_000 });
    expect(external).toEqual([]);
    await done(page);
  });

  it('each bad link shows its alert and empties every data-value', async () => {
    await expectRefused('treelife', [
      ['?treelife=604001', /TREELIFE \(treelife\) must be a whole number from 0 to 604,000 s, or a time in .*; got 604001/],
      ['?treelife=-1', /TREELIFE \(treelife\) must be a whole number from 0 to 604,000 s, or a time in .*; got -1/],
      ['?depth=0', /Levels of unwanted topics \(depth\) must be a whole number from 1 to 100; got 0/],
      ['?depth=3&topicsPerLevel=1,2', /Unwanted topics per level \(topicsPerLevel\) needs one count per level/],
      ['?unsubscribesPerSec=lots', /\(unsubscribesPerSec\) must be a number from 0 to 100,000 topics\/s, or a rate .*; got "lots", which is not a number/],
    ] as [string, RegExp][]);
  });
});

describe('a keystroke redraws the chart by editing it (src/lib/charts/patch-markup.ts)', () => {
  /** The chart and the working as they stand: the SVG markup the browser holds, and every step's text. */
  const shown = (page: Page) =>
    page.evaluate(() => ({
      chart: document.querySelector('[data-calc-chart-svg]')!.innerHTML,
      work: [...document.querySelectorAll('[data-calc-work] li')].map((li) => li.textContent),
    }));

  it('leaves the same chart and working as a fresh page with the typed values', async () => {
    const typed = await openPage('/calculators/ha-latency/?rttMs=0.5&msgSize=2048');
    await ready(typed.page, 'ha-latency');
    await typed.page.waitForSelector('[data-calc-chart]:not([hidden]) svg', { timeout: 15_000 });
    for (const rtt of ['1.5', '3', '7.25']) {
      await typed.page.fill('#calc-ha-latency-rttMs', rtt);
      await expect.poll(async () => (await outputValues(typed.page)).rttMs).toBe(rtt);
      const fresh = await openPage(`/calculators/ha-latency/?rttMs=${rtt}&msgSize=2048`);
      await ready(fresh.page, 'ha-latency');
      await fresh.page.waitForSelector('[data-calc-chart]:not([hidden]) svg', { timeout: 15_000 });
      expect(await shown(typed.page), `typed ${rtt} ms`).toEqual(await shown(fresh.page));
      await done(fresh.page);
    }
    await done(typed.page);
  });
});
