/**
 * The explorer's points from the CSV of processing-profiles-long itself, so the report page can
 * carry that file once (instead of a JSON copy of every point) and the broker-flow-cost
 * calculator can read the same file. Framework-free: runs at build time, in vitest and in the
 * browser. Where each point's source row lives (its dataset page anchor and any printed value a
 * correction replaced) comes separately, as a small map built from the catalogue.
 */
import { parseCsv } from '../csv.ts';
import { pointFromRow, type LongRow, type Point } from './points.ts';

/** Columns of processing-profiles-long that hold numbers; everything else is text. */
const NUMERIC = new Set(['message_bytes', 'messages_per_s', 'cpu_pct', 'cpu_ms_per_msg', 'source_line']);

/** Rows of processing-profiles-long as the catalogue types them (numbers where the catalogue has numbers). */
export function longRowsFromCsv(text: string, file: string): LongRow[] {
  const { header, records } = parseCsv(text, file);
  return records.map((record) => {
    const row: LongRow = {};
    header.forEach((name, i) => {
      const cell = record.cells[i] ?? '';
      if (!NUMERIC.has(name)) {
        row[name] = cell;
        return;
      }
      const n = Number(cell);
      if (cell === '' || !Number.isFinite(n)) throw new Error(`${file} line ${record.line}: "${name}" must be a number, got "${cell}"`);
      row[name] = n;
    });
    return row;
  });
}

/** "NONE:2kB": a row of a source table, by the two columns that key it there. */
export function sourceRowKey(persistence: string | number | null | undefined, size: string | number | null | undefined): string {
  return `${String(persistence)}:${String(size)}`;
}

/** Where the rows of one source table are shown, and what the report printed where a stored CPU ms/msg is a correction. */
export interface SourceTableLinks {
  title: string;
  /** Dataset page of the source table (base path included). */
  href: string;
  /** Anchor of each row on that page, by sourceRowKey. */
  anchors: Record<string, string>;
  /** Printed CPU ms/msg of corrected rows, by sourceRowKey. */
  printedMs?: Record<string, string>;
}

export type SourceLinks = Record<string, SourceTableLinks>;

/** The link callback pointFromRow needs, answered from a SourceLinks map (own properties only: the keys come from data). */
export function linkFrom(sources: SourceLinks) {
  return (datasetId: string, row: LongRow): { href: string; title: string; msPrintedAs?: string } => {
    if (!Object.hasOwn(sources, datasetId)) throw new Error(`processing-profiles-long: no source table "${datasetId}"`);
    const table = sources[datasetId]!;
    const key = sourceRowKey(row.persistence, row.message_size);
    if (!Object.hasOwn(table.anchors, key)) throw new Error(`processing-profiles-long: ${datasetId} has no row ${key}`);
    const printed = table.printedMs && Object.hasOwn(table.printedMs, key) ? table.printedMs[key] : undefined;
    return { href: `${table.href}#${table.anchors[key]}`, title: table.title, ...(printed !== undefined ? { msPrintedAs: printed } : {}) };
  };
}

export function pointsFromCsv(text: string, file: string, link: (datasetId: string, row: LongRow) => { href: string; title: string; msPrintedAs?: string }): Point[] {
  return longRowsFromCsv(text, file).map((row) => pointFromRow(row, link));
}
