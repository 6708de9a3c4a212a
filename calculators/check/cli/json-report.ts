/**
 * mqcheck's two JSON outputs. `--format=json` is the full report, versioned: REPORT_VERSION goes
 * up whenever a field is renamed, removed or changes meaning (a field added is announced the same
 * way, so a reader can tell which it has); the README documents every field. `--json` is the flat
 * array of findings the command has printed from the start, kept for the scripts that read it.
 */
import type { Finding, ReadValue, Reading, UnreadLine } from '../index.ts';
import type { FileReport } from './file-report.ts';
import { capacityJson, type CapacityJson } from './capacity-report.ts';

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
}

export interface Report {
  version: typeof REPORT_VERSION;
  files: ReportFile[];
}

const fixesOf = (f: Finding) => (f.fixes ?? []).map((x) => ({ label: x.label, language: x.language, text: x.text }));

function reportFinding(f: Finding): ReportFinding {
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
  };
}

export function fullReport(files: readonly FileReport[]): Report {
  return {
    version: REPORT_VERSION,
    files: files.map((r) => ({
      file: r.file,
      problem: r.problem ?? null,
      recognised: r.recognised,
      values: r.values,
      readings: r.readings,
      notRead: r.notRead,
      findings: r.findings.map(reportFinding),
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
