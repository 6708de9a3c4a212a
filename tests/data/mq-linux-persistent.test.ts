import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../calculators/lib/csv.ts';
import { catalogueFileSchema, reportsFileSchema, type DatasetMeta } from '../../src/lib/data/schema.ts';
import { chartFileSchema, type ChartMeta } from '../../src/lib/data/chart-schema.ts';
import { readYaml } from '../../src/lib/data/yaml-file.ts';
import { rowMatches, validateDataset, type Row } from '../../src/lib/data/validate.ts';
import { RECOMMENDATION_COLUMNS } from '../../src/lib/recommendations/schema.ts';

// The Linux persistent messaging datasets against the report text: every table present once,
// every results cell re-read from the report, cells exactly as printed, corrections and errata
// quoting their lines, derived columns recomputed, and the report's own arithmetic redone.
// Only this report's catalogue is loaded, so another report's broken file cannot mask these checks.
const REPORT = 'mq-linux-persistent';
const root = process.cwd();
const dataDir = join(root, 'data', REPORT);
const reportFile = join(root, '..', 'shared', 'reports', `${REPORT}.txt`);
const reportLines = existsSync(reportFile) ? readFileSync(reportFile, 'utf8').split('\n') : [];
const onLine = (n: number) => reportLines[n - 1] ?? '';

interface Loaded {
  meta: DatasetMeta;
  csvText: string;
  rows: Row[];
}
const catalogue = readYaml(join(dataDir, 'catalogue.yaml'), `data/${REPORT}/catalogue.yaml`, catalogueFileSchema);
const datasets: Loaded[] = catalogue.datasets.map((meta) => {
  const file = `data/${REPORT}/${meta.file ?? `${meta.id}.csv`}`;
  const csvText = readFileSync(join(root, file), 'utf8');
  const { rows, errors } = validateDataset(meta, parseCsv(csvText, file), file);
  if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
  return { meta, csvText, rows: rows.map((r) => r.values) };
});
const charts: ChartMeta[] = readdirSync(join(dataDir, 'charts'))
  .filter((n) => n.endsWith('.json'))
  .map((n) => chartFileSchema.parse(JSON.parse(readFileSync(join(dataDir, 'charts', n), 'utf8'))));

function ds(id: string): Loaded {
  const found = datasets.find((d) => d.meta.id === id);
  if (!found) throw new Error(`no dataset ${REPORT}/${id}`);
  return found;
}
function row(id: string, where: Record<string, string | number>): Row {
  const matches = ds(id).rows.filter((r) => rowMatches(r, where));
  if (matches.length !== 1) throw new Error(`${id}: ${JSON.stringify(where)} matches ${matches.length} rows`);
  return matches[0]!;
}
const num = (v: unknown): number => {
  if (typeof v !== 'number') throw new Error(`expected a number, got ${String(v)}`);
  return v;
};

/** "1941" → ["1941", "1,941"]: how the report may print a stored cell. */
function printedForms(raw: string): string[] {
  const [int = '', frac] = raw.replace(/^-/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = raw.startsWith('-') ? '-' : '';
  return [...new Set([raw, `${sign}${grouped}${frac !== undefined ? `.${frac}` : ''}`])];
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The form appears on its own: not inside a longer number such as 16,384 or 0.005. */
function appearsIn(text: string, form: string): boolean {
  return new RegExp(`(?<![\\d.,])${escape(form)}(?![\\d]|[.,]\\d)`).test(text);
}

const NUMBERED = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'];
const RESULTS: Record<string, { id: string; header: number; caption: number; fileSystems: string[] }> = {};
{
  const hdd = ['Local HDD'];
  const san = [...hdd, 'SAN'];
  const nfs = [...san, 'NFS-1G', 'NFS-10G'];
  const all = [...san, 'NFS-1G', 'NFS-1GR', 'NFS-10G', 'NFS-10GR'];
  const blocks: [string, number, number, string[]][] = [
    ['3', 633, 644, hdd], ['4', 646, 657, hdd], ['5', 659, 670, hdd],
    ['6', 709, 720, san], ['7', 722, 733, san], ['8', 735, 746, san],
    ['9', 877, 888, nfs], ['10', 890, 901, nfs], ['11', 903, 914, nfs],
    ['12', 943, 954, all], ['13', 956, 967, all], ['14', 969, 980, all],
  ];
  for (const [n, header, caption, fileSystems] of blocks) {
    const d = datasets.find((x) => x.meta.table === n)!;
    RESULTS[n] = { id: d.meta.id, header, caption, fileSystems };
  }
}

describe('mq-linux-persistent: coverage', () => {
  it('has every numbered table exactly once, with an id of the form table-NN-', () => {
    const tables = datasets.filter((d) => d.meta.kind === 'table');
    expect(tables.map((d) => d.meta.table).sort()).toEqual([...NUMBERED].sort());
    for (const d of tables) expect(d.meta.id).toMatch(new RegExp(`^table-${d.meta.table!.padStart(2, '0')}-[a-z0-9-]+$`));
  });

  it('publishes the unnumbered tabular data the report prints', () => {
    for (const id of [
      'workload-configuration', 'file-systems-tested', 'test-hosts', 'log-file-sets', 'log-buffer-pages',
      'statq-request1-syncpoint', 'iostat-san-write-merges', 'san-write-merge-round-trips', 'fibre-latency-10km',
      'amqsrua-log-statistics', 'aggregation-timeline', 'write-response-vs-aggregation', 'mqldt-sample-output',
      'iostat-sample-output', 'quoted-write-rates', 'nfs-delay-tests', 'best-practices', 'tuning-recommendations', 'errata',
    ]) {
      expect(ds(id).meta.kind, id).toBe('unnumbered');
    }
    expect(ds('derived-latency-bound-throughput').meta.kind).toBe('derived');
  });

  it('captions are the printed captions', () => {
    for (const d of datasets.filter((x) => x.meta.kind === 'table')) {
      const n = d.meta.table!;
      const caption = reportLines.find((l) => new RegExp(`^Table ${n}\\s*-`).test(l));
      expect(caption, `caption of Table ${n}`).toBeDefined();
      expect(caption!.replace(/^Table \d+\s*-\s*/, '').trim()).toBe(d.meta.title);
    }
  });

  it('keeps the values another helper\'s log-sizing calculator cites', () => {
    expect(row('table-01-peak-2k-round-trips', { log_file_set: '1GB' }).peak_round_trips_per_s).toBe(87338);
    expect(row('table-01-peak-2k-round-trips', { log_file_set: '4GB' }).peak_round_trips_per_s).toBe(70435);
    for (const r of ds('amqsrua-log-statistics').rows) expect(r.log_bytes_max).toBe(1744830464);
  });

  it('has a tuning-recommendations dataset of the shared shape, every row tied to a report line', () => {
    const shape = [...RECOMMENDATION_COLUMNS];
    const rec = ds('tuning-recommendations');
    expect(rec.meta.columns.map((c) => c.name)).toEqual(shape);
    for (const r of rec.rows) {
      expect(['general', 'platform-specific', 'historical']).toContain(r.scope);
      expect(num(r.line)).toBeGreaterThan(0);
      expect(onLine(num(r.line)).trim(), `recommendation ${String(r.id)} points at an empty line`).not.toBe('');
    }
    // Each of the ten best practices is a recommendation, cited at the line that states it.
    for (const bp of ds('best-practices').rows) {
      expect(rec.rows.some((r) => r.line === bp.line), `best practice #${String(bp.number)}`).toBe(true);
    }
  });
});

describe.skipIf(reportLines.length === 0)('mq-linux-persistent: against the report text', () => {
  for (const d of datasets.filter((x) => x.meta.kind !== 'derived')) {
    it(`${d.meta.id}: every numeric cell is printed on lines ${d.meta.lines.join('–')}`, () => {
      const text = reportLines.slice(d.meta.lines[0] - 1, d.meta.lines[1]).join('\n');
      const csv = parseCsv(d.csvText, d.meta.id);
      const missing: string[] = [];
      csv.records.forEach((record, i) => {
        d.meta.columns.forEach((col) => {
          const raw = record.cells[csv.header.indexOf(col.name)] ?? '';
          if (col.type === 'string' || col.derived || col.unit === 'line' || raw === '') return;
          if (d.meta.corrections.some((c) => c.column === col.name && rowMatches(d.rows[i]!, c.row))) return;
          if (!printedForms(raw).some((form) => appearsIn(text, form))) missing.push(`CSV line ${record.line} ${col.name}=${raw}`);
        });
      });
      expect(missing).toEqual([]);
    });
  }

  it('re-reads every cell of Tables 3-14 from the report and finds it stored', () => {
    const metric = { 'MB/s': 'mb_per_s', 'Latency (µs)': 'latency_us', 'Write size (KB)': 'write_size_kb' } as const;
    for (const [n, t] of Object.entries(RESULTS)) {
      const header = onLine(t.header).split('\t');
      expect(header.slice(2), `Table ${n} header`).toEqual(['Local HDD', 'SAN', 'NFS-1G', 'NFS-1GR', 'NFS-10G', 'NFS-10GR']);
      const size = /^\*?(\d+)K Message/.exec(header[0]!)![1];
      expect(onLine(t.caption)).toMatch(new RegExp(`^Table ${n}\\s*-\\s*${size}KiB Message Results`));
      let cells = 0;
      let requesters = 0;
      for (let line = t.header + 1; line < t.caption - 1; line++) {
        const parts = onLine(line).split('\t');
        const group = /^(\d+) Requesters?$/.exec(parts[0]!);
        if (group) requesters = Number(group[1]);
        const column = metric[parts[1] as keyof typeof metric];
        expect(column, `Table ${n} line ${line}`).toBeDefined();
        header.slice(2).forEach((fs, j) => {
          const printed = (parts[2 + j] ?? '').trim();
          if (!printed) {
            expect(t.fileSystems, `Table ${n} prints nothing for ${fs}`).not.toContain(fs);
            return;
          }
          cells++;
          const stored = row(t.id, { requesters, file_system: fs });
          expect(stored[column], `Table ${n}, ${requesters} requesters, ${fs}, ${parts[1]}`).toBe(Number(printed));
          expect(stored.message_size).toBe(`${size}KiB`);
        });
      }
      expect(cells).toBe(ds(t.id).rows.length * 3);
      expect(new Set(ds(t.id).rows.map((r) => r.file_system))).toEqual(new Set(t.fileSystems));
    }
  });

  it('Tables 3-11 repeat the same cells as the widest table for their message size', () => {
    const widest: Record<string, string> = { '2KiB': RESULTS['12']!.id, '20KiB': RESULTS['13']!.id, '200KiB': RESULTS['14']!.id };
    for (const n of ['3', '4', '5', '6', '7', '8', '9', '10', '11']) {
      for (const r of ds(RESULTS[n]!.id).rows) {
        const wide = row(widest[String(r.message_size)]!, { requesters: num(r.requesters), file_system: String(r.file_system) });
        expect(r, `Table ${n}`).toEqual(wide);
      }
    }
  });

  it('spot checks: Tables 1 and 2 against their lines', () => {
    expect(onLine(168)).toBe('Non-Persistent\t60\t325,400\t100%');
    expect(row('table-01-peak-2k-round-trips', { configuration: 'Non-Persistent' })).toMatchObject({ requesters: 60, peak_round_trips_per_s: 325400, cpu_utilisation_pct: 100 });
    expect(onLine(169)).toContain('70,435\t72%');
    expect(row('table-01-peak-2k-round-trips', { configuration: 'Persistent-1' })).toMatchObject({ log_file_set: '4GB', requesters: 60, cpu_utilisation_pct: 72 });
    expect(onLine(178)).toContain('Persistent-1 was defined with a 4GB transaction log file set');
    expect(onLine(170)).toContain('120\t87,338\t93%');
    expect(onLine(180)).toContain('Persistent-2 was defined with a 1GB transaction log file set');
    expect(onLine(589)).toBe('4GiBLog (WriteThrough – No disk cache)\t215842\t5012 μ s');
    expect(row('table-02-write-latency-4gib-log', { test: '4GiBLog (WriteThrough – No disk cache)' })).toMatchObject({
      raid_write_policy: 'WriteThrough', disk_write_cache: 'off', block_size_bytes: 215842, latency_us: 5012,
    });
    expect(row('table-02-write-latency-4gib-log', { test: '4GiBLog (WriteBack – No disk cache)' }).latency_us).toBe(207);
  });

  it('spot checks: amqsrua, STATQ, MQLDT, iostat and fibre samples against their lines', () => {
    const one = row('amqsrua-log-statistics', { sample: '2k-1-requester' });
    expect(onLine(1031)).toBe('Log - physical bytes written 1159884800 **115987019/sec**');
    expect(one).toMatchObject({ physical_bytes: 1159884800, physical_bytes_per_s: 115987019, logical_bytes_per_s: 29073784, write_latency_us: 25, write_size_bytes: 5122 });
    expect(onLine(1054)).toBe('Log - write size 3673301');
    expect(row('amqsrua-log-statistics', { sample: '200k-60-requesters' }).log_bytes_in_use).toBe(1744830464);
    expect(onLine(1299)).toBe('Log - write latency 306 uSec');
    expect(row('amqsrua-log-statistics', { sample: 'section-3-sample-2' }).write_latency_us).toBe(306);
    expect(onLine(349)).toContain('lock contention 24.56%');
    expect(onLine(381)).toContain('lock contention 98.98%');
    expect(row('statq-request1-syncpoint', { put_mode: 'outside syncpoint' })).toMatchObject({ mqput_count: 14605, mqput_per_s: 1459, lock_contention_pct: 98.98 });
    expect(onLine(1362)).toContain('6,132,858,880');
    expect(row('mqldt-sample-output', { run: '128K writes to /var/san1' })).toMatchObject({ total_writes: 46790, avg_bytes_per_s: 306754931, avg_latency_ns: 415704 });
    expect(onLine(1412)).toMatch(/^dm-6\s+0\.00\s+0\.00\s+0\.00 4080\.50/);
    expect(row('iostat-sample-output', { device: 'dm-6' })).toMatchObject({ w_per_s: 4080.5, await_ms: 2.46, svctm_ms: 0.24 });
    expect(row('iostat-san-write-merges', { nomerges: 0, device: 'mpatha' })).toMatchObject({ wrqm_per_s: 1128.5, w_per_s: 1474.5 });
    expect(onLine(925)).toBe('1.470\t203.94m/µs\t49.03 µs');
    expect(row('fibre-latency-10km', { refractive_index: 1.47 })).toMatchObject({ speed_m_per_us: 203.94, latency_us: 49.03, applied_delay_each_way_us: 50 });
  });

  it('every correction names its line, and the printed text is on it', () => {
    const all = datasets.flatMap((d) => d.meta.corrections.map((c) => ({ id: d.meta.id, c })));
    expect(all.length).toBeGreaterThan(0);
    for (const { id, c } of all) {
      expect(c.line, `${id}: correction of ${c.column} has no line`).toBeDefined();
      expect(onLine(c.line!), `${id} line ${c.line}`).toContain(c.printed);
      expect(c.printed).not.toBe(c.corrected);
    }
  });

  it('every erratum quotes its line exactly and says what it should read', () => {
    const errata = ds('errata').rows;
    for (const e of errata) {
      expect(onLine(num(e.line)), `erratum ${String(e.id)}`).toContain(String(e.printed));
      expect(String(e.corrected)).not.toBe('');
      expect(e.corrected).not.toBe(e.printed);
      expect(['ocr', 'original', 'reconstructed']).toContain(e.kind);
    }
    // The defects the brief names.
    expect(errata.find((e) => e.line === 270)).toMatchObject({ printed: 'round trip rate ~4K/sec', corrected: 'round trip rate ~40K/sec' });
    expect(errata.find((e) => e.line === 1140)).toMatchObject({ printed: 'around 390MB', corrected: 'around 390KB' });
    expect(errata.find((e) => e.line === 172)).toMatchObject({ printed: '2x12 Core Server', corrected: '2x14 Core Server' });
    expect(onLine(677)).toContain('2x14 Cores');
    // The corrected round-trip rate is what the STATQ sample implies: 10 request queues × puts per queue.
    expect(num(row('statq-request1-syncpoint', { put_mode: 'inside syncpoint' }).round_trips_per_s_all_queues)).toBeCloseTo(40000, -3);
    // The corrected write size sits with Table 13's 60-requester write sizes, not a thousand times above them.
    const w = num(row('nfs-delay-tests', { scenario: 'sixty-unrated' }).write_size_kb);
    const t13 = ds(RESULTS['13']!.id).rows.filter((r) => r.requesters === 60).map((r) => num(r.write_size_kb));
    expect(w).toBeGreaterThan(Math.min(...t13) * 0.9);
    expect(w).toBeLessThan(Math.max(...t13));
  });

  it('every best practice is quoted exactly on its line', () => {
    const bps = ds('best-practices').rows;
    expect(bps.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const b of bps) expect(onLine(num(b.line))).toBe(`Best Practice #${String(b.number)}: ${String(b.practice)}`);
  });
});

describe('mq-linux-persistent: derived values recomputed', () => {
  it('log file-set sizes, and the 1.5GB set matches amqsrua\'s bytes max', () => {
    for (const r of ds('log-file-sets').rows) {
      const file = num(r.log_file_pages) * 4096;
      expect(r.log_file_bytes).toBe(file);
      expect(r.primary_set_bytes).toBe(num(r.log_primary_files) * file);
      expect(r.max_log_bytes).toBe((num(r.log_primary_files) + num(r.log_secondary_files)) * file);
    }
    expect(row('log-file-sets', { file_set: '1.5GB' }).max_log_bytes).toBe(row('amqsrua-log-statistics', { sample: '2k-1-requester' }).log_bytes_max);
    expect(row('log-file-sets', { file_set: '1.5GB' }).primary_set_bytes).toBe(row('amqsrua-log-statistics', { sample: '2k-1-requester' }).log_bytes_in_use);
    expect(row('log-file-sets', { file_set: '1.5GB' }).log_file_bytes).toBe(row('mqldt-sample-output', { run: '128K writes to /var/san1' }).file_size_bytes);
  });

  it('log buffer sizes are pages × 4KiB', () => {
    const sizes: Record<string, number> = { '2MiB': 2 * 2 ** 20, '512KiB': 512 * 1024, '16MiB': 16 * 2 ** 20 };
    for (const r of ds('log-buffer-pages').rows) {
      expect(r.buffer_bytes).toBe(num(r.effective_pages) * 4096);
      expect(r.buffer_bytes).toBe(sizes[String(r.size_as_printed)]);
    }
  });

  it('STATQ: bytes per put and the all-queue round trip rate', () => {
    for (const r of ds('statq-request1-syncpoint').rows) {
      expect(r.bytes_per_put).toBe(num(r.mqput_bytes) / num(r.mqput_count));
      expect(r.round_trips_per_s_all_queues).toBe(10 * num(r.mqput_per_s));
      // The printed rate is the count over the interval.
      expect(num(r.mqput_count) / num(r.interval_s)).toBeCloseTo(num(r.mqput_per_s), -1);
    }
    expect(row('workload-configuration', { driver: 'MQ-CPH' }).queue_pairs).toBe(10);
  });

  it('amqsrua: ratios, shares and pages per write', () => {
    for (const r of ds('amqsrua-log-statistics').rows) {
      const phys = num(r.physical_bytes_per_s);
      const logical = num(r.logical_bytes_per_s);
      expect(r.physical_to_logical_ratio).toBe(Number((phys / logical).toFixed(4)));
      expect(r.logical_share_pct).toBe(Number(((100 * logical) / phys).toFixed(2)));
      expect(r.pages_per_write).toBe(Number((num(r.write_size_bytes) / 4096).toFixed(2)));
      // The rates are the interval totals over the interval, to within rounding of the interval.
      expect(Math.abs(num(r.physical_bytes) / num(r.interval_s) / phys - 1)).toBeLessThan(0.001);
    }
    expect(row('amqsrua-log-statistics', { sample: '2k-1-requester' }).logical_share_pct).toBe(25.07);
  });

  it('the aggregation example: times after the first commit and records per write', () => {
    const ms = (t: string) => {
      const [h, m, s, f] = t.split('.').map(Number);
      return ((h! * 60 + m!) * 60 + s!) * 1000 + f!;
    };
    for (const r of ds('aggregation-timeline').rows) expect(r.ms_after_first_commit).toBe(ms(String(r.time)) - ms('10.01.04.000'));
    for (const r of ds('write-response-vs-aggregation').rows) {
      expect(r.records_in_write).toBe(String(r.subsequent_log_write).split(' + ').length);
      // The write that starts when the first completes carries what arrived after A's commit, up to then.
      const start = Math.max(num(r.write_response_ms) - (String(r.write_response_time).startsWith('<') ? 1 : 0), 5);
      const expected = ds('aggregation-timeline').rows.filter((e) => num(e.ms_after_first_commit) > 0 && num(e.ms_after_first_commit) <= start).length;
      expect(r.records_in_write, String(r.write_response_time)).toBe(expected);
    }
  });

  it('MQLDT and iostat samples are internally consistent', () => {
    const m = row('mqldt-sample-output', { run: '128K writes to /var/san1' });
    expect(m.total_bytes).toBe(num(m.total_writes) * num(m.block_size_bytes));
    expect(num(m.total_bytes) / num(m.duration_s) / num(m.avg_bytes_per_s)).toBeCloseTo(1, 2);
    for (const id of ['iostat-san-write-merges', 'iostat-sample-output']) {
      for (const r of ds(id).rows.filter((x) => num(x.w_per_s) > 0)) {
        // avgrq-sz is in 512-byte sectors: 2 × kB/s ÷ writes/s.
        expect(Math.abs((2 * num(r.wkb_per_s)) / num(r.w_per_s) - num(r.avgrq_sz_sectors)), `${id} ${String(r.device)}`).toBeLessThan(0.01);
      }
    }
    const on = (device: string) => row('iostat-san-write-merges', { nomerges: 0, device });
    expect(num(on('mpatha1').w_per_s) - num(on('mpatha').w_per_s)).toBe(on('mpatha').wrqm_per_s);
  });

  it('fibre latency: distance × refractive index ÷ c', () => {
    const f = row('fibre-latency-10km', { refractive_index: 1.47 });
    const c = 299.792458; // metres per microsecond
    expect(num(f.speed_m_per_us)).toBeCloseTo(c / num(f.refractive_index), 2);
    expect(num(f.latency_us)).toBeCloseTo((num(f.distance_km) * 1000) / num(f.speed_m_per_us), 2);
  });

  it('the latency-bound dataset is recomputed from Tables 12-14', () => {
    const d = ds('derived-latency-bound-throughput');
    expect(d.rows.length).toBe(['12', '13', '14'].reduce((n, t) => n + ds(RESULTS[t]!.id).rows.length, 0));
    for (const r of d.rows) {
      const src = row(RESULTS[{ '2KiB': '12', '20KiB': '13', '200KiB': '14' }[String(r.message_size)]!]!.id, { requesters: num(r.requesters), file_system: String(r.file_system) });
      expect([r.mb_per_s, r.write_size_kb, r.latency_us]).toEqual([src.mb_per_s, src.write_size_kb, src.latency_us]);
      const bound = (num(r.write_size_kb) / num(r.latency_us)) * 1000;
      expect(r.write_size_over_latency_mb_per_s).toBe(Number(bound.toFixed(1)));
      expect(r.measured_over_bound).toBe(Number((num(r.mb_per_s) / bound).toFixed(2)));
    }
  });
});

describe('mq-linux-persistent: charts', () => {
  it('has the charts the page needs, each drawing only this report\'s datasets', () => {
    expect(charts.map((c) => c.id).sort()).toEqual(
      [
        'latency-bound-check', 'log-throughput-by-file-system', 'mq-against-mqldt-san', 'partial-page-overhead', 'persistence-cost',
        'syncpoint-effect', 'write-latency-4gib-cache-modes', 'write-latency-by-write-size', 'write-size-by-requesters',
      ].sort(),
    );
    for (const c of charts) for (const id of c.datasets) expect(() => ds(id), `${c.id} → ${id}`).not.toThrow();
  });

  it('every chart the page shows is placed on the page, and the page cites only rows that exist', () => {
    const page = readFileSync(join(root, 'content', 'reports', `${REPORT}.mdx`), 'utf8');
    for (const c of charts) expect(page, c.id).toContain(`<Chart id="${REPORT}/${c.id}" />`);
    expect(page).toMatch(/<Recommendations report="mq-linux-persistent" \/>/);
    expect(page).toMatch(/<Errata report="mq-linux-persistent" \/>/);
    expect(page).toMatch(/sidebar:\s*\n\s*order: 2/);
  });
});
