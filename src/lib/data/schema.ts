import { z } from 'zod';
import { UNIT_IDS, isUnit } from '../../../calculators/lib/units.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug (a-z, 0-9, hyphens)');
const columnName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an identifier (letters, digits, _)');
const lineRange = z
  .tuple([z.number().int().positive(), z.number().int().positive()])
  .refine(([a, b]) => a <= b, 'the first line must not be after the last');

/**
 * Where a report's text lives under ../shared: `reports/` holds the five reports the guide was
 * built from (OCR'd text), `modern/` the newer IBM reports (pdftotext -layout) that say what
 * still holds today. Provenance checks and "report lines" citations read the file from here.
 */
export const SOURCE_DIRS = ['reports', 'modern'] as const;

/** One report the guide cites (data/reports.yaml): one of the five originals or a newer one. */
export const reportSchema = z.strictObject({
  id: slug,
  title: z.string().min(1),
  shortTitle: z.string().min(1),
  product: z.string().min(1),
  productVersion: z.string().min(1),
  platform: z.string().min(1),
  reportVersion: z.string().min(1),
  published: z.string().min(1).describe('publication date as printed, e.g. "October 2018"'),
  sourceFile: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]*\.(txt|md)$/, 'must be a plain .txt file name (or .md for IBM’s Markdown notes; no folders)')
    .describe('text file under ../shared/<sourceDir>/'),
  sourceDir: z.enum(SOURCE_DIRS).default('reports').describe('folder of ../shared holding sourceFile'),
  /** The PDF the text was converted from, as named in IBM's repository (newer reports). */
  originalFile: z.string().min(1).optional(),
  summary: z.string().min(1),
  status: z.enum(['published', 'in-preparation']),
  /**
   * Where IBM publishes the report, so a citation is one tap from the original: the PDF itself
   * (`pdf`: a page number can be appended as #page=N), or, for SupportPac-era reports IBM no longer
   * serves at a PDF address of their own, the IBM page that lists its performance reports (`listing`),
   * or, for IBM's notes published as pages rather than PDFs (the OpenShift notes in ibm-messaging/mqperf),
   * the page itself (`page`).
   */
  publishedAt: z
    .strictObject({
      url: z.url({ protocol: /^https$/, hostname: /^(www\.)?ibm\.com$|^ibm-messaging\.github\.io$|^github\.com$/ }).refine((u) => !u.startsWith('https://github.com/') || u.startsWith('https://github.com/ibm-messaging/'), 'a github.com address must be in IBM’s ibm-messaging organisation'),
      kind: z.enum(['pdf', 'listing', 'page']),
    })
    .optional(),
});
export type Report = z.infer<typeof reportSchema>;

/** Path of a report's text relative to the project root: the file every "report line" refers to. */
export function reportTextPath(report: Pick<Report, 'sourceDir' | 'sourceFile'>): string {
  return `../shared/${report.sourceDir}/${report.sourceFile}`;
}

export const reportsFileSchema = z.strictObject({ reports: z.array(reportSchema).min(1) });

export const columnSchema = z
  .strictObject({
    name: columnName,
    label: z.string().min(1),
    type: z.enum(['string', 'number', 'integer']),
    unit: z.string().optional(),
    description: z.string().optional(),
    /** An empty cell is allowed (the report printed nothing there). */
    nullable: z.boolean().default(false),
    /**
     * Set when the column is not printed in the report but computed by us (e.g. message_bytes
     * from the "2KB" label): says how. Derived columns are labelled as such on the page and are
     * exempt from the check that every numeric cell appears on the cited report lines.
     */
    derived: z.string().min(1).optional(),
  })
  .superRefine((col, ctx) => {
    if (col.type !== 'string' && !col.unit)
      ctx.addIssue({ code: 'custom', path: ['unit'], message: `numeric column "${col.name}" must declare a unit` });
    if (col.unit !== undefined && !isUnit(col.unit))
      ctx.addIssue({
        code: 'custom',
        path: ['unit'],
        message: `undeclared unit "${col.unit}" for column "${col.name}": use one of ${UNIT_IDS.join(', ')} (or add it to calculators/lib/units.ts)`,
      });
  });
export type Column = z.infer<typeof columnSchema>;

/**
 * Where the original PDF's own text (../shared/pdf-text/<report>.txt, a cleaner pdftotext copy of
 * two reports) prints what the OCR'd report text lost. Cited beside the report line, which stays
 * the line every citation on the site refers to.
 */
export const PDF_TEXT_DIR = 'pdf-text';
export const pdfConfirmationSchema = z.strictObject({
  file: z.literal(PDF_TEXT_DIR),
  line: z.number().int().positive(),
});

/** Path of a report's original-PDF text relative to the project root (only some reports have one). */
export function pdfTextPath(report: Pick<Report, 'sourceFile'>): string {
  return `../shared/${PDF_TEXT_DIR}/${report.sourceFile}`;
}

/**
 * A cell stored differently from what the report printed. `row` names the row by its key
 * columns; `corrected` must equal the stored cell, so the catalogue and the CSV cannot drift.
 */
export const correctionSchema = z.strictObject({
  row: z.record(z.string(), z.union([z.string(), z.number()])),
  column: columnName,
  printed: z.string().describe('as printed in the report ("" when the report printed nothing)'),
  corrected: z.string(),
  kind: z.enum(['ocr', 'original', 'reconstructed']),
  reason: z.string().min(1),
  line: z.number().int().positive().optional(),
  /** The original PDF's text prints `corrected` on this line (tests/data/pdf-text-confirmations.test.ts checks it). */
  confirmedBy: pdfConfirmationSchema.optional(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** A fact about the table as a whole: an inconsistency with another table, an ambiguity. */
export const noteSchema = z.strictObject({
  kind: z.enum(['inconsistency', 'ambiguity', 'conversion', 'context']),
  text: z.string().min(1),
  lines: lineRange.optional(),
});

export const datasetSchema = z
  .strictObject({
    id: slug,
    file: z.string().regex(/^[a-z0-9-]+\.csv$/).optional(),
    kind: z.enum(['table', 'unnumbered', 'derived']),
    table: z.string().regex(/^[0-9]+[a-z]?$/).optional().describe('table number as printed'),
    title: z.string().min(1).describe('the caption as printed (or a descriptive title for unnumbered tables)'),
    summary: z.string().min(1).describe('what the table shows, in our words'),
    section: z.string().optional(),
    lines: lineRange,
    measuredOn: z.string().optional().describe('platform and version the values were measured on'),
    key: z.array(columnName).min(1).describe('columns that together identify a row'),
    columns: z.array(columnSchema).min(1),
    corrections: z.array(correctionSchema).default([]),
    notes: z.array(noteSchema).default([]),
    derivation: z.string().optional().describe('how a derived dataset was computed; required for kind "derived"'),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'table' && !d.table)
      ctx.addIssue({ code: 'custom', path: ['table'], message: 'a numbered table needs its table number' });
    if (d.kind === 'derived' && !d.derivation)
      ctx.addIssue({ code: 'custom', path: ['derivation'], message: 'a derived dataset must say how it was derived' });
    const names = new Set<string>();
    d.columns.forEach((c, i) => {
      if (names.has(c.name))
        ctx.addIssue({ code: 'custom', path: ['columns', i, 'name'], message: `duplicate column "${c.name}"` });
      names.add(c.name);
    });
    d.key.forEach((k, i) => {
      if (!names.has(k)) ctx.addIssue({ code: 'custom', path: ['key', i], message: `key column "${k}" is not declared` });
    });
  });
export type DatasetMeta = z.infer<typeof datasetSchema>;

export const catalogueFileSchema = z.strictObject({
  report: slug,
  datasets: z.array(datasetSchema),
});
