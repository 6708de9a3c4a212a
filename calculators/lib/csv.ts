import { DataError } from './data-errors.ts';

export interface CsvRecord {
  /** 1-based line in the file where this record starts. */
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  header: string[];
  records: CsvRecord[];
}

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes), keeping the
 * line each record starts on so validation errors can point at it.
 */
export function parseCsv(text: string, file: string): ParsedCsv {
  const rows: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let cellQuoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

  const endCell = () => {
    cells.push(cellQuoted ? cell : cell.trim());
    cell = '';
    cellQuoted = false;
  };
  const endRecord = () => {
    endCell();
    // A blank line is not a record.
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: recordLine, cells });
    cells = [];
  };

  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          inQuotes = false;
          // After a closing quote only a separator or the end of the line may follow: `"a"garbage`
          // is a mistake in the file, not the cell "agarbage".
          const next = src[i + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
            const column = i + 2 - (src.lastIndexOf('\n', i) + 1);
            throw new DataError(file, line, undefined, `column ${column}: text after a closing quote ("${src.slice(i + 1, i + 11).split(/[\r\n]/)[0]}"); quote the whole cell or drop the quotes`);
          }
        }
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      inQuotes = true;
      cellQuoted = true;
      cell = '';
    } else if (ch === ',') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (inQuotes) throw new DataError(file, recordLine, undefined, 'unterminated quoted field');
  if (cell !== '' || cells.length > 0) endRecord();

  const [head, ...records] = rows;
  if (!head) throw new DataError(file, 1, undefined, 'the file is empty: a header row is required');
  return { header: head.cells, records };
}

/** Quotes a cell only when it must be, so files round-trip byte for byte where possible. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const s = String(value);
  return /[",\n\r]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}
