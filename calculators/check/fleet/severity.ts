/**
 * A row's standing: its worst finding and how many errors and warnings it has, and the order the
 * table starts in (worst first, then the most errors, the most warnings, then by host and name).
 */
import { worseFirst, worstOf } from '../../rulebook/types.ts';
import type { FleetFinding, FleetRow } from './types.ts';

/** Worst and counts of a findings list; a queue manager with no finding at all is 'ok' (nothing was found against it). */
export function tally(findings: readonly FleetFinding[]): Pick<FleetRow, 'worst' | 'errors' | 'warnings'> {
  let errors = 0;
  let warnings = 0;
  for (const f of findings) {
    if (f.severity === 'error') errors++;
    else if (f.severity === 'warning') warnings++;
  }
  return { worst: worstOf(findings.map((f) => f.severity), 'ok'), errors, warnings };
}

/** The name a row goes by: its queue manager, or the file it stands for. */
export const rowName = (r: Pick<FleetRow, 'queueManager' | 'files'>): string => r.queueManager ?? r.files[0] ?? '';

export function worstFirst(a: FleetRow, b: FleetRow): number {
  return worseFirst({ severity: a.worst }, { severity: b.worst }) || b.errors - a.errors || b.warnings - a.warnings || a.host.localeCompare(b.host) || rowName(a).localeCompare(rowName(b));
}
