/**
 * Measured latency curves read from the datasets in data/, never retyped: a curve is declared as
 * the report, the column prefix its runs use ("M2002A_HA", "RDQM") and the tables they are printed
 * in (latency-curve-specs.ts), and built from those tables' CSV text. This runs at build time
 * (latency-curves-module.ts), so pages ship the runs rather than the CSVs and their parser; a test
 * builds the module from a changed copy of data/ and sees the calculators' outputs change.
 */
import { assertUsablePoints } from './reciprocal-interpolation.ts';
import { isMessageBytes, pointsOf, type LatencyCurve, type LatencyRun, type MessageBytes, type RunSource } from './latency-runs.ts';

/** One table a curve reads: its dataset id, number and line range as catalogued (tests compare them). */
export interface CurveTable {
  dataset: string;
  table: string;
  lines: readonly [number, number];
  /** The added latency of every row, for a table without an added_latency_ms column (the direct runs: 0). */
  addedMs?: number;
}

export interface CurveSpec extends Omit<LatencyCurve, 'measured' | 'runs'> {
  /** Column prefix of the runs in the tables: `${prefix}_max_rate_rt_per_s`, `_cpu_pct`, `_clients`, `_latency_ms`. */
  prefix: string;
  tables: readonly CurveTable[];
}

/** The CSV text of a dataset, by its path under data/ ("mq-appliance-m2002/table-09-ha-vs-nonha-10qm.csv"). */
export type CsvReader = (path: string) => string;

export function csvPath(report: string, dataset: string): string {
  return `${report}/${dataset}.csv`;
}

/**
 * The rows of a latency table, keyed by column name. These tables hold labels and numbers with no
 * comma or quote in a cell, so a quoted cell is refused rather than half-read.
 */
export function readCsvRows(text: string, path: string): Record<string, string>[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length < 2) throw new Error(`data/${path}: no rows`);
  const header = lines[0]!.split(',');
  return lines.slice(1).map((line, i) => {
    if (line.includes('"')) throw new Error(`data/${path} line ${i + 2}: quoted cells are not read by the latency curves`);
    const cells = line.split(',');
    if (cells.length !== header.length) throw new Error(`data/${path} line ${i + 2}: ${cells.length} cells, expected ${header.length}`);
    return Object.fromEntries(header.map((h, j) => [h, cells[j]!.trim()]));
  });
}

function numberAt(row: Record<string, string>, column: string, where: string): number {
  const text = row[column];
  if (text === undefined) throw new Error(`${where}: no column ${column}`);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`${where}: ${column} is "${text}", not a number`);
  return Number(text);
}

function optionalNumber(row: Record<string, string>, column: string, where: string): number | undefined {
  return Object.hasOwn(row, column) && row[column] !== '' ? numberAt(row, column, where) : undefined;
}

function runsOfTable(spec: CurveSpec, t: CurveTable, read: CsvReader): [MessageBytes, LatencyRun][] {
  const path = csvPath(spec.report, t.dataset);
  const source: RunSource = { report: spec.report, dataset: t.dataset, table: t.table, lines: t.lines };
  const out: [MessageBytes, LatencyRun][] = [];
  readCsvRows(read(path), path).forEach((row, i) => {
    const where = `data/${path} line ${i + 2}`;
    const bytes = row.message_bytes;
    // Sizes outside the calculators' four options (MQ 9.3's 2MB, say) are not offered.
    if (!isMessageBytes(bytes)) return;
    const p = spec.prefix;
    const singleThreadMs = optionalNumber(row, `${p}_latency_ms`, where);
    const vsDirectPct = optionalNumber(row, 'vs_direct_pct', where);
    out.push([
      bytes,
      {
        addedMs: t.addedMs ?? numberAt(row, 'added_latency_ms', where),
        roundTripsPerSec: numberAt(row, `${p}_max_rate_rt_per_s`, where),
        cpuPct: numberAt(row, `${p}_cpu_pct`, where),
        clients: numberAt(row, `${p}_clients`, where),
        ...(singleThreadMs === undefined ? {} : { singleThreadMs }),
        ...(vsDirectPct === undefined ? {} : { vsDirectPct }),
        label: row.test ?? '',
        source,
      },
    ]);
  });
  return out;
}

/** "Table 9 direct; Table 11 at 1, 5 and 10 ms; Table 10 at 2 ms": which table printed which latencies. */
function measuredText(runs: readonly LatencyRun[]): string {
  const byTable = new Map<string, Set<number>>();
  for (const r of runs) byTable.set(r.source.table, (byTable.get(r.source.table) ?? new Set()).add(r.addedMs));
  return [...byTable]
    .map(([table, ms]) => {
      const list = [...ms].sort((a, b) => a - b);
      if (list.length === 1 && list[0] === 0) return `Table ${table} direct`;
      const words = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : `${list[0]}`;
      return `Table ${table} at ${words} ms`;
    })
    .join('; ');
}

/** A curve from its tables: runs grouped by size, in latency order, starting with the direct run; throws on anything unusable. */
export function buildCurve(spec: CurveSpec, read: CsvReader): LatencyCurve {
  const bySize: Partial<Record<MessageBytes, LatencyRun[]>> = {};
  const all: LatencyRun[] = [];
  for (const t of spec.tables) {
    for (const [size, run] of runsOfTable(spec, t, read)) {
      (bySize[size] ??= []).push(run);
      all.push(run);
    }
  }
  for (const [size, runs] of Object.entries(bySize)) {
    runs.sort((a, b) => a.addedMs - b.addedMs);
    if (runs[0]!.addedMs !== 0) throw new Error(`${spec.report} ${spec.prefix} ${size} bytes: no directly connected run (0 ms)`);
    assertUsablePoints(pointsOf(runs));
  }
  if (all.length === 0) throw new Error(`${spec.report} ${spec.prefix}: no runs read`);
  const { prefix: _prefix, tables: _tables, ...curve } = spec;
  return { ...curve, measured: measuredText(all), runs: bySize };
}

export function buildCurves(specs: Readonly<Record<string, CurveSpec>>, read: CsvReader): Record<string, LatencyCurve> {
  return Object.fromEntries(Object.entries(specs).map(([id, spec]) => [id, buildCurve(spec, read)]));
}
