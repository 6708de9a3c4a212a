/**
 * mqcheck's two JSON outputs. `--format=json` is the full report, versioned: REPORT_VERSION goes
 * up whenever a field is renamed, removed or changes meaning (a field added is announced the same
 * way, so a reader can tell which it has); the README documents every field. `--json` is the flat
 * array of findings the command has printed from the start, kept for the scripts that read it.
 */
import type { Finding, ReadValue, Reading, UnreadLine } from '../index.ts';
import type { FileReport } from './file-report.ts';
import type { FileBeforeAfter } from './before-after.ts';
import type { Comparison } from '../compare/diff.ts';
import type { BaselineState } from '../compare/match.ts';
import type { KeyedFinding } from '../compare/snapshot.ts';

import { capacityJson, type CapacityJson } from './capacity-report.ts';

/** 2: findings carry fingerprint, object, attribute and baselineState; files carry absent, comparison, capacity and capacityRefused. */
export const REPORT_VERSION = 2;

/** One finding in the full report. Absent parts are null, so every finding has every field. */
export interface ReportFinding {
  rule: string;
  severity: Finding['severity'];
  line: number | null;
  queueManager: string | null;
  message: string;
  why: string;
  fix: string;
  fixes: { label: string; language: string; text: string }[];
  sources: { label: string; href: string }[];
  calculator: { label: string; href: string } | null;
  /** Rule, queue manager, object and attribute hashed (never the line): the same finding in another run has the same one. */
  fingerprint: string;
  /** What the finding is about, as the values read name it; empty when it is about a whole object or file. */
  object: string;
  attribute: string;
  /** Against --baseline or --compare: new, unchanged or updated (another severity); null without one, and for an ok finding. */
  baselineState: Exclude<BaselineState, 'absent'> | null;
}

export interface ReportFile extends CapacityJson {
  file: string;
  /** null when the file was checked; otherwise why not, and every list below is empty. */
  problem: string | null;
  recognised: string[];
  values: ReadValue[];
  readings: Reading[];
  notRead: UnreadLine[];
  findings: ReportFinding[];
  /** Against --baseline or --compare: the earlier findings this run no longer finds (fixed); null without one. */
  absent: KeyedFinding[] | null;
  /** With --compare: what changed since the earlier run (compare/diff.ts); null otherwise, or when no earlier file matched. */
  comparison: Comparison | null;
}

export interface Report {
  version: typeof REPORT_VERSION;
  files: ReportFile[];
}

const fixesOf = (f: Finding) => (f.fixes ?? []).map((x) => ({ label: x.label, language: x.language, text: x.text }));

function reportFinding(f: Finding, keyed: KeyedFinding | undefined, state: BaselineState | undefined): ReportFinding {
  return {
    rule: f.rule,
    severity: f.severity,
    line: f.line ?? null,
    queueManager: f.queueManager ?? null,
    message: f.title,
    why: f.why,
    fix: f.recommended,
    fixes: fixesOf(f),
    sources: f.sources.map((s) => ({ label: s.label, href: s.href })),
    calculator: f.calculator ? { label: f.calculator.label, href: f.calculator.href } : null,
    fingerprint: keyed?.fingerprint ?? '',
    object: keyed?.object ?? '',
    attribute: keyed?.attribute ?? '',
    baselineState: state === undefined || state === 'absent' ? null : state,
  };
}

export function fullReport(files: readonly FileReport[], beforeAfter: readonly (FileBeforeAfter | undefined)[] = []): Report {
  return {
    version: REPORT_VERSION,
    files: files.map((r, i) => ({
      file: r.file,
      problem: r.problem ?? null,
      recognised: r.recognised,
      values: r.values,
      readings: r.readings,
      notRead: r.notRead,
      findings: r.findings.map((f, j) => reportFinding(f, beforeAfter[i]?.keyed[j], beforeAfter[i]?.states?.[j])),
      absent: beforeAfter[i]?.absent ?? null,
      comparison: beforeAfter[i]?.comparison ?? null,
      ...capacityJson(r.capacity),
    })),
  };
}

/** One element of `--json`'s array, as it has always been. */
export interface JsonFinding {
  file: string;
  line: number | null;
  rule: string;
  severity: Finding['severity'];
  message: string;
  fix: string;
  fixes: { label: string; language: string; text: string }[];
  source: string;
}

export function findingsArray(files: readonly FileReport[]): JsonFinding[] {
  return files.flatMap((r) =>
    r.findings.map((f) => ({
      file: r.file,
      line: f.line ?? null,
      rule: f.rule,
      severity: f.severity,
      message: f.title,
      fix: f.recommended,
      fixes: fixesOf(f),
      // The first source after the rule's own /rules/ anchor: the IBM page or report it rests on.
      source: (f.sources[1] ?? f.sources[0])?.href ?? '',
    })),
  );
}
