/**
 * Calculator pages in a real browser: a link with a query string computes at once; editing an
 * input updates the outputs and the URL; bad input raises the alert and empties every data-value;
 * presets, copying and the result chart work; nothing loads from outside; axe finds nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, siteUrl } from './harness.ts';
import { outputValues, query, ready } from './calculator-page.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';
import logSizing from '../../calculators/log-sizing.ts';
import kernelLimits from '../../calculators/kernel-limits.ts';
import swapReservation from '../../calculators/swap-reservation.ts';

const mine = [logSizing, kernelLimits, swapReservation];



describe('calculator index', () => {
  it('lists every calculator with its question and where it applies, each link working', async () => {
    const { page, external, consoleErrors, failed } = await openPage('/calculators/');
    for (const def of calculators) {
      const link = page.locator(`a[href$="/calculators/${def.id}/"]`);
      expect(await link.count(), def.id).toBe(1);
      expect(await link.getAttribute('href')).toBe(new URL(siteUrl(`/calculators/${def.id}/`)).pathname);
      expect(await page.locator('main').innerText()).toContain(def.question);
    }
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

for (const def of mine) {
  describe(`/calculators/${def.id}/`, () => {
    // Its worked examples are reproduced from their links in calculators-examples.test.ts.
    it('has no accessibility violations, with a result and with an error', async () => {
      const { page } = await openPage(`/calculators/${def.id}/`);
      await ready(page, def.id);
      expect(await axeViolations(page)).toEqual([]);
      // The first input a reader sees and types into (log sizing starts with its mode and log type
      // choices, and opens in recommend mode, where the Log stanza fields are hidden).
      const typed = page.locator(`[data-calculator="${def.id}"] input:visible`).first();
      await typed.fill('x');
      await page.waitForSelector('[role="alert"] li');
      expect(await page.locator('[data-calc-field-error]:visible').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
}

describe('editing inputs', () => {
  it('updates the outputs and writes the inputs to the URL', async () => {
    const { page } = await openPage('/calculators/log-sizing/?logFilePages=16384&primaryFiles=24&secondaryFiles=2');
    await ready(page, 'log-sizing');
    expect((await outputValues(page)).maxLogBytes).toBe('1744830464');
    await page.fill('#calc-log-sizing-primaryFiles', '16');
    await expect.poll(async () => (await outputValues(page)).primaryBytes).toBe('1073741824');
    expect((await outputValues(page)).maxLogBytes).toBe('1207959552');
    await expect.poll(() => new URL(page.url()).searchParams.get('primaryFiles')).toBe('16');
    const url = new URL(page.url());
    expect(url.pathname).toBe(new URL(siteUrl('/calculators/log-sizing/')).pathname);
    expect(url.searchParams.get('primaryFiles')).toBe('16');
    expect(url.searchParams.get('logFilePages')).toBe('16384');
    // The URL written is a working link: opening it gives the same result.
    const again = await openPage(`/calculators/log-sizing/${url.search}`);
    await ready(again.page, 'log-sizing');
    expect((await outputValues(again.page)).primaryBytes).toBe('1073741824');
    await again.page.close();
    await page.selectOption('#calc-log-sizing-platform', 'windows');
    await page.fill('#calc-log-sizing-logFilePages', '32');
    await expect.poll(async () => (await outputValues(page)).logFileBytes).toBe('131072');
    await expect.poll(() => new URL(page.url()).searchParams.get('platform')).toBe('windows');
    await page.close();
  });

  it('shows the work with the user’s numbers', async () => {
    const { page } = await openPage('/calculators/kernel-limits/?connections=30000&listener=runmqlsr&connsPerProcess=50');
    await ready(page, 'kernel-limits');
    const work = await page.locator('[data-calc-work]').innerText();
    expect(work).toContain('⌈30,000 ÷ 50⌉ = 600');
    expect(work).toContain('30,000 + 600 × 3 = 31,800');
    expect(await page.locator('[data-calc-warnings]').innerText()).toContain('28,000+');
    await page.close();
  });

  it('fills the inputs and computes when a worked example is clicked', async () => {
    const { page } = await openPage('/calculators/kernel-limits/');
    await ready(page, 'kernel-limits');
    await page.click('[data-preset="0"]');
    await expect.poll(async () => (await outputValues(page)).nfile).toBe('40000');
    expect(await page.inputValue('#calc-kernel-limits-connections')).toBe('10000');
    expect(await page.inputValue('#calc-kernel-limits-listener')).toBe('amqcrsta');
    await expect.poll(() => new URL(page.url()).searchParams.get('listener')).toBe('amqcrsta');
    await page.close();
  });
});

describe('bad input', () => {
  const cases: [string, string, string, RegExp][] = [
    ['log-sizing', 'logFilePages', 'abc', /Log file pages \(logFilePages\) must be a whole number from 32 to 65535 pages of 4 KiB, or a size in .*; got "abc", which is not a number/],
    ['log-sizing', 'logFilePages', '', /Log file pages \(logFilePages\) must be a whole number from 32 to 65535 pages of 4 KiB, or a size in .*; it is empty/],
    ['log-sizing', 'logFilePages', '1.5', /whole number from 32 to 65535 pages of 4 KiB, .*; got 1\.5/],
    ['log-sizing', 'putsPerSec', '-5', /Persistent puts per second \(putsPerSec\) must be a number from 0 to 10,000,000 messages\/s, or a rate .*; got -5/],
    ['log-sizing', 'putsPerSec', '1e308', /putsPerSec.*got 1e308/],
    ['kernel-limits', 'connections', '0', /Channel connections \(connections\) must be a whole number from 1 to 1,000,000/],
    ['swap-reservation', 'runmqlsrClients', '100001', /\(runmqlsrClients\) must be a whole number from 0 to 100,000/],
  ];
  for (const [id, input, bad, message] of cases) {
    it(`${id}: ${input}=${JSON.stringify(bad)} shows the alert and empties every data-value`, async () => {
      // Log sizing opens in recommend mode; its Log stanza fields are check mode's.
      const { page, consoleErrors, failed } = await openPage(`/calculators/${id}/${id === 'log-sizing' ? '?mode=check' : ''}`);
      await ready(page, id);
      await page.fill(`#calc-${id}-${input}`, bad);
      await expect.poll(() => page.locator('[role="alert"]').innerText()).toMatch(message);
      const got = await outputValues(page);
      expect(Object.values(got).every((v) => v === ''), JSON.stringify(got)).toBe(true);
      expect(await page.getAttribute(`#calc-${id}-${input}`, 'aria-invalid')).toBe('true');
      // The same message under the field itself, which the field's description points at.
      const fieldError = page.locator(`#calc-${id}-${input}-error`);
      expect(await fieldError.isVisible()).toBe(true);
      expect(await fieldError.innerText()).toMatch(message);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/NaN|Infinity/);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('rejects an unknown option in the URL and says which values it accepts', async () => {
    const { page } = await openPage('/calculators/log-sizing/?platform=solaris&logFilePages=16384');
    await ready(page, 'log-sizing');
    expect(await page.locator('[role="alert"]').innerText()).toContain('Platform (platform) must be one of unix, windows; got "solaris"');
    expect(Object.values(await outputValues(page)).every((v) => v === '')).toBe(true);
    expect(await page.inputValue('#calc-log-sizing-platform')).toBe('solaris');
    // Choosing a valid option recovers.
    await page.selectOption('#calc-log-sizing-platform', 'unix');
    await expect.poll(async () => (await outputValues(page)).logFileBytes).toBe('67108864');
    expect(await page.locator('[role="alert"]').innerText()).toBe('');
    await page.close();
  });

  it('reports a platform limit from the documentation against the right input', async () => {
    const { page } = await openPage('/calculators/log-sizing/?platform=windows&primaryFiles=300');
    await ready(page, 'log-sizing');
    expect(await page.locator('[role="alert"]').innerText()).toContain('Primary log files (primaryFiles) must be a whole number from 2 to 254 on Windows; got 300');
    expect(await page.getAttribute('#calc-log-sizing-primaryFiles', 'aria-invalid')).toBe('true');
    await page.close();
  });
});

describe('results', () => {
  it('shows big numbers in readable units beside the raw value', async () => {
    const { page } = await openPage('/calculators/log-sizing/?logFilePages=16384&primaryFiles=24&secondaryFiles=2');
    await ready(page, 'log-sizing');
    expect(await page.locator('[data-output="maxLogBytes"]').innerText()).toBe('1,744,830,464 bytes (1.625 GiB)');
    await page.close();
  });

  it('copies the results and the generated configuration', async () => {
    const { page } = await openPage('/calculators/log-sizing/?logFilePages=16384&primaryFiles=24&secondaryFiles=2&logBufferPages=4096');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(siteUrl('/')).origin });
    await ready(page, 'log-sizing');
    await page.click('[data-copy-results]');
    await expect.poll(() => page.locator('[data-copy-status]').innerText()).toBe('Results copied.');
    const results = await page.evaluate(() => navigator.clipboard.readText());
    expect(results).toContain('Maximum log space: 1,744,830,464 bytes (1.625 GiB)');
    expect(results).toContain('logFilePages=16384');
    await page.locator('.calc-snippet button').first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Log:\n   LogPrimaryFiles=24\n   LogSecondaryFiles=2\n   LogFilePages=16384\n   LogType=CIRCULAR\n   LogBufferPages=4096\n   LogPath=/var/mqm/log/QM1/\n   LogWriteIntegrity=TripleWrite',
    );
    await page.close();
  });

  it('copies the stanza as it reads after typing, not as it was first drawn', async () => {
    const { page } = await openPage('/calculators/log-sizing/?logFilePages=16384&primaryFiles=24&secondaryFiles=2&logBufferPages=4096');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(siteUrl('/')).origin });
    await ready(page, 'log-sizing');
    await page.fill('input[name="logFilePages"]', '8192');
    await expect.poll(() => page.locator('.calc-snippet pre').first().innerText()).toContain('LogFilePages=8192');
    await page.locator('.calc-snippet button').first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('LogFilePages=8192');
    await expect.poll(() => page.locator('[data-copy-status]').innerText()).toMatch(/^Copied: /);
    await page.close();
  });

  it('draws the result chart locally', async () => {
    const { page, external } = await openPage('/calculators/swap-reservation/?runmqlsrClients=17500&inetdClients=6100&swapBytes=8589934592');
    await ready(page, 'swap-reservation');
    await page.waitForSelector('[data-calc-chart]:not([hidden]) svg', { timeout: 15_000 });
    expect(await page.locator('[data-calc-chart-title]').innerText()).toBe('Swap reserved by connection type');
    expect(await page.locator('[data-calc-chart] svg').getAttribute('aria-label')).toMatch(/Client connections, runmqlsr 7\.06 GiB/);
    expect(external).toEqual([]);
    await page.close();
  });

  it('reads without JavaScript: the form, formulas, examples and sources are in the HTML', async () => {
    const { page } = await openPage('/calculators/swap-reservation/');
    const html = await (await page.request.get(siteUrl('/calculators/swap-reservation/'))).text();
    expect(html).toContain('data-output="swapReservedBytes"');
    expect(html).toContain('maxswapchunks = ⌈swapReservedBytes ÷ (2,048 × 1,024)⌉');
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/Accepts a whole number from 0 to 100,000/);
    await page.close();
  });
});
