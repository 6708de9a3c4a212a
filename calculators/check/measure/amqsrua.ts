/**
 * amqsrua, MQ's resource monitoring sample: one publication per interval (10 s by default), each
 * headed "Publication received PutDate:YYYYMMDD PutTime:HHMMSSss Interval:N seconds" and followed
 * by one line per metric ("Log - write latency 25 uSec"). Reads the DISK, CPU and STATMQI classes' metrics
 * (amqsrua-metrics.ts) into one Reading each, summarised over the intervals, per queue manager when
 * the paste holds runs against several ("amqsrua -m QM1" lines say which).
 */
import { AMQSRUA_METRICS, METRIC_LABELS, type Metric } from './amqsrua-metrics.ts';
import { summariseColumns, type SeriesColumns } from './summary.ts';
import { convert } from './amqsrua-value.ts';
import { lookup } from './text.ts';
import { emptyResult, type ReaderResult } from './types.ts';

const PUBLICATION = /^\s*Publication received\s+PutDate:\s*(\d{8})\s+PutTime:\s*(\d{6,8})\s+Interval:\s*([^\s]+)\s*seconds?\s*$/i;
const COMMAND = /\bamqsrua\b(?:.*?\s-m\s*([A-Za-z0-9._%/]{1,48}))?/;
/** The sample's menu and prompts: recognised as amqsrua's, nothing to read. */
const MENU = /^\s*(?:[A-Za-z]{3,20}\s+:\s+\S.*|Enter (?:Class|Type) selection|==>.*|An object name is required.*|Enter object name|\.\.\.)\s*$/;

/** Whether a line holds a word every MENU line holds (each alternative's literal): most lines then skip the pattern. */
const holdsMenuWord = (line: string) => line.includes(':') || line.includes('Enter') || line.includes('==>') || line.includes('An object') || line.includes('...');

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * The same test, decided first by the character MENU's alternatives start with after the blanks:
 * a letter (then a ':' or "Enter" or "An object" there), '=' of "==>" or '.' of "...". A gather's
 * 100,000 MQSC lines are then passed over without five searches each. A blank other than space or
 * tab before it (which \s also takes) leaves the decision to the searches.
 */
function mayBeMenu(line: string): boolean {
  let k = 0;
  while (line.charCodeAt(k) === 32 || line.charCodeAt(k) === 9) k++;
  const c = line.charCodeAt(k);
  if (c === 61) return line.startsWith('==>', k);
  if (c === 46) return line.startsWith('...', k);
  if (isLetter(c)) return line.includes(':') || line.startsWith('Enter', k) || line.startsWith('An object', k);
  return (c > 127 || c === 11 || c === 12 || c === 13) && holdsMenuWord(line);
}

/** The rule these notes state (calculators/rulebook/rules/measure-input.ts), linked like every finding. */
const INPUT_RULE_LINK = [{ label: 'Rule measure.input', href: '/rules/#measure.input' }];

/** One metric's intervals for one queue manager, as parallel columns (a day is 8,640 per metric). */
interface Series extends SeriesColumns {
  metric: Metric;
  /** PutDate and PutTime as one number per interval, for putting an out-of-order paste in time order. */
  order: number[];
}

/** "20171023" + "12302392" → "2017-10-23 12:30:23.92". */
function stamp(date: string, time: string): string {
  const t = time.padEnd(8, '0');
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)} ${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4, 6)}.${t.slice(6, 8)}`;
}

/** Labels by their first three letters, so a line is compared with a few labels, not all of them. */
const BY_PREFIX = new Map<string, string[]>();
for (const label of METRIC_LABELS) BY_PREFIX.set(label.slice(0, 3), [...(BY_PREFIX.get(label.slice(0, 3)) ?? []), label]);

/** A character code folded as toLowerCase folds ASCII. */
const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);
const prefixCode = (s: string) => (lowerAscii(s.charCodeAt(0)) << 16) | (lowerAscii(s.charCodeAt(1)) << 8) | lowerAscii(s.charCodeAt(2));
/** BY_PREFIX's keys (three ASCII characters each) as numbers. */
const PREFIX_CODES = new Set([...BY_PREFIX.keys()].map(prefixCode));

/**
 * BY_PREFIX.has(trimmed.slice(0, 3).toLowerCase().slice(0, 3)), without making those strings for
 * each of a gather's 100,000 lines of MQSC: ASCII is folded here; a line with another character
 * among its first three is asked the way this stands for.
 */
function hasLabelPrefix(trimmed: string): boolean {
  const n = Math.min(3, trimmed.length);
  for (let k = 0; k < n; k++) if (trimmed.charCodeAt(k) > 127) return BY_PREFIX.has(trimmed.slice(0, 3).toLowerCase().slice(0, 3));
  return n === 3 && PREFIX_CODES.has(prefixCode(trimmed));
}

function labelOf(lower: string): string | undefined {
  for (const label of BY_PREFIX.get(lower.slice(0, 3)) ?? []) {
    if (lower.startsWith(label) && (lower.length === label.length || lower[label.length] === ' ')) return label;
  }
  return undefined;
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Whether a number starts at i: a digit, or a sign and a digit. */
const numberAt = (s: string, i: number) => isDigit(s.charCodeAt(i)) || ((s.charCodeAt(i) === 43 || s.charCodeAt(i) === 45) && isDigit(s.charCodeAt(i + 1)));

/** Index of the space before the first word that is a number, or -1. */
function firstNumberAt(s: string): number {
  for (let i = s.indexOf(' '); i >= 0; i = s.indexOf(' ', i + 1)) if (numberAt(s, i + 1)) return i;
  return -1;
}

/**
 * The label a trimmed line starts with. No label holds a digit, so the text before the line's first
 * " <number>" (its head, "Log - write latency") decides it. Heads repeat every interval, in the same
 * order, so each head seen is remembered with its label and the one after the last match is tried
 * first: a day of output lower-cases and compares each distinct head once, and most lines cost one
 * startsWith. A line that starts with a known head followed by " <number>" has that head as its own.
 */
interface Known {
  label: string;
  metric: Metric;
}

function labelCache(): (trimmed: string) => Known | undefined {
  const known = (label: string | undefined): Known | undefined => (label ? { label, metric: lookup(AMQSRUA_METRICS, label)! } : undefined);
  const heads: ({ head: string } & Known)[] = [];
  let last = -1;
  const fits = (t: string, h: string) => t.startsWith(h) && t.charCodeAt(h.length) === 32 && numberAt(t, h.length + 1);
  return (trimmed) => {
    // Every label is lower-case ASCII of ten letters or more, so a line whose first three letters
    // begin none is no metric: a gather's 200,000 lines of MQSC are passed over here, each without
    // being lower-cased whole or compared with every head.
    if (!hasLabelPrefix(trimmed)) return undefined;
    for (let k = 0; k < heads.length; k++) {
      const at = (last + 1 + k) % heads.length;
      if (fits(trimmed, heads[at]!.head)) {
        last = at;
        return heads[at];
      }
    }
    const cut = firstNumberAt(trimmed);
    if (cut < 0) return known(labelOf(trimmed.toLowerCase()));
    const head = trimmed.slice(0, cut);
    const found = known(labelOf(head.toLowerCase()));
    // Only labels are remembered, and at most 64: a paste of odd lines neither grows this nor slows every line.
    if (found && heads.length < 64) last = heads.push({ head, ...found }) - 1;
    return found;
  };
}


/** The columns in PutDate/PutTime order; a stable sort keeps same-time intervals as pasted. */
function inTimeOrder(s: Series): SeriesColumns {
  const index = s.order.map((_, i) => i).sort((a, b) => s.order[a]! - s.order[b]!);
  return { values: index.map((i) => s.values[i]!), lines: index.map((i) => s.lines[i]!), at: index.map((i) => s.at[i]) };
}

export function readAmqsrua(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  const byQm = new Map<string, Map<string, Series>>();
  let qm = '';
  let current = new Map<string, Series>();
  const qmLine = new Map<string, number>();
  let at: string | undefined;
  /** The publication's Interval in seconds, for a count printed without its rate (amqsrua-value.ts). */
  let interval: number | undefined;
  let order = 0;
  let publications = 0;
  let lastOrder = -Infinity;
  let outOfOrder = 0;
  const seen = lines.some((l) => PUBLICATION.test(l) || COMMAND.test(l));
  const labelFor = labelCache();

  // A plain loop: this runs once per line of a day's output (130,000 lines), so no callback per line.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const n = i + 1;
    if (line === '') continue;
    const command = line.includes('amqsrua') ? COMMAND.exec(line) : null;
    if (command) {
      out.claimed.push(n);
      if (command[1]) {
        qm = command[1];
        current = byQm.get(qm) ?? new Map<string, Series>();
        if (!qmLine.has(qm)) qmLine.set(qm, n);
      }
      continue;
    }
    const pub = line.includes('Publication') ? PUBLICATION.exec(line) : null;
    if (pub) {
      out.claimed.push(n);
      publications++;
      at = stamp(pub[1]!, pub[2]!);
      interval = /^\d+(?:\.\d+)?$/.test(pub[3]!) ? Number(pub[3]) : undefined;
      order = Number(`${pub[1]}${pub[2]!.padEnd(8, '0')}`);
      if (order < lastOrder) outOfOrder++;
      lastOrder = Math.max(lastOrder, order);
      continue;
    }
    const trimmed = line.trim();
    const found = labelFor(trimmed);
    if (!found) {
      if (seen && mayBeMenu(line) && MENU.test(line)) out.claimed.push(n);
      continue;
    }
    out.claimed.push(n);
    const { label, metric } = found;
    if (metric.kind === 'ignore') continue;
    const value = convert(metric, trimmed, label.length, interval);
    if (typeof value === 'string') {
      out.unread.push({ line: n, text: line, why: `amqsrua "${trimmed.slice(0, label.length)}": ${value}` });
      continue;
    }
    if (!byQm.has(qm)) byQm.set(qm, current);
    let s = current.get(metric.name);
    if (!s) current.set(metric.name, (s = { metric, values: [], lines: [], at: [], order: [] }));
    s.values.push(value);
    s.lines.push(n);
    s.at.push(at);
    s.order.push(order);
  }

  if (byQm.size === 0 && publications === 0) return out;
  const several = byQm.size > 1;
  for (const [name, series] of byQm) {
    const origin = name ? `amqsrua (${name})` : 'amqsrua';
    // Runs against several queue managers: each reading says whose it is, as a scrape's qmgr label does.
    for (const s of series.values()) {
      const reading = summariseColumns(s.metric.name, s.metric.unit, outOfOrder ? inTimeOrder(s) : s, origin);
      out.readings.push(several && name ? { ...reading, queueManager: name } : reading);
    }
    if (name) out.facts.push({ name: 'queueManager', value: name, origin: 'amqsrua', line: qmLine.get(name) ?? 1 });
  }
  const counts = [...byQm.entries()].map(([name, series]) => `${name || 'amqsrua'}: ${Math.max(0, ...[...series.values()].map((s) => s.values.length))} interval(s)`);
  out.recognised.push(`amqsrua (${publications} publication${publications === 1 ? '' : 's'}${several ? `; ${counts.join(', ')}` : ''})`);
  if (outOfOrder) {
    out.notes.push({
      rule: 'measure.input',
      severity: 'info',
      title: `${outOfOrder} amqsrua publication${outOfOrder === 1 ? ' was' : 's were'} pasted out of time order`,
      recommended: '',
      why: 'The series and charts are drawn in PutDate/PutTime order; the mean, peak and 95th percentile do not depend on order.',
      sources: INPUT_RULE_LINK,
    });
  }
  if (several) {
    out.notes.push({
      rule: 'measure.input',
      severity: 'info',
      title: `The amqsrua output comes from ${byQm.size} queue managers (${[...byQm.keys()].map((k) => k || 'unnamed').join(', ')})`,
      recommended: 'Compare them side by side below; each queue manager’s readings are summarised on their own.',
      why: 'Averaging one queue manager’s log with another’s would describe neither.',
      sources: INPUT_RULE_LINK,
    });
  }
  return out;
}
