/**
 * The Log stanza of qm.ini against IBM's documented ranges (the same limits the log sizing
 * calculator enforces, imported from it), the Linux report's and IBM's 2020 advice on the log
 * buffer, and the keys IBM documents: a misspelled key is ignored by the queue manager without a
 * word, so the value the administrator meant never takes effect.
 */
import { MAX_FILE_PAGES, PLATFORM_LIMITS, type Platform } from '../../lib/log-limits.ts';
import { DEFAULT_BUFFER_PAGES, MAX_BUFFER_PAGES, MIN_BUFFER_PAGES, SMALLEST_BUFFER_IBM_MENTIONS } from '../../log-sizing.ts';
import { SOURCES } from '../sources.ts';
import { closest } from '../spelling.ts';
import type { Finding, IniEntry, IniStanza } from '../types.ts';

/** The keys IBM documents for the Log stanza (IBM MQ 9.2, q018950_). */
export const LOG_KEYS = ['LogPrimaryFiles', 'LogSecondaryFiles', 'LogFilePages', 'LogType', 'LogBufferPages', 'LogPath', 'LogWriteIntegrity', 'LogManagement'] as const;

/** A whole number written the way qm.ini takes it, or null. */
function wholeNumber(value: string): number | null {
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
}

const entryOf = (stanza: IniStanza, key: string): IniEntry | undefined => stanza.entries.find((e) => e.key.toLowerCase() === key.toLowerCase());

function rangeFinding(rule: string, entry: IniEntry, label: string, min: number, max: number, where: string): Finding {
  const n = wholeNumber(entry.value);
  const ok = n !== null && n >= min && n <= max;
  return {
    rule,
    severity: ok ? 'ok' : 'error',
    title: ok ? `${entry.key}=${n} is within IBM's range (${min}–${max.toLocaleString('en-GB')}${where})` : `${entry.key}=${entry.value} is outside IBM's range`,
    recommended: ok ? '' : `Set ${entry.key} to a whole number from ${min} to ${max.toLocaleString('en-GB')}${where}.`,
    why: ok ? `${label}.` : `${label}. A value outside the range stops the queue manager from starting or is replaced by a default.`,
    line: entry.line,
    sources: [SOURCES.logStanza],
  };
}

export function checkLogStanza(stanza: IniStanza, platform: Platform): Finding[] {
  const lim = PLATFORM_LIMITS[platform];
  const where = ` on ${lim.name}`;
  const findings: Finding[] = [];

  for (const entry of stanza.entries) {
    if ((LOG_KEYS as readonly string[]).includes(entry.key)) continue;
    const suggestion = closest(entry.key, LOG_KEYS);
    findings.push({
      rule: 'log.unknown-key',
      severity: 'warning',
      title: `${entry.key} is not a Log stanza key${suggestion ? `: did you mean ${suggestion}?` : ''}`,
      recommended: suggestion ? `Rename it to ${suggestion} (keys are spelt exactly as IBM documents them).` : `Remove it, or move it to the stanza it belongs to. The Log stanza's keys are ${LOG_KEYS.join(', ')}.`,
      why: 'The queue manager ignores a key it does not know without any message, so the setting never takes effect.',
      line: entry.line,
      sources: [SOURCES.logStanza],
    });
  }

  const primary = entryOf(stanza, 'LogPrimaryFiles');
  const secondary = entryOf(stanza, 'LogSecondaryFiles');
  const pages = entryOf(stanza, 'LogFilePages');
  if (primary) findings.push(rangeFinding('log.primary-files-range', primary, 'Primary files are allocated when the queue manager is created; the count can be changed at a restart', 2, lim.maxPrimary, where));
  if (secondary) findings.push(rangeFinding('log.secondary-files-range', secondary, 'Secondary files are allocated when the primaries are full', 1, lim.maxSecondary, where));
  if (pages) findings.push(rangeFinding('log.file-pages-range', pages, 'LogFilePages is the size of every log file in 4 KiB pages, fixed when the queue manager is created', lim.minPages, MAX_FILE_PAGES, where));

  const p = primary ? wholeNumber(primary.value) : 3;
  const s = secondary ? wholeNumber(secondary.value) : 2;
  if ((primary || secondary) && p !== null && s !== null) {
    const total = p + s;
    const ok = total >= 3 && total <= lim.maxTotal;
    findings.push({
      rule: 'log.total-files',
      severity: ok ? 'ok' : 'error',
      title: ok ? `${total} log files in all (${p} primary + ${s} secondary), within IBM's 3–${lim.maxTotal}${where}` : `${p} primary + ${s} secondary = ${total} log files, outside IBM's 3–${lim.maxTotal}${where}`,
      recommended: ok ? '' : `Keep LogPrimaryFiles + LogSecondaryFiles between 3 and ${lim.maxTotal}${where}: fewer, larger files (LogFilePages) hold the same log.`,
      why: 'IBM limits the total of primary and secondary files, whatever each count is on its own.',
      line: (secondary ?? primary)!.line,
      sources: [SOURCES.logStanza],
    });
  }

  const type = entryOf(stanza, 'LogType');
  if (type) {
    const v = type.value.trim().toUpperCase();
    const ok = v === 'CIRCULAR' || v === 'LINEAR';
    findings.push({
      rule: 'log.type',
      severity: ok ? 'ok' : 'error',
      title: ok ? `LogType=${v}` : `LogType=${type.value} is not a log type`,
      recommended: ok ? '' : 'Set LogType=CIRCULAR (the default) or LogType=LINEAR (for media recovery). The type is fixed when the queue manager is created (crtmqm -lc or -ll).',
      why: ok ? (v === 'LINEAR' ? 'Linear logs keep every file until it is archived or deleted, for media recovery: plan the archive space.' : 'Circular logs reuse their files; they restart faster but give no media recovery.') : 'IBM documents CIRCULAR and LINEAR only.',
      line: type.line,
      sources: [SOURCES.logStanza],
    });
  }

  const integrity = entryOf(stanza, 'LogWriteIntegrity');
  if (integrity) {
    const v = integrity.value.trim();
    const known = ['SingleWrite', 'DoubleWrite', 'TripleWrite'].find((k) => k.toLowerCase() === v.toLowerCase());
    findings.push({
      rule: 'log.write-integrity',
      severity: !known ? 'error' : known === 'TripleWrite' ? 'ok' : 'warning',
      title: !known ? `LogWriteIntegrity=${v} is not a value IBM documents` : `LogWriteIntegrity=${known}`,
      recommended: known === 'TripleWrite' ? '' : 'Use TripleWrite (the default) unless the file system or device guarantees that 4 KiB writes are atomic.',
      why: 'TripleWrite is safe in almost every case and only matters when a partial log page is written; SingleWrite is safe only on storage that guarantees atomic 4 KiB writes.',
      line: integrity.line,
      sources: [SOURCES.logWriteIntegrity],
    });
  }

  const buffer = entryOf(stanza, 'LogBufferPages');
  if (buffer) findings.push(bufferFinding(buffer));
  return findings;
}

/** LogBufferPages: IBM's range, the Linux report's best practice (4096, minimum 128) and IBM's 2020 view (default suits most). */
function bufferFinding(entry: IniEntry): Finding {
  const n = wholeNumber(entry.value);
  const sources = [SOURCES.logStanza, SOURCES.linuxLogBuffer, SOURCES.bestPracticesLogBuffer];
  const base = { rule: 'log.buffer-pages', line: entry.line, sources };
  if (n === null || n > MAX_BUFFER_PAGES) {
    return { ...base, severity: 'error', title: `LogBufferPages=${entry.value} is outside IBM's range 0–${MAX_BUFFER_PAGES}`, recommended: `Set LogBufferPages to 0 (the queue manager chooses ${DEFAULT_BUFFER_PAGES} pages) or up to ${MAX_BUFFER_PAGES} (16 MiB).`, why: 'The log buffer is counted in 4 KiB pages, at most 4096.' };
  }
  if (n === 0) {
    return { ...base, severity: 'info', title: `LogBufferPages=0: the queue manager uses ${DEFAULT_BUFFER_PAGES} pages (2 MiB)`, recommended: `For heavy persistent traffic the Linux report recommends ${MAX_BUFFER_PAGES} (Best Practice #6); IBM's 2020 best practices find the default suitable for most installations.`, why: 'A bigger buffer lets the logger write more log records in one I/O.' };
  }
  if (n < MIN_BUFFER_PAGES) {
    return { ...base, severity: 'warning', title: `LogBufferPages=${n} is below the ${MIN_BUFFER_PAGES}-page minimum the Linux report gives`, recommended: `Use at least ${MIN_BUFFER_PAGES} pages unless the queue manager handles under 100 small (< 10 KB) persistent messages a second, where IBM's 2020 best practices allow as few as ${SMALLEST_BUFFER_IBM_MENTIONS}.`, why: 'A small buffer forces more, smaller log writes under load.' };
  }
  if (n < MAX_BUFFER_PAGES) {
    return { ...base, severity: 'info', title: `LogBufferPages=${n} is within range`, recommended: `The Linux report recommends ${MAX_BUFFER_PAGES} for persistent throughput (Best Practice #6); IBM's 2020 best practices raise it for messages over 1 MB.`, why: 'A bigger buffer lets the logger aggregate more records per write; the memory cost (16 MiB at most) is small on today’s servers.' };
  }
  return { ...base, severity: 'ok', title: `LogBufferPages=${n}, the maximum, as the Linux report recommends`, recommended: '', why: 'The largest buffer lets the logger aggregate the most records per write.' };
}
