/**
 * One checked file as the comparisons need it: its findings, each named by its fingerprint
 * (subject.ts), the queue managers it holds, and, where known, the values and readings it read. A
 * snapshot is made from a file checked now, from an earlier `--format=json` report (which holds all
 * of it) or from an earlier SARIF log (findings only: enough for a baseline, not for --compare's
 * changed attributes). Plain data, so it crosses from a worker as it is.
 */
import type { Finding, ReadValue, Reading, Severity } from '../../rulebook/types.ts';
import { findingSubjects, fingerprints, type FindingKey, type ValueKey } from './subject.ts';

export interface KeyedFinding {
  fingerprint: string;
  rule: string;
  severity: Severity;
  /** The finding's one line (its title). */
  message: string;
  line: number | null;
  queueManager: string | null;
  object: string;
  attribute: string;
}

/** A value as a comparison keeps it: what names it and its setting. */
export type SnapshotValue = Pick<ReadValue, 'name' | 'setting' | 'line'> & Partial<Pick<ReadValue, 'user' | 'queueManager'>>;
export type SnapshotReading = Omit<Reading, 'series'>;

export interface Snapshot {
  /** The file as given (a path, an archive member `gathers.tgz/host1.txt`, or a SARIF artifact's URI). */
  file: string;
  queueManagers: string[];
  findings: KeyedFinding[];
  /** Absent when the source did not hold them (a SARIF log). */
  values?: readonly SnapshotValue[];
  readings?: SnapshotReading[];
}

/** A finding of the checker or of a JSON report, as far as keying goes. */
type AnyFinding = Pick<FindingKey, 'rule' | 'title'> & { severity: Severity; line?: number | null | undefined; queueManager?: string | null | undefined };

/** The findings with their subjects and fingerprints, in the order given. */
export function keyFindings(findings: readonly AnyFinding[], values: Iterable<ValueKey>): KeyedFinding[] {
  const keys = findings.map((f): FindingKey => ({ rule: f.rule, title: f.title, ...(typeof f.line === 'number' ? { line: f.line } : {}), ...(f.queueManager ? { queueManager: f.queueManager } : {}) }));
  const subjects = findingSubjects(keys, values);
  const prints = fingerprints(keys, subjects);
  return findings.map((f, i) => ({
    fingerprint: prints[i]!,
    rule: f.rule,
    severity: f.severity,
    message: f.title,
    line: typeof f.line === 'number' ? f.line : null,
    queueManager: f.queueManager || null,
    object: subjects[i]!.object,
    attribute: subjects[i]!.attribute,
  }));
}

/** The queue managers named by a file's values, readings and findings, in the order first named. */
export function queueManagersOf(parts: { values?: Iterable<{ queueManager?: string | undefined }>; readings?: readonly { queueManager?: string | undefined }[]; findings: readonly { queueManager: string | null }[] }): string[] {
  const seen = new Set<string>();
  for (const f of parts.findings) if (f.queueManager) seen.add(f.queueManager);
  for (const r of parts.readings ?? []) if (r.queueManager) seen.add(r.queueManager);
  for (const v of parts.values ?? []) if (v.queueManager) seen.add(v.queueManager);
  return [...seen];
}

/** A file checked now: its findings keyed against its values. */
export function snapshotOf(file: string, checked: { findings: readonly Finding[]; values: readonly ReadValue[]; readings: readonly Reading[] }): Snapshot {
  const findings = keyFindings(checked.findings, checked.values);
  const readings = checked.readings.map(({ series: _series, ...r }) => r);
  const values = checked.values;
  return { file, queueManagers: queueManagersOf({ values, readings, findings }), findings, values, readings };
}
