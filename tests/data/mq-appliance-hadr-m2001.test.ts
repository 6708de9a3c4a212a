/**
 * The M2001 HA and DR report (Version 3.0, September 2018) against ../shared/modern/mq-appliance-hadr-m2001.txt:
 * every number of every table row is the number printed on that row's own line, in the printed order
 * (stronger than the catalogue's check that each number appears somewhere in the table's lines), the
 * printed "vs Direct" agrees with the direct rates, and the text figures are quoted from their lines.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTextFigures, reportDatasets } from './known-values.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';

const REPORT = 'mq-appliance-hadr-m2001';
const { datasets, ds, cell } = reportDatasets(REPORT);
const text = readFileSync(join(process.cwd(), reportTextPath(datasets[0]!.report)), 'utf8').split('\n');

/** The numbers printed on a line, in order, thousands separators and "%" dropped. */
function numbersOn(line: string): number[] {
  return (line.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((t) => Number(t.replace(/,/g, '')));
}

/** The one line within a dataset's lines that starts with `label` (the printed row label). */
function rowLine(id: string, label: string): number {
  const [from, to] = ds(id).meta.lines;
  const found: number[] = [];
  for (let n = from; n <= to; n++) if (text[n - 1]!.trim().startsWith(`${label} `)) found.push(n);
  expect(found, `${id}: lines starting with "${label}"`).toHaveLength(1);
  return found[0]!;
}

const SIZES = ['256b', '2KB', '20KB', '200KB'];
const TABLES = datasets.filter((d) => d.meta.kind === 'table' && d.meta.columns.some((c) => c.name === 'test'));

describe('mq-appliance-hadr-m2001: every table number is on its row’s own line', () => {
  it('has Tables 1–10 once each', () => {
    const numbers = datasets.filter((d) => d.meta.kind === 'table').map((d) => Number(d.meta.table));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  for (const d of TABLES) {
    it(d.meta.id, () => {
      // The printed columns, in printed order: everything numeric that we did not derive, and the added latency, which the label prints.
      const printed = d.meta.columns.filter((c) => c.type !== 'string' && !c.derived && c.name !== 'added_latency_ms');
      for (const row of d.rows) {
        const label = row.values.test as string;
        const n = rowLine(d.meta.id, label);
        const onLine = numbersOn(text[n - 1]!.trim().slice(label.length));
        expect(onLine, `${d.meta.id} line ${n}`).toEqual(printed.map((c) => row.values[c.name]));
        const ms = row.values.added_latency_ms;
        if (ms !== undefined) expect(label, `${d.meta.id} line ${n}`).toContain(`${ms}ms Latency`);
        expect(label).toContain(`(${row.values.message_size} Persistent)`);
      }
      expect(new Set(d.rows.map((r) => r.values.message_size))).toEqual(new Set(SIZES));
    });
  }

  it('Table 5: every failover time on its own line', () => {
    const d = ds('table-05-failover-times');
    expect(d.rows).toHaveLength(4);
    for (const row of d.rows) {
      const { message_size, queue_depth, failover_seconds } = row.values;
      const lines = text.slice(d.meta.lines[0] - 1, d.meta.lines[1]).filter((l) => l.trim().startsWith(`${message_size} `));
      expect(lines, String(message_size)).toHaveLength(1);
      expect(numbersOn(lines[0]!.replace(/^\s*\S+/, ''))).toEqual([queue_depth, failover_seconds]);
    }
  });

  it('the charts dataset quotes each caption and series from the report, and invents no value', () => {
    const d = ds('figures');
    for (const { values: r } of d.rows) {
      const caption = text[(r.line as number) - 1]!.replace(/\b([A-Z]) (?=[A-Z])/g, '$1').toLowerCase();
      expect(caption, `figure ${r.figure}`).toContain(`figure ${r.figure}`);
      expect(caption.replace(/\s+/g, ' ')).toContain((r.caption as string).toLowerCase());
      const window = text.slice((r.line as number) - 50, r.line as number).join('\n');
      for (const s of (r.series as string).split('; ')) expect(window, `figure ${r.figure}: ${s}`).toContain(s);
      expect(window).toContain((r.rate_axis_max_rt_per_s as number).toLocaleString('en-US'));
      expect(window).toContain(r.title as string);
    }
  });
});

describe('mq-appliance-hadr-m2001: tables agree with each other', () => {
  it('"vs Direct" agrees with the direct rates of Tables 2 and 7, except the two printed slips the catalogue notes', () => {
    const slips = new Set(['table-08-dr-added-latency 200KB 10', 'table-08-dr-added-latency 200KB 100']);
    const pairs = [
      ['table-03-ha-2ms-latency', 'table-02-ha-vs-nonha-10qm', 'M2001A_HA_max_rate_rt_per_s'],
      ['table-04-ha-added-latency', 'table-02-ha-vs-nonha-10qm', 'M2001A_HA_max_rate_rt_per_s'],
      ['table-08-dr-added-latency', 'table-07-dr-vs-nondr-10qm', 'M2001A_DR_max_rate_rt_per_s'],
    ] as const;
    const found: string[] = [];
    for (const [id, directId, col] of pairs) {
      for (const r of ds(id).rows) {
        const direct = cell(directId, { message_size: r.values.message_size as string }, col) as number;
        const pct = Math.round((1000 * (r.values[col] as number)) / direct) / 10;
        if (pct !== r.values.vs_direct_pct) found.push(`${id} ${r.values.message_size} ${r.values.added_latency_ms}`);
      }
    }
    expect(new Set(found)).toEqual(slips);
    const note = ds('table-08-dr-added-latency').meta.notes.map((n) => n.text).join(' ');
    expect(note).toContain('printed 100.9%');
    expect(note).toContain('printed 30.4%');
  });

  it('the standalone runs are printed twice with the same numbers (Tables 1 and 6, 2 and 7)', () => {
    for (const size of SIZES) {
      const row = { message_size: size };
      for (const c of ['max_rate_rt_per_s', 'cpu_pct', 'clients', 'latency_ms']) {
        expect(cell('table-06-dr-vs-nondr-1qm', row, `M2001A_nonDR_${c}`)).toBe(cell('table-01-ha-vs-nonha-1qm', row, `M2001A_nonHA_${c}`));
        expect(cell('table-07-dr-vs-nondr-10qm', row, `M2001A_nonDR_${c}`)).toBe(cell('table-02-ha-vs-nonha-10qm', row, `M2001A_nonHA_${c}`));
      }
    }
  });

  it('the report’s own summaries hold: ~77% lost at 2 ms (2KB), 10% HA cost with 10 QM, DR within 3%', () => {
    const kb2 = { message_size: '2KB' };
    expect(Math.round(100 - (cell('table-03-ha-2ms-latency', { ...kb2, added_latency_ms: 2 }, 'vs_direct_pct') as number))).toBe(cell('text-figures', { id: 'ha-2ms-reduction' }, 'value'));
    const haCost = 100 * (1 - (cell('table-02-ha-vs-nonha-10qm', kb2, 'M2001A_HA_max_rate_rt_per_s') as number) / (cell('table-02-ha-vs-nonha-10qm', kb2, 'M2001A_nonHA_max_rate_rt_per_s') as number));
    expect(Math.round(haCost)).toBe(cell('text-figures', { id: 'ha-10qm-cost' }, 'value'));
    const drCost = 100 * (1 - (cell('table-07-dr-vs-nondr-10qm', kb2, 'M2001A_DR_max_rate_rt_per_s') as number) / (cell('table-07-dr-vs-nondr-10qm', kb2, 'M2001A_nonDR_max_rate_rt_per_s') as number));
    expect(drCost).toBeLessThan(cell('text-figures', { id: 'dr-10qm-cost' }, 'value') as number);
  });

  checkTextFigures(REPORT);
});
