import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue, type Dataset } from '../../src/lib/data/catalogue.ts';
import { pdfTextPath, type Report } from '../../src/lib/data/schema.ts';

// Everything the catalogue says the original PDF prints (../shared/pdf-text/) is read off that
// line: a `confirmedBy` correction's stored value, and every quoted "text" (PDF text, line N).
const datasets = loadCatalogue().datasets;

const pdfLinesCache = new Map<string, string[]>();
function pdfLines(report: Report): string[] {
  const path = join(process.cwd(), pdfTextPath(report));
  if (!existsSync(path)) throw new Error(`${report.id} cites PDF text, but ${pdfTextPath(report)} does not exist`);
  if (!pdfLinesCache.has(path)) pdfLinesCache.set(path, readFileSync(path, 'utf8').split('\n'));
  return pdfLinesCache.get(path)!;
}

/** pdftotext -layout pads table columns with runs of spaces; compare with single spaces. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function pdfLine(report: Report, n: number): string {
  const lines = pdfLines(report);
  if (n < 1 || n > lines.length) throw new Error(`${pdfTextPath(report)} has ${lines.length} lines; line ${n} was cited`);
  return squash(lines[n - 1]!);
}

/** Every free text of a dataset that may cite the PDF: correction reasons, notes, string cells (the errata). */
function texts(d: Dataset): string[] {
  return [
    ...d.meta.corrections.map((c) => c.reason),
    ...d.meta.notes.map((n) => n.text),
    ...d.rows.flatMap((r) => Object.values(r.values).filter((v): v is string => typeof v === 'string')),
  ];
}

/** Line numbers in "PDF text, line 12", "lines 12 and 15" or "lines 12–15" (a range gives both ends). */
const CITATION = /PDF text, lines? (\d+)(?:(?:–| and )(\d+))?/g;
/** A quoted phrase immediately followed by its PDF citation: the phrase must be on each cited line. */
const QUOTED = /"([^"]+)" \(PDF text, lines? (\d+)(?: and (\d+))?\)/g;

describe('PDF text confirmations', () => {
  const confirmed = datasets.flatMap((d) => d.meta.corrections.filter((c) => c.confirmedBy).map((c) => ({ d, c })));

  it('finds the confirmed row labels to check (Tables 1, 8 and 11 of the M2002 report)', () => {
    expect(confirmed.filter(({ d }) => d.report.id === 'mq-appliance-m2002').length).toBe(12);
  });

  it('reads each confirmed correction\'s stored value on its PDF text line, and the reason cites that line', () => {
    for (const { d, c } of confirmed) {
      const where = `${d.report.id}/${d.meta.id} ${JSON.stringify(c.row)}`;
      expect(pdfLine(d.report, c.confirmedBy!.line), where).toContain(squash(c.corrected));
      const cited = [...c.reason.matchAll(CITATION)].map((m) => Number(m[1]));
      expect(cited, `${where}: the reason should cite PDF text, line ${c.confirmedBy!.line}`).toEqual([c.confirmedBy!.line]);
    }
  });

  it('reads every quoted "text" (PDF text, line N) on the cited line', () => {
    let checked = 0;
    for (const d of datasets) {
      for (const text of texts(d)) {
        for (const m of text.matchAll(QUOTED)) {
          for (const n of [m[2], m[3]].filter(Boolean).map(Number)) {
            expect(pdfLine(d.report, n), `${d.report.id}/${d.meta.id}: "${m[1]}" on PDF text line ${n}`).toContain(squash(m[1]!));
            checked++;
          }
        }
      }
    }
    // The M2002 Table 8 footnote, the Linux iostat headers and the Linux errata quote the PDF.
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('cites only PDF text lines that exist and are not blank', () => {
    for (const d of datasets) {
      for (const text of texts(d)) {
        for (const m of text.matchAll(CITATION)) {
          for (const n of [m[1], m[2]].filter(Boolean).map(Number)) {
            expect(pdfLine(d.report, n), `${d.report.id}/${d.meta.id}: PDF text line ${n}`).not.toBe('');
          }
        }
      }
    }
  });
});
