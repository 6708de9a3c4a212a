import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue, findRow, type Dataset } from '../../src/lib/data/catalogue.ts';
import { checkPrintedCpuMs } from '../../calculators/lib/broker/cpu-formula.ts';
import { CATEGORIES } from '../../calculators/lib/broker/points.ts';
import { messageBytes } from '../../calculators/lib/broker/sizes.ts';

const REPORT = 'wmb-v8-aix';
const catalogue = loadCatalogue();
const datasets = catalogue.datasets.filter((d) => d.report.id === REPORT);
const charts = catalogue.charts.filter((c) => c.report.id === REPORT);
const ds = (id: string): Dataset => {
  const d = datasets.find((x) => x.meta.id === id);
  if (!d) throw new Error(`no dataset ${id}`);
  return d;
};
const reportFile = join(process.cwd(), '..', 'shared', 'reports', `${REPORT}.txt`);
const hasReport = existsSync(reportFile);
const lines = hasReport ? readFileSync(reportFile, 'utf8').split('\n') : [];
const line = (n: number) => lines[n - 1] ?? '';

// The report numbers no tables; the guide numbers them 00-73 in document order. 00 (summary of
// amendments) and 03 (an empty layout template) hold no data and are not published.
const TABLES = ['01', '02', ...Array.from({ length: 70 }, (_, i) => String(i + 4).padStart(2, '0'))];
const tableNo = (id: string) => /^table-(\d{2})-/.exec(id)?.[1];
const PROFILE_COLUMNS = ['message_size', 'persistence', 'messages_per_s', 'cpu_pct', 'cpu_ms_per_msg', 'instances'];
const profileTables = datasets.filter((d) => d.meta.columns.map((c) => c.name).join() === PROFILE_COLUMNS.join());
/** A cell as the report printed it: the stored value, or a correction's printed value. */
function printedValue(d: Dataset, values: Record<string, string | number | null>, column: string) {
  const c = d.meta.corrections.find((k) => k.column === column && Object.entries(k.row).every(([key, v]) => values[key] === v));
  return c ? Number(c.printed) : values[column];
}
const scalingTables = ['66', '67', '68', '69'].map((n) => datasets.find((d) => tableNo(d.meta.id) === n)!);

describe('wmb-v8-aix catalogue', () => {
  it('publishes every data table of the report exactly once', () => {
    const numbers = datasets.map((d) => tableNo(d.meta.id)).filter(Boolean);
    expect([...numbers].sort()).toEqual(TABLES);
  });

  it('has the single-flow profile tables (04-65, 70-72) in the standard six-column shape', () => {
    expect(profileTables.map((d) => tableNo(d.meta.id))).toEqual([
      ...Array.from({ length: 62 }, (_, i) => String(i + 4).padStart(2, '0')),
      '70',
      '71',
      '72',
    ]);
    for (const d of profileTables) for (const r of d.rows) expect(r.values.instances, d.file).toBe(1);
  });

  it('every tuning recommendation cites a line that mentions it', () => {
    const rec = ds('tuning-recommendations');
    const KEYWORD: Record<string, RegExp> = {
      'compare-cpu-per-message': /CPU cost per message/,
      'best-case-logic': /best throughput/,
      'adjust-for-machine': /suitable adjustment/,
      'elapsed-time': /1000 \/ 2000 = 0\.5ms/,
      'drain-output-queues': /accumulate on output queues/,
      'instances-by-experiment': /optimum number of instances/,
      'execution-groups-by-experiment': /optimum number of execution groups/,
      'persistent-is-io-bound': /synchronous writing to the disk/,
      'trusted-broker': /MQ_CONNECT_TYPE=FASTPATH.*loss of integrity/,
      'transaction-mode-automatic': /transaction parameter on the MQInput node was set to automatic/,
      'http-persistent-connections': /MaxKeepAlives/,
      'tcp-no-delay': /tcpNoDelay value was set to true/,
      'http-max-threads': /maxThreads value was set to 2000/,
      'jvm-heap': /JVM heap was set to 1GB/,
      'queue-buffers': /DefaultQBufferSize and DefaultPQBufferSize was increased to 50MB/,
      'mq-log-sizes': /MQ log parameters were modified/,
      'mq-circular-logging': /Circular logging/,
      'mq-tcp-stanza': /TCP stanza/,
      'mq-trusted-channels': /MQIBindType was set to FASTPATH/,
      'log-on-nv-cache': /non-volatile fast write cache/,
      'tcpip-defaults': /No specific tuning was performed for TCP\/IP/,
      'db-loopback': /loopback adapter/,
      'db-storage': /dedicated file system/,
      'db-log-config': /logprimary 10/,
      'no-user-trace': /56% reduction/,
      'trace-nodes-off': /inactive trace nodes is 1%/,
      'statistics-on': /overhead was measured at 3%/,
      'no-paging': /no paging took place/,
    };
    expect(rec.rows.map((r) => r.values.id).sort()).toEqual(Object.keys(KEYWORD).sort());
    if (!hasReport) return;
    for (const r of rec.rows) expect(line(Number(r.values.line)), String(r.values.id)).toMatch(KEYWORD[String(r.values.id)]!);
  });

  it('corrects only printed CPU costs the formula cannot reach, and flags the other defects as notes', () => {
    const corrected = datasets.flatMap((d) => d.meta.corrections.map((c) => `${d.meta.id} ${Object.values(c.row).join(' ')} ${c.column}: ${c.printed} -> ${c.corrected} (${c.kind})`));
    expect(corrected).toEqual([
      'table-12-sca-inbound-mq 20kB NONE cpu_ms_per_msg: 0.1 -> 0.2 (original)',
      'table-68-scaling-execution-groups-nonpersistent 2 cpu_ms_per_msg: 0.6 -> 0.5 (original)',
      'table-68-scaling-execution-groups-nonpersistent 3 cpu_ms_per_msg: 0.6 -> 0.5 (original)',
      'table-69-scaling-execution-groups-persistent 2 cpu_ms_per_msg: 0.8 -> 0.7 (original)',
      'table-69-scaling-execution-groups-persistent 17 cpu_ms_per_msg: 0.9 -> 1.0 (original)',
    ]);
    const noted = (id: string, re: RegExp) => expect(ds(id).meta.notes.some((n) => re.test(n.text)), `${id} note ${re}`).toBe(true);
    noted('table-67-scaling-instances-persistent', /flattened this table into one line/);
    noted('table-46-java-section-xml-parse', /repeats the description and every figure/);
    noted('table-48-external-java-procedure', /dividing the CPU cost obtained from the test by 2000/);
    noted('table-65-db-stored-procedure', /divided by 2000/);
    noted('table-02-message-size-equivalents', /4481kB/);
    noted('table-10-soap-request', /20kB row/);
    noted('table-15-sca-async-outbound-soap', /20kB row/);
    noted('table-17-sca-sync-outbound-soap', /20kB row/);
    noted('table-23-mrm-parse-tds', /20000kB FULL row/);
    noted('table-28-mrm-parse-write-hl7', /approximately 1KB/);
    noted('table-55-collector-correlation-persistent', /Non-Persistently/);
  });
});

describe.skipIf(!hasReport)('wmb-v8-aix values against the report text', () => {
  it('every profile row is a printed row of its table, in order, and the table has no other row', () => {
    const rowRe = /^(\d+kB|\d+)\t(NONE|FULL)\t([\d.]+)\t([\d.]+)\t([\d.]+)\t(\d+)\s*$/;
    for (const d of profileTables) {
      const printed: string[] = [];
      for (let n = d.meta.lines[0]; n <= d.meta.lines[1]; n++) {
        const m = rowRe.exec(line(n));
        if (m) printed.push(m.slice(1, 7).map((v, i) => (i >= 2 ? String(Number(v)) : v)).join('|'));
      }
      const stored = d.rows.map((r) => PROFILE_COLUMNS.map((c) => String(printedValue(d, r.values, c))).join('|'));
      expect(stored, d.file).toEqual(printed);
    }
  });

  it('scaling tables 66, 68 and 69 match their printed rows; 67 uses exactly the numbers of line 1756', () => {
    const rowRe = /^(\d+)\t(NONE|FULL)\t([\d.]+)\t([\d.]+)\t([\d.]+)\s*$/;
    for (const d of scalingTables.filter((x) => tableNo(x.meta.id) !== '67')) {
      const printed: string[] = [];
      for (let n = d.meta.lines[0]; n <= d.meta.lines[1]; n++) {
        const m = rowRe.exec(line(n));
        if (m) printed.push(m.slice(1, 6).map((v, i) => (i === 1 ? v : String(Number(v)))).join('|'));
      }
      const key = d.meta.key[0]!;
      const stored = d.rows.map((r) => [key, 'persistence', 'messages_per_s', 'cpu_pct', 'cpu_ms_per_msg'].map((c) => String(printedValue(d, r.values, c))).join('|'));
      expect(stored, d.file).toEqual(printed);
    }
    const t67 = scalingTables.find((x) => tableNo(x.meta.id) === '67')!;
    const tokens = (line(1756).match(/\d+(?:\.\d+)?/g) ?? []).map(Number).sort((a, b) => a - b);
    const used = t67.rows.flatMap((r) => [r.values.instances, r.values.messages_per_s, r.values.cpu_pct, r.values.cpu_ms_per_msg].map(Number)).sort((a, b) => a - b);
    expect(used).toEqual(tokens);
  });

  it.each([
    ['table-01-use-case-throughput', { use_case: 'Message Routing' }, 'messages_per_s', 40865, 213],
    ['table-01-use-case-throughput', { use_case: 'Data Warehouse' }, 'messages_per_s', 1349, 211],
    ['table-04-mq-blob-read-write', { message_size: '2kB', persistence: 'NONE' }, 'messages_per_s', 17716.8, 344],
    ['table-04-mq-blob-read-write', { message_size: '20000kB', persistence: 'FULL' }, 'cpu_ms_per_msg', 82.3, 353],
    ['table-06-soap-receive-send', { message_size: '20000kB', persistence: 'NONE' }, 'cpu_ms_per_msg', 3727.1, 403],
    ['table-31-xmlnsc-parse', { message_size: '200kB', persistence: 'NONE' }, 'cpu_ms_per_msg', 6.2, 909],
    ['table-41-esql-transform', { message_size: '2kB', persistence: 'FULL' }, 'cpu_ms_per_msg', 3.2, 1169],
    ['table-50-php-transform', { message_size: '200kB', persistence: 'NONE' }, 'cpu_ms_per_msg', 106.9, 1373],
    ['table-57-ims-request', { message_size: '1024', persistence: 'NONE' }, 'cpu_pct', 2, 1516],
    ['table-67-scaling-instances-persistent', { instances: 6 }, 'cpu_pct', 30.8, 1756],
    ['table-68-scaling-execution-groups-nonpersistent', { execution_groups: 23 }, 'messages_per_s', 11122.6, 1803],
    ['table-69-scaling-execution-groups-persistent', { execution_groups: 17 }, 'messages_per_s', 6166.9, 1826],
    ['table-71-trace-node-on', { message_size: '4096', persistence: 'NONE' }, 'messages_per_s', 500.4, 1890],
    ['table-73-memory-use', { use_case: 'Aggregation' }, 'virtual_memory_mb', 65, 1926],
    ['measurement-environment', { machine: 'Server' }, 'cores', 8, 1945],
    ['figures-in-text', { id: 'user-trace' }, 'percent', 56, 1874],
  ] as const)('%s %j %s = %s (line %s)', (id, where, col, value, at) => {
    expect(findRow(ds(id), where).values[col]).toBe(value);
    expect(line(at)).toContain(String(value).replace(/^(\d+)$/, '$1'));
  });

  it('keeps the size labels as printed, including the questionable 4481kB', () => {
    expect(findRow(ds('table-02-message-size-equivalents'), { xml_size: '2048kB(2MB)' }).values.fixed_size).toBe('4481kB');
    expect(line(269)).toContain('4481kB');
  });

  it('every figure stated in the text appears on the line it cites', () => {
    for (const r of ds('figures-in-text').rows) {
      const value = r.values.percent ?? r.values.milliseconds ?? r.values.count;
      expect(value, String(r.values.id)).not.toBeNull();
      const numbers = (line(Number(r.values.line)).match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((t) => Number(t.replace(/,/g, '')));
      expect(numbers, `${r.values.id} on line ${r.values.line}`).toContain(value);
    }
  });
});

describe('the CPU formula against every printed CPU ms/msg (8 cores)', () => {
  // The check runs on the values as printed: a corrected cell is checked at its printed value.
  const rows = [...profileTables, ...scalingTables].flatMap((d) =>
    d.rows.map((r) => {
      const correction = d.meta.corrections.find((c) => c.column === 'cpu_ms_per_msg' && Object.entries(c.row).every(([k, v]) => r.values[k] === v));
      const input = { messagesPerS: Number(r.values.messages_per_s), cpuPct: Number(r.values.cpu_pct) };
      return {
        where: `${d.meta.id} ${d.meta.key.map((k) => r.values[k]).join(' ')}`,
        correction,
        stored: checkPrintedCpuMs({ ...input, printedMs: Number(r.values.cpu_ms_per_msg) }),
        check: checkPrintedCpuMs({ ...input, printedMs: Number(correction?.printed ?? r.values.cpu_ms_per_msg) }),
      };
    }),
  );
  const verdicts = (v: string) => rows.filter((r) => r.check.verdict === v).map((r) => r.where);

  it('checks all 509 rows that print a CPU cost', () => expect(rows).toHaveLength(509));

  it('lists the printed values the formula cannot reproduce; each is corrected openly to the formula\'s value', () => {
    const wrong = rows.filter((r) => r.check.verdict === 'mismatch');
    expect(wrong.map((r) => `${r.where}: printed ${r.correction?.printed}, formula ${r.check.computed.toFixed(3)}`)).toEqual([
      'table-12-sca-inbound-mq 20kB NONE: printed 0.1, formula 0.155',
      'table-68-scaling-execution-groups-nonpersistent 2: printed 0.6, formula 0.547',
      'table-68-scaling-execution-groups-nonpersistent 3: printed 0.6, formula 0.546',
      'table-69-scaling-execution-groups-persistent 2: printed 0.8, formula 0.747',
      'table-69-scaling-execution-groups-persistent 17: printed 0.9, formula 0.955',
    ]);
    for (const r of wrong) {
      expect(Number(r.correction!.corrected)).toBe(Math.round(r.check.computed * 10) / 10);
      expect(r.correction!.reason).toContain(r.check.computed.toFixed(3));
    }
  });

  it('after correction every stored value is reproduced', () => {
    expect(rows.filter((r) => r.stored.verdict === 'mismatch').map((r) => r.where)).toEqual([]);
  });

  it('exactly these six need a whole-number %CPU reading, and each is noted on its table', () => {
    const whole = verdicts('whole-cpu');
    expect(whole).toEqual([
      'table-16-sca-sync-outbound-mq 20kB NONE',
      'table-39-esql-filter-first-element 20kB NONE',
      'table-40-esql-filter-last-element 2kB NONE',
      'table-42-java-xpath-filter-first-element 200kB NONE',
      'table-48-external-java-procedure 2kB NONE',
      'table-62-db-retrieve-node 2kB NONE',
    ]);
    for (const w of whole) {
      const [id, size, persistence] = w.split(' ');
      expect(ds(id!).meta.notes.some((n) => n.text.startsWith(`The ${size} ${persistence} row prints`)), w).toBe(true);
    }
  });

  it('the rest are reproduced from the printed inputs, directly or within their rounding', () => {
    expect([verdicts('exact').length, verdicts('input-rounding').length]).toEqual([349, 149]);
  });
});

describe('processing-profiles-long', () => {
  const long = ds('processing-profiles-long');

  it('is a reshaping of exactly the single-flow rows, value for value', () => {
    const expected = profileTables.flatMap((d) => d.rows.map((r) => `${d.meta.id}|${r.values.persistence}|${r.values.message_size}|${r.values.messages_per_s}|${r.values.cpu_pct}|${r.values.cpu_ms_per_msg}`));
    const got = long.rows.map((r) => `${r.values.source_table}|${r.values.persistence}|${r.values.message_size}|${r.values.messages_per_s}|${r.values.cpu_pct}|${r.values.cpu_ms_per_msg}`);
    expect(got).toEqual(expected);
    expect(got).toHaveLength(453);
  });

  it.skipIf(!hasReport)('cites the report line each row was printed on', () => {
    for (const r of long.rows) {
      const cells = line(Number(r.values.source_line)).split('\t');
      const source = ds(String(r.values.source_table));
      const correction = source.meta.corrections.find((c) => c.row.message_size === r.values.message_size && c.row.persistence === r.values.persistence);
      const printedMs = correction ? Number(correction.printed) : r.values.cpu_ms_per_msg;
      expect(cells.slice(0, 5).map((c, i) => (i >= 2 ? Number(c) : c)), `${r.values.source_table} ${r.values.message_size}`).toEqual([
        r.values.message_size,
        r.values.persistence,
        r.values.messages_per_s,
        r.values.cpu_pct,
        printedMs,
      ]);
    }
  });

  it('labels each table with one flow, category and transport, and derives bytes from the size label', () => {
    const byTable = new Map<string, string>();
    for (const r of long.rows) {
      const label = `${r.values.flow}|${r.values.category}|${r.values.transport}`;
      expect(byTable.get(String(r.values.source_table)) ?? label).toBe(label);
      byTable.set(String(r.values.source_table), label);
      expect(Object.keys(CATEGORIES)).toContain(r.values.category);
      expect(r.values.message_bytes).toBe(messageBytes(String(r.values.message_size)));
    }
    expect(new Set([...byTable.values()].map((v) => v.split('|')[0])).size).toBe(byTable.size);
  });
});

describe('wmb-v8-aix charts', () => {
  it('has at least three charts, each drawing only this report\'s datasets', () => {
    expect(charts.length).toBeGreaterThanOrEqual(3);
    for (const c of charts) for (const d of c.meta.datasets) expect(datasets.map((x) => x.meta.id)).toContain(d);
  });

  it('every figure a chart description quotes (decimals, or 100 and over) is a value of its data', () => {
    for (const c of charts) {
      const values = new Set(c.meta.datasets.flatMap((d) => ds(d).rows.flatMap((r) => Object.values(r.values).filter((v) => typeof v === 'number'))));
      const quoted = (c.meta.description.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((t) => Number(t.replace(/,/g, ''))).filter((n) => !Number.isInteger(n) || n >= 100);
      // Sizes such as 20000kB are labels, not values.
      const missing = quoted.filter((n) => !values.has(n) && !c.meta.description.includes(`${n}kB`));
      expect(missing, c.file).toEqual([]);
    }
  });
});
