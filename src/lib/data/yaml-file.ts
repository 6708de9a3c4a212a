import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isNode } from 'yaml';
import type { z } from 'zod';
import { DataError, DataErrors } from '../../../calculators/lib/data-errors.ts';

/**
 * Reads a YAML file and validates it against a zod schema, turning every problem into a
 * DataError that names the file, the line of the offending node and its path.
 */
export function readYaml<S extends z.ZodType>(absPath: string, displayPath: string, schema: S): z.output<S> {
  const text = readFileSync(absPath, 'utf8');
  return parseYaml(text, displayPath, schema);
}

export function parseYaml<S extends z.ZodType>(text: string, displayPath: string, schema: S): z.output<S> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, keepSourceTokens: false });
  if (doc.errors.length) {
    throw new DataErrors(
      doc.errors.map((e) => new DataError(displayPath, syntaxErrorLine(text, e.linePos?.[0]), undefined, `YAML syntax: ${e.message.split('\n')[0]}`)),
    );
  }
  const result = schema.safeParse(doc.toJS());
  if (result.success) return result.data;
  throw new DataErrors(
    result.error.issues.map((issue) => {
      const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
      return new DataError(displayPath, lineOf(doc, path, lineCounter), path.join('.') || undefined, issue.message);
    }),
  );
}

/** The line of the deepest node on `path` that exists (a missing key points at its parent). */
function lineOf(doc: ReturnType<typeof parseDocument>, path: (string | number)[], lc: LineCounter): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lc.linePos(node.range[0]).line;
  }
  return undefined;
}

/**
 * An unclosed bracket or quote is only noticed where the next line starts, at its first column; the
 * mistake is on the last line before it that has content, so that is the line to report.
 */
function syntaxErrorLine(text: string, at: { line: number; col: number } | undefined): number | undefined {
  if (!at) return undefined;
  if (at.col !== 1) return at.line;
  const lines = text.split('\n');
  for (let line = at.line - 1; line >= 1; line--) if (lines[line - 1]!.trim() !== '') return line;
  return at.line;
}
