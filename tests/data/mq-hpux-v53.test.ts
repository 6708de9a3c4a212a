import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue, cellOf, type Dataset } from '../../src/lib/data/catalogue.ts';
import { parseCsv } from '../../calculators/lib/csv.ts';
import { rowMatches, type Row } from '../../src/lib/data/validate.ts';

// The HP-UX V5.3 datasets against the report text: every table present once, cells exactly as
// printed (stricter than the generic provenance test: the CSV text itself, at a number boundary),
// corrections and errata quoting their lines, and the report's own arithmetic redone.
const REPORT = 'mq-hpux-v53';
const datasets = loadCatalogue().datasets.filter((d) => d.report.id === REPORT);
const reportFile = join(process.cwd(), '..', 'shared', 'reports', `${REPORT}.txt`);
const reportLines = existsSync(reportFile) ? readFileSync(reportFile, 'utf8').split('\n') : [];

function ds(id: string): Dataset {
  const found = datasets.find((d) => d.meta.id === id);
  if (!found) throw new Error(`no dataset ${REPORT}/${id}`);
  return found;
}
const cell = (id: string, row: Record<string, string | number>, col: string) => cellOf(ds(id), row, col).value;
const rows = (id: string): Row[] => ds(id).rows.map((r) => r.values);
const num = (v: unknown): number => {
  if (typeof v !== 'number') throw new Error(`expected a number, got ${String(v)}`);
  return v;
};

/** "1941" → ["1941", "1,941"]: how the report may print a stored cell. */
function printedForms(raw: string): string[] {
  const [int = '', frac] = raw.replace(/^-/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = raw.startsWith('-') ? '-' : '';
  const forms = new Set([raw, `${sign}${grouped}${frac !== undefined ? `.${frac}` : ''}`]);
  return [...forms];
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The form appears on its own: not inside a longer number such as 16,384 or 0.005. */
function appearsIn(text: string, form: string): boolean {
  return new RegExp(`(?<![\\d.,])${escape(form)}(?![\\d]|[.,]\\d)`).test(text);
}

const NUMBERED = ['1', '2', '3', '3a', '4', '5', '5a', '6', '6a', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '20a'];

describe('mq-hpux-v53: coverage', () => {
  it('has every numbered table exactly once, with an id of the form table-NN[a]-', () => {
    const tables = datasets.filter((d) => d.meta.kind === 'table');
    expect(tables.map((d) => d.meta.table).sort()).toEqual([...NUMBERED].sort());
    for (const d of tables) {
      const [, n = '', suffix = ''] = /^(\d+)([a-z]?)$/.exec(d.meta.table!) ?? [];
      expect(d.meta.id).toMatch(new RegExp(`^table-${n.padStart(2, '0')}${suffix}-[a-z0-9-]+$`));
    }
  });

  it('publishes the unnumbered tables, the recommendations and the errata', () => {
    for (const id of ['log-configuration', 'hpux-kernel-sizing', 'kernel-image-size', 'hardware', 'software', 'glossary', 'release-highlights-average-gains', 'release-highlights-capacity', 'tuning-recommendations']) {
      expect(ds(id).meta.kind, id).toBe('unnumbered');
    }
    expect(ds('errata').meta.kind).toBe('derived');
  });
});

describe.skipIf(reportLines.length === 0)('mq-hpux-v53: cells exactly as printed', () => {
  for (const d of datasets.filter((x) => x.meta.kind !== 'derived')) {
    it(`${d.meta.id}: every numeric cell is printed on lines ${d.meta.lines.join('–')}`, () => {
      const text = reportLines.slice(d.meta.lines[0] - 1, d.meta.lines[1]).join('\n');
      const csv = parseCsv(d.csvText, d.file);
      const missing: string[] = [];
      csv.records.forEach((record, i) => {
        const values = d.rows[i]!.values;
        d.meta.columns.forEach((col) => {
          const raw = record.cells[csv.header.indexOf(col.name)] ?? '';
          if (col.type === 'string' || col.derived || col.unit === 'line' || raw === '') return;
          if (d.meta.corrections.some((c) => c.column === col.name && rowMatches(values, c.row))) return;
          if (!printedForms(raw).some((form) => appearsIn(text, form))) missing.push(`CSV line ${record.line} ${col.name}=${raw}`);
        });
      });
      expect(missing).toEqual([]);
    });
  }

  it('every report line a dataset cites lies inside the report, and its row says what that line says', () => {
    for (const d of datasets) {
      const lineCol = d.meta.columns.find((c) => c.unit === 'line');
      if (!lineCol) continue;
      for (const r of d.rows) {
        const line = num(r.values[lineCol.name]);
        expect(line, `${d.file} line ${r.line}`).toBeGreaterThan(0);
        expect(line, `${d.file} line ${r.line}`).toBeLessThanOrEqual(1942);
      }
    }
    // Rows whose line holds their value or term, once the conversion's misread characters are put right.
    const fixOcr = (line: string) => line.replace(/¢/g, 'c').replace('AlX', 'AIX').replace('—', '-').replace('runmgqlsr', 'runmqlsr');
    for (const r of [...rows('hardware'), ...rows('software')]) expect(fixOcr(reportLines[num(r.line) - 1]!), String(r.value)).toContain(String(r.value));
    for (const r of rows('glossary')) expect(fixOcr(reportLines[num(r.line) - 1]!), String(r.term)).toContain(String(r.term));
    for (const r of rows('hpux-kernel-sizing')) expect(reportLines[num(r.line) - 1], String(r.id)).toContain(String(r.printed));
    for (const r of rows('release-highlights-average-gains')) expect(reportLines[num(r.line) - 1]).toContain(`${r.average_gain_pct}%`);
  });

  it('every correction quotes what its line printed', () => {
    for (const d of datasets) {
      for (const c of d.meta.corrections) {
        expect(c.line, `${d.meta.id} ${c.column}`).toBeDefined();
        expect(reportLines[c.line! - 1], `${d.meta.id} ${JSON.stringify(c.row)} ${c.column}`).toContain(c.printed);
      }
    }
  });

  it('every erratum quotes its line exactly', () => {
    for (const r of rows('errata')) {
      expect(reportLines[num(r.line) - 1], String(r.id)).toContain(String(r.printed));
      expect(r.corrected, String(r.id)).not.toBe(r.printed);
    }
  });
});

describe('mq-hpux-v53: values as printed', () => {
  it.each([
    ['table-01-local-nonpersistent-headline', { version: 'V5.3', apps: 8 }, 'round_trips_per_s', 2160, 314],
    ['table-01-local-nonpersistent-headline', { version: 'V5.2', apps: 8 }, 'round_trips_per_s', 1830, 311],
    ['table-02-local-persistent-headline', { version: 'V5.3', apps: 104 }, 'round_trips_per_s', 433, 364],
    ['table-03-client-nonpersistent-headline', { version: 'V5.3', apps: 5 }, 'round_trips_per_s', 1966, 438],
    ['table-04-client-persistent-headline', { version: 'V5.3', apps: 96 }, 'round_trips_per_s', 422, 483],
    ['table-03a-client-input-queues', { test_name: 'clnp1_4q', apps: 12 }, 'round_trips_per_s', 2513, 720],
    ['table-05-client-rated-listeners', { test_name: 'clnp1_r3600_runmqlsr', version: 'V5.3' }, 'pct_vs_v52', 99, 552],
    ['table-05a-client-knee', { version: 'V5.2', apps: 1000 }, 'resp_time_s', 1.635, 578],
    ['table-06-client-swap-per-connection', { test_name: 'clnp1_r3600_runmqlsr', apps: 100 }, 'swap_per_app_MB', 0.46, 617],
    ['table-06a-buffer-overflow', { apps: 1200 }, 'curdepth', 1187, 656],
    ['table-07-server-nonpersistent-headline', { version: 'V5.3', apps: 19 }, 'round_trips_per_s', 2128, 813],
    ['table-08-server-persistent-headline', { version: 'V5.3', apps: 236 }, 'round_trips_per_s', 459, 842],
    ['table-09-server-rated-listeners', { test_name: 'dqnp1_r3600_runmqlsr', version: 'V5.3' }, 'pct_vs_v52', -6, 927],
    ['table-10-local-message-sizes', { test_name: 'local_np1_200K', version: 'V5.3' }, 'pct_vs_v52', 379, 1002],
    ['table-11-client-message-sizes', { test_name: 'clpm3', version: 'V5.3' }, 'round_trips_per_s', 421, 1051],
    ['table-12-server-message-sizes', { test_name: 'dqpm1_200K', version: 'V5.2' }, 'round_trips_per_s', 7, 1115],
    ['table-13-trusted-local', { test_name: 'local_np1_trusted', version: 'V5.3' }, 'round_trips_per_s', 4738, 1161],
    ['table-14-trusted-channels', { test_name: 'dqnp1_trusted', version: 'V5.3' }, 'round_trips_per_s', 3235, 1182],
    ['table-15-short-sessions', { test_name: 'clnp1_ss_r3600_runmqlsr', version: 'V5.3' }, 'short_sessions_per_s', 85, 1232],
    ['table-16-client-capacity', { test_name: 'clnp1_cmax_runmqlsr_t10', version: 'V5.3' }, 'apps', 17500, 1278],
    ['table-16-client-capacity', { test_name: 'clnp1_cmax_runmqlsr_t10_no_correlid', version: 'V5.3' }, 'apps', 7500, 1279],
    ['table-17-client-capacity-memory', { test_name: 'clnp1_cmax_runmqlsr_t10', apps: 17500 }, 'shm_total_MB', 290.2, 1338],
    ['table-17-client-capacity-memory', { test_name: 'clnp1_cmax_t10 (inetd)', apps: 6100 }, 'swap_total_GB', 11.7, 1327],
    ['table-18-server-capacity', { test_name: 'dqnp1_qmax_runmqlsr', version: 'V5.3' }, 'apps', 5000, 1385],
    ['table-18-server-capacity', { test_name: 'dqnp1_q1000_runmqlsr', version: 'V5.3' }, 'round_trips_per_s', 969, 1382],
    ['table-19-server-capacity-memory', { test_name: 'dqnp1_qmax (inetd)', apps: 1000 }, 'swap_per_app_MB', 4.2, 1419],
    ['table-20-ipc-kernel-parameters', { parameter: 'shmmax' }, 'fastpath_client', 304284648, 1697],
    ['table-20-ipc-kernel-parameters', { parameter: 'semmni' }, 'measured', 13, 1692],
    ['table-20a-ipc-at-capacity', { test_name: 'clnp1_cmax_runmqlsr_t10_no_correlid' }, 'segs', 54, 1706],
    ['hpux-kernel-sizing', { id: 'nkthread-max' }, 'value', 30000, 1603],
    ['log-configuration', { section: '6.2' }, 'log_file_pages', 16384, 1366],
    ['kernel-image-size', { segment: 'bss' }, 'bytes', 271303456, 1715],
    ['release-highlights-capacity', { limit: 'Server channel pairs' }, 'v53', 5000, 202],
  ] as [string, Record<string, string | number>, string, number, number][])('%s %o %s = %d (report line %d)', (id, row, col, expected) => {
    expect(cell(id, row, col)).toBe(expected);
  });
});

describe('mq-hpux-v53: corrections', () => {
  const corrected = (id: string) => ds(id).meta.corrections.map((c) => `${JSON.stringify(c.row)} ${c.column}: ${c.printed} -> ${c.corrected}`);

  it('stores Table 17\'s "44.9MB" as the 143MB that 24.0K × 6,100 and Table 20a give', () => {
    expect(corrected('table-17-client-capacity-memory')).toEqual(['{"test_name":"clnp1_cmax_t10 (inetd)","apps":6100} shm_total_MB: 44.9MB -> 143']);
    const perApp = num(cell('table-17-client-capacity-memory', { test_name: 'clnp1_cmax_t10 (inetd)', apps: 6100 }, 'shm_per_app_KB'));
    expect((perApp * 6100) / 1024).toBeCloseTo(143, 0);
    expect(cell('table-20a-ipc-at-capacity', { test_name: 'clnp1_cmax_t10 (inetd)' }, 'shm_MB')).toBe(143);
  });

  it('lists every unreadable or damaged table cell', () => {
    expect(corrected('table-10-local-message-sizes')).toEqual(['{"test_name":"local_np1_20K","version":"V5.2"} apps: ) -> ']);
    expect(corrected('table-13-trusted-local')).toEqual(['{"test_name":"local_np1_trusted","version":"V5.2"} apps: @) -> ']);
    expect(corrected('table-16-client-capacity')).toEqual(['{"test_name":"clnp1 (inetd)","version":"V5.2"} apps: ) -> 2']);
    expect(corrected('table-18-server-capacity')).toEqual(['{"test_name":"dqnp1_qmax (inetd)","version":"V5.2"} cpu_pct: @) -> ']);
    expect(corrected('table-20-ipc-kernel-parameters')).toHaveLength(6);
    expect(corrected('log-configuration')).toEqual(['{"section":"7.1.2"} log_buffer_pages: 5712 x 4K pages -> 512']);
    const total = datasets.reduce((n, d) => n + d.meta.corrections.length, 0);
    expect(total).toBe(12);
  });

  it('records the prose and formula errors the brief names, with the corrected arithmetic', () => {
    const errata = new Map(rows('errata').map((r) => [r.id, r]));
    expect(errata.get('log-buffer-pages')).toMatchObject({ line: 1496, printed: '5712 x 4K pages = 2MB', corrected: '512 × 4K pages = 2MB' });
    expect(errata.get('swap-per-channel-divide')).toMatchObject({ line: 1639, printed: '7GB + 17,500 = 423K', corrected: '7GB ÷ 17,500 = 423K' });
    expect(errata.get('nproc-runmqlsr-divide')).toMatchObject({ line: 1615, printed: '30,000 + 50 = 600+', corrected: '30,000 ÷ 50 = 600+' });
    expect(errata.get('nfile-runmqlsr')).toMatchObject({ line: 1619, printed: '10,000 + 600 x 3 = 28,000+', corrected: '30,000 + 600 × 3 = 31,800+', kind: 'original' });
    // 512 pages of 4K is the 2MB the line states; 5712 pages is not.
    expect((512 * 4096) / 2 ** 20).toBe(2);
    expect((5712 * 4096) / 2 ** 20).not.toBe(2);
    for (const r of rows('errata')) expect(['ocr', 'original', 'reconstructed']).toContain(r.kind);
  });
});

describe('mq-hpux-v53: the report\'s arithmetic, redone', () => {
  const pct = (a: number, b: number) => Math.round(((a - b) / b) * 100) + 0;

  it('Tables 1–4: the % compares V5.3 with V5.2 at the same number of applications', () => {
    for (const id of ['table-01-local-nonpersistent-headline', 'table-02-local-persistent-headline', 'table-03-client-nonpersistent-headline', 'table-04-client-persistent-headline']) {
      for (const r of rows(id).filter((x) => x.version === 'V5.3')) {
        const v52 = num(cell(id, { version: 'V5.2', apps: num(r.apps) }, 'round_trips_per_s'));
        expect(pct(num(r.round_trips_per_s), v52), `${id} at ${r.apps}`).toBe(r.pct_vs_v52);
      }
    }
  });

  it('Tables 5 and 9–14: the % compares the V5.3 peak with the V5.2 peak', () => {
    for (const id of ['table-05-client-rated-listeners', 'table-09-server-rated-listeners', 'table-10-local-message-sizes', 'table-11-client-message-sizes', 'table-12-server-message-sizes', 'table-13-trusted-local', 'table-14-trusted-channels']) {
      for (const r of rows(id).filter((x) => x.version === 'V5.3')) {
        const v52 = num(cell(id, { test_name: String(r.test_name), version: 'V5.2' }, 'round_trips_per_s'));
        expect(pct(num(r.round_trips_per_s), v52), `${id} ${r.test_name}`).toBe(r.pct_vs_v52);
      }
    }
  });

  it('Tables 7 and 8: the peak row compares the peaks, the bracketed row the same number of applications', () => {
    for (const [id, at] of [['table-07-server-nonpersistent-headline', 20], ['table-08-server-persistent-headline', 120]] as const) {
      const v52peak = rows(id).find((r) => r.version === 'V5.2' && r.point === 'peak')!;
      const v53peak = rows(id).find((r) => r.version === 'V5.3' && r.point === 'peak')!;
      expect(pct(num(v53peak.round_trips_per_s), num(v52peak.round_trips_per_s))).toBe(v53peak.pct_vs_v52);
      const same = pct(num(cell(id, { version: 'V5.3', apps: at }, 'round_trips_per_s')), num(cell(id, { version: 'V5.2', apps: at }, 'round_trips_per_s')));
      expect(same).toBe(cell(id, { version: 'V5.3', apps: at }, 'pct_vs_v52'));
    }
  });

  it('Tables 17 and 19: shared memory per application is the total × 1,024 ÷ applications (binary MB)', () => {
    for (const id of ['table-17-client-capacity-memory', 'table-19-server-capacity-memory']) {
      for (const r of rows(id).filter((x) => x.shm_total_MB !== null)) {
        expect((num(r.shm_total_MB) * 1024) / num(r.apps), `${id} ${r.test_name}`).toBeCloseTo(num(r.shm_per_app_KB), 1);
      }
    }
  });

  it('Table 20: shmmax is the shared memory measured at the runmqlsr capacity limits, in bytes', () => {
    const mib = (bytes: unknown) => num(bytes) / 2 ** 20;
    expect(mib(cell('table-20-ipc-kernel-parameters', { parameter: 'shmmax' }, 'fastpath_client'))).toBeCloseTo(num(cell('table-17-client-capacity-memory', { test_name: 'clnp1_cmax_runmqlsr_t10', apps: 17500 }, 'shm_total_MB')), 1);
    expect(mib(cell('table-20-ipc-kernel-parameters', { parameter: 'shmmax' }, 'fastpath_server'))).toBeCloseTo(num(cell('table-19-server-capacity-memory', { test_name: 'dqnp1_qmax_runmqlsr', apps: 5000 }, 'shm_total_MB')), 0);
    expect(cell('table-20-ipc-kernel-parameters', { parameter: 'shmseg' }, 'fastpath_client')).toBe(cell('table-20a-ipc-at-capacity', { test_name: 'clnp1_cmax_runmqlsr_t10_no_correlid' }, 'segs'));
    expect(cell('table-20-ipc-kernel-parameters', { parameter: 'shmseg' }, 'fastpath_server')).toBe(cell('table-20a-ipc-at-capacity', { test_name: 'dqnp1_qmax_runmqlsr' }, 'segs'));
  });

  it('the kernel image segments add up to the printed total', () => {
    const seg = (s: string) => num(cell('kernel-image-size', { segment: s }, 'bytes'));
    expect(seg('text') + seg('data') + seg('bss')).toBe(seg('total'));
  });

  it('the kernel sizing rules evaluate as recorded', () => {
    const result = (id: string) => cell('hpux-kernel-sizing', { id }, 'formula_result');
    const value = (id: string) => num(cell('hpux-kernel-sizing', { id }, 'value'));
    expect(result('amqcrsta-connection-ceiling')).toBe(value('nkthread-max') / 3);
    expect(result('nproc-runmqlsr')).toBe(30000 / value('connections-per-amqrmppa'));
    expect(result('nfile-amqcrsta')).toBe(10000 * (1 + 3));
    // The 600 amqrmppa processes belong to 30,000 connections (30,000 ÷ 50), so the rule gives 31,800.
    expect(result('nfile-runmqlsr')).toBe(30000 + value('nproc-runmqlsr') * 3);
    expect(result('nfile-runmqlsr')).not.toBe(value('nfile-runmqlsr'));
    expect(num(result('swap-per-client-channel'))).toBeCloseTo((7 * 2 ** 20) / 17500, 1);
  });

  it('the log sizes derived from the configurations are pages × 4K', () => {
    for (const r of rows('log-configuration').filter((x) => x.log_file_pages !== null)) {
      expect(num(r.log_file_MiB)).toBeCloseTo((num(r.log_file_pages) * 4096) / 2 ** 20, 3);
      if (r.log_primary_files === null) expect(r.primary_log_MiB).toBeNull();
      else expect(num(r.primary_log_MiB)).toBeCloseTo((num(r.log_primary_files) * num(r.log_file_pages) * 4096) / 2 ** 20, 3);
    }
  });

  it('rated tests carried the offered load, except the two rows flagged in the notes', () => {
    const offTarget: string[] = [];
    for (const id of ['table-16-client-capacity', 'table-18-server-capacity']) {
      for (const r of rows(id).filter((x) => x.rate_per_app_per_hr !== null && x.apps !== null)) {
        const offered = (num(r.apps) * num(r.rate_per_app_per_hr)) / 3600;
        if (Math.abs(num(r.round_trips_per_s) - offered) / offered > 0.1) offTarget.push(`${r.test_name} ${r.version}`);
      }
    }
    expect(offTarget.sort()).toEqual(['clnp1_cmax_runmqlsr_t10_no_correlid V5.3', 'dqnp1_qmax (inetd) V5.2']);
  });
});

describe('mq-hpux-v53: recommendations', () => {
  it('files the HP-UX kernel tunables as history and the listener design as general', () => {
    const recs = rows('tuning-recommendations');
    for (const r of recs.filter((x) => x.topic === 'HP-UX 11 kernel')) expect(r.scope, String(r.id)).toBe('historical');
    expect(recs.find((r) => r.id === 'threaded-listener')?.scope).toBe('general');
    for (const id of ['nkthread', 'nproc-maxuprc', 'nfile', 'maxswapchunks', 'device-swap', 'sysv-ipc', 'log-buffer-pages', 'more-input-queues']) {
      expect(recs.some((r) => r.id === id), id).toBe(true);
    }
  });
});
