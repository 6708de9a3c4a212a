import { describe, expect, it } from 'vitest';
import { openPage, axeViolations, mainText, siteUrl, unfold, drawAll } from './harness.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { chartRows, sceneItems } from '../../src/lib/charts/render.ts';
import type { Row } from '../../src/lib/data/validate.ts';

// The HP-UX V5.3 report page and its dataset pages in the built site: the numbers come from the
// data, each chart draws exactly the rows it should, corrections show what was printed, every
// citation lands on its row, and nothing loads from outside.
const REPORT = 'mq-hpux-v53';
const PAGE = `/reports/${REPORT}/`;
const datasets = loadCatalogue().datasets.filter((d) => d.report.id === REPORT);
const rowsOf = (id: string): Row[] => {
  const d = datasets.find((x) => x.meta.id === id);
  if (!d) throw new Error(`no dataset ${id}`);
  return d.rows.map((r) => r.values);
};

/** A value from each dataset, as its page prints it, read from the report line given. */
const KNOWN: Record<string, string> = {
  'table-01-local-nonpersistent-headline': '2,160', // line 314
  'table-02-local-persistent-headline': '433', // 364
  'table-03-client-nonpersistent-headline': '1,966', // 438
  'table-03a-client-input-queues': '2,513', // 720
  'table-04-client-persistent-headline': '422', // 483
  'table-05-client-rated-listeners': '1,196', // 552
  'table-05a-client-knee': '1.635', // 578
  'table-06-client-swap-per-connection': '0.46', // 617
  'table-06a-buffer-overflow': '1,187', // 656
  'table-07-server-nonpersistent-headline': '2,128', // 813
  'table-08-server-persistent-headline': '459', // 842
  'table-09-server-rated-listeners': '1,585', // 927
  'table-10-local-message-sizes': '1,478', // 1000
  'table-11-client-message-sizes': '1,105', // 1047
  'table-12-server-message-sizes': '1,076', // 1106
  'table-13-trusted-local': '4,738', // 1161
  'table-14-trusted-channels': '3,235', // 1182
  'table-15-short-sessions': '35,324', // 1228
  'table-16-client-capacity': '17,500', // 1278
  'table-17-client-capacity-memory': '290.2', // 1338
  'table-18-server-capacity': '5,000', // 1385
  'table-19-server-capacity-memory': '484.1', // 1420
  'table-20-ipc-kernel-parameters': '304,284,648', // 1697
  'table-20a-ipc-at-capacity': '459', // 1706
  'release-highlights-average-gains': '31', // 168
  'release-highlights-capacity': '5,400', // 198
  'log-configuration': '16,384', // 1366
  'hpux-kernel-sizing': '28,000', // 1619
  'kernel-image-size': '271,303,456', // 1715
  hardware: '9000/800/L2000-44', // 1824
  software: 'HP-UX v11.0 (B.11.00 C)', // 1857
  glossary: 'no_correl_id', // 1894
  'tuning-recommendations': 'nkthread', // 1613
  errata: '5712 x 4K pages = 2MB', // 1496
};

/** What each chart must draw: the mark type, one mark per row, and the value each mark's label carries. */
/** `panel` picks one panel of a stacked chart by Vega's mark name. */
const CHARTS: { id: string; mark: string; label: string; rows: Row[]; value: (r: Row) => number; panel?: string }[] = [
  {
    id: 'v53-vs-v52-peak-throughput',
    mark: 'bar',
    label: 'Round trips/s',
    rows: ['table-01-local-nonpersistent-headline', 'table-02-local-persistent-headline', 'table-03-client-nonpersistent-headline', 'table-04-client-persistent-headline', 'table-07-server-nonpersistent-headline', 'table-08-server-persistent-headline']
      .flatMap(rowsOf)
      .filter((r) => r.point === 'peak'),
    value: (r) => r.round_trips_per_s as number,
  },
  {
    id: 'swap-per-connection',
    mark: 'bar',
    label: 'Swap per connection (MB)',
    rows: ['table-06-client-swap-per-connection', 'table-17-client-capacity-memory', 'table-19-server-capacity-memory'].flatMap(rowsOf).filter((r) => r.swap_per_app_MB !== null),
    value: (r) => r.swap_per_app_MB as number,
  },
  {
    id: 'shm-per-connection',
    mark: 'bar',
    label: 'Shared memory per connection (K)',
    rows: ['table-17-client-capacity-memory', 'table-19-server-capacity-memory'].flatMap(rowsOf),
    value: (r) => r.shm_per_app_KB as number,
  },
  {
    id: 'capacity-max-connections',
    mark: 'bar',
    label: 'Connections',
    rows: ['table-16-client-capacity', 'table-18-server-capacity'].flatMap(rowsOf).filter((r) => String(r.test_name).includes('max')),
    value: (r) => r.apps as number,
  },
  {
    id: 'buffer-overflow-knee',
    mark: 'point',
    label: 'CURDEPTH',
    panel: 'concat_0_',
    rows: rowsOf('table-06a-buffer-overflow'),
    value: (r) => r.curdepth as number,
  },
  {
    id: 'buffer-overflow-knee',
    mark: 'point',
    label: 'Response time (s)',
    panel: 'concat_1_',
    rows: rowsOf('table-06a-buffer-overflow'),
    value: (r) => r.resp_time_s as number,
  },
];

describe('HP-UX V5.3 report page', () => {
  it('shows the key results from the data, offline, without errors and accessible', async () => {
    const { page, external, consoleErrors, failed } = await openPage(PAGE);
    const text = await mainText(page);
    for (const known of [
      '2,160 round trips/s', // Table 1, line 314
      '433 round trips/s', // Table 2, line 364
      '17,500', // Table 16, line 1278
      '0.43 MB', // Table 6, line 618
      '1.96 MB', // Table 6, line 615
      '2,513 round trips/s', // Table 3a, line 720
      '30,000 ÷ 50 = 600+', // line 1615, corrected
      '31,800', // line 1619, the report's rule for its 600 amqrmppa processes (30,000 connections)
      '28,000', // line 1619, as recommended
      '304,284,648', // Table 20, line 1697
    ]) {
      expect(text, known).toContain(known);
    }
    expect(await page.locator('h1').innerText()).toBe('WebSphere MQ V5.3 on HP-UX');
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('draws one mark per plotted row in each chart, carrying that row\'s value', async () => {
    const { page } = await openPage(PAGE);
    const catalogue = loadCatalogue();
    for (const chart of CHARTS) {
      const meta = catalogue.charts.find((c) => c.report.id === REPORT && c.meta.id === chart.id)!.meta;
      const rows = chartRows(meta.datasets.map((d) => catalogue.datasets.find((x) => x.report.id === REPORT && x.meta.id === d)!));
      const type = chart.mark === 'bar' ? 'rect' : 'symbol';
      const items = (await sceneItems(meta.spec, rows)).filter((i) => i.type === type);
      const drawn = items
        .filter((i) => i.mark.startsWith(chart.panel ?? ''))
        .map((i) => chart.value(i.datum as Row))
        .sort((a, b) => a - b);
      const expected = chart.rows.map(chart.value).sort((a, b) => a - b);
      expect(expected.length, `${chart.id}: rows to plot`).toBeGreaterThan(0);
      expect(drawn, `${chart.id} ${chart.label}`).toEqual(expected);
      // And the page shows that drawing: one mark per item (the SVG no longer labels each mark).
      const svg = page.locator(`figure[data-chart="${chart.id}"] .chart-wide svg`);
      expect(await svg.count(), chart.id).toBe(1);
      expect(await svg.locator(`g.mark-${type}.role-mark > path`).count(), chart.id).toBe(items.length);
    }
    await page.close();
  });

  it('shows what the report printed for every correction, and every erratum', async () => {
    const { page } = await openPage(PAGE);
    // Conversion notes are folded on the page; they are still there for whoever opens them.
    await unfold(page);
    await drawAll(page);
    const errata = (await page.locator('.errata').innerText()).replace(/\s+/g, ' ');
    const corrections = datasets.flatMap((d) => d.meta.corrections);
    expect(corrections.length).toBeGreaterThanOrEqual(12);
    for (const c of corrections) expect(errata, `${JSON.stringify(c.row)} ${c.column}`).toContain(`“${c.printed}”`);
    expect(await page.locator('.errata [data-correction]').count()).toBe(corrections.length);
    for (const r of rowsOf('errata')) expect(errata, String(r.id)).toContain(String(r.printed));
    // The corrected Table 17 cell is cited on the page with its printed value beside it.
    expect(await mainText(page)).toContain('(corrected; printed “44.9MB”)');
    await page.close();
  });

  it('lists the recommendations with their scope, the kernel tunables as history', async () => {
    const { page } = await openPage(PAGE);
    const recs = page.locator(`[data-recommendations="${REPORT}"] .recommendation`);
    expect(await recs.count()).toBe(rowsOf('tuning-recommendations').length);
    expect(await page.locator('#rec-nkthread .scope-historical').count()).toBe(1);
    expect(await page.locator('#rec-threaded-listener .scope-general').count()).toBe(1);
    await page.close();
  });

});

describe('HP-UX V5.3 dataset pages', () => {
  it('has a known value from every dataset on its page, and serves its CSV', async () => {
    expect(Object.keys(KNOWN).sort()).toEqual(datasets.map((d) => d.meta.id).sort());
    const { page } = await openPage(`/data/${REPORT}/table-17-client-capacity-memory/`);
    for (const d of datasets) {
      const res = await page.request.get(siteUrl(`/data/${REPORT}/${d.meta.id}/`));
      expect(res.status(), d.meta.id).toBe(200);
      const html = (await res.text()).replace(/&#39;/g, "'").replace(/&quot;/g, '"');
      expect(html, d.meta.id).toContain(KNOWN[d.meta.id]);
      const csv = await page.request.get(siteUrl(`/data/${REPORT}/${d.meta.id}.csv`));
      expect(await csv.text(), `${d.meta.id}.csv`).toBe(d.csvText);
    }
    // The corrected cell shows the printed value on its dataset page too.
    expect((await mainText(page)).replace(/\s+/g, ' ')).toMatch(/143 printed: 44\.9MB/);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
