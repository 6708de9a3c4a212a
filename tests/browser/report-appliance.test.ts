import { describe, expect, it } from 'vitest';
import { openPage, axeViolations, drawAll, mainText, unfold } from './harness.ts';

// The MQ Appliance M2002 report page: its headline numbers come from the data, its charts are
// rendered at build time, and it loads nothing from outside.
const PAGE = '/reports/mq-appliance-m2002/';

describe('MQ Appliance M2002 report page', () => {
  it('shows the HA results from Tables 9 and 10, with its charts as SVG, offline and accessible', async () => {
    const { page, external, consoleErrors, failed } = await openPage(PAGE);
    const text = await mainText(page);
    expect(text).toContain('94,215'); // Table 9: HA, 2KB, 10 QM
    expect(text).toContain('18,919'); // Table 10: 2 ms added latency
    const charts = page.locator('figure.chart .chart-wide svg');
    expect(await charts.count()).toBeGreaterThanOrEqual(3);
    for (const id of ['ha-vs-nonha-peak-by-size', 'ha-throughput-vs-latency', 'dr-throughput-vs-latency']) {
      expect(await page.locator(`figure[data-chart="${id}"] .chart-wide svg`).count(), id).toBe(1);
    }
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('lists the configuration guidance and the errata, including the lost row labels confirmed by the PDF text', async () => {
    const { page } = await openPage(PAGE);
    expect(await page.locator('[data-recommendations="mq-appliance-m2002"] .recommendation').count()).toBeGreaterThanOrEqual(15);
    const errata = page.locator('.errata');
    expect(await errata.locator('[data-correction]').count()).toBeGreaterThanOrEqual(12);
    // The lost labels are notes on the text, folded until the reader opens them.
    expect(await errata.locator('details [data-correction]').count()).toBeGreaterThanOrEqual(12);
    await unfold(page);
    await drawAll(page);
    const errataText = (await errata.innerText()).replace(/\s+/g, ' ');
    expect(errataText).toContain('10Q 10QM Request Responder (256b Non-persistent)');
    expect(errataText).toContain('original PDF text, line 337');
    expect(errataText).toMatch(/Table 2 and Table 7/);
    await page.close();
  });
});
