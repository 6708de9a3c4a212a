/**
 * A paste of several queue managers (a gather, a transcript run against two) is shown a queue
 * manager at a time: the host's own findings first (kernel values and limits count for every queue
 * manager on it), then each queue manager's, each group under a heading with its counts. A paste
 * of one queue manager, or of none named, is one list as before.
 */
import type { Finding } from '../../../calculators/check/index.ts';
import { el } from './dom.ts';
import { renderFinding } from './render-findings.ts';

const ORDER: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2, ok: 3 };

export type FindingItem = { heading: string; queueManager: string } | { finding: Finding };

const counts = (fs: readonly Finding[]) => {
  const n = (s: Finding['severity']) => fs.filter((f) => f.severity === s).length;
  const e = n('error');
  const w = n('warning');
  return `${e} error${e === 1 ? '' : 's'}, ${w} warning${w === 1 ? '' : 's'}`;
};

/** The findings in the order shown, with a heading before each group when there is more than one. */
export function groupedFindings(findings: readonly Finding[], queueManagers: readonly string[] = []): FindingItem[] {
  const named = new Set(findings.map((f) => f.queueManager).filter((q): q is string => !!q));
  if (named.size === 0 || (named.size === 1 && queueManagers.length <= 1 && findings.every((f) => f.queueManager))) return findings.map((finding) => ({ finding }));
  const order = [...queueManagers, ...[...named].filter((q) => !queueManagers.includes(q))];
  const host = findings.filter((f) => !f.queueManager);
  const out: FindingItem[] = [];
  if (host.length) out.push({ heading: `The host (every queue manager on it): ${counts(host)}`, queueManager: '' }, ...host.map((finding) => ({ finding })));
  for (const qm of order) {
    const own = findings.filter((f) => f.queueManager === qm).sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));
    if (!own.length) continue;
    out.push({ heading: `Queue manager ${qm}: ${counts(own)}`, queueManager: qm }, ...own.map((finding) => ({ finding })));
  }
  return out;
}

export function renderFindingItem(item: FindingItem): HTMLLIElement {
  if ('finding' in item) {
    const li = renderFinding(item.finding);
    if (item.finding.queueManager) li.dataset.queueManager = item.finding.queueManager;
    return li;
  }
  const li = el('li', undefined, 'check-group');
  li.dataset.group = item.queueManager;
  li.append(el('h3', item.heading));
  return li;
}
