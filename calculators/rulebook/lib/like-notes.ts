/**
 * Like notes folded into one: a queue manager of two thousand queues, each persistent by default,
 * would give two thousand notes that say the same thing. Notes and oks (never errors or warnings,
 * which each need their own action) of one rule about one queue manager are listed one by one up to
 * NOTES_EACH; past that they become one finding at the first one's line that counts the rest and
 * names where they are. The checker folds every rule's output so (calculators/check/collapse.ts); a
 * rule that can give thousands folds its own as it makes them (foldLikeNotes), with the same result,
 * so the thousands are never built.
 */
import type { Finding } from '../types.ts';
import { num } from '../../num.ts';

export const NOTES_EACH = 10;

/** How many of the rest's lines a folded note names. */
const LINES_SHOWN = 20;

/** A severity whose like notes are folded. */
export const folds = (severity: Finding['severity']): boolean => severity === 'info' || severity === 'ok';

/** The first note of a group of `count`, the rest (whose lines are `lineOf(1)`, `lineOf(2)` …) folded into it. */
export function foldedNote(first: Finding, count: number, lineOf: (i: number) => number | undefined): Finding {
  const shownLines: number[] = [];
  let lineCount = 0;
  for (let i = 1; i < count; i++) {
    const line = lineOf(i);
    if (line === undefined) continue;
    if (lineCount < LINES_SHOWN) shownLines.push(line);
    lineCount++;
  }
  const shown = shownLines.join(', ') + (lineCount > LINES_SHOWN ? ', …' : '');
  return { ...first, title: `${first.title}; and ${num(count - 1)} more like it${lineCount ? ` (lines ${shown})` : ''}` };
}

/**
 * A rule's notes about `items`, one each (`note(item)`, all of one severity, naming no queue
 * manager), as the checker's folding would leave them: all of them up to NOTES_EACH, else the first
 * alone, folded, with the rest's lines from `lineOf` (the line each one's note would have). Only
 * the first note is made then.
 */
export function foldLikeNotes<T>(items: readonly T[], note: (item: T) => Finding, lineOf: (item: T) => number | undefined): Finding[] {
  if (items.length <= NOTES_EACH) return items.map(note);
  const first = note(items[0]!);
  if (!folds(first.severity) || first.queueManager) return items.map(note);
  return [foldedNote(first, items.length, (i) => lineOf(items[i]!))];
}
