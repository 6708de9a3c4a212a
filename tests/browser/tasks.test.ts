import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, siteUrl } from './harness.ts';

// Issue 27's five newcomer tasks, each from the home page in at most three taps (typing into a
// field is not a tap), on a phone and on a desktop, in light and dark.

interface Task {
  name: string;
  /** Does the task, counting each tap with tap(). */
  run: (page: Page, tap: (selector: string) => Promise<void>) => Promise<void>;
}

const ready = (page: Page, id: string) => page.waitForSelector(`[data-calculator="${id}"][data-state="ready"]`, { timeout: 30_000 });
const output = (page: Page, name: string) => page.locator(`[data-output="${name}"]`).first().getAttribute('data-value');

const TASKS: Task[] = [
  {
    name: 'size a log for 2,000 × 2 KB messages per second',
    run: async (page, tap) => {
      await tap('main a:has-text("how big a log for 2,000 persistent 2 KB messages a second")');
      await tap('main a[href*="/calculators/log-sizing/?mode=recommend"][href*="putsPerSec=2000"]');
      await ready(page, 'log-sizing');
      expect(new URL(page.url()).searchParams.get('msgBytes')).toBe('2048');
      expect(Number(await output(page, 'recLogFilePages'))).toBeGreaterThan(0);
    },
  },
  {
    name: 'HA cost at 60 km',
    run: async (page, tap) => {
      await tap('main a:has-text("what distance costs an HA pair")');
      await tap('main a[href*="/calculators/ha-latency/"]');
      await ready(page, 'ha-latency');
      await page.locator('[data-calculator="ha-latency"] [name="distanceKm"]').fill('60 km');
      await expect.poll(() => page.url()).toContain('distanceKm=60');
      await expect.poll(async () => Number(await output(page, 'reductionPct'))).toBeGreaterThan(0);
    },
  },
  {
    name: 'cheapest broker flow for 10 KB messages',
    run: async (page, tap) => {
      await tap('main a:has-text("the cheapest broker flow for 10 KB messages")');
      await tap('main a[href*="/calculators/broker-flow-cost/?flow=cheapest"][href*="messageBytes=10240"]');
      await ready(page, 'broker-flow-cost');
      expect(Number(await output(page, 'cpuMsPerMsg'))).toBeGreaterThan(0);
    },
  },
  {
    name: 'what TREELIFE does',
    run: async (page, tap) => {
      await tap('main a:has-text("what TREELIFE does")');
      const entry = page.locator('#treelife');
      expect(await entry.isVisible()).toBe(true);
      expect(await entry.innerText()).toMatch(/topic scavenger[\s\S]*1,800/);
    },
  },
  {
    name: 'the data behind a chart',
    run: async (page, tap) => {
      await tap('[data-report="mq-appliance-m2002"] .report-card-title a');
      await tap('main figure.chart .chart-source a[href*="/data/"]');
      expect(await page.locator('table.data-table').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-csv-link]').count()).toBe(1);
    },
  },
];

const VIEWS = [
  { width: 390, height: 844, colorScheme: 'light' as const },
  { width: 390, height: 844, colorScheme: 'dark' as const },
  { width: 1280, height: 800, colorScheme: 'light' as const },
  { width: 1280, height: 800, colorScheme: 'dark' as const },
];

describe('five newcomer tasks in three taps or fewer from home', () => {
  for (const view of VIEWS) {
    it(`at ${view.width} px, ${view.colorScheme}`, async () => {
      const { page, consoleErrors } = await openPage('/', view);
      for (const task of TASKS) {
        await page.goto(siteUrl('/'), { waitUntil: 'load' });
        let taps = 0;
        // Every press counts as a tap. A press that opened nothing is pressed again, and counted again,
        // as a reader would: on a loaded machine a block drawn as it nears the screen (issue 36) can
        // still move a link between the browser's check that it stands still and the press (seen once
        // in CI, on a report's chart source link), and the task must still fit in three taps.
        const tap = async (selector: string) => {
          const target = page.locator(selector).first();
          await target.scrollIntoViewIfNeeded();
          for (let press = 0; press < 2; press++) {
            taps++;
            const opened = await Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: 15_000 }), target.click()]).then(() => true, () => false);
            if (opened) return;
          }
          throw new Error(`${selector}: two presses opened nothing`);
        };
        await task.run(page, tap);
        expect(taps, task.name).toBeLessThanOrEqual(3);
      }
      expect(consoleErrors).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
