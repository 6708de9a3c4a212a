import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alignedPages, formFeedPages, linePages, printedSectionPages } from '../../src/lib/sources/report-pages.ts';
import { cite } from '../../src/lib/sources/citation.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { pdfTextPath, reportTextPath, reportsFileSchema } from '../../src/lib/data/schema.ts';

const { reports } = loadCatalogue();
const report = (id: string) => reports.find((r) => r.id === id)!;
const text = (id: string) => readFileSync(reportTextPath(report(id)), 'utf8');

describe('page of a line', () => {
  it('counts form feeds: a line after n of them is on page n + 1', () => {
    // 'b\fc' starts on page 1 (the break is inside it); '\fe' starts page 3.
    expect(formFeedPages('a\nb\fc\nd\n\fe')).toEqual([1, 1, 2, 3]);
    expect(formFeedPages('no breaks\nat all')).toBeUndefined();
  });

  it('aligns OCR text with a pdftotext copy, never going back a page', () => {
    const pdf = 'Cover page title text here\fIntroduction to persistent messaging on Linux\nMore\fResults for the SAN file system tests';
    const ocr = ['Introduction to persistent messaging on Linux', 'a short line', 'Results for the SAN file system tests', 'Introduction to persistent messaging on Linux'].join('\n');
    expect(alignedPages(ocr, pdf)).toEqual([2, 2, 3, 3]);
  });

  it('takes printed section pages from contents lines and cross-references, matched to numbered or Markdown headings', () => {
    const t = ['Contents', 'Tuning.....12', '‘Glossary—Page 20.', 'Glossary', '1 Tuning', 'text', '## Glossary', 'more'].join('\n');
    expect(printedSectionPages(t)).toEqual([undefined, undefined, undefined, undefined, 12, 12, 20, 20]);
  });

  it('finds the pages IBM printed for known lines of the five reports and the newer ones', () => {
    // z/OS: the contents line "Topic scavenger / queue manager attribute TREELIFE.....48" and its heading at line 1124.
    expect(linePages(text('mq-zos-v71'))[1136 - 1]).toEqual({ page: 48, basis: 'printed' });
    // HP-UX: "7 Tuning recommendations" starts on printed page 43 ("‘Tuning recommendations’ starting on page 43").
    expect(linePages(text('mq-hpux-v53'))[1437 - 1]).toEqual({ page: 43, basis: 'printed' });
    // A newer report: pdftotext's form feeds give the PDF page itself.
    const v93 = linePages(text('mq-v93-linux'));
    expect(v93.every((p) => p?.basis === 'pdf')).toBe(true);
    const ff = text('mq-v93-linux').split('\n').slice(0, 999).join('\n').split('\f').length;
    expect(v93[999 - 1]!.page).toBe(ff);
    // The appliance's OCR text has no breaks; its pdftotext copy (MPA3.pdf) does.
    const m2002 = report('mq-appliance-m2002');
    const pages = linePages(text('mq-appliance-m2002'), readFileSync(pdfTextPath(m2002), 'utf8'));
    expect(pages.filter(Boolean).length / pages.length).toBeGreaterThan(0.9);
    const known = pages.filter((p): p is NonNullable<typeof p> => p !== undefined).map((p) => p.page);
    expect(known).toEqual([...known].sort((a, b) => a - b));
  });
});

describe('citations', () => {
  it('every report in data/reports.yaml says where IBM publishes it', () => {
    for (const r of reports) expect(r.publishedAt, r.id).toBeDefined();
    for (const r of reports.filter((x) => x.sourceDir === 'modern')) expect(r.publishedAt!.kind, r.id).toBe((r.originalFile ?? '').endsWith('.pdf') ? 'pdf' : 'page');
  });

  it('links to the PDF page where the text gives one, and says a printed page is printed', () => {
    expect(cite(report('mq-v93-linux'), 999)).toMatchObject({ lines: 'line 999', href: expect.stringMatching(/^https:\/\/ibm-messaging\.github\.io\/mqperf\/.+\.pdf#page=\d+$/) });
    const zos = cite(report('mq-zos-v71'), 1136, 1140);
    expect(zos.lines).toBe('lines 1136–1140');
    expect(zos.label).toBe('printed page 48; IBM’s report listing');
    expect(zos.href).not.toContain('#page=');
    const broker = cite(report('wmb-v8-aix'), 100);
    expect(broker.page).toBeUndefined();
  });

  it('accepts only IBM addresses over https for publishedAt', () => {
    const base = { ...reports[0]!, publishedAt: undefined };
    const bad = (url: string) => reportsFileSchema.safeParse({ reports: [{ ...base, publishedAt: { url, kind: 'pdf' } }] }).success;
    expect(bad('http://ibm-messaging.github.io/mqperf/MPA3.pdf')).toBe(false);
    expect(bad('https://example.com/MPA3.pdf')).toBe(false);
    expect(bad('https://ibm-messaging.github.io/mqperf/MPA3.pdf')).toBe(true);
    expect(bad('https://github.com/someone-else/mqperf/blob/master/openshift/configuration.md')).toBe(false);
    expect(bad('https://github.com/ibm-messaging/mqperf/blob/master/openshift/configuration.md')).toBe(true);
  });

  it('has a pdftotext copy for each OCR report it aligns', () => {
    for (const id of ['mq-appliance-m2002', 'mq-linux-persistent']) expect(existsSync(pdfTextPath(report(id))), id).toBe(true);
  });
});
