/**
 * The fleet as CSV (RFC 4180: every field quoted when it holds a comma, a quote or a line break,
 * quotes doubled, CRLF between records). A cell that starts with = + - @ (or a tab or carriage
 * return) is prefixed with a single quote, as OWASP's "CSV Injection" page advises, so a host or
 * queue manager name from a file is never run as a formula by a spreadsheet. Readings are in base
 * units (percent, seconds, round trips a second); limits as exact decimal strings.
 */
import { rowName } from './severity.ts';
import type { FleetRow, LimitAgainstMinimum, UnreadFile } from './types.ts';

const HEADER = ['host', 'queue_manager', 'files', 'mq_version', 'ha_type', 'worst', 'errors', 'warnings', 'log_primary_peak_percent', 'log_write_latency_p95_seconds', 'nofile', 'nofile_ibm_minimum', 'nofile_meets_minimum', 'nproc', 'nproc_ibm_minimum', 'nproc_meets_minimum', 'native_ha_replicas_in_sync', 'native_ha_instances', 'capacity_round_trips_per_sec', 'capacity_headroom', 'not_read_because'];

export function csvField(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

const num = (n: number | undefined) => (n === undefined ? '' : String(n));
const limit = (l: LimitAgainstMinimum | undefined) => (l ? [l.value, l.minimum, l.meets ? 'yes' : 'no'] : ['', '', '']);

function rowFields(r: FleetRow): string[] {
  return [r.host, r.queueManager ?? '', r.files.join('; '), r.version ?? '', r.haType, r.worst, String(r.errors), String(r.warnings), num(r.logPrimaryPeakPercent), num(r.logWriteLatencyP95Seconds), ...limit(r.nofile), ...limit(r.nproc), num(r.nativeHaInSync?.inSync), num(r.nativeHaInSync?.instances), num(r.capacityCeiling), num(r.capacityHeadroom), ''];
}

function unreadFields(u: UnreadFile): string[] {
  const fields = HEADER.map(() => '');
  fields[HEADER.indexOf('host')] = u.file;
  fields[HEADER.indexOf('files')] = u.file;
  fields[HEADER.indexOf('worst')] = 'not read';
  fields[HEADER.indexOf('not_read_because')] = u.why;
  return fields;
}

/** Files not read are listed after the rows, with the checker's reason, so the export accounts for every file. */
export function fleetCsv(rows: readonly FleetRow[], unread: readonly UnreadFile[] = []): string {
  // Rows set against an earlier run (mqcheck --baseline or --compare) end with what changed since.
  const compared = rows.some((r) => r.changed !== undefined);
  const records = [HEADER, ...rows.map(rowFields), ...unread.map(unreadFields)].map((fields, i) => (compared ? [...fields, i === 0 ? 'changed' : i <= rows.length ? num(rows[i - 1]!.changed) : ''] : fields));
  return `${records.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

