/**
 * Calculators that answer the question as it is asked (issue 13 items 1-4 and 7, issue 16 item 2),
 * in a real browser: log sizing's recommend mode and its one-click way back to check mode, values
 * typed with units, hostile text from a link, the one-line answer beside the inputs on a wide
 * screen, DR from a distance, and the calculator lists grouped by task.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './harness.ts';
import { outputValues, ready } from './calculator-page.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';
import { GROUPS } from '../../src/lib/calculators/groups.ts';

const alertText = (page: Awaited<ReturnType<typeof openPage>>['page']) => page.locator('[role="alert"]').innerText();

describe('log sizing, recommend mode', () => {
  it('proposes the Log stanza from the link alone and opens check mode with one click', async () => {
    const { page, external, consoleErrors, failed } = await openPage('/calculators/log-sizing/?mode=recommend&msgBytes=2%20KB&putsPerSec=2000&longestUowSec=60');
    await ready(page, 'log-sizing');
    const got = await outputValues(page);
    // One extent holds at least 10 s of the 9,116,000 bytes/s (IBM 2020), so 96 MiB files: 12 hold the 1.036 GiB.
    expect(got).toMatchObject({ recLogFilePages: '24576', recPrimaryFiles: '12', recSecondaryFiles: '3', recLogBufferPages: '4096', requiredLogBytes: '1112152000' });
    expect(await page.locator('[data-calc-summary]').innerText()).toMatch(/^Use 12 primary files of 96 MiB/);
    // The Log stanza inputs belong to check mode and are hidden here.
    expect(await page.locator('[data-field="logFilePages"]').isHidden()).toBe(true);
    const stanza = await page.locator('.calc-snippet pre').first().innerText();
    expect(stanza).toContain('LogType=CIRCULAR');
    expect(stanza).toContain('LogWriteIntegrity=TripleWrite');
    expect(await page.locator('main').innerText()).toContain('2 KB read as 2,048 bytes');

    await page.getByRole('link', { name: /Check this configuration/ }).click();
    await expect.poll(async () => (await outputValues(page)).recPrimaryFiles).toBe('');
    expect(await page.locator('[data-field="logFilePages"]').isVisible()).toBe(true);
    expect(await page.inputValue('#calc-log-sizing-primaryFiles')).toBe('12');
    expect((await outputValues(page)).primaryBytes).toBe(String(12 * 24576 * 4096));
    await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('check');
    const url = new URL(page.url());
    expect(url.searchParams.get('mode')).toBe('check');
    expect(url.searchParams.get('msgBytes')).toBe('2048');
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('says when no configuration can hold the workload, and what would', async () => {
    const { page } = await openPage('/calculators/log-sizing/?mode=recommend&msgBytes=4%20MB&putsPerSec=50000&longestUowSec=1%20day');
    await ready(page, 'log-sizing');
    expect(await alertText(page)).toMatch(/no configuration within IBM’s limits can hold this workload.*for a 1 day unit of work.*To make it possible: log at most .* or spread the workload over/);
    expect(Object.values(await outputValues(page)).every((v) => v === '')).toBe(true);
    await page.close();
  });

  it('has no accessibility violations in recommend mode, on a phone and in dark mode', async () => {
    const { page } = await openPage('/calculators/log-sizing/?mode=recommend&logType=linear', { width: 390, colorScheme: 'dark' });
    await ready(page, 'log-sizing');
    expect((await outputValues(page)).archiveBytesPerDay).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});

describe('units and hostile text', () => {
  it('reads a typed unit, shows how it read it, and keeps the text in the link', async () => {
    const { page } = await openPage('/calculators/log-sizing/');
    await ready(page, 'log-sizing');
    await page.fill('#calc-log-sizing-cacheBytes', '2 GiB');
    await expect.poll(async () => (await outputValues(page)).fitsInCache).toBe('true');
    expect(await page.locator('#calc-log-sizing-cacheBytes-reading').innerText()).toBe('2 GiB read as 2,147,483,648 bytes.');
    await expect.poll(() => new URL(page.url()).searchParams.get('cacheBytes')).toBe('2 GiB');
    await page.fill('#calc-log-sizing-cacheBytes', '2 XB');
    await expect.poll(() => alertText(page)).toMatch(/Write cache for the log \(cacheBytes\) must be .* or a size in B, K or KB, MB, GB, TB .*; got "2 XB", and "XB" is not a unit it accepts/);
    await page.close();
  });

  it('rejects a line break hidden in a link instead of computing with the digits around it', async () => {
    const { page } = await openPage('/calculators/log-sizing/?logFilePages=1%0A6384');
    await ready(page, 'log-sizing');
    expect(await alertText(page)).toMatch(/Log file pages \(logFilePages\) must be .*; got "1␊6384", which contains a control character/);
    expect((await outputValues(page)).logFileBytes).toBe('');
    expect(await page.inputValue('#calc-log-sizing-logFilePages')).toBe('1␊6384');
    await page.close();
  });

  it('quotes words as typed and says they are not numbers', async () => {
    for (const [value, words] of [['banana', '"banana", which is not a number'], ['undefined', '"undefined", which is not a number']]) {
      const { page } = await openPage(`/calculators/kernel-limits/?connections=${value}`);
      await ready(page, 'kernel-limits');
      expect(await alertText(page)).toContain(`Channel connections (connections) must be a whole number from 1 to 1,000,000; got ${words}`);
      await page.close();
    }
  });
});

describe('the answer beside the inputs', () => {
  it('puts the one-line answer and results beside the inputs at 1366 px, below them at 390 px', async () => {
    for (const width of [1366, 390]) {
      const { page } = await openPage('/calculators/ha-latency/?distanceKm=100', { width });
      await ready(page, 'ha-latency');
      const form = (await page.locator('form[data-calc-form]').boundingBox())!;
      const results = (await page.locator('[data-calc-results]').boundingBox())!;
      if (width === 1366) {
        expect(results.x).toBeGreaterThan(form.x + form.width - 1);
        expect(Math.abs(results.y - form.y)).toBeLessThan(80);
      } else {
        expect(results.y).toBeGreaterThan(form.y + form.height - 1);
      }
      expect(await page.locator('[data-calc-summary]').innerText()).toMatch(/^At 1 ms of added round trip \(100 km\)/);
      await page.close();
    }
  });
});

describe('DR from distance', () => {
  it('turns 1,000 km into 10 ms and outputs rttMs, saying what the data at risk assumes', async () => {
    const { page } = await openPage('/calculators/dr-latency/?distanceKm=1000&msgSize=2048');
    await ready(page, 'dr-latency');
    expect(await outputValues(page)).toMatchObject({ rttMs: '10', roundTripsPerSec: '102625' });
    expect(await page.locator('[data-calc-warnings]').innerText()).toContain('assumes the DR link is up and keeping up');
    await page.close();
  });
});

describe('newer curves beside the old (issue 12 item 3)', () => {
  it('HA offers M2003 and MQ 9.3 curves, each saying what it applies to, and draws the chosen one', async () => {
    const { page, external } = await openPage('/calculators/ha-latency/?source=m2003&rttMs=1&msgSize=2048');
    await ready(page, 'ha-latency');
    expect(await outputValues(page)).toMatchObject({ roundTripsPerSec: '30662', directRoundTripsPerSec: '147873', pctOfDirect: '20.7' });
    expect(await page.locator('[data-calc-work]').innerText()).toContain('IBM MQ Appliance M2003A HA pair (MQ 9.3.2, report of May 2023)');
    const options = await page.locator('#calc-ha-latency-source option').allInnerTexts();
    expect(options).toEqual(['MQ Appliance M2002A (MQ 9.1, 2018)', 'MQ Appliance M2001A (MQ 9.1, 2018)', 'MQ Appliance M2002A (MQ 9.2, 2020)', 'MQ Appliance M2003A (MQ 9.3, 2023)', 'MQ 9.3 on Linux, RDQM (2023)', 'MQ 9.3 on Linux, multi-instance on NFS (2023)']);
    await page.selectOption('#calc-ha-latency-source', 'mq93-rdqm');
    await expect.poll(async () => (await outputValues(page)).roundTripsPerSec).toBe('33366');
    await page.selectOption('#calc-ha-latency-msgSize', '256');
    await expect.poll(() => alertText(page)).toContain('must be one of 2048, 20480, 204800 for MQ 9.3 on Linux, RDQM (2023)');
    expect(external).toEqual([]);
    await page.close();
  });

  it('DR offers M2003', async () => {
    const { page } = await openPage('/calculators/dr-latency/?source=m2003&rttMs=50&msgSize=2048');
    await ready(page, 'dr-latency');
    expect(await outputValues(page)).toMatchObject({ roundTripsPerSec: '39857', pctOfDirect: '27.6' });
    await page.close();
  });
});

// The home page routes by task through four doors (issue 27); /calculators/ is where every calculator is listed.
describe('calculators grouped by task', () => {
  for (const path of ['/calculators/']) {
    it(`${path} lists every calculator under its task, with its question, from the registry`, async () => {
      const { page, consoleErrors } = await openPage(path);
      for (const def of calculators) {
        const entry = page.locator(`[data-calc-group="${def.group}"] [data-calc-entry="${def.id}"]`);
        expect(await entry.count(), def.id).toBe(1);
        expect(await entry.innerText()).toContain(def.question);
      }
      const order = await page.locator('[data-calc-group]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.calcGroup));
      expect(order).toEqual(GROUPS.map((g) => g.id).filter((id) => calculators.some((c) => c.group === id)));
      expect(consoleErrors).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
