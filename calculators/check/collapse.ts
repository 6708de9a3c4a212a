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
    const [first, ...rest] = group;
    const lines = rest.map((f) => f.line).filter((n): n is number => n !== undefined);
    const shown = lines.slice(0, 20).join(', ') + (lines.length > 20 ? ', …' : '');
    folded.set(first!, { ...first!, title: `${first!.title}; and ${num(rest.length)} more like it${lines.length ? ` (lines ${shown})` : ''}` });
    for (const f of rest) folded.set(f, null);
  }
  if (!folded.size) return [...findings];
  return findings.flatMap((f) => {
    const g = folded.get(f);
    return g === undefined ? [f] : g === null ? [] : [g];
  });
}
