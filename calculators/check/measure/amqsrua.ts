/**
 * amqsrua, MQ's resource monitoring sample: one publication per interval (10 s by default), each
 * headed "Publication received PutDate:YYYYMMDD PutTime:HHMMSSss Interval:N seconds" and followed
 * by one line per metric ("Log - write latency 25 uSec"). Reads the DISK and CPU classes' metrics
 * (amqsrua-metrics.ts) into one Reading each, summarised over the intervals, per queue manager when
 * the paste holds runs against several ("amqsrua -m QM1" lines say which).
 */
import { AMQSRUA_METRICS, METRIC_LABELS, type Metric } from './amqsrua-metrics.ts';
import { summarise } from './summary.ts';
import { lookup, NUMBER, readNumber, SIZE_FACTOR } from './text.ts';
import { emptyResult, type ReaderResult, type Sample } from './types.ts';

const PUBLICATION = /^\s*Publication received\s+PutDate:\s*(\d{8})\s+PutTime:\s*(\d{6,8})\s+Interval:\s*([^\s]+)\s*seconds?\s*$/i;
const COMMAND = /\bamqsrua\b(?:.*?\s-m\s*([A-Za-z0-9._%/]{1,48}))?/;
/** The sample's menu and prompts: recognised as amqsrua's, nothing to read. */
const MENU = /^\s*(?:[A-Za-z]{3,20}\s+:\s+\S.*|Enter (?:Class|Type) selection|==>.*|An object name is required.*|Enter object name|\.\.\.)\s*$/;
const VALUE = new RegExp(String.raw`^(${NUMBER})\s*(uSec|usec|us|µs|ms|MB|KB|GB|bytes|%)?(?:\s+(${NUMBER})\/sec)?$`);

/** The rule these notes state (calculators/rulebook/rules/measure-input.ts), linked like every finding. */
const INPUT_RULE_LINK = [{ label: 'Rule measure.input', href: '/rules/#measure.input' }];

interface Series {
  metric: Metric;
  samples: Sample[];
}

/** "20171023" + "12302392" → "2017-10-23 12:30:23.92". */
function stamp(date: string, time: string): string {
  const t = time.padEnd(8, '0');
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)} ${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4, 6)}.${t.slice(6, 8)}`;
}

/** Labels by their first three letters, so a line is compared with a few labels, not all of them. */
const BY_PREFIX = new Map<string, string[]>();
for (const label of METRIC_LABELS) BY_PREFIX.set(label.slice(0, 3), [...(BY_PREFIX.get(label.slice(0, 3)) ?? []), label]);

function labelOf(lower: string): string | undefined {
  for (const label of BY_PREFIX.get(lower.slice(0, 3)) ?? []) {
    if (lower.startsWith(label) && (lower.length === label.length || lower[label.length] === ' ')) return label;
  }
  return undefined;
}

/** The printed value in the metric's base unit, or why it cannot be read. */
function convert(metric: Metric, rest: string): number | string {
  const m = VALUE.exec(rest);
  if (!m) return `"${rest.slice(0, 60)}" is not a number with a unit amqsrua prints`;
  const printed = readNumber(m[1]!)!;
  const unit = (m[2] ?? '').toLowerCase();
  const rate = m[3] === undefined ? undefined : readNumber(m[3]);
  if (printed < 0 || (rate !== undefined && rate < 0)) return `a negative value (${rest}) cannot be measured`;
  switch (metric.kind) {
    case 'rate':
      return rate ?? 'no rate ("…/sec") is printed after the count';
    case 'latency':
      if (unit === 'usec' || unit === 'us' || unit === 'µs') return printed / 1e6;
      if (unit === 'ms') return printed / 1e3;
      return `a latency needs its unit (uSec); "${rest}" has ${unit ? `"${m[2]}"` : 'none'}`;
    case 'percent':
      return unit === '' || unit === '%' ? printed : `a percentage cannot be in "${m[2]}"`;
    case 'bytes':
    case 'megabytes': {
      if (unit === '%') return `a size cannot be a percentage`;
      const factor = unit === '' || unit === 'bytes' ? (metric.kind === 'megabytes' ? SIZE_FACTOR.mb! : 1) : lookup(SIZE_FACTOR, unit);
      return factor === undefined ? `a size cannot be in "${m[2]}"` : printed * factor;
    }
    case 'number':
      return unit === '' ? printed : `a count has no unit ("${m[2]}")`;
    default:
      return printed;
  }
}

export function readAmqsrua(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  const byQm = new Map<string, Map<string, Series>>();
  let qm = '';
  const qmLine = new Map<string, number>();
  let at: string | undefined;
  let order: number | undefined;
  let publications = 0;
  let lastOrder = -Infinity;
  let outOfOrder = 0;
  const seen = lines.some((l) => PUBLICATION.test(l) || COMMAND.test(l));

  lines.forEach((line, i) => {
    const n = i + 1;
    if (line === '') return;
    const command = line.includes('amqsrua') ? COMMAND.exec(line) : null;
    if (command) {
      out.claimed.push(n);
      if (command[1]) {
        qm = command[1];
        if (!qmLine.has(qm)) qmLine.set(qm, n);
      }
      return;
    }
    const pub = line.includes('Publication') ? PUBLICATION.exec(line) : null;
    if (pub) {
      out.claimed.push(n);
      publications++;
      at = stamp(pub[1]!, pub[2]!);
      order = Number(`${pub[1]}${pub[2]!.padEnd(8, '0')}`);
      if (order < lastOrder) outOfOrder++;
      lastOrder = Math.max(lastOrder, order);
      return;
    }
    const trimmed = line.trim();
    const label = labelOf(trimmed.toLowerCase());
    if (!label) {
      if (seen && MENU.test(line)) out.claimed.push(n);
      return;
    }
    out.claimed.push(n);
    const metric = lookup(AMQSRUA_METRICS, label)!;
    if (metric.kind === 'ignore') return;
    const value = convert(metric, trimmed.slice(label.length).trim());
    if (typeof value === 'string') {
      out.unread.push({ line: n, text: line, why: `amqsrua "${trimmed.slice(0, label.length)}": ${value}` });
      return;
    }
    const series = byQm.get(qm) ?? new Map<string, Series>();
    byQm.set(qm, series);
    const s = series.get(metric.name) ?? { metric, samples: [] };
    series.set(metric.name, s);
    s.samples.push({ value, line: n, at, order });
  });

  if (byQm.size === 0 && publications === 0) return out;
  const several = byQm.size > 1;
  for (const [name, series] of byQm) {
    const origin = name ? `amqsrua (${name})` : 'amqsrua';
    for (const s of series.values()) {
      // Time order for the series; a stable sort keeps same-time samples as pasted.
      const samples = outOfOrder ? [...s.samples].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) : s.samples;
      out.readings.push(summarise(s.metric.name, s.metric.unit, samples, origin));
    }
    if (name) out.facts.push({ name: 'queueManager', value: name, origin: 'amqsrua', line: qmLine.get(name) ?? 1 });
  }
  const counts = [...byQm.entries()].map(([name, series]) => `${name || 'amqsrua'}: ${Math.max(0, ...[...series.values()].map((s) => s.samples.length))} interval(s)`);
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
