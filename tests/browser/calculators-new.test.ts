/**
 * The z/OS, Linux limits, logger and broker calculators in a real browser: every worked example
 * reproduces from its link alone (data-value in base units), bad input raises the alert and
 * empties every data-value, nothing loads from outside, axe finds nothing, and the broker
 * question is answered from one URL.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './harness.ts';
import { outputValues, query, ready } from './calculator-page.ts';
import recovery from '../../calculators/zos-structure-recovery.ts';
import smds from '../../calculators/zos-smds-storage.ts';
import linux from '../../calculators/linux-limits.ts';
import logger from '../../calculators/logger-throughput.ts';
import broker from '../../calculators/broker-flow-cost.ts';

const mine = [recovery, smds, linux, logger, broker];

/** Relative closeness, as the examples' tolerance means it. */
function close(got: number, want: number, tolerance: number | undefined): boolean {
  return Math.abs(got - want) <= Math.max(Math.abs(want) * (tolerance ?? 0), 1e-9 * Math.max(1, Math.abs(want)));
}

for (const def of mine) {
  describe(`/calculators/${def.id}/`, () => {
    // Its worked examples are reproduced from their links in calculators-examples.test.ts.
    it('rejects a bad value with an alert naming the input, empties every data-value, and is accessible', async () => {
      const spec = def.inputs.find((i) => i.kind === 'number')!;
      const { page } = await openPage(`/calculators/${def.id}/?${spec.name}=banana`);
      await ready(page, def.id);
      await expect.poll(() => page.locator('[role="alert"]').innerText()).toContain(`(${spec.name})`);
      for (const v of Object.values(await outputValues(page))) expect(v).toBe('');
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/\bNaN\b|Infinity|undefined/);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
}

describe('linux-limits is the HP-UX calculator\'s counterpart today', () => {
  it('each links to the other', async () => {
    for (const [from, to] of [['kernel-limits', 'linux-limits'], ['linux-limits', 'kernel-limits']] as const) {
      const { page } = await openPage(`/calculators/${from}/`);
      expect(await page.locator(`.calc-related a[href$="/calculators/${to}/"]`).count(), from).toBe(1);
      await page.close();
    }
  });
});

describe('broker-flow-cost answers the question from one URL', () => {
  it('names the cheapest flow at 10 KB and the cores for 2,000 msgs/s', async () => {
    const { page } = await openPage(`/calculators/broker-flow-cost/?messageBytes=10240&rate=2000`);
    await ready(page, 'broker-flow-cost');
    const got = await outputValues(page);
    const want = broker.examples[0]!.expected;
    expect(close(Number(got.cpuMsPerMsg), want.cpuMsPerMsg as number, 1e-9)).toBe(true);
    expect(close(Number(got.coresNeeded), want.coresNeeded as number, 1e-9)).toBe(true);
    expect(await page.locator('main').innerText()).toContain('1. MQ pass-through (BLOB)');
    await page.close();
  });

  it('the broker flow cost explorer links to it', async () => {
    const { page } = await openPage('/reports/wmb-v8-aix/explorer/');
    const link = page.locator('[data-flow-explorer] a[href*="/calculators/broker-flow-cost/"]');
    expect(await link.count()).toBeGreaterThan(0);
    await page.close();
  });
});
