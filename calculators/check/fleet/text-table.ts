/**
 * The fleet as aligned text for a terminal (mqcheck --format=table): the page's columns, padded to
 * their widest cell, worst first; then the files not read, with why.
 */
import { columnsFor } from './columns.ts';
import type { FleetRow, UnreadFile } from './types.ts';

export function fleetText(rows: readonly FleetRow[], unread: readonly UnreadFile[]): string {
  const COLUMNS = columnsFor(rows);
  const cells = [COLUMNS.map((c) => c.heading), ...rows.map((r) => COLUMNS.map((c) => c.text(r)))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  const out = [line(cells[0]!), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)];
  out.push('', `${rows.length} queue manager${rows.length === 1 ? '' : 's'} (rows)${unread.length ? `; ${unread.length} file${unread.length === 1 ? '' : 's'} not read:` : '.'}`);
  for (const u of unread) out.push(`  ${u.file}: ${u.why}`);
  return out.join('\n');
}
