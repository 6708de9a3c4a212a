/**
 * The fleet's rows from every file's: a queue manager seen in several files of one host (its
 * status in one, its qm.ini in another) becomes one row, and a host's own sections gathered in a
 * file of their own (sysctl, mqconfig, ulimit under mq-gather's header) count for every queue
 * manager on that host. Only hosts named by mq-gather's headers are joined: a file name standing in
 * for a host names that file alone. Then worst first.
 */
import { tally, worstFirst } from './severity.ts';
import type { FleetFinding, FleetRow } from './types.ts';

const findingKey = (f: FleetFinding) => `${f.file}\u0000${f.line ?? ''}\u0000${f.rule}\u0000${f.title}`;

/** `into` with what `from` adds: findings not already there, and columns `into` lacks. */
function merged(into: FleetRow, from: FleetRow): FleetRow {
  const seen = new Set(into.findings.map(findingKey));
  const findings = [...into.findings, ...from.findings.filter((f) => !seen.has(findingKey(f)))];
  const files = [...into.files, ...from.files.filter((f) => !into.files.includes(f))];
  const haType = into.haType !== 'none' ? into.haType : from.haType;
  return { ...from, ...stripUndefined(into), files, haType, findings, ...tally(findings) };
}

function stripUndefined(row: FleetRow): Partial<FleetRow> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));
}

export function assembleFleet(rows: readonly FleetRow[]): FleetRow[] {
  const out: FleetRow[] = [];
  const byQm = new Map<string, number>();
  const hostOnly = new Map<string, FleetRow>();
  for (const r of rows) {
    if (r.hostFrom !== 'gather') {
      out.push(r);
      continue;
    }
    if (r.queueManager === undefined) {
      const had = hostOnly.get(r.host);
      hostOnly.set(r.host, had ? merged(had, r) : r);
      continue;
    }
    const key = `${r.host}\u0000${r.queueManager}`;
    const at = byQm.get(key);
    if (at === undefined) {
      byQm.set(key, out.length);
      out.push(r);
    } else out[at] = merged(out[at]!, r);
  }
  const hostsWithQms = new Set<string>();
  for (let i = 0; i < out.length; i++) {
    const r = out[i]!;
    const host = r.hostFrom === 'gather' && r.queueManager !== undefined ? hostOnly.get(r.host) : undefined;
    if (!host) continue;
    hostsWithQms.add(r.host);
    out[i] = merged(r, host);
  }
  for (const [host, row] of hostOnly) if (!hostsWithQms.has(host)) out.push(row);
  return out.sort(worstFirst);
}
