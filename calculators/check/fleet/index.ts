/**
 * A fleet at a glance: many files in (gathers, mqconfig, qm.ini, DISPLAY QMSTATUS, amqsrua…), one
 * row per queue manager out, worst first, with the files that are not MQ output listed with why.
 * Each file is summarised and dropped before the next is read, so memory holds the rows, not the
 * texts. Pure: runs in vitest, in /check/'s Web Worker (a file at a time) and in mqcheck's worker threads
 * (--format=table|csv, calculators/check/cli/).
 */
import { assembleFleet } from './assemble.ts';
import { fileRows } from './file-rows.ts';
import type { FleetOptions, FleetRow, FleetTable, UnreadFile } from './types.ts';

export type { FleetFinding, FleetOptions, FleetRow, FleetTable, HaType, LimitAgainstMinimum, UnreadFile } from './types.ts';
export { assembleFleet } from './assemble.ts';
export { fileRows, type FileRows } from './file-rows.ts';
export { fleetCsv } from './csv.ts';

export function fleetRows(files: Iterable<{ name: string; text: string }>, opts: FleetOptions): FleetTable {
  const rows: FleetRow[] = [];
  const unread: UnreadFile[] = [];
  for (const f of files) {
    const r = fileRows(f.name, f.text, opts);
    if ('unread' in r) unread.push(r.unread);
    else rows.push(...r.rows);
  }
  return { rows: assembleFleet(rows), unread };
}
