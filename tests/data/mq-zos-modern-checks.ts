import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isUnit } from '../../calculators/lib/units.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';
import type { Dataset } from '../../src/lib/data/catalogue.ts';

// Checks shared by the two newer z/OS reports (z16, 2022; zHyperWrite, 2019): every number of every dataset is
// found on the report line it came from, not merely somewhere in the dataset's range.

export function reportLines(ds: Dataset): string[] {
  return readFileSync(join(process.cwd(), reportTextPath(ds.report)), 'utf8').split('\n');
}

/** A printed number as it may appear on the line: "1,638,600" for 1638600, "+9" for 9. */
function printedForms(value: number): RegExp {
  const plain = String(value);
  const [int, frac] = plain.replace('-', '').split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac ? `.${frac}` : '');
  const sign = value < 0 ? '-' : '[+]?';
  return new RegExp(`(?<![\\d.,])${sign}(?:${plain.replace('-', '').replace('.', '\\.')}|${grouped.replace(/\./g, '\\.')})(?![\\d]|\\.\\d)`);
}

/**
 * Each row of a table the report prints one row per line: some line of the dataset's range holds the row's label
 * and all its printed numbers, in column order. Derived columns are skipped (they are ours).
 */
export function checkRowsOnLines(ds: Dataset, labelColumn: string): void {
  it(`${ds.meta.id}: each row's label and every printed number sit on one report line, in order`, () => {
    const lines = reportLines(ds);
    const [from, to] = ds.meta.lines;
    const numeric = ds.meta.columns.filter((c) => c.type !== 'string' && !c.derived && c.unit !== 'line' && c.name !== labelColumn);
    for (const row of ds.rows) {
      const label = String(row.values[labelColumn]);
      // A number the label itself prints ("All message sizes <= 1164", "2,048") is found with the label.
      const inLabel = (c: (typeof numeric)[number]) => typeof row.values[c.name] === 'number' && printedForms(row.values[c.name] as number).test(label);
      const found = lines.slice(from - 1, to).find((text) => {
        if (!text.includes(label)) return false;
        let rest = text.slice(text.indexOf(label) + label.length);
        for (const c of numeric) {
          const v = row.values[c.name];
          if (v === null || inLabel(c)) continue;
          const m = printedForms(v as number).exec(rest);
          if (!m) return false;
          rest = rest.slice(m.index + m[0].length);
        }
        return true;
      });
      expect(found, `${ds.meta.id} row "${label}" (CSV line ${row.line})`).toBeDefined();
    }
  });
}

/** Rows that cite their own line: the given string columns are printed verbatim there (or run on to the next line). */
export function checkVerbatimOnOwnLine(ds: Dataset, columns: string[]): void {
  it(`${ds.meta.id}: each row's ${columns.join(', ')} is printed on the line it cites`, () => {
    const lines = reportLines(ds);
    const [from, to] = ds.meta.lines;
    for (const { values: r } of ds.rows) {
      const n = r.line as number;
      expect(n, `${ds.meta.id}/${r.id ?? r.generation}`).toBeGreaterThanOrEqual(from);
      expect(n).toBeLessThanOrEqual(to);
      const here = (lines[n - 1] ?? '').replace(/\s+/g, ' ');
      const withNext = `${here} ${(lines[n] ?? '').trim()}`.replace(/\s+/g, ' ');
      for (const c of columns) {
        const v = r[c];
        if (v === null) continue;
        expect(withNext, `${ds.meta.id}/${r.id ?? r.generation} ${c} on line ${n}`).toContain(String(v));
      }
    }
  });
}

/**
 * A text-figures dataset: the quote is on its line, the value is in the quote (thousands separators allowed, a
 * leading "+" allowed), the unit is registered, and the line lies in the dataset's range.
 */
export function checkQuotedFigures(ds: Dataset): void {
  it(`${ds.meta.id}: every figure is in its quote, and the quote on its line`, () => {
    const lines = reportLines(ds);
    const [from, to] = ds.meta.lines;
    for (const { values: r } of ds.rows) {
      const n = r.line as number;
      expect(lines[n - 1], `${r.id}: quote not on line ${n}`).toContain(r.quote as string);
      expect(r.quote as string, `${r.id}: value ${r.value} not in its quote`).toMatch(printedForms(r.value as number));
      expect(isUnit(r.unit as string), `${r.id}: unit ${r.unit}`).toBe(true);
      expect(n, r.id as string).toBeGreaterThanOrEqual(from);
      expect(n, r.id as string).toBeLessThanOrEqual(to);
    }
  });
}

/** Chart descriptions: each introducing line is text inside the range, and every line the description cites is in the report. */
export function checkChartDescriptions(ds: Dataset): void {
  it(`${ds.meta.id}: each chart is introduced on the line it cites, and the lines it cites exist`, () => {
    const lines = reportLines(ds);
    for (const { values: r } of ds.rows) {
      const n = r.line as number;
      expect((lines[n - 1] ?? '').trim(), `${r.id} line ${n}`).not.toBe('');
      expect(n).toBeGreaterThanOrEqual(ds.meta.lines[0]);
      expect(n).toBeLessThanOrEqual(ds.meta.lines[1]);
      for (const m of String(r.figures_in_text).matchAll(/lines? (\d+)(?:-(\d+))?/g)) {
        for (const cited of [Number(m[1]), Number(m[2] ?? m[1])]) expect((lines[cited - 1] ?? '').trim(), `${r.id} cites line ${cited}`).not.toBe('');
      }
    }
  });
}
