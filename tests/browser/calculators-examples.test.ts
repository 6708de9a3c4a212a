/**
 * Every worked example of every calculator reproduces from its link alone in the browser
 * (data-value in base units, no alert, nothing loaded from outside, no error). One page a
 * calculator, following each example's link in turn, as a reader clicking through them would.
 */
import { describe, expect, it } from 'vitest';
import { openPage, siteUrl } from './harness.ts';
import { outputValues, query, ready } from './calculator-page.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';

/** Equal, or within the example's relative tolerance where it states one. */
function close(got: number, want: number, tolerance: number | undefined): boolean {
  return Math.abs(got - want) <= Math.max(Math.abs(want) * (tolerance ?? 0), 1e-9 * Math.max(1, Math.abs(want)));
}

describe('worked examples from their links alone', () => {
  it.each(calculators.map((def) => [def.id, def] as const))('%s: every example', async (_id, def) => {
    expect(def.examples.length, 'a calculator shows its worked examples').toBeGreaterThan(0);
    const { page, external, consoleErrors } = await openPage('/calculators/');
    // A request cut off because the test moved on to the next link (the chart code fetched after
    // "load") is not a broken asset; any other failure, or a status >= 400, is.
    const failed: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.failure()?.errorText} ${r.url()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    for (const ex of def.examples) {
      await page.goto(siteUrl(`/calculators/${def.id}/${query(ex.inputs)}`), { waitUntil: 'load' });
      await ready(page, def.id);
      const got = await outputValues(page);
      for (const [name, want] of Object.entries(ex.expected)) {
        if (typeof want === 'number') expect(close(Number(got[name]), want, ex.tolerance), `${ex.label}: ${name} = ${got[name]}, want ${want}`).toBe(true);
        else expect(got[name], `${ex.label}: ${name}`).toBe(String(want));
      }
      expect(await page.locator(`[data-calculator="${def.id}"] [role="alert"]`).innerText(), ex.label).toBe('');
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
