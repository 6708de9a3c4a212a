import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellOf, loadCatalogue, type Dataset } from '../../src/lib/data/catalogue.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';
import { isUnit } from '../../calculators/lib/units.ts';

/** One value read off the report by hand: dataset, row key, column, the value, and the report line it is printed on. */
export type KnownValue = [datasetId: string, row: Record<string, string | number>, column: string, expected: number | string, line: number];

/** The datasets of one report, and a lookup that fails loudly when a dataset id is wrong. */
export function reportDatasets(reportId: string) {
  const datasets = loadCatalogue().datasets.filter((d) => d.report.id === reportId);
  const ds = (id: string): Dataset => {
    const found = datasets.find((d) => d.meta.id === id);
    if (!found) throw new Error(`no dataset ${reportId}/${id}`);
    return found;
  };
  const cell = (id: string, row: Record<string, string | number>, col: string) => cellOf(ds(id), row, col).value;
  return { datasets, ds, cell };
}

/**
 * Registers the spot checks of a report: every listed value must be stored as read, every
 * dataset of the report must have at least one check, and the cited line must lie inside the
 * dataset's line range (so a check cannot point at the wrong table).
 */
export function checkKnownValues(reportId: string, cases: KnownValue[]): void {
  const { datasets, ds, cell } = reportDatasets(reportId);
  it.each(cases)('%s %o %s = %s (report line %d)', (id, row, col, expected, line) => {
    expect(cell(id, row, col)).toBe(expected);
    const [from, to] = ds(id).meta.lines;
    expect(line, `line ${line} is outside ${id}'s lines ${from}–${to}`).toBeGreaterThanOrEqual(from);
    expect(line).toBeLessThanOrEqual(to);
  });
  it('has a known value for every dataset of the report', () => {
    const checked = new Set(cases.map((c) => c[0]));
    expect(datasets.map((d) => d.meta.id).filter((id) => !checked.has(id))).toEqual([]);
    expect(datasets.length).toBeGreaterThan(0);
  });
}

/** A "text-figures" dataset quotes each figure verbatim from the report line it cites, with a registered unit. */
export function checkTextFigures(reportId: string): void {
  const { ds } = reportDatasets(reportId);
  it(`${reportId}/text-figures quotes each figure verbatim from its own line`, () => {
    const d = ds('text-figures');
    const lines = readFileSync(join(process.cwd(), reportTextPath(d.report)), 'utf8').split('\n');
    for (const { values: r } of d.rows) {
      expect(lines[(r.line as number) - 1], `${r.id}: quote not on line ${r.line}`).toContain(r.quote as string);
      expect(r.quote as string, `${r.id}: value not in its quote`).toMatch(new RegExp(`(?<![\\d.])${String(r.value).replace('.', '\\.')}(?![\\d])`));
      expect(isUnit(r.unit as string), `${r.id}: unit ${r.unit}`).toBe(true);
    }
  });
}
