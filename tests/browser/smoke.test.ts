/**
 * One page of every type, opened as a reader would, for `npm test`'s quick pass before a push
 * (the full browser suite is `npm run test:all`): each page answers, draws what it is for, asks
 * nothing of another origin, fails no request and logs no error. What each type must do in detail
 * is the full suite's; this catches a page type that broke as a whole.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPage } from './harness.ts';

/** Each page type, a page of it, and the element that shows it did its work. */
const PAGES: [type: string, path: string, ready: string][] = [
  ['home', '/', '[data-report]'],
  ['report', '/reports/mq-linux-persistent/', 'main table'],
  ['dataset', '/data/mq-linux-persistent/table-12-2kib-results-all-file-systems/', 'a[href$=".csv"]'],
  ['data index', '/data/', 'main a[href*="/data/mq-"]'],
  ['calculator', '/calculators/log-sizing/?logFilePages=16384&primaryFiles=24&secondaryFiles=2', '[data-calculator="log-sizing"][data-state="ready"] [data-output][data-value]:not([data-value=""])'],
  ['embed', '/embed/ha-latency/', '[data-calculator="ha-latency"][data-state="ready"]'],
  ['guide', '/guides/size-the-recovery-log/', 'main h2'],
  ['rules', '/rules/', 'main [id]'],
  ['recommendations', '/recommendations/', 'main table'],
  ['simulator', '/simulator/', 'main form'],
  ['checker', '/check/', '[data-check][data-state="ready"]'],
];

describe('smoke: one page of every type', () => {
  for (const [type, path, ready] of PAGES) {
    it(`${type} (${path}) draws without errors or requests elsewhere`, async () => {
      const { page, external, consoleErrors, failed } = await openPage(path);
      await page.waitForSelector(ready, { state: 'attached' });
      expect((await page.locator('main').innerText()).trim().length, path).toBeGreaterThan(100);
      expect(external).toEqual([]);
      expect(failed).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('the checker reads a real gather (mqhost07, dropped as a file) into values and sourced findings', async () => {
    const { page, consoleErrors } = await openPage('/check/');
    await page.waitForSelector('[data-check][data-state="ready"]');
    // tests/fixtures/fleet/gather-mqhost07-assembled.txt: real replies assembled into a gather (SOURCES.md there).
    await page.setInputFiles('input[data-check-file]', fileURLToPath(new URL('../fixtures/fleet/gather-mqhost07-assembled.txt', import.meta.url)));
    await page.waitForSelector('[data-check][data-check-state="done"]');
    expect(await page.locator('[data-read]').count()).toBeGreaterThan(10);
    expect(await page.locator('[data-finding][data-rule]').count()).toBeGreaterThan(3);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
