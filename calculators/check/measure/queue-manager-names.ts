/**
 * How a line names the queue managers something holds for, when a text (a gather) names several:
 * the measurements panel's words ("Log type CIRCULAR (DISPLAY QMSTATUS; QM1 and QM2)"), its
 * calculator links ("…, for all 50 queue managers") and /check/'s result line say it the same way.
 */

/** "QM01, QM02 and QM03", or the first few and how many more. */
export function queueManagerList(names: readonly string[], shown = 3): string {
  if (names.length <= shown + 1) return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** `names` out of the `total` queue managers the text named: "all 50 queue managers" when it is every one of more than two, else the list. */
export function whichQueueManagers(names: readonly string[], total: number): string {
  return names.length === total && total > 2 ? `all ${total} queue managers` : queueManagerList(names);
}
