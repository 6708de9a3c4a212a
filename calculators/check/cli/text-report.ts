/**
 * mqcheck's text output: for each file a line saying what was read, then its findings, worst first
 * as the checker sorts them. When a file holds more than one queue manager (a gather script's
 * sections, several runmqsc transcripts), its findings are grouped under a heading per queue
 * manager, those about no particular one first; then each measured queue manager's capacity
 * (capacity-report.ts). With several files, a closing summary gives each file's counts in one line.
 */
import type { Finding } from '../index.ts';
import type { FileReport } from './file-report.ts';
import { inputName } from './input.ts';
import { severityCounts } from '../severity-counts.ts';
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

export function fileText(r: FileReport): string[] {
  if (r.problem !== undefined) return [r.problem];
  const head = `${inputName(r.file)}: read ${r.recognised.join('; ')}; ${r.valueCount} values, ${r.readings.length} measurements, ${r.notRead.length} lines not read`;
  const managers = queueManagersOf(r.findings);
  if (managers.length <= 1) return [head, ...r.findings.flatMap((f) => findingLines(f, '  ')), ...capacityText(r.capacity)];
  const lines = [head, ...r.findings.filter((f) => f.queueManager === undefined).flatMap((f) => findingLines(f, '  '))];
  for (const qm of managers) {
    lines.push(`  Queue manager ${qm}:`);
    lines.push(...r.findings.filter((f) => f.queueManager === qm).flatMap((f) => findingLines(f, '    ')));
  }
  return [...lines, ...capacityText(r.capacity)];
}

/** One line per file: its counts by severity, or why it was not checked. */
export function summaryLine(r: FileReport): string {
  if (r.problem !== undefined) return `${r.problem} Not checked.`;
  return `${inputName(r.file)}: ${severityCounts(r.findings)}`;
}
