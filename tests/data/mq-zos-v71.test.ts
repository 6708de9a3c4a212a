import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue, cellOf, type Dataset } from '../../src/lib/data/catalogue.ts';
import { rowMatches } from '../../src/lib/data/validate.ts';

// Spot checks of the MQ for z/OS V7.1 datasets against the report, the report's own arithmetic
// recomputed (so a mistyped cell or a silent "fix" fails), and the corrections and errata the
// page relies on.
const REPORT = 'mq-zos-v71';
const datasets = loadCatalogue().datasets.filter((d) => d.report.id === REPORT);
const reportFile = join(process.cwd(), '..', 'shared', 'reports', `${REPORT}.txt`);
const hasReport = existsSync(reportFile);
const lines = hasReport ? readFileSync(reportFile, 'utf8').split('\n') : [];
const line = (n: number) => lines[n - 1] ?? '';

function ds(id: string): Dataset {
  const found = datasets.filter((d) => d.meta.id === id);
  if (found.length !== 1) throw new Error(`expected one dataset ${REPORT}/${id}, found ${found.length}`);
  return found[0]!;
}
const cell = (id: string, row: Record<string, string | number>, col: string) => cellOf(ds(id), row, col).value;

/** Every number printed on report lines [from, to], thousands separators removed. */
function numbersOn(from: number, to: number): Set<number> {
  const found = new Set<number>();
  for (const l of lines.slice(from - 1, to)) {
    for (const token of l.match(/\d[\d,]*(?:\.\d+)?|\.\d+/g) ?? []) {
      found.add(Number(token.replace(/,/g, '')));
      for (const part of token.split(',')) if (part) found.add(Number(part));
    }
  }
  return found;
}

const EXPECTED = [
  'system-configuration', 'summary-of-amendments', 'regression-and-scale', 'storage-facts', 'csa-usage-per-connection',
  'qmgr-storage-per-connection', 'chin-footprint-per-svrconn-channel', 'chin-footprint-by-message-size', 'cf-offload-thresholds',
  'remote-cf-example', 'cf-capacity-16kb-example', 'smds-capacity-16tb', 'smds-capacity-limits', 'smds-above-bar-buffer-storage',
  'csqjufmt-format-example', 'smds-expansion', 'smds-buffers-and-blocks', 'display-usage-smds-example',
  'display-usage-smds-buffers-example', 'dsbufs-tuning-example', 'dsblock-comparison-100kb', 'predicting-limits-smds',
  'smds-io-capacity', 'large-message-scaling-results', 'cflevel5-rate-gains', 'ficon-data-per-operation',
  'rmf-channel-paths-4mb-persistent-cflevel4', 'rmf-channel-paths-4mb-persistent-cflevel5', 'rmf-channel-paths-1mb-cflevel4',
  'rmf-channel-paths-1mb-cflevel5-single-structure', 'rmf-channel-paths-1mb-cflevel5-multiple-structures',
  'rmf-dasd-activity-1mb-cflevel4', 'structure-backup-log-volume', 'structure-backup-rates', 'structure-recovery-times',
  'treelife-topic-scavenger', 'v6compat-savings', 'chlauth-costs', 'display-command-examples', 'smds-log-messages',
  'tuning-recommendations', 'errata',
];

describe('mq-zos-v71: coverage', () => {
  it('publishes every table and tabular passage of the report exactly once', () => {
    expect(datasets.map((d) => d.meta.id).sort()).toEqual([...EXPECTED].sort());
  });

  it.skipIf(!hasReport)('has no numbered tables, so every dataset is unnumbered with a descriptive id', () => {
    // The report captions charts ("Chart 20: ...") but never a table; a "Table N" caption would need a table-NN- dataset.
    expect(lines.filter((l) => /^\W*Table\s+\d+/i.test(l))).toEqual([]);
    for (const d of datasets) {
      expect(d.meta.kind, d.meta.id).toBe('unnumbered');
      expect(d.meta.id, d.meta.id).not.toMatch(/^table-\d/);
    }
  });

  it('keeps the five RMF channel-path extracts with their four paths each', () => {
    for (const d of datasets.filter((x) => x.meta.id.startsWith('rmf-channel-paths-'))) {
      expect(d.rows.map((r) => r.values.channel_path), d.meta.id).toEqual(['9C', '9D', '9E', '9F']);
      expect(new Set(d.rows.map((r) => r.values.type)), d.meta.id).toEqual(new Set(['FC_S']));
    }
  });
});

describe('mq-zos-v71: values as printed', () => {
  it.each([
    ['chin-footprint-per-svrconn-channel', { release: 'V710', sharecnv: '1', message_kb: 32 }, 'footprint_kb', 285, 320],
    ['chin-footprint-per-svrconn-channel', { release: 'V701', sharecnv: '10', message_kb: 64 }, 'footprint_kb', 1069, 321],
    ['chin-footprint-per-svrconn-channel', { release: 'V600', sharecnv: 'N/A', message_kb: 32 }, 'footprint_kb', 210, 316],
    ['chin-footprint-by-message-size', { message_size: '1MB' }, 'footprint_kb', 1134, 333],
    ['csa-usage-per-connection', { release: 'V7.1', connection: 'SVRCONN SHARECNV(1)' }, 'csa_kb_per_connection', 4.85, 259],
    ['qmgr-storage-per-connection', { connection: 'SVRCONN SHARECNV(10) with CURSHCNV 10' }, 'kb_per_channel', 228, 293],
    ['cf-capacity-16kb-example', { cflevel: 'CFLEVEL(5)' }, 'messages_in_cf', 17101, 417],
    ['cf-capacity-16kb-example', { cflevel: 'CFLEVEL(5)' }, 'messages_offloaded', 141065, 675],
    ['smds-capacity-16tb', { message_size: '100KB' }, 'messages_in_16tb', 171798692, 483],
    ['smds-capacity-16tb', { message_size: '10KB' }, 'cf_gib', 1228.8, 485],
    ['smds-above-bar-buffer-storage', { case: '63 application structures with default attributes' }, 'above_bar_mb', 1575, 473],
    ['csqjufmt-format-example', { records: 900000 }, 'records_per_cpu_s', 361445, 529],
    ['smds-expansion', { id: 'put-rate-expanding' }, 'messages_per_s', 780, 557],
    ['display-usage-smds-example', { application_structure: '_Application1' }, 'total_blocks', 14062, 810],
    ['display-usage-smds-buffers-example', { application_structure: '_Application1' }, 'lowest_free', 97, 815],
    ['dsbufs-tuning-example', { optimization: 'level-2' }, 'rate_after_tps', 4100, 874],
    ['dsblock-comparison-100kb', { dsblock: '16K' }, 'cpu_us_per_transaction', 573, 963],
    ['dsblock-comparison-100kb', { dsblock: '128K' }, 'channel_path_busy_pct', 27.6, 966],
    ['dsblock-comparison-100kb', { dsblock: '8K' }, 'used_data_pages', 352, 967],
    ['predicting-limits-smds', { structures: 32 }, 'total_transactions_per_s', 15008, 1016],
    ['large-message-scaling-results', { id: '100kb-cf5-single' }, 'transactions_per_s', 5350, 1708],
    ['large-message-scaling-results', { id: '1mb-multi-cf5-multiple' }, 'transactions_per_s', 650, 1828],
    ['ficon-data-per-operation', { cflevel: 'CFLEVEL(5)' }, 'kb_per_operation', 68.35, 1595],
    ['rmf-channel-paths-4mb-persistent-cflevel4', { channel_path: '9C' }, 'ficon_rate', 2751.1, 1577],
    ['rmf-channel-paths-4mb-persistent-cflevel5', { channel_path: '9D' }, 'ficon_defer', 11.4, 1587],
    ['rmf-channel-paths-1mb-cflevel4', { channel_path: '9F' }, 'write_part_mb_per_s', 116.66, 1756],
    ['rmf-channel-paths-1mb-cflevel5-single-structure', { channel_path: '9E' }, 'util_part_pct', 59.33, 1770],
    ['rmf-channel-paths-1mb-cflevel5-multiple-structures', { channel_path: '9F' }, 'ficon_defer', 0.1, 1782],
    ['rmf-dasd-activity-1mb-cflevel4', { dev_num: 'C032' }, 'device_activity_rate', 925.77, 1743],
    ['structure-backup-rates', { configuration: '3' }, 'offloaded_backup_mb', 2386, 607],
    ['structure-backup-rates', { configuration: '2' }, 'backup_mb_per_s', 74, 603],
    ['structure-recovery-times', { example: 1 }, 'rebuild_s_per_structure', 12.98, 631],
    ['chlauth-costs', { id: 'qmgr-cost-20000-rules' }, 'cost_us', 350, 1059],
    ['v6compat-savings', { call: 'MQGET' }, 'max_reduction_pct', 40, 1032],
    ['regression-and-scale', { id: 'private-30-way' }, 'transactions_per_s', 550000, 1912],
    ['storage-facts', { id: 'csqy220i-local-free' }, 'mb', 884, 467],
    ['system-configuration', { id: 'cfcc' }, 'count', 17, 2475],
  ] as const)('%s %o %s = %d (report line %d)', (id, row, col, expected, at) => {
    expect(cell(id, row, col)).toBe(expected);
    if (hasReport) expect(numbersOn(at, at).has(expected), `${expected} is printed on line ${at}`).toBe(true);
  });

  it('keeps the printed strings of the command output and the system configuration', () => {
    expect(cell('display-command-examples', { command: 'DIS CFSTATUS', attribute: 'ENTSMAX' }, 'value')).toBe('230014');
    expect(cell('display-command-examples', { command: 'DIS CFSTRUCT(APPLICATION1)', attribute: 'DSBLOCK' }, 'value')).toBe('256K');
    expect(cell('system-configuration', { id: 'machine' }, 'setting')).toBe('zEnterprise 196 (2817-779)');
    expect(cell('system-configuration', { id: 'dasd' }, 'setting')).toBe('FICON-connected DS8800');
  });
});

describe('mq-zos-v71: the report\'s arithmetic, recomputed', () => {
  it('SMDS capacity: 16TB / message size, and 0.75KB of CF per message (lines 479-488)', () => {
    const d = ds('smds-capacity-16tb');
    for (const r of d.rows) {
      const kb = r.values.message_kb as number;
      const count = r.values.messages_in_16tb as number;
      expect(count, String(r.values.message_size)).toBe(Math.round((16 * 2 ** 40) / (kb * 1024)));
      expect(r.values.cf_gib, String(r.values.message_size)).toBeCloseTo((count * 0.75) / 2 ** 20, 2);
    }
  });

  it('predicting limits: totals are the per-structure figures times the structures (lines 1014-1016)', () => {
    for (const r of ds('predicting-limits-smds').rows) {
      const n = r.values.structures as number;
      expect(r.values.total_transactions_per_s).toBe(n * (r.values.transactions_per_s_per_structure as number));
      expect(r.values.total_write_mb_per_s).toBe(n * (r.values.write_mb_per_s_per_smds as number));
    }
  });

  it('recovery: messages / 77,000 per second plus 0.5 s per structure, truncated as the report does (lines 627-642)', () => {
    const trunc = (x: number, places: number) => Math.floor(x * 10 ** places + 1e-9) / 10 ** places;
    for (const r of ds('structure-recovery-times').rows) {
      const v = r.values as Record<string, number>;
      const rebuild = v.messages_per_structure! / v.rebuild_rate_msgs_per_s!;
      expect(v.rebuild_s_per_structure).toBe(trunc(rebuild, v.example === 1 ? 2 : 3));
      expect(v.total_s_per_structure).toBeCloseTo(v.rebuild_s_per_structure! + v.connect_s_per_structure!, 9);
      expect(v.total_s).toBeCloseTo(v.structures! * v.total_s_per_structure!, 9);
      expect(v.structures! * v.messages_per_structure!).toBe(v.total_messages);
    }
  });

  it('channel initiator overhead is the footprint minus the 1KB footprint (lines 333-334)', () => {
    const d = ds('chin-footprint-by-message-size');
    const base = cellOf(d, { message_size: '1KB' }, 'footprint_kb').value as number;
    for (const r of d.rows.filter((x) => x.values.message_size !== '1KB')) {
      expect(r.values.overhead_vs_1kb_kb, String(r.values.message_size)).toBe((r.values.footprint_kb as number) - base);
    }
  });

  it('V7.1.0 needs less channel initiator storage than V7.0.1 in every cell (lines 317-322)', () => {
    const d = ds('chin-footprint-per-svrconn-channel');
    for (const r of d.rows.filter((x) => x.values.release === 'V710')) {
      const old = cellOf(d, { release: 'V701', sharecnv: r.values.sharecnv as string, message_kb: r.values.message_kb as number }, 'footprint_kb').value as number;
      expect(r.values.footprint_kb as number).toBeLessThan(old);
    }
  });

  it('above-bar storage is structures x DSBUFS x DSBLOCK (lines 469-473)', () => {
    for (const r of ds('smds-above-bar-buffer-storage').rows) {
      const v = r.values as Record<string, number>;
      expect(v.above_bar_mb).toBe((v.structures! * v.dsbufs! * v.dsblock_kb!) / 1024);
    }
  });

  it('backup configuration 3 splits its 80,000 messages between the CF and SMDS (lines 605-607)', () => {
    const v = ds('structure-backup-rates').rows.find((r) => r.values.configuration === '3')!.values as Record<string, number>;
    expect(v.cf_only_messages! + v.offloaded_messages!).toBe(v.messages_on_queue);
  });

  it('DIS USAGE: used blocks x block size / messages gives the printed average (line 821)', () => {
    const v = ds('display-usage-smds-example').rows[0]!.values as Record<string, number>;
    expect(v.max_offloaded_kb).toBe(v.used_data_blocks! * v.block_kb!);
    expect(Math.floor((v.max_offloaded_kb! / v.offloaded_messages!) * 10) / 10).toBe(v.average_message_kb);
  });

  it('FICON data per operation is write MB/s x 1024 / operation rate (lines 1593-1595)', () => {
    for (const r of ds('ficon-data-per-operation').rows) {
      const v = r.values as Record<string, number>;
      expect(v.kb_per_operation).toBeCloseTo((v.write_part_mb_per_s! * 1024) / v.ficon_operations_per_s!, 2);
      const rmf = ds(r.values.cflevel === 'CFLEVEL(4)' ? 'rmf-channel-paths-4mb-persistent-cflevel4' : 'rmf-channel-paths-4mb-persistent-cflevel5');
      expect(cellOf(rmf, { channel_path: '9C' }, 'write_part_mb_per_s').value).toBe(v.write_part_mb_per_s);
      expect(cellOf(rmf, { channel_path: '9C' }, 'ficon_rate').value).toBe(v.ficon_operations_per_s);
    }
  });

  it('derived DSBUFS gains are computed from the stored rates', () => {
    for (const r of ds('dsbufs-tuning-example').rows) {
      const v = r.values as Record<string, number>;
      expect(v.increase_from_rates_pct).toBe(Math.round((v.rate_after_tps! / v.rate_before_tps! - 1) * 1000) / 10);
    }
  });
});

describe('mq-zos-v71: corrections', () => {
  const corrections = datasets.flatMap((d) => d.meta.corrections.map((c) => ({ d, c })));
  const find = (id: string, column: string, printed: string) => corrections.find(({ d, c }) => d.meta.id === id && c.column === column && c.printed === printed);

  it.each([
    ['smds-capacity-16tb', { message_size: '64KB' }, 'messages_in_16tb', '268,435,457', 268435456, 484],
    ['smds-capacity-16tb', { message_size: '=<4KB' }, 'messages_in_16tb', '4,319,967,296', 4294967296, 486],
    ['structure-recovery-times', { example: 2 }, 'rebuild_s_per_structure', '0.659', 0.649, 639],
    ['structure-recovery-times', { example: 2 }, 'total_s_per_structure', '1.159', 1.149, 641],
    ['structure-recovery-times', { example: 2 }, 'total_s', '23.18', 22.98, 642],
    ['predicting-limits-smds', { structures: 32 }, 'total_write_mb_per_s', '3976', 2976, 1016],
    ['chin-footprint-by-message-size', { message_size: '1MB' }, 'overhead_vs_1kb_kb', '+1029K', 1031, 334],
    ['rmf-channel-paths-4mb-persistent-cflevel5', { channel_path: '9F' }, 'type', 'FC S', 'FC_S', 1589],
    ['rmf-channel-paths-1mb-cflevel4', { channel_path: '9F' }, 'type', 'FC S', 'FC_S', 1756],
    ['display-command-examples', { command: 'DIS CFSTATUS(APPLICATION1) TYPE(SMDS)', attribute: 'CFSTATUS' }, 'value', 'APPLICATION', 'APPLICATION1', 770],
  ] as const)('%s %o %s: printed %s, stored %s (line %d)', (id, row, column, printed, stored, at) => {
    const found = find(id, column, printed);
    expect(found, 'the correction is catalogued').toBeDefined();
    expect(rowMatches(found!.c.row as never, row as never) || rowMatches(row as never, found!.c.row as never)).toBe(true);
    expect(found!.c.line).toBe(at);
    expect(cell(id, row, column)).toBe(stored);
    if (hasReport) expect(line(at)).toContain(printed);
  });

  it('lists no correction beyond those checked above', () => {
    expect(corrections).toHaveLength(10);
  });
});

describe('mq-zos-v71: errata in the text', () => {
  const errata = ds('errata').rows.map((r) => r.values as Record<string, string | number>);

  it.skipIf(!hasReport)('prints each erratum\'s text on the line it cites', () => {
    for (const e of errata) expect(line(e.line as number), String(e.id)).toContain(String(e.printed));
  });

  it('covers the defects the inventory names in the prose', () => {
    const printed = errata.map((e) => e.printed);
    for (const p of ['2194-779', 'V.71.0', 'DSBUFFS', 'TPIEPs', 'is is available', 'There is still be some', 'the increasing cost of incurred', 'Websphere', 'over 1300MB/second', 'the 70MB/second write rate', 'fewer than 100,000 subscriptions', '2KB Non-Persistent Server-in-Syncpoint', 'approximately 7 days']) {
      expect(printed, p).toContain(p);
    }
    for (const e of errata) {
      expect(['ocr', 'original'], String(e.id)).toContain(e.kind);
      expect(['typo', 'rounding', 'inconsistency', 'ambiguity', 'cross-reference', 'clarification'], String(e.id)).toContain(e.category);
    }
  });
});

describe('mq-zos-v71: the TREELIFE facts the calculator cites', () => {
  it.each([
    ['range-min', 'treelife_s', 0, 1136],
    ['range-max', 'treelife_s', 604000, 1136],
    ['default', 'treelife_s', 1800, 1136],
    ['zero-never-removes', 'treelife_s', 0, 1136],
    ['idle-60-too-frequent', 'treelife_s', 60, 1203],
    ['unwanted-topics-limit', 'topics', 200000, 1167],
    ['depth-4-example', 'levels', 4, 1175],
    ['depth-4-example', 'passes', 4, 1175],
    ['depth-4-example', 'treelife_s', 120, 1175],
    ['depth-4-example', 'minutes', 8, 1175],
  ] as const)('%s: %s = %d (line %d)', (id, col, value, at) => {
    expect(cell('treelife-topic-scavenger', { id }, col)).toBe(value);
    expect(cell('treelife-topic-scavenger', { id }, 'line')).toBe(at);
  });
});

describe.skipIf(!hasReport)('mq-zos-v71: each fact is printed on its own line', () => {
  // Stricter than the catalogue-wide provenance test: a fact row's numbers must be on the row's `line` (to `line_end`).
  for (const d of datasets.filter((x) => x.meta.columns.some((c) => c.name === 'line') && x.meta.id !== 'tuning-recommendations' && x.meta.id !== 'errata')) {
    it(d.meta.id, () => {
      const missing: string[] = [];
      for (const r of d.rows) {
        const from = r.values.line as number;
        const to = (r.values.line_end as number | null | undefined) ?? from;
        const printed = numbersOn(from, to);
        for (const col of d.meta.columns) {
          const v = r.values[col.name];
          if (typeof v !== 'number' || col.unit === 'line' || col.derived) continue;
          if (!printed.has(Math.abs(v))) missing.push(`${d.meta.key.map((k) => r.values[k]).join('/')} ${col.name}=${v} not on ${from}-${to}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('tuning recommendations cite report lines under the section they name', () => {
    // Markdown headings (minus running page headers and RMF report titles the conversion promoted), and bold lines the conversion left as pseudo-headings (not bold sentences).
    const headings = lines.map((l, i) => ({ i: i + 1, text: l.replace(/[#*]/g, '').trim() })).filter((h) => /^#/.test(lines[h.i - 1]!) || /^\*\*[^*]+[^.]\*\*$/.test(lines[h.i - 1]!.trim()));
    for (const r of ds('tuning-recommendations').rows) {
      const at = r.values.line as number;
      const section = String(r.values.section).replace(/[*]/g, '');
      const heading = [...headings].reverse().find((h) => h.i <= at && h.text !== 'WebSphere MQ for z/OS V7.1.0 Performance report' && h.text !== 'Performance report' && h.text !== 'DETAILS FOR ALL CHANNELS' && !/^Chart \d/.test(h.text));
      expect(heading?.text.replace(/\s+/g, ' '), `${r.values.id} (line ${at})`).toBe(section);
      expect(['general', 'platform-specific', 'historical']).toContain(r.values.scope);
    }
  });
});

// Then and now: the verdicts the newer z/OS reports give on this report's advice (verdict_report), each pointing at
// the line of that report that says so, and each stating no figure that is not on or near that line.
describe('mq-zos-v71: verdicts of the newer z/OS reports on its recommendations', () => {
  const recs = ds('tuning-recommendations').rows.map((r) => r.values);
  const modern = (id: string) => readFileSync(join(process.cwd(), '..', 'shared', 'modern', `${id}.txt`), 'utf8').split('\n');
  /** A distinctive phrase of each cited line, so a wrong line number fails. */
  const PHRASE: Record<string, [string, number, RegExp]> = {
    'offload-all-capacity': ['mq-zos-z16', 412, /should be increased by 8MB/],
    'channel-paths': ['mq-zos-z16', 232, /additional bandwidth offered by FICON 32/],
    'smds-volumes': ['mq-zos-zhyperwrite', 549, /configure 2 DASD boxes/],
    'v6-private-queue-spill': ['mq-zos-z16', 1077, /674,435 transactions per second/],
  };

  it('gives every verdict its report, line and note, and only where this test knows the phrase', () => {
    const withVerdict = recs.filter((r) => r.bp2020 !== null);
    expect(withVerdict.map((r) => r.id).sort()).toEqual(Object.keys(PHRASE).sort());
    for (const r of withVerdict) {
      const [report, lineNo] = PHRASE[r.id as string]!;
      expect(r.verdict_report, String(r.id)).toBe(report);
      expect(r.bp2020_line, String(r.id)).toBe(lineNo);
      expect(['confirms', 'changes', 'retires']).toContain(r.bp2020);
    }
  });

  it.skipIf(!existsSync(join(process.cwd(), '..', 'shared', 'modern')))('each verdict line says what the verdict claims', () => {
    for (const [id, [report, lineNo, phrase]] of Object.entries(PHRASE)) {
      const text = modern(report);
      expect(text[lineNo - 1], `${id}: ${report} line ${lineNo}`).toMatch(phrase);
      // Every number the note states is printed within three lines of the cited one.
      const near = text.slice(lineNo - 4, lineNo + 3).join(' ').replace(/,/g, '');
      const note = String(recs.find((r) => r.id === id)!.bp2020_note).replace(/,/g, '');
      for (const n of note.match(/\d+(?:\.\d+)?/g) ?? []) {
        if (['2013', '2019', '2022', '9.3', '16', '32', '25'].includes(n) && !near.includes(n)) continue; // years, product names and CFCC level 25
        expect(near, `${id}: ${n} in the note`).toContain(n);
      }
    }
  });
});
