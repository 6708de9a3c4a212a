import { describe, expect, it } from 'vitest';
import { openPage, axeViolations, mainText } from './harness.ts';
import { builtDocument, datasetCell, datasetRows, textOf } from './built-html.ts';
import { loadCatalogue, type Dataset } from '../../src/lib/data/catalogue.ts';
import { formatNumber } from '../../calculators/format.ts';

// The built page for the Linux persistent messaging report, its dataset pages and its charts,
// checked against the catalogue it is generated from.
const REPORT = 'mq-linux-persistent';
const PAGE = `/reports/${REPORT}/`;
const { datasets, charts } = loadCatalogue();
const mine = datasets.filter((d) => d.report.id === REPORT);
const ds = (id: string): Dataset => {
  const d = mine.find((x) => x.meta.id === id);
  if (!d) throw new Error(`no dataset ${id}`);
  return d;
};
const rowsOf = (id: string) => ds(id).rows.map((r) => r.values);
const RESULTS = ['table-12-2kib-results-all-file-systems', 'table-13-20kib-results-all-file-systems', 'table-14-200kib-results-all-file-systems'];

/** Which SVG marks stand for one data row in each chart, and how many rows each chart plots. */
const MARKS: Record<string, { mark: 'symbol' | 'rect'; rows: () => number }> = {
  'log-throughput-by-file-system': { mark: 'symbol', rows: () => RESULTS.reduce((n, id) => n + rowsOf(id).length, 0) },
  'write-size-by-requesters': { mark: 'symbol', rows: () => RESULTS.reduce((n, id) => n + rowsOf(id).length, 0) },
  'write-latency-by-write-size': { mark: 'symbol', rows: () => RESULTS.reduce((n, id) => n + rowsOf(id).length, 0) },
  'latency-bound-check': { mark: 'symbol', rows: () => rowsOf('derived-latency-bound-throughput').length },
  // The SAN cells of Tables 12-14, the MQLDT sample run and the quoted MQLDT peak on the SAN.
  'mq-against-mqldt-san': {
    mark: 'symbol',
    rows: () =>
      RESULTS.reduce((n, id) => n + rowsOf(id).filter((r) => r.file_system === 'SAN').length, 0) +
      rowsOf('mqldt-sample-output').length +
      rowsOf('quoted-write-rates').filter((r) => r.id === 'san-mqldt-peak').length,
  },
  'persistence-cost': { mark: 'rect', rows: () => rowsOf('table-01-peak-2k-round-trips').length },
  'write-latency-4gib-cache-modes': { mark: 'rect', rows: () => rowsOf('table-02-write-latency-4gib-log').length },
  'syncpoint-effect': { mark: 'rect', rows: () => rowsOf('statq-request1-syncpoint').length },
  'partial-page-overhead': { mark: 'rect', rows: () => rowsOf('amqsrua-log-statistics').length },
};

describe(`report page ${PAGE}`, () => {
  it('shows the key measured values, stays on the site and has no accessibility violations', async () => {
    const { page, external, consoleErrors, failed } = await openPage(PAGE);
    const text = await mainText(page);
    const t1 = (configuration: string) => rowsOf('table-01-peak-2k-round-trips').find((r) => r.configuration === configuration)!;
    for (const value of [
      formatNumber(t1('Non-Persistent').peak_round_trips_per_s as number),
      formatNumber(t1('Persistent-1').peak_round_trips_per_s as number),
      formatNumber(t1('Persistent-2').peak_round_trips_per_s as number),
      '325,400 round trips/s',
      '24.56%',
      '98.98%',
      '596 MB/s',
      '1,744,830,464 bytes',
      '5,012 µs',
      '306,754,931 bytes/s',
    ]) {
      expect(text, value).toContain(value);
    }
    expect(text).toContain('MQ V9.0.4');
    expect(text).toContain('Red Hat Enterprise Linux Server release 7.2');
    // Derived values are marked as such.
    expect(await page.locator('main .derived').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-recommendations="mq-linux-persistent"] .recommendation').count()).toBe(rowsOf('tuning-recommendations').length);
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows every correction and every erratum with what the report printed', async () => {
    const { page } = await openPage(PAGE);
    const text = await mainText(page);
    const corrections = mine.flatMap((d) => d.meta.corrections);
    expect(corrections.length).toBeGreaterThan(0);
    for (const c of corrections) expect(text, `correction printed "${c.printed}"`).toContain(c.printed);
    const errata = rowsOf('errata');
    expect(errata.length).toBeGreaterThan(0);
    const table = page.locator('table[data-dataset="mq-linux-persistent/errata"]');
    expect(await table.locator('tbody tr').count()).toBe(errata.length);
    const tableText = (await table.innerText()).replace(/\s+/g, ' ');
    for (const e of errata) expect(tableText, `erratum ${String(e.id)}`).toContain(String(e.printed).replace(/\s+/g, ' '));
    for (const printed of ['round trip rate ~4K/sec', 'around 390MB', '2x12 Core Server']) expect(tableText).toContain(printed);
    await page.close();
  });

  it('draws every chart as SVG with one mark per data row plotted', async () => {
    const { page } = await openPage(PAGE);
    const reportCharts = charts.filter((c) => c.report.id === REPORT);
    expect(reportCharts.map((c) => c.meta.id).sort()).toEqual(Object.keys(MARKS).sort());
    for (const chart of reportCharts) {
      const spec = MARKS[chart.meta.id]!;
      const figure = page.locator(`figure[data-chart="${chart.meta.id}"]`);
      expect(await figure.count(), chart.meta.id).toBe(1);
      expect(await figure.locator('[role="img"]').getAttribute('aria-label')).toBe(chart.meta.description);
      const marks = await figure.locator(`.chart-wide svg g.mark-${spec.mark}.role-mark path`).count();
      expect(marks, chart.meta.id).toBe(spec.rows());
    }
    await page.close();
  });

});

describe('dataset pages', () => {
  for (const d of mine.filter((x) => x.meta.kind === 'table')) {
    it(`Table ${d.meta.table}: a known cell appears on /data/${REPORT}/${d.meta.id}/`, async () => {
      // The last row and its last numeric column: a value read from the report, formatted as on the
      // page; read from the built markup (the dataset pages' layout is checked by the crawl and the citations).
      const doc = builtDocument(`/data/${REPORT}/${d.meta.id}/`);
      const row = d.rows.at(-1)!;
      const col = [...d.meta.columns].reverse().find((c) => c.type !== 'string' && row.values[c.name] !== null)!;
      const cell = datasetCell(doc, row.line, col.name);
      expect(cell, `line ${row.line} ${col.name}`).toBeDefined();
      expect(textOf(cell!)).toBe(formatNumber(row.values[col.name] as number));
      expect(datasetRows(doc).length).toBe(d.rows.length);
    });
  }

  it('the corrected write size shows what the report printed', async () => {
    const { page } = await openPage(`/data/${REPORT}/nfs-delay-tests/`);
    const cell = page.locator('td[data-column="write_size_kb"]').filter({ hasText: 'around 390MB' });
    expect(await cell.count()).toBe(1);
    expect(await cell.innerText()).toContain('390');
    await page.close();
  });
});

describe('phone screens', () => {
  it('the report page and its widest dataset pages fit a phone screen without sideways scrolling', async () => {
    for (const path of [PAGE, `/data/${REPORT}/file-systems-tested/`, `/data/${REPORT}/iostat-sample-output/`]) {
      const { page } = await openPage(path, { width: 375, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
      await page.close();
    }
  });
});
