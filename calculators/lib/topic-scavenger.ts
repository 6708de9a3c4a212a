/**
 * The topic scavenger's leaf-only rule as arithmetic. The MQ for z/OS V7.1 report (lines
 * 1173-1181) says each pass removes only topics with no child topics, so a branch of unwanted
 * topics D levels deep needs D passes, one TREELIFE interval apart: its 4-level example at
 * TREELIFE(120) takes 8 minutes. Everything beyond that rule here is our model and is labelled so.
 */

/** One pass of the scavenger over a uniform unwanted subtree. */
export interface ScavengerPass {
  /** 1 for the first pass after the topics became unwanted. */
  pass: number;
  /** Seconds after the topics became unwanted, on the report's one-pass-per-interval rule. */
  atSeconds: number;
  /** Level removed in this pass, counted from the top of the unwanted subtree (1 = top). */
  level: number;
  removed: number;
  remaining: number;
}

/** passes × TREELIFE, the report's rule; undefined when TREELIFE(0) means the topics are never removed. */
export function secondsToClear(depth: number, treelife: number): number | undefined {
  return treelife === 0 ? undefined : depth * treelife;
}

/**
 * Pass-by-pass removal of a subtree whose levels hold `perLevel` unwanted topics (top level
 * first), assuming every topic of a level has unwanted descendants down to the bottom level,
 * so the bottom level goes first and the top level last.
 */
export function removalSchedule(perLevel: readonly number[], treelife: number): ScavengerPass[] {
  const passes: ScavengerPass[] = [];
  let remaining = perLevel.reduce((a, b) => a + b, 0);
  for (let pass = 1; pass <= perLevel.length; pass++) {
    const level = perLevel.length - pass + 1;
    const removed = perLevel[level - 1]!;
    remaining -= removed;
    passes.push({ pass, atSeconds: pass * treelife, level, removed, remaining });
  }
  return passes;
}

/**
 * The longest one unwanted topic can wait, on our reading of the report's rule: the report counts
 * one TREELIFE per pass (D × TREELIFE), but a topic that becomes unwanted just after a pass can wait
 * up to one more interval before the first pass that removes it, so (D + 1) × TREELIFE. The backlog
 * bound below uses this same figure, so the caveat and the bound agree.
 */
export function longestWaitSeconds(depth: number, treelife: number): number {
  return (depth + 1) * treelife;
}

/**
 * Model (ours, built on the report's rule): topics become unwanted at `perSecond`; each is gone
 * within (depth + 1) × TREELIFE seconds (longestWaitSeconds), so no more than
 * perSecond × (depth + 1) × TREELIFE are waiting at any time. An upper bound, not a measurement.
 */
export function backlogBound(perSecond: number, depth: number, treelife: number): number {
  return perSecond * longestWaitSeconds(depth, treelife);
}

/** The largest whole TREELIFE for which backlogBound stays within `limit`; Infinity when nothing new becomes unwanted. */
export function largestTreelifeWithin(limit: number, perSecond: number, depth: number): number {
  if (perSecond === 0) return Number.POSITIVE_INFINITY;
  // The tiny allowance keeps 200,000 ÷ (0.1 × 1) from flooring to 1,999,999 through rounding error.
  return Math.floor((limit / (perSecond * (depth + 1))) * (1 + 1e-12));
}
