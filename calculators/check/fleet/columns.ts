/**
 * The fleet table's columns, named once for the page's table, the CSV and the command line's text
 * table: each column's heading and its cell as text (and, for sorting, as a value that orders).
 * Readings are shown in the units an administrator reads them in; the CSV keeps base units.
 */
import { SEVERITY_RANK } from '../../rulebook/types.ts';
import { rowName } from './severity.ts';
import type { FleetRow, LimitAgainstMinimum } from './types.ts';
import { num } from '../../num.ts';

export type ColumnId = 'host' | 'queueManager' | 'version' | 'haType' | 'worst' | 'errors' | 'warnings' | 'logPrimaryPeak' | 'logWriteP95' | 'nofile' | 'nproc' | 'nativeHaInSync' | 'changed' | 'ceiling' | 'headroom';

export interface Column {
  id: ColumnId;
  heading: string;
  /** The cell as shown (empty when the row has no such value). */
  text(row: FleetRow): string;
  /** A value to sort by: numbers sort numerically, undefined last. */
  order(row: FleetRow): number | string | undefined;
}

const limitText = (l: LimitAgainstMinimum | undefined) => (l ? `${l.value} (${l.meets ? 'meets' : 'below'} IBM ${l.minimum})` : '');
/** For ordering only (a limit past 2^53 orders as its nearest double); the cell shows the exact decimal string. */
const limitOrder = (l: LimitAgainstMinimum | undefined) => (l === undefined ? undefined : l.value === 'unlimited' ? Number.MAX_VALUE : Number(l.value));
/** Round trips a second, whole and grouped; headroom to one decimal ("3.8×"). */
const roundTrips = (n: number | undefined) => (n === undefined ? '' : num(Math.round(n), 0));
const times = (n: number | undefined) => (n === undefined ? '' : `${num(n, 1)}×`);
/** Three significant figures at most, without a float's tail (0.000364 s → "364 µs"). */
const micros = (s: number) => `${Number((s * 1e6).toPrecision(3))} µs`;

export const COLUMNS: readonly Column[] = [
  { id: 'host', heading: 'Host', text: (r) => r.host, order: (r) => r.host },
  { id: 'queueManager', heading: 'Queue manager', text: (r) => r.queueManager ?? '(none named)', order: (r) => rowName(r) },
  { id: 'version', heading: 'MQ version', text: (r) => r.version ?? '', order: (r) => r.version },
  { id: 'haType', heading: 'HA type', text: (r) => r.haType, order: (r) => r.haType },
  { id: 'worst', heading: 'Worst', text: (r) => r.worst, order: (r) => SEVERITY_RANK[r.worst] },
  { id: 'errors', heading: 'Errors', text: (r) => String(r.errors), order: (r) => r.errors },
  { id: 'warnings', heading: 'Warnings', text: (r) => String(r.warnings), order: (r) => r.warnings },
  { id: 'logPrimaryPeak', heading: 'Peak primary log in use', text: (r) => (r.logPrimaryPeakPercent === undefined ? '' : `${r.logPrimaryPeakPercent}%`), order: (r) => r.logPrimaryPeakPercent },
  { id: 'logWriteP95', heading: 'Log write latency p95', text: (r) => (r.logWriteLatencyP95Seconds === undefined ? '' : micros(r.logWriteLatencyP95Seconds)), order: (r) => r.logWriteLatencyP95Seconds },
  { id: 'nofile', heading: 'nofile', text: (r) => limitText(r.nofile), order: (r) => limitOrder(r.nofile) },
  { id: 'nproc', heading: 'nproc', text: (r) => limitText(r.nproc), order: (r) => limitOrder(r.nproc) },
  { id: 'nativeHaInSync', heading: 'Native HA replicas in sync', text: (r) => (r.nativeHaInSync ? `${r.nativeHaInSync.inSync}${r.nativeHaInSync.instances === undefined ? '' : ` of ${r.nativeHaInSync.instances} instances`}` : ''), order: (r) => r.nativeHaInSync?.inSync },
  { id: 'ceiling', heading: 'Capacity (round trips/s)', text: (r) => roundTrips(r.capacityCeiling), order: (r) => r.capacityCeiling },
  { id: 'headroom', heading: 'Headroom', text: (r) => times(r.capacityHeadroom), order: (r) => r.capacityHeadroom },
];

/** What changed since an earlier run (mqcheck --baseline or --compare): shown only when the rows were compared. */
export const CHANGED_COLUMN: Column = { id: 'changed', heading: 'Changed', text: (r) => (r.changed === undefined ? '' : String(r.changed)), order: (r) => r.changed };

/** The columns for these rows: the changed column after the others when they were set against an earlier run. */
export const columnsFor = (rows: readonly FleetRow[]): readonly Column[] => (rows.some((r) => r.changed !== undefined) ? [...COLUMNS, CHANGED_COLUMN] : COLUMNS);

/** Rows ordered by one column (values missing last whichever the direction), ties worst first as given. */
export function sortRows(rows: readonly FleetRow[], id: ColumnId, direction: 'ascending' | 'descending'): FleetRow[] {
  const column = [...COLUMNS, CHANGED_COLUMN].find((c) => c.id === id)!;
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, key: column.order(row) }))
    .sort((a, b) => {
      if (a.key === undefined || b.key === undefined) return a.key === b.key ? a.i - b.i : a.key === undefined ? 1 : -1;
      const c = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key), 'en', { numeric: true });
      return sign * c || a.i - b.i;
    })
    .map((x) => x.row);
}
