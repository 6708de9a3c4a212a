/**
 * A citation of report lines, with where to read them in IBM's original: the page (derived from the
 * text, report-pages.ts) and the address IBM publishes the report at (data/reports.yaml publishedAt).
 * Build-time only: reads the report texts under ../shared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfTextPath, reportTextPath, type Report } from '../data/schema.ts';
import { linePages, type LinePage } from './report-pages.ts';

export interface Citation {
  /** "lines 1136–1140" or "line 1136": the lines of our text. */
  lines: string;
  /** The page the first line is on, and how it was found; absent when the text cannot tell. */
  page?: LinePage;
  /** Where to read it at IBM: the PDF at that page, or the page that lists the report. */
  href?: string;
  /** Words for the link: "PDF page 48", "printed page 48 in IBM's PDF", "IBM's report listing". */
  label?: string;
}

const pagesByReport = new Map<string, (LinePage | undefined)[]>();
function pagesOf(report: Report, root: string): (LinePage | undefined)[] {
  let pages = pagesByReport.get(report.id);
  if (!pages) {
    const text = readFileSync(join(root, reportTextPath(report)), 'utf8');
    const pdf = join(root, pdfTextPath(report));
    pages = linePages(text, report.sourceDir === 'reports' && existsSync(pdf) ? readFileSync(pdf, 'utf8') : undefined);
    pagesByReport.set(report.id, pages);
  }
  return pages;
}

export function cite(report: Report, first: number, last: number = first, root: string = process.cwd()): Citation {
  const lines = first === last ? `line ${first}` : `lines ${first}–${last}`;
  const page = pagesOf(report, root)[first - 1];
  const at = report.publishedAt;
  if (!at) return { lines, page };
  if (at.kind === 'listing') return { lines, page, href: at.url, label: page ? `printed page ${page.page}; IBM’s report listing` : 'IBM’s report listing' };
  if (at.kind === 'page') return { lines, page, href: at.url, label: 'IBM’s published note' };
  if (!page) return { lines, href: at.url, label: 'IBM’s PDF' };
  // A printed page number is not the PDF's page index, so it is named but not used as #page=N.
  return page.basis === 'printed'
    ? { lines, page, href: at.url, label: `IBM’s PDF, printed page ${page.page}` }
    : { lines, page, href: `${at.url}#page=${page.page}`, label: `IBM’s PDF, page ${page.page}` };
}
