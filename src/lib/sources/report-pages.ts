/**
 * The page of IBM's PDF that a line of our report text comes from, derived from the text at build time
 * (never typed by hand), so a citation can name the page beside the line. Three sources, best first:
 *
 * - `pdf`: the text has form feeds (pdftotext puts one between pages; the newer reports in modern/).
 *   The page is 1 + the form feeds before the line: the PDF's own page index, usable as #page=N.
 * - `pdf-text`: the OCR'd text has no page breaks, but a pdftotext copy of the same PDF does
 *   (../shared/pdf-text/). Lines are matched to it by their words; a line that matches nowhere takes
 *   the page of the nearest line before it that did (so the page is where its passage starts).
 * - `printed`: neither, but the report prints where its sections start (a contents line
 *   "Title.....48", or a cross-reference "‘Title—Page 48"). A line takes the printed page of the last
 *   such section heading before it. Printed numbers are not PDF indexes (covers and front matter
 *   come first), so these are named as printed pages and never used as #page=N.
 *
 * A report with none of these (the Message Broker text) gets no page, and the citation says so.
 */

export type PageBasis = 'pdf' | 'pdf-text' | 'printed';
export interface LinePage {
  page: number;
  basis: PageBasis;
}

const lines = (text: string) => text.split('\n');

/** Page of every line (index 0 = line 1) from form feeds; undefined when the text has none. */
export function formFeedPages(text: string): number[] | undefined {
  if (!text.includes('\f')) return undefined;
  let page = 1;
  return lines(text).map((line) => {
    // A form feed at the start of a line begins a new page with that line; one inside a line ends the page after it.
    const lead = /^\f+/.exec(line)?.[0].length ?? 0;
    page += lead;
    const here = page;
    page += (line.slice(lead).match(/\f/g) ?? []).length;
    return here;
  });
}

/** Lower-case words only: OCR and pdftotext differ in spacing, punctuation and quotes. */
const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const MIN_KEY = 24;

/** Pages of the OCR'd text's lines, by matching each to a pdftotext copy with form feeds. */
export function alignedPages(text: string, pdfText: string): (number | undefined)[] {
  const pdfPages = pdfText.split('\f').map(words);
  let current: number | undefined;
  return lines(text).map((line) => {
    const key = words(line).slice(0, 60);
    if (key.length >= MIN_KEY) {
      const hits = pdfPages.flatMap((p, i) => (p.includes(key) ? [i + 1] : []));
      // Only an unambiguous match that does not go back in the document moves the page on.
      if (hits.length === 1 && (current === undefined || hits[0]! >= current)) current = hits[0];
    }
    return current;
  });
}

const CONTENTS = /^\s*(.+?)\s*\.{3,}\s*(\d{1,3})\s*$/;
/** "Pages: 22-31" under a section's name in a "how this document is arranged" list. */
const PAGES_LINE = /^\s*Pages?:\s*(\d{1,3})/;
const CROSS_REFERENCE = /[‘'“]([^‘'“’”—]{6,}?)[’'”]?\s*[—-]+\s*Page\s+(\d{1,3})\b/g;
/** A heading as OCR leaves it: Markdown ("## Title") or numbered ("7.1 Title"); a bare line could be a list entry. */
const HEADING = /^\s*(?:#+\s*|\d+(?:\.\d+)*\s+)(?=\S)/;
const heading = (line: string) => words(line.replace(HEADING, '').replace(/\*\*/g, ''));

/** Printed page of each line from the report's own contents or cross-references; undefined before the first known section. */
export function printedSectionPages(text: string): (number | undefined)[] {
  const all = lines(text);
  const startOf = new Map<string, number>();
  const listed = new Set<number>();
  all.forEach((line, i) => {
    const c = CONTENTS.exec(line);
    if (c) startOf.set(words(c[1]!), Number(c[2]));
    const p = PAGES_LINE.exec(line);
    if (p) {
      // The section's name is the last non-empty line above.
      let j = i - 1;
      while (j >= 0 && all[j]!.trim() === '') j--;
      if (j >= 0) {
        listed.add(j);
        if (!startOf.has(heading(all[j]!))) startOf.set(heading(all[j]!), Number(p[1]));
      }
    }
    for (const r of line.matchAll(CROSS_REFERENCE)) if (!startOf.has(words(r[1]!))) startOf.set(words(r[1]!), Number(r[2]));
  });
  if (startOf.size === 0) return all.map(() => undefined);
  let current: number | undefined;
  return all.map((line, i) => {
    // A contents line, a list entry or a cross-reference names a section; only the heading itself (a line that is exactly the title) starts it.
    if (HEADING.test(line) && !CONTENTS.test(line) && !listed.has(i) && line.length < 200) {
      const page = startOf.get(heading(line));
      if (page !== undefined && (current === undefined || page >= current)) current = page;
    }
    return current;
  });
}

/** For each line of a report's text, its page and how that page was found (undefined: not derivable). */
export function linePages(text: string, pdfText?: string): (LinePage | undefined)[] {
  const ff = formFeedPages(text);
  if (ff) return ff.map((page) => ({ page, basis: 'pdf' }));
  if (pdfText?.includes('\f')) return alignedPages(text, pdfText).map((page) => (page === undefined ? undefined : { page, basis: 'pdf-text' }));
  return printedSectionPages(text).map((page) => (page === undefined ? undefined : { page, basis: 'printed' }));
}
