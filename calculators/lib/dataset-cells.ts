/**
 * Measured cells a calculator reads from a dataset in data/, never retyped. A calculator imports
 * the few small CSVs it needs with `?raw` (Vite bundles their text at build time; the command-line
 * scripts that bundle calculators/ with esbuild load it the same way, scripts/lib/esbuild-raw.mjs),
 * finds a row by its key columns and reads a number from it. Every cell keeps the file and line it
 * came from, so a damaged or missing cell stops the calculator with a message that says where,
 * rather than a wrong number. Tests pass a reader over a changed copy of data/ to prove that a
 * correction there reaches the output.
 */
import { parseCsv } from './csv.ts';
import { DataError } from './data-errors.ts';

/** The CSV text of a dataset, by its path under data/ ("mq-hpux-v53/table-17-client-capacity-memory.csv"). */
export type DatasetReader = (path: string) => string;

/** One data row: where it is (for messages) and its cells by column name. */
export interface DatasetRow {
  file: string;
  line: number;
  cells: Readonly<Record<string, string>>;
}

/** A reader over CSV texts bundled with `?raw`, keyed by their path under data/; an unbundled path is an error that names it. */
export function bundledDatasets(texts: Readonly<Record<string, string>>): DatasetReader {
  return (path) => {
    if (!Object.hasOwn(texts, path)) throw new Error(`data/${path} is not bundled with this calculator: import it with ?raw`);
    return texts[path]!;
  };
}

/** Every row of a dataset, keyed by its header. */
export function datasetRows(read: DatasetReader, path: string): DatasetRow[] {
  const file = `data/${path}`;
  const { header, records } = parseCsv(read(path), file);
  return records.map((r) => {
    if (r.cells.length !== header.length) throw new DataError(file, r.line, undefined, `${r.cells.length} cells, expected ${header.length}`);
    return { file, line: r.line, cells: Object.fromEntries(header.map((h, i) => [h, r.cells[i]!])) };
  });
}

/** The one row whose key columns hold these values; none or several is an error naming the key. */
export function rowWhere(rows: readonly DatasetRow[], where: Readonly<Record<string, string | number>>): DatasetRow {
  const found = rows.filter((r) => Object.entries(where).every(([col, value]) => Object.hasOwn(r.cells, col) && r.cells[col] === String(value)));
  if (found.length !== 1) {
    const key = Object.entries(where).map(([c, v]) => `${c}=${v}`).join(', ');
    throw new DataError(rows[0]?.file ?? 'data/', undefined, undefined, `${found.length === 0 ? 'no row' : `${found.length} rows`} with ${key}: expected exactly one`);
  }
  return found[0]!;
}

/** A plain decimal cell ("11.7", "304284648") as a number; anything else names the file, line and column. */
export function numberIn(row: DatasetRow, column: string): number {
  const text = row.cells[column];
  if (text === undefined || !Object.hasOwn(row.cells, column)) throw new DataError(row.file, row.line, column, 'no such column');
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new DataError(row.file, row.line, column, `"${text}" is not a number`);
  return Number(text);
}
