/**
 * Grafana's panel data export (Inspect → Data → Download CSV, "Series joined by time"): a header
 * row whose first cell is "Time" and whose other cells name a series each, then one row per time.
 * A column is read when its header is the series as Prometheus names it,
 * `ibmmq_qmgr_log_write_latency_seconds{instance="…", qmgr="QM1"}` (Grafana's default display name);
 * a legend such as "{{qmgr}}" hides the metric, and that column is listed as not read. Times are
 * epoch milliseconds (or seconds), or "YYYY-MM-DD HH:mm:ss" as Grafana formats them in the browser's
 * time zone: such a time is taken as printed (only the time between rows matters to a rate).
 * Values exported with "Formatted data" on carry units ("512 µs") and are not read. "Download for
 * Excel" adds a "sep=," line above the header, which is recognised.
 */
import { IGNORED_NAMES, nativeHaInstanceOf, promMetric } from './prometheus-names.ts';
import { promCollector } from './prometheus-series.ts';
import { readLabels, readPromFloat, unknownWhy } from './prometheus-text.ts';
import { emptyResult, type ReaderResult } from './types.ts';

/** A header row starting with Time and naming an MQ exporter's metric. */
export const GRAFANA_CSV_HINT = /^"?Time"?[,;\t][^\n]*ibmmq_/im;

const HEADER = /^"?Time"?([,;\t])/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** One CSV row: cells split on `sep`, quotes removed and doubled quotes undone. */
export function csvCells(line: string, sep: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) cells.push(cell), (cell = '');
    else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** A row's time in milliseconds since the epoch, or undefined. */
export function csvTime(raw: string): number | undefined {
  const s = raw.trim();
  if (/^\d{13}$/.test(s)) return Number(s);
  if (/^\d{10}(?:\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  const m = DATE.exec(s);
  if (!m) return undefined;
  const local = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0), +(m[7] ?? '0').padEnd(3, '0'));
  if (!m[8] || m[8] === 'Z') return local;
  const sign = m[8][0] === '-' ? -1 : 1;
  const digits = m[8].replace(/[^\d]/g, '');
  return local - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60000;
}

interface Column {
  index: number;
  name: string;
  qmgr: string;
  labels: string;
  instance: string | undefined;
}

export function readGrafanaCsv(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  const series = promCollector();
  let tables = 0;
  let read = 0;
  for (let i = 0; i < lines.length; i++) {
    const head = HEADER.exec(lines[i]!);
    if (!head || !lines[i]!.includes('ibmmq_')) continue;
    tables++;
    const sep = head[1]!;
    out.claimed.push(i + 1);
    // "Download for Excel" writes a "sep=," line above the header, for Excel's sake.
    if (i > 0 && /^"?sep=.?"?$/.test(lines[i - 1]!.trim())) out.claimed.push(i);
    const columns: Column[] = [];
    const headers = csvCells(lines[i]!, sep);
    const skipped: string[] = [];
    for (let c = 1; c < headers.length; c++) {
      const cell = headers[c]!.trim();
      const brace = cell.indexOf('{');
      const name = brace < 0 ? cell : cell.slice(0, brace);
      const labels = brace < 0 ? new Map<string, string>() : readLabels(cell.slice(brace));
      // A bare word that is no MQ exporter's name is a legend ("QM3", "{{qmgr}}"), not a metric.
      if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name) || !labels || (brace < 0 && !name.startsWith('ibmmq_'))) {
        skipped.push(`column ${c + 1} ("${cell.slice(0, 60)}") names no metric: a legend replaced the series name; export with the panel's legend left empty`);
        continue;
      }
      if (IGNORED_NAMES.has(name)) continue;
      const known = promMetric(name);
      if (!known) {
        skipped.push(`column ${c + 1}: ${name.startsWith('ibmmq_') ? unknownWhy(name) : `${name} is another exporter’s metric: not read`}`);
        continue;
      }
      columns.push({ index: c, name, qmgr: labels.get('qmgr') ?? '', labels: cell.slice(brace < 0 ? cell.length : brace), instance: nativeHaInstanceOf(known.name, (k) => labels.get(k)) });
    }
    for (const why of skipped) out.unread.push({ line: i + 1, text: lines[i]!, why });
    let j = i + 1;
    for (; j < lines.length; j++) {
      const row = lines[j]!;
      if (row.trim() === '') break;
      if (HEADER.test(row)) break;
      const cells = csvCells(row, sep);
      const ms = csvTime(cells[0] ?? '');
      if (ms === undefined) {
        out.unread.push({ line: j + 1, text: row, why: `"${(cells[0] ?? '').slice(0, 40)}" is not a time (epoch milliseconds or YYYY-MM-DD HH:mm:ss)` });
        out.claimed.push(j + 1);
        continue;
      }
      out.claimed.push(j + 1);
      const problems: string[] = [];
      for (const col of columns) {
        const raw = (cells[col.index] ?? '').trim();
        if (raw === '' || raw === 'null') continue;
        const value = readPromFloat(raw);
        if (typeof value === 'string' || value < 0) {
          problems.push(`${col.name}: ${typeof value === 'string' ? (/^[\d.]+\s*\S/.test(raw) ? `"${raw}" carries a unit (exported with "Formatted data" on)` : value) : `a negative value (${raw})`}`);
          continue;
        }
        series.add(col.name, col.qmgr, col.labels, value, ms, j + 1, col.instance);
        read++;
      }
      if (problems.length) out.unread.push({ line: j + 1, text: row, why: problems.slice(0, 3).join('; ') });
    }
    i = j - 1;
  }
  if (!tables) return out;
  series.finish(out, 'Grafana CSV');
  out.recognised.push(`Grafana CSV export (${tables} table${tables === 1 ? '' : 's'}, ${read} value${read === 1 ? '' : 's'} read)`);
  return out;
}
