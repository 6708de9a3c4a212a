/**
 * Judging a paste of several queue managers one at a time, configuration and measurements alike:
 * each queue manager is judged on what is its own and what its host's (kernel values, limits, a
 * network round trip), and every finding names the queue manager it is about. A finding that comes
 * out the same for every queue manager, about a line that is none's (mqconfig's release, a host
 * limit), is the host's: it is kept once and names none.
 */
import type { Finding } from '../../rulebook/types.ts';

const key = (f: Finding) => `${f.rule}\u0000${f.line ?? ''}\u0000${f.title}`;

/**
 * `lineOwner(line)` is the queue manager whose lines hold `line` (undefined for a host line);
 * `judge(qm)` judges one queue manager on its own and its host's.
 */
export function judgeEachQueueManager(queueManagers: readonly string[], judge: (qm: string) => readonly Finding[], lineOwner: (line: number) => string | undefined): Finding[] {
  const runs = queueManagers.map((qm) => ({ qm, findings: judge(qm) }));
  // How many queue managers gave each finding: one given by all about no queue manager's line is the host's.
  const given = new Map<string, number>();
  for (const { findings } of runs) for (const k of new Set(findings.map(key))) given.set(k, (given.get(k) ?? 0) + 1);
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const { qm, findings } of runs) {
    for (const f of findings) {
      const k = key(f);
      const owner = f.line !== undefined ? (lineOwner(f.line) ?? (given.get(k) === runs.length ? undefined : qm)) : given.get(k) === runs.length ? undefined : qm;
      const id = `${owner ?? ''}\u0000${k}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(owner ? { ...f, queueManager: owner } : f);
    }
  }
  return out;
}
