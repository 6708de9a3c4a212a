/**
 * Like notes folded into one for each rule and queue manager, past NOTES_EACH
 * (rulebook/lib/like-notes.ts says why and how).
 */
import type { Finding } from '../rulebook/types.ts';
import { folds, foldedNote, NOTES_EACH } from '../rulebook/lib/like-notes.ts';

export { NOTES_EACH };

export function collapseNotes(findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  // A rule gives its notes one after another: a finding of the same rule, severity and queue manager
  // as the one before joins that one's group without a key being made (2,000 notes per queue manager).
  let previous: Finding | undefined;
  let group: Finding[] = [];
  for (const f of findings) {
    if (!folds(f.severity)) continue;
    if (previous === undefined || previous.rule !== f.rule || previous.severity !== f.severity || (previous.queueManager ?? '') !== (f.queueManager ?? '')) {
      const key = `${f.rule}\u0000${f.severity}\u0000${f.queueManager ?? ''}`;
      group = groups.get(key) ?? groups.set(key, []).get(key)!;
    }
    group.push(f);
    previous = f;
  }
  const folded = new Map<Finding, Finding | null>();
  for (const group of groups.values()) {
    if (group.length <= NOTES_EACH) continue;
    // Read in place, not copied out (a group is a queue manager's 2,000 notes).
    const first = group[0]!;
    folded.set(first, foldedNote(first, group.length, (i) => group[i]!.line));
    for (let i = 1; i < group.length; i++) folded.set(group[i]!, null);
  }
  if (!folded.size) return [...findings];
  const out: Finding[] = [];
  for (const f of findings) {
    const g = folded.get(f);
    if (g === undefined) out.push(f);
    else if (g !== null) out.push(g);
  }
  return out;
}
