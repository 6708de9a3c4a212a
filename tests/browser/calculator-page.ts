import type { Frame, Page } from 'playwright-core';

/** Shared steps of the calculator browser tests: wait for the first result, read the outputs, build a link. */

/** The calculator loads lazily; it marks its root data-state="ready" after its first result. */
export async function ready(page: Page | Frame, id: string): Promise<void> {
  await page.waitForSelector(`[data-calculator="${id}"][data-state="ready"]`, { timeout: 15_000 });
}

/** Every output's data-value by output name ("" where there is no valid result). */
export async function outputValues(target: Page | Frame): Promise<Record<string, string>> {
  return target.$$eval('[data-output]', (nodes) =>
    Object.fromEntries(nodes.map((n) => [(n as HTMLElement).dataset.output!, (n as HTMLElement).dataset.value ?? ''])),
  );
}

/** "?a=1&b=2" for a calculator link. */
export const query = (inputs: Record<string, string>) => `?${new URLSearchParams(inputs)}`;
