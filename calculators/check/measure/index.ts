/**
 * readMeasurements(text): the one entry point for measurement pastes, used by /check/ (in a Web
 * Worker) and the command-line checker alike. Recognises amqsrua, mqldt (text and CSV), fio JSON,
 * DISPLAY QMSTATUS and dspmq/dspmqver output wherever they sit in the paste, with no format to pick;
 * returns every value read in base units, the rulebook's findings about them, and every line that
 * was not read, with why when a reader recognised it. Pure: no DOM, no network, never throws on text.
 */
import { readAmqsrua } from './amqsrua.ts';
import { readDspmq } from './dspmq.ts';
import { readFio, type FioJob } from './fio.ts';
import { readMqldt } from './mqldt.ts';
import { readQmstatus } from './qmstatus.ts';
import { MEASURE_RULES } from './rules.ts';
import { plainLine, splitLines } from './text.ts';
import type { Fact, Finding, Reading, ReaderResult, UnreadLine } from './types.ts';

export type { Fact, Finding, Reading, UnreadLine };
export { calculatorLinks } from './links.ts';

export interface Measurements {
  readings: Reading[];
  findings: Finding[];
  unread: UnreadLine[];
  recognised: string[];
  /** Words read beside the numbers: release, log type, HA role. */
  facts: Fact[];
  /** fio jobs' options, for the page's "does this resemble log writes" line. */
  fioJobs: FioJob[];
  lineCount: number;
}

const ORDER: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2, ok: 3 };

export function readMeasurements(text: string): Measurements {
  const raw = splitLines(typeof text === 'string' ? text : '');
  const lines = raw.map(plainLine);
  const fio = readFio(lines);
  const results: ReaderResult[] = [fio, readMqldt(lines), readAmqsrua(lines), readQmstatus(lines), readDspmq(lines)];
  // One byte a line: a day of amqsrua claims 130,000 lines, too many for a Set to be cheap.
  const claimed = new Uint8Array(raw.length + 2);
  const unread: UnreadLine[] = [];
  for (const r of results) {
    for (const n of r.claimed) claimed[n] = 1;
    unread.push(...r.unread.map((u) => ({ ...u, text: raw[u.line - 1] ?? u.text })));
  }
  const explained = new Set(unread.map((u) => u.line));
  raw.forEach((line, i) => {
    if (line.trim() !== '' && !claimed[i + 1] && !explained.has(i + 1)) unread.push({ line: i + 1, text: line });
  });
  unread.sort((a, b) => a.line - b.line);
  const readings = results.flatMap((r) => r.readings);
  const facts = results.flatMap((r) => r.facts);
  const ctx = { readings, facts, fioJobs: fio.fioJobs };
  const findings = [...results.flatMap((r) => r.notes), ...MEASURE_RULES.flatMap((rule) => rule.evaluate(ctx))];
  findings.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return { readings, findings, unread, recognised: results.flatMap((r) => r.recognised), facts, fioJobs: fio.fioJobs, lineCount: raw.length };
}
