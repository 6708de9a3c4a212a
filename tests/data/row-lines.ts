import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Dataset } from '../../src/lib/data/catalogue.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';

/** The numbers printed on one line, thousands separators removed ("248,338" → 248338). */
function numbersOn(line: string): number[] {
  return (line.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((t) => Number(t.replace(/,/g, '')));
}

/**
 * Stricter than the catalogue's range check: every number of every row must be printed on ONE line of the
 * dataset's range, the line that carries the row's label (`labelOf(row)`, matched as printed). So a value
 * cannot pass by matching a number printed in another row of the same table.
 */
export function checkEveryNumberOnItsRowLine(d: Dataset, labelOf: (row: Record<string, unknown>) => string): void {
  it(`${d.meta.id}: every number of every row is printed on that row's line`, () => {
    const text = readFileSync(join(process.cwd(), reportTextPath(d.report)), 'utf8').split('\n');
    const [from, to] = d.meta.lines;
    const numeric = d.meta.columns.filter((c) => c.type !== 'string' && !c.derived && c.unit !== 'line');
    expect(d.rows.length).toBeGreaterThan(0);
    for (const { values } of d.rows) {
      const label = labelOf(values);
      const candidates = text.slice(from - 1, to).filter((l) => l.includes(label));
      expect(candidates.length, `"${label}" is printed on no line of ${from}–${to}`).toBeGreaterThan(0);
      const fits = candidates.some((l) => numeric.every((c) => values[c.name] === null || numbersOn(l).includes(values[c.name] as number)));
      expect(fits, `${d.meta.id} row "${label}": not every number is on its line`).toBe(true);
    }
  });
}

/**
 * A tuning-parameter dataset (parameter, value_printed, value, line): each row's parameter and value are printed on the
 * line it cites, and the numeric value, where there is one, is the printed one exactly.
 */
export function checkParametersOnTheirLines(d: Dataset): void {
  it(`${d.meta.id}: each parameter and its value are printed on the line it cites`, () => {
    const lines = readFileSync(join(process.cwd(), reportTextPath(d.report)), 'utf8').split('\n');
    expect(d.rows.length).toBeGreaterThan(0);
    for (const { values: r } of d.rows) {
      const line = lines[(r.line as number) - 1] ?? '';
      expect(line, String(r.parameter)).toContain(String(r.value_printed));
      expect(line, String(r.parameter)).toContain(String(r.parameter).replace(/ \((soft|hard)\)$/, ''));
      if (r.value !== null) expect(String(r.value), String(r.parameter)).toBe(r.value_printed);
    }
  });
}
