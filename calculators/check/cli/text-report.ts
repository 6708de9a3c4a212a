/**
 * mqcheck's text output: for each file a line saying what was read, then its findings, worst first
 * as the checker sorts them. When a file holds more than one queue manager (a gather script's
 * sections, several runmqsc transcripts), its findings are grouped under a heading per queue
 * manager, those about no particular one first; then each measured queue manager's capacity
 * (capacity-report.ts). With several files, a closing summary gives each file's counts in one line.
 *
 * Against an earlier run (--baseline, --compare) a file's lines lead with what is new and what was
 * fixed since, then what is still found; with --compare, what changed per queue manager comes
 * before them, a change that lowers a value its rule recommends keeping first.
 */
import type { Finding } from '../index.ts';
import type { FileReport } from './file-report.ts';
import { inputName } from './input.ts';
import { severityCounts } from '../severity-counts.ts';
import type { FileBeforeAfter } from './before-after.ts';
import type { KeyedFinding } from '../compare/snapshot.ts';
import type { Comparison } from '../compare/diff.ts';
import { readableValue } from '../../format.ts';
import { capacityText } from './capacity-report.ts';

const MARK: Record<Finding['severity'], string> = { error: 'ERROR', warning: 'WARN ', info: 'NOTE ', ok: 'OK   ' };

function findingLines(f: Finding, indent: string): string[] {
  const where = f.line === undefined ? '' : `line ${f.line}: `;
  return [`${indent}${MARK[f.severity]} ${where}${f.title} [${f.rule}]`, ...(f.recommended ? [`${indent}      ${f.recommended}`] : [])];
}

/** The queue managers a file's findings name, in the order first named. */
function queueManagersOf(findings: readonly Finding[]): string[] {
  return [...new Set(findings.flatMap((f) => (f.queueManager === undefined ? [] : [f.queueManager])))];
}

/** The findings, under a heading per queue manager when they name several. */
function findingsText(findings: readonly Finding[], indent: string): string[] {
  const managers = queueManagersOf(findings);
  if (managers.length <= 1) return findings.flatMap((f) => findingLines(f, indent));
  const lines = findings.filter((f) => f.queueManager === undefined).flatMap((f) => findingLines(f, indent));
  for (const qm of managers) {
    lines.push(`${indent}Queue manager ${qm}:`);
    lines.push(...findings.filter((f) => f.queueManager === qm).flatMap((f) => findingLines(f, `${indent}  `)));
  }
  return lines;
}

const KEYED_MARK: Record<KeyedFinding['severity'], string> = MARK;
const keyedLine = (f: KeyedFinding, indent: string) => `${indent}${KEYED_MARK[f.severity]} ${f.queueManager ? `${f.queueManager}: ` : ''}${f.line === null ? '' : `line ${f.line}: `}${f.message} [${f.rule}]`;
const shown = (v: string | null) => (v === null ? '(not set)' : v);

/** What changed per queue manager, as lines. */
export function comparisonText(c: Comparison): string[] {
  const lines = [`  Compared with ${c.with.join('; ')}${c.valuesCompared ? '' : ' (a SARIF log: findings only, no values to compare)'}:`];
  let any = false;
  for (const q of c.queueManagers) {
    const parts = [
      ...q.changes.map((x) => `      ${x.lowersRecommended ? 'LOWERED ' : ''}${x.object ? `${x.object} ` : ''}${x.attribute}: ${shown(x.before)} -> ${shown(x.after)}${x.rule ? ` [${x.rule}]` : ''}`),
      ...q.objectsAdded.map((o) => `      added ${o}`),
      ...q.objectsRemoved.map((o) => `      removed ${o}`),
      ...q.findingsNew.map((f) => keyedLine(f, '      new   ')),
      ...q.findingsFixed.map((f) => keyedLine(f, '      fixed ')),
      ...q.readings.map((x) => `      ${x.name} (${x.origin}): ${readableValue(x.before, x.unit)} -> ${readableValue(x.after, x.unit)}`),
      ...q.figures.map((x) => `      ${x.name}: ${x.before ?? '(none)'} -> ${x.after ?? '(none)'} ${x.unit}`),
    ];
    if (!parts.length) continue;
    any = true;
    lines.push(`    ${q.queueManager === null ? 'Not about one queue manager' : `Queue manager ${q.queueManager}`}: ${q.changes.length} changed, ${q.objectsAdded.length} added, ${q.objectsRemoved.length} removed, ${q.findingsNew.length} new and ${q.findingsFixed.length} fixed findings`, ...parts);
  }
  if (!any) lines.push('    Nothing changed.');
  return lines;
}

export function fileText(r: FileReport, before?: FileBeforeAfter): string[] {
  if (r.problem !== undefined) return [r.problem];
  const head = `${inputName(r.file)}: read ${r.recognised.join('; ')}; ${r.valueCount} values, ${r.readings.length} measurements, ${r.notRead.length} lines not read`;
  if (!before?.states) return [head, ...findingsText(r.findings, '  '), ...capacityText(r.capacity)];
  const lines = [head];
  if (before.comparison) lines.push(...comparisonText(before.comparison));
  else if (before.comparison === null) lines.push('  No earlier file holds its queue managers (or has its name): nothing to compare with, so every finding is new.');
  const isNew = r.findings.filter((_, i) => before.states![i] === 'new' || before.states![i] === 'updated');
  lines.push(`  New since ${before.matched?.length ? before.matched.join('; ') : 'the baseline (no earlier file matched)'} (${isNew.length}):`, ...isNew.flatMap((f) => findingLines(f, '    ')));
  lines.push(`  Fixed since then (${before.absent!.length}):`, ...before.absent!.map((f) => keyedLine(f, '    ')));
  const rest = r.findings.filter((f) => !isNew.includes(f));
  lines.push(`  Still found, and ok (${rest.length}):`, ...findingsText(rest, '    '));
  return [...lines, ...capacityText(r.capacity)];
}

/** One line per file: its counts by severity, or why it was not checked. */
export function summaryLine(r: FileReport): string {
  if (r.problem !== undefined) return `${r.problem} Not checked.`;
  return `${inputName(r.file)}: ${severityCounts(r.findings)}`;
}
