import type { Column, DatasetMeta } from './schema.ts';
import type { ParsedCsv } from '../../../calculators/lib/csv.ts';
import { DataError } from '../../../calculators/lib/data-errors.ts';

export type Cell = string | number | null;
export type Row = Record<string, Cell>;

export interface ValidatedRow {
  /** 1-based line in the CSV file. */
  line: number;
  values: Row;
  /** The cells as stored, so a table can show "0.010" as printed rather than the number 0.01. */
  raw: Record<string, string>;
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const INTEGER = /^-?\d+$/;

function parseCell(raw: string, col: Column, file: string, line: number): Cell {
  if (raw === '') {
    if (col.nullable) return null;
    throw new DataError(file, line, col.name, 'empty cell in a column that does not allow blanks (set nullable: true if the report printed nothing)');
  }
  if (col.type === 'string') return raw;
  const pattern = col.type === 'integer' ? INTEGER : NUMBER;
  if (!pattern.test(raw)) {
    const hint = /\d,\d{3}/.test(raw) ? ' (remove thousands separators)' : /[a-zA-Z%]/.test(raw) ? ' (units belong in the catalogue, not in cells)' : '';
    throw new DataError(file, line, col.name, `"${raw}" is not ${col.type === 'integer' ? 'an integer' : 'a number'}${hint}`);
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new DataError(file, line, col.name, `"${raw}" is not a finite number`);
  return value;
}

export function rowKey(meta: DatasetMeta, row: Row): string {
  return meta.key.map((k) => String(row[k])).join(' / ');
}

/** Does `row` match every key/value pair of `where` (numbers compared as numbers)? */
export function rowMatches(row: Row, where: Record<string, string | number>): boolean {
  return Object.entries(where).every(([k, v]) => {
    const cell = row[k];
    return typeof cell === 'number' ? cell === Number(v) : cell === String(v);
  });
}

/**
 * Checks a parsed CSV against its catalogue entry: the header declares exactly the
 * catalogued columns, each cell has the declared type, row keys are unique, and every
 * correction points at one row whose stored cell is the corrected value.
 * Returns every problem found, not just the first.
 */
export function validateDataset(meta: DatasetMeta, csv: ParsedCsv, file: string): { rows: ValidatedRow[]; errors: DataError[] } {
  const errors: DataError[] = [];
  const declared = new Map(meta.columns.map((c) => [c.name, c]));
  const seen = new Set<string>();
  csv.header.forEach((name) => {
    if (seen.has(name)) errors.push(new DataError(file, 1, name, 'column appears twice in the header'));
    seen.add(name);
    if (!declared.has(name)) errors.push(new DataError(file, 1, name, 'column is in the CSV but not declared in the catalogue'));
  });
  for (const col of meta.columns) {
    if (!seen.has(col.name)) errors.push(new DataError(file, 1, col.name, 'missing column: declared in the catalogue but absent from the CSV header'));
  }
  if (errors.length) return { rows: [], errors };

  const rows: ValidatedRow[] = [];
  for (const record of csv.records) {
    if (record.cells.length !== csv.header.length) {
      errors.push(new DataError(file, record.line, undefined, `expected ${csv.header.length} cells, found ${record.cells.length}`));
      continue;
    }
    const values: Row = {};
    const raw: Record<string, string> = {};
    let ok = true;
    csv.header.forEach((name, i) => {
      raw[name] = record.cells[i] ?? '';
      try {
        values[name] = parseCell(record.cells[i] ?? '', declared.get(name)!, file, record.line);
      } catch (e) {
        ok = false;
        errors.push(e as DataError);
      }
    });
    if (ok) rows.push({ line: record.line, values, raw });
  }
  if (rows.length === 0 && errors.length === 0) errors.push(new DataError(file, 2, undefined, 'the dataset has no rows'));

  const keys = new Map<string, number>();
  for (const row of rows) {
    const key = rowKey(meta, row.values);
    const first = keys.get(key);
    if (first !== undefined) errors.push(new DataError(file, row.line, meta.key.join('+'), `duplicate row key "${key}" (first on line ${first})`));
    else keys.set(key, row.line);
  }

  for (const c of meta.corrections) {
    const matches = rows.filter((r) => rowMatches(r.values, c.row));
    if (!declared.has(c.column)) {
      errors.push(new DataError(file, undefined, c.column, `a correction names column "${c.column}", which is not declared`));
    } else if (matches.length !== 1) {
      errors.push(new DataError(file, undefined, c.column, `a correction's row ${JSON.stringify(c.row)} matches ${matches.length} rows, not 1`));
    } else {
      const stored = matches[0]!.values[c.column];
      if (String(stored ?? '') !== c.corrected && Number(stored) !== Number(c.corrected)) {
        errors.push(new DataError(file, matches[0]!.line, c.column, `the catalogue says this cell was corrected to "${c.corrected}", but the CSV holds "${stored}"`));
      }
    }
  }
  return { rows, errors };
}
