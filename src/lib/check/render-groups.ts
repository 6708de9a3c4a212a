/**
 * A paste of several queue managers (a gather, a transcript run against two) is shown a queue
 * manager at a time: the host's own findings first (kernel values and limits count for every queue
 * manager on it), then each queue manager's, worst first, each group under a heading with its
 * counts. A few groups are shown open; past that each is a closed disclosure whose findings are
 * drawn when it is first opened, so a gather of fifty queue managers puts fifty headings on the
 * page, not a thousand findings to lay out. A paste of one queue manager, or of none named, is one
 * list as before.
 */
import type { Finding } from '../../../calculators/check/index.ts';
import { SEVERITY_RANK, worseFirst, worstOf } from '../../../calculators/rulebook/types.ts';
import { severityCounts } from '../../../calculators/check/severity-counts.ts';
import { el } from './dom.ts';
import { renderFinding } from './render-findings.ts';
import { appendInSlices } from './slices.ts';

/** Groups shown open; with more, every group starts closed. */
const OPEN_GROUPS = 3;
/**
 * Elements added per frame, of findings or of group headings (five a heading: a dozen groups): a
 * dozen findings' text laid out at once held the page 40 ms, and fifty groups' headings in both
 * panels made the longest frame of opening a gather (issue 43, item 7).
 */
const ELEMENTS_PER_FRAME = 60;

export interface FindingGroup {
  /** '' for the host's own findings. */
  queueManager: string;
  heading: string;
  findings: Finding[];
}

const worstRank = (fs: readonly Finding[]) => SEVERITY_RANK[worstOf(fs.map((f) => f.severity), 'ok')];

/** The groups in the order shown (the host first, then queue managers worst first), or undefined when there is nothing to group. */
export function findingGroups(findings: readonly Finding[], queueManagers: readonly string[] = []): FindingGroup[] | undefined {
  const named = new Set(findings.map((f) => f.queueManager).filter((q): q is string => !!q));
  if (named.size === 0 || (named.size === 1 && queueManagers.length <= 1 && findings.every((f) => f.queueManager))) return undefined;
  const order = [...queueManagers, ...[...named].filter((q) => !queueManagers.includes(q))];
  // Each queue manager's findings in one pass: filtering a fifty-queue-manager gather's 757 findings
  // once per queue manager (37,850 reads of objects fresh from the worker's message) was 30 ms of
  // the page's script while it opened (a CPU profile).
  const byQueueManager = new Map<string, Finding[]>();
  const host: Finding[] = [];
  for (const f of findings) {
    if (!f.queueManager) host.push(f);
    else if (byQueueManager.has(f.queueManager)) byQueueManager.get(f.queueManager)!.push(f);
    else byQueueManager.set(f.queueManager, [f]);
  }
  const groups = order
    .map((qm) => ({ queueManager: qm, findings: (byQueueManager.get(qm) ?? []).sort((a, b) => worseFirst(a, b) || (a.line ?? 0) - (b.line ?? 0)) }))
    .filter((g) => g.findings.length)
    .sort((a, b) => worstRank(a.findings) - worstRank(b.findings))
    .map((g) => ({ ...g, heading: `Queue manager ${g.queueManager}: ${severityCounts(g.findings, false)}` }));
  return [...(host.length ? [{ queueManager: '', heading: `The host (every queue manager on it): ${severityCounts(host, false)}`, findings: host }] : []), ...groups];
}

/** A finding as a list item that says its queue manager; `where` as renderFinding's. */
function findingItem(f: Finding, where?: Parameters<typeof renderFinding>[1]): HTMLLIElement {
  const li = renderFinding(f, where);
  if (f.queueManager) li.dataset.queueManager = f.queueManager;
  return li;
}

/**
 * Each group as a disclosure in `list`; returns false when a newer result replaced this one while
 * drawing. `after` gives what follows a group's findings (its queue manager's Capacity block), drawn with them.
 */
export async function renderGroups(list: HTMLElement, groups: readonly FindingGroup[], wanted: () => boolean, item: (f: Finding) => HTMLLIElement = (f) => findingItem(f), after?: (g: FindingGroup) => HTMLElement | undefined): Promise<boolean> {
  const open = groups.length <= OPEN_GROUPS;
  const fills: (() => Promise<boolean>)[] = [];
  const groupItem = (g: FindingGroup): HTMLLIElement => {
    const li = el('li', undefined, 'check-group');
    li.dataset.group = g.queueManager;
    const details = el('details');
    const summary = el('summary');
    summary.append(el('h3', g.heading));
    const inner = el('ol', undefined, 'check-findings');
    inner.setAttribute('aria-label', g.heading);
    details.append(summary, inner);
    li.append(details);
    let drawn = false;
    const fill = async () => {
      if (drawn) return true;
      drawn = true;
      if (!(await appendInSlices(inner, g.findings, item, wanted, ELEMENTS_PER_FRAME))) return false;
      const next = after?.(g);
      if (next) details.append(next);
      return true;
    };
    if (open) {
      details.open = true;
      fills.push(fill);
    } else details.addEventListener('toggle', () => void (details.open && fill()), { once: false });
    return li;
  };
  // A frame's worth of headings at a time, as their findings are drawn.
  if (!(await appendInSlices(list, groups, groupItem, wanted, ELEMENTS_PER_FRAME))) return false;
  for (const fill of fills) if (!(await fill())) return false;
  return true;
}

export { findingItem };
