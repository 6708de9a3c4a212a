/**
 * A queue manager of two thousand queues, each persistent by default, would give two thousand
 * notes that say the same thing. Notes and oks (never errors or warnings, which each need their own
 * action) of one rule about one queue manager are listed one by one up to NOTES_EACH; past that they
 * become one finding at the first one's line that counts the rest and names where they are.
 */
import type { Finding } from '../rulebook/types.ts';
import { num } from '../num.ts';

export const NOTES_EACH = 10;

export function collapseNotes(findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  // A rule gives its notes one after another: a finding of the same rule, severity and queue manager
  // as the one before joins that one's group without a key being made (2,000 notes per queue manager).
  let previous: Finding | undefined;
  let group: Finding[] = [];
  for (const f of findings) {
    if (f.severity !== 'info' && f.severity !== 'ok') continue;
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
    // Read in place, not copied out (a group is a queue manager's 2,000 notes): the rest's count, and the first 20 of their lines.
    const first = group[0]!;
    const shownLines: number[] = [];
    let lineCount = 0;
    for (let i = 1; i < group.length; i++) {
      const line = group[i]!.line;
      if (line === undefined) continue;
      if (lineCount < 20) shownLines.push(line);
      lineCount++;
    }
    const shown = shownLines.join(', ') + (lineCount > 20 ? ', …' : '');
    folded.set(first, { ...first, title: `${first.title}; and ${num(group.length - 1)} more like it${lineCount ? ` (lines ${shown})` : ''}` });
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
