/**
 * readMeasurements(text): the one entry point for measurement pastes, used by /check/ (in a Web
 * Worker) and the command-line checker alike. Recognises amqsrua, mqldt (text and CSV), fio JSON,
 * DISPLAY QMSTATUS, dspmq/dspmqver and ping output wherever they sit in the paste, with no format to pick;
 * returns every value read in base units, the rulebook's findings about them, and every line that
 * was not read, with why when a reader recognised it. Pure: no DOM, no network, never throws on text.
 */
import { readAmqsrua } from './amqsrua.ts';
import { DSPMQ_HINT, readDspmq } from './dspmq.ts';
import { FIO_HINT, readFio, type FioJob, type FioResult } from './fio.ts';
import { MQLDT_HINT, readMqldt } from './mqldt.ts';
import { PING_HINT, readPing } from './ping.ts';
import { PROMETHEUS_HINT, readPrometheus } from './prometheus.ts';
import { QMSTATUS_HINT, readQmstatus } from './qmstatus.ts';
import { withPersistentPuts } from './persistent-puts.ts';
import { MEASURE_RULES } from '../../rulebook/measure-rules.ts';
import { worseFirst } from '../../rulebook/types.ts';
import type { MeasureContext } from '../../rulebook/rules/measure-common.ts';
import { scopesOf } from '../scope/scopes.ts';
import { judgeEachQueueManager } from '../scope/per-queue-manager.ts';
import { plainLine, splitLines } from './text.ts';
import { emptyResult, type Fact, type Finding, type Reading, type ReaderResult, type UnreadLine } from './types.ts';
import type { NativeHaInstance } from '../mqsc/types.ts';

export type { Fact, Finding, NativeHaInstance, Reading, UnreadLine };
export { calculatorLinks, calculatorLinksEach } from './links.ts';

export interface Measurements {
  readings: Reading[];
  findings: Finding[];
  unread: UnreadLine[];
  recognised: string[];
  /** Words read beside the numbers: release, log type, HA role. */
  facts: Fact[];
  /** fio jobs' options, for the page's "does this resemble log writes" line. */
  fioJobs: FioJob[];
  /** Native HA instances and their roles, from DISPLAY QMSTATUS TYPE(NATIVEHA); empty when none was read. */
  nativeHa: NativeHaInstance[];
  lineCount: number;
}

const evaluate = (ctx: MeasureContext) => MEASURE_RULES.flatMap((rule) => rule.evaluate(ctx));

const NOT_BLANK = /\S/;
const NAMES_SCOPES = /mq-gather|Starting MQSC|Queue manager name/;
const SCOPE_EDGE = 50_000;

/**
 * Whether the first or last 50,000 lines hold a word that names a scope. Line by line: the words
 * hold no line break, so this is the test of those lines joined, without making (and flattening)
 * a copy of a gather's 10 MB; the one place the join ran two lines together, where the first
 * 50,000 meet the last, is tested as the join had it.
 */
function namesScopes(raw: readonly string[]): boolean {
  const has = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (NAMES_SCOPES.test(raw[i]!)) return true;
    return false;
  };
  if (raw.length < SCOPE_EDGE) return has(0, raw.length);
  return has(0, SCOPE_EDGE) || has(raw.length - SCOPE_EDGE, raw.length) || NAMES_SCOPES.test(raw[SCOPE_EDGE - 1]! + raw[raw.length - SCOPE_EDGE]!);
}

/**
 * The measurement rules over what was read: once, or, where the paste names several queue managers
 * (a gather, runmqsc run against each, a scrape's qmgr labels), once for each on its own readings and
 * its host's, every reading and finding naming its queue manager.
 */
function judgeMeasurements(raw: readonly string[], ctx: MeasureContext): Finding[] {
  // Only text that can name one is scanned for scopes (a day of amqsrua names none).
  const scoped = namesScopes(raw) ? scopesOf(raw) : undefined;
  const ownerOf = (line: number | undefined) => (scoped && line !== undefined ? scoped.queueManagerOf(line) : undefined);
  for (const r of ctx.readings) if (!r.queueManager) tag(r, ownerOf(r.lines[0]));
  for (const f of ctx.facts) if (!f.queueManager) tag(f, ownerOf(f.line));
  const named = [...new Set([...ctx.readings.map((r) => r.queueManager), ...ctx.facts.map((f) => f.queueManager), ...(ctx.nativeHa ?? []).map((i) => ownerOf(i.line))].filter((q): q is string => !!q))];
  if (!named.length) return evaluate(ctx);
  const mine = (qm: string | undefined, wanted: string) => qm === undefined || qm === wanted;
  return judgeEachQueueManager(
    named,
    (qm) => evaluate({ readings: ctx.readings.filter((r) => mine(r.queueManager, qm)), facts: ctx.facts.filter((f) => mine(f.queueManager, qm)), fioJobs: ctx.fioJobs, nativeHa: (ctx.nativeHa ?? []).filter((i) => mine(ownerOf(i.line), qm)) }),
    (line) => ownerOf(line),
  );
}

/** What a reading or a word belongs to, where the text says (it is shown beside it and judged with that queue manager's). */
function tag(r: Reading | Fact, qm: string | undefined): void {
  if (qm) r.queueManager = qm;
}

export function readMeasurements(text: string): Measurements {
  const t = typeof text === 'string' ? text : '';
  return readMeasurementLines(splitLines(t), t);
}

/** The same, for text already split into lines (raw[i] is line i + 1), as the configuration checker holds it; `text`, when given, is what `raw` was split from (measure/text.ts splitLines). */
export function readMeasurementLines(raw: readonly string[], text?: string): Measurements {
  const lines = new Array<string>(raw.length);
  let cleaned = false;
  for (let i = 0; i < raw.length; i++) {
    lines[i] = plainLine(raw[i]!);
    if (lines[i] !== raw[i]) cleaned = true;
  }
  // Prometheus reads the lines as pasted: its label values are names (a Native HA instance, a queue
  // manager) kept exactly, where the Markdown clean-up would take "__" out of them.
  // Each reader but amqsrua's needs a word of its own somewhere in the text (its HINT); one search of
  // the whole text is far cheaper than running its line patterns over a day of amqsrua's 130,000 lines.
  // Joined once, for the readers' one search each (a hint test per line would cost more than the join).
  // `text` (the text `raw` was split from), when no line needed cleaning and no line ended in a CR,
  // is that join already: a gather's 10 MB is then not copied again.
  const plain = text !== undefined && !cleaned && !text.includes('\r') ? text : lines.join('\n');
  const may = (hint: RegExp) => hint.test(plain);
  const fio: FioResult = may(FIO_HINT) ? readFio(lines) : { ...emptyResult(), fioJobs: [] };
  const results: ReaderResult[] = [fio, may(MQLDT_HINT) ? readMqldt(lines) : emptyResult(), readAmqsrua(lines), may(QMSTATUS_HINT) ? readQmstatus(lines) : emptyResult(), may(DSPMQ_HINT) ? readDspmq(lines) : emptyResult(), may(PING_HINT) ? readPing(lines) : emptyResult(), may(PROMETHEUS_HINT) ? readPrometheus(raw) : emptyResult()];
  // One byte a line: a day of amqsrua claims 130,000 lines, too many for a Set to be cheap.
  const claimed = new Uint8Array(raw.length + 2);
  const explainedUnread: UnreadLine[] = [];
  for (const r of results) {
    for (const n of r.claimed) claimed[n] = 1;
    for (const u of r.unread) explainedUnread.push({ ...u, text: raw[u.line - 1] ?? u.text });
  }
  // The readers' few lines with a reason, in line order (a stable sort: one line's reasons stay in
  // reader order), merged with the lines no reader took, met in line order: the same list as
  // sorting all of them, without sorting a gather's 100,000 unread lines.
  explainedUnread.sort((a, b) => a.line - b.line);
  const explained = new Set(explainedUnread.map((u) => u.line));
  const unread: UnreadLine[] = [];
  let next = 0;
  for (let i = 0; i < raw.length; i++) {
    // /\S/ is true exactly when trim() leaves something (the same white space), without a trimmed copy of each line.
    if (!claimed[i + 1] && NOT_BLANK.test(raw[i]!) && !explained.has(i + 1)) {
      while (next < explainedUnread.length && explainedUnread[next]!.line < i + 1) unread.push(explainedUnread[next++]!);
      unread.push({ line: i + 1, text: raw[i]! });
    }
  }
  while (next < explainedUnread.length) unread.push(explainedUnread[next++]!);
  const readings = withPersistentPuts(results.flatMap((r) => r.readings));
  const facts = results.flatMap((r) => r.facts);
  const nativeHa = results.flatMap((r) => r.nativeHa ?? []);
  const findings = [...results.flatMap((r) => r.notes), ...judgeMeasurements(raw, { readings, facts, fioJobs: fio.fioJobs, nativeHa })];
  findings.sort(worseFirst);
  return { readings, findings, unread, recognised: results.flatMap((r) => r.recognised), facts, fioJobs: fio.fioJobs, nativeHa, lineCount: raw.length };
}
