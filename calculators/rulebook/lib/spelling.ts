/** Did-you-mean for configuration keys: the known key nearest by edit distance, if it is near enough to be a slip. */

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** The known name `name` was probably meant to be: case-insensitive, within a third of its length. */
export function closest(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  let best: { key: string; d: number } | undefined;
  for (const key of known) {
    const d = distance(lower, key.toLowerCase());
    if (!best || d < best.d) best = { key, d };
  }
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.key : undefined;
}
