/**
 * The lines a reader was offered, back at their paste positions (every other line blank), for the
 * readers that take `lines[i]` as paste line i + 1: their line numbers then need no mapping back.
 */
import type { PasteLine } from './reader.ts';

export function sparseLines(lines: readonly PasteLine[]): string[] {
  const out = new Array<string>(lines.at(-1)?.n ?? 0).fill('');
  for (const l of lines) out[l.n - 1] = l.text;
  return out;
}
