import { describe, expect, it } from 'vitest';
import { openPage, axeViolations, mainText, unfold } from './harness.ts';
import { builtDocument, datasetCell, datasetRows, textOf } from './built-html.ts';
import { loadCatalogue, findRow, type Dataset } from '../../src/lib/data/catalogue.ts';
import { formatNumber } from '../../calculators/format.ts';

// The built page for the MQ for z/OS V7.1 report, its dataset pages and its charts, checked
// against the catalogue it is generated from and against values read from the report.
const REPORT = 'mq-zos-v71';
const PAGE = `/reports/${REPORT}/`;
const { datasets, charts } = loadCatalogue();
const mine = datasets.filter((d) => d.report.id === REPORT);
const ds = (id: string): Dataset => {
  const d = mine.find((x) => x.meta.id === id);
  if (!d) throw new Error(`no dataset ${id}`);
  return d;
};
const rowsOf = (id: string) => ds(id).rows.map((r) => r.values);
const RMF = [
  'rmf-channel-paths-4mb-persistent-cflevel4',
  'rmf-channel-paths-4mb-persistent-cflevel5',
  'rmf-channel-paths-1mb-cflevel4',
  'rmf-channel-paths-1mb-cflevel5-single-structure',
  'rmf-channel-paths-1mb-cflevel5-multiple-structures',
];

/** Which SVG marks stand for one data row in each chart, and how many rows each chart plots (its filters replayed). */
const MARKS: Record<string, { mark: 'symbol' | 'rect'; rows: () => number }> = {
  'chin-footprint-by-sharecnv': {
    mark: 'rect',
    rows: () => rowsOf('chin-footprint-per-svrconn-channel').filter((r) => (r.release === 'V701' || r.release === 'V710') && r.footprint_kb !== null).length,
  },
  'large-message-peak-rates': {
    mark: 'rect',
    rows: () => rowsOf('large-message-scaling-results').filter((r) => r.workload === 'one requester and one server per queue pair').length,
  },
  'dsblock-rate-and-cost': { mark: 'symbol', rows: () => rowsOf('dsblock-comparison-100kb').length },
  'rmf-write-per-channel-path': { mark: 'rect', rows: () => RMF.reduce((n, id) => n + rowsOf(id).length, 0) },
  'smds-capacity-by-message-size': { mark: 'symbol', rows: () => rowsOf('smds-capacity-16tb').length },
};

/** One value per dataset, read from the report, that its dataset page must show (report line in the comment). */
const KNOWN: Record<string, [Record<string, string | number>, string, string | number]> = {
  'system-configuration': [{ id: 'cfcc' }, 'count', 17], // 2475
  'summary-of-amendments': [{ date: 'November 2012' }, 'changes', 'Update to backup and recovery of structures.'], // 111
  'regression-and-scale': [{ id: 'private-16-way' }, 'transactions_per_s', 400000], // 1910
  'storage-facts': [{ id: 'csqy220i-local-used' }, 'mb', 576], // 467
  'csa-usage-per-connection': [{ release: 'V7.1', connection: 'SVRCONN SHARECNV(10)' }, 'csa_kb_per_connection', 2.7], // 260
  'qmgr-storage-per-connection': [{ connection: 'typical connection' }, 'kb_per_connection', 22], // 290
  'chin-footprint-per-svrconn-channel': [{ release: 'V710', sharecnv: '10', message_kb: 64 }, 'footprint_kb', 1055], // 322
  'chin-footprint-by-message-size': [{ message_size: '64KB' }, 'footprint_kb', 121], // 333
  'cf-offload-thresholds': [{ rule: 'tier-1' }, 'structure_full_pct', 70], // 399
  'remote-cf-example': [{ id: 'distance' }, 'metres', 100], // 442
  'cf-capacity-16kb-example': [{ cflevel: 'CFLEVEL(5)' }, 'messages_total', 158166], // 417
  'smds-capacity-16tb': [{ message_size: '1MB' }, 'messages_in_16tb', 16777216], // 482
  'smds-capacity-limits': [{ id: 'max-capacity' }, 'tb', 31248], // 496
  'smds-above-bar-buffer-storage': [{ case: 'default attributes' }, 'above_bar_mb', 25], // 471
  'csqjufmt-format-example': [{ records: 900000 }, 'records_per_s', 13636], // 528
  'smds-expansion': [{ id: 'put-rate-normal' }, 'messages_per_s', 1980], // 557
  'smds-buffers-and-blocks': [{ id: 'buffers-100kb-8k' }, 'buffers', 13], // 847
  'display-usage-smds-example': [{ application_structure: '_Application1' }, 'offloaded_messages', 601], // 810
  'display-usage-smds-buffers-example': [{ application_structure: '_Application1' }, 'buffers_empty', 98], // 815
  'dsbufs-tuning-example': [{ optimization: 'level-1' }, 'rate_before_tps', 1500], // 872
  'dsblock-comparison-100kb': [{ dsblock: '8K' }, 'transactions_per_s', 466], // 962
  'predicting-limits-smds': [{ structures: 8 }, 'total_transactions_per_s', 3752], // 1015
  'smds-io-capacity': [{ id: 'cf-capacity-2kb' }, 'transactions_per_s', 22000], // 1012
  'large-message-scaling-results': [{ id: '1mb-cf5-single' }, 'transactions_per_s', 620], // 1762
  'cflevel5-rate-gains': [{ id: 'one-qmgr-64kb-plus' }, 'gain_as_printed', '3-times increase in transaction rate'], // 387
  'ficon-data-per-operation': [{ cflevel: 'CFLEVEL(4)' }, 'kb_per_operation', 17.74], // 1594
  'rmf-channel-paths-4mb-persistent-cflevel4': [{ channel_path: '9E' }, 'util_total_pct', 46.34], // 1579
  'rmf-channel-paths-4mb-persistent-cflevel5': [{ channel_path: '9C' }, 'write_total_mb_per_s', 216.81], // 1586
  'rmf-channel-paths-1mb-cflevel4': [{ channel_path: '9D' }, 'read_total_mb_per_s', 2.21], // 1754
  'rmf-channel-paths-1mb-cflevel5-single-structure': [{ channel_path: '9C' }, 'write_part_mb_per_s', 332.78], // 1768
  'rmf-channel-paths-1mb-cflevel5-multiple-structures': [{ channel_path: '9E' }, 'write_part_mb_per_s', 339.82], // 1781
  'rmf-dasd-activity-1mb-cflevel4': [{ dev_num: 'C009' }, 'device_activity_rate', 1406.44], // 1739
  'structure-backup-log-volume': [{ scenario: 'two-qmgrs' }, 'messages', 32000], // 596
  'structure-backup-rates': [{ configuration: '1' }, 'backup_mb_per_s', 71], // 601
  'structure-recovery-times': [{ example: 1 }, 'total_s', 13.48], // 633
  'treelife-topic-scavenger': [{ id: 'range-max' }, 'treelife_s', 604000], // 1136
  'v6compat-savings': [{ call: 'MQPUT' }, 'max_reduction_pct', 60], // 1032
  'chlauth-costs': [{ id: 'qmgr-cost-flat' }, 'rules', 8000], // 1054
  'display-command-examples': [{ command: 'DIS CFSTATUS', attribute: 'SIZEMAX' }, 'value', '512000'], // 734
  'smds-log-messages': [{ id: 'expanded' }, 'message_id', 'CSQE217I'], // 717
  'tuning-recommendations': [{ id: 'treelife-no-pubsub' }, 'parameter', 'TREELIFE'], // 1163
  errata: [{ id: 'E15' }, 'corrected', '2817-779'], // 1854
};

/** A correction's printed value as the errata list shows it (bare numbers get thousands separators). */

describe(`report page ${PAGE}`, () => {
  it('shows key values from the data, stays on the site and has no accessibility violations', async () => {
    const { page, external, consoleErrors, failed } = await openPage(PAGE);
    const text = await mainText(page);
    for (const value of [
      '604,000 s', // TREELIFE maximum, line 1136
      '1,800 s', // TREELIFE default, line 1136
      '200,000', // unwanted topics guide, line 1167
      '8 min', // 4-level tree at TREELIFE(120), line 1175
      '158,166', // CFLEVEL(5) 0.5GB structure, line 417
      '5,350 transactions/s', // 100KB SMDS peak, line 1708
      '2,139 transactions/s', // DSBLOCK(128K), line 962
      '1,575 MB', // 63 structures of SMDS buffers, line 473
      '22.98 s', // recovery of 20 structures, corrected from 23.18 (line 642)
      '2,976 MB/s', // 32 structures, corrected from 3976 (line 1016)
      '350 µs', // CHLAUTH at 20,000 rules, line 1059
    ]) {
      expect(text, value).toContain(value);
    }
    expect(text).toContain('zEnterprise 196 (2817-779)');
    expect(text).toContain('FICON-connected DS8800');
    // The two <Ratio> values (capacity and DSBLOCK rate multiples) are marked as derived.
    expect(await page.locator('main .derived').count()).toBeGreaterThanOrEqual(2);
    expect(text).toContain('3-times increase in transaction rate');
    expect(await page.locator(`[data-recommendations="${REPORT}"] .recommendation`).count()).toBe(rowsOf('tuning-recommendations').length);
    expect(external).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows every correction and every erratum with what the report printed', async () => {
    const { page } = await openPage(PAGE);
    // Conversion notes are folded on the page; they are still there for whoever opens them.
    await unfold(page);
    const text = await mainText(page);
    const corrections = mine.flatMap((d) => d.meta.corrections);
    expect(corrections.length).toBe(10);
    for (const c of corrections) expect(text, `correction printed "${c.printed}"`).toContain(c.printed);
    for (const printed of ['268,435,457', '4,319,967,296', '0.659', '23.18', '3976', '+1029K']) expect(text).toContain(printed);
    const errata = rowsOf('errata');
    const table = page.locator(`table[data-dataset="${REPORT}/errata"]`);
    expect(await table.locator('tbody tr').count()).toBe(errata.length);
    const tableText = (await table.innerText()).replace(/\s+/g, ' ');
    for (const e of errata) expect(tableText, `erratum ${String(e.id)}`).toContain(String(e.printed).replace(/\s+/g, ' '));
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
      expect(marks, `${chart.meta.id} draws something`).toBeGreaterThan(0);
    }
    await page.close();
  });

});

describe('dataset pages', () => {
  it('every dataset of the report has a known value to check', () => {
    expect(Object.keys(KNOWN).sort()).toEqual(mine.map((d) => d.meta.id).sort());
  });

  for (const d of mine) {
    it(`${d.meta.id}: a value read from the report appears on /data/${REPORT}/${d.meta.id}/`, async () => {
      const [where, col, expected] = KNOWN[d.meta.id]!;
      const row = findRow(d, where);
      expect(row.values[col]).toBe(expected);
      // Read from the built page's markup (the dataset pages' layout is checked by the crawl and the citations).
      const doc = builtDocument(`/data/${REPORT}/${d.meta.id}/`);
      const cell = datasetCell(doc, row.line, col);
      expect(cell, `line ${row.line} ${col}`).toBeDefined();
      expect(textOf(cell!)).toContain(typeof expected === 'number' ? formatNumber(expected) : expected);
      expect(datasetRows(doc).length).toBe(d.rows.length);
    });
  }

  it('a corrected cell shows what the report printed beside the stored value', async () => {
    const { page } = await openPage(`/data/${REPORT}/smds-capacity-16tb/`);
    const row = findRow(ds('smds-capacity-16tb'), { message_size: '64KB' });
    const text = await page.locator(`tr[data-line="${row.line}"] td[data-column="messages_in_16tb"]`).innerText();
    expect(text).toContain('268,435,456');
    expect(text).toContain('268,435,457');
    await page.close();
  });

  it('the TREELIFE facts page has no accessibility violations', async () => {
    const { page } = await openPage(`/data/${REPORT}/treelife-topic-scavenger/`);
    expect(await mainText(page)).toContain('604,000');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
