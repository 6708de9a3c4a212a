/**
 * What the three Prometheus readers (text exposition, HTTP API JSON, Grafana CSV) share once a
 * sample is read: one series per queue manager (the `qmgr` label both IBM exporters set) and metric,
 * summarised into the Reading amqsrua's line would give (prometheus-names.ts ties the names to
 * amqsrua's labels). A gauge's samples are its intervals. A delta (the log's written bytes) is a
 * counter, which becomes a rate between consecutive timestamped samples, as Prometheus's rate()
 * does: a drop is a counter reset (the exporter restarted), after which the counter counts from zero.
 * Without two timestamps there is no rate, and a note says why.
 */
import { promMetric, type PromName } from './prometheus-names.ts';
import type { Metric } from './amqsrua-metrics.ts';
import { summariseColumns } from './summary.ts';
import type { Finding, ReaderResult } from './types.ts';

/** The rule these notes state (calculators/rulebook/rules/measure-input.ts), linked like every finding. */
const INPUT_RULE_LINK = [{ label: 'Rule measure.input', href: '/rules/#measure.input' }];

interface Series {
  metric: Metric;
  name: string;
  prom: PromName;
  qmgr: string;
  /** The Native HA instance of a per-instance metric ('' when its sample named none); undefined otherwise. */
  instance: string | undefined;
  values: number[];
  /** Milliseconds since the epoch, NaN where the sample had none. */
  ms: number[];
  lines: number[];
  /** The label sets seen (other than qmgr), to say when two scrape jobs were mixed. */
  labelSets: Set<string>;
}

export interface PromCollector {
  /**
   * One sample of a metric this page knows (undefined from `known` otherwise). `labels` is the
   * label set as text, for telling two scrape jobs of one queue manager apart; `instance` the Native
   * HA instance a per-instance metric is about (prometheus-names.ts nativeHaInstanceOf).
   */
  add(name: string, qmgr: string, labels: string, value: number, ms: number | undefined, line: number, instance?: string): void;
  /** The TYPE a text exposition declared for a metric ("counter", "gauge", …). */
  declare(name: string, type: string): void;
  /** The readings, facts and notes into `out`; `source` names the format ("Prometheus scrape"). */
  finish(out: ReaderResult, source: string): void;
}

const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
let stampDay = Number.NaN;
let stampDate = '';

/**
 * "2026-11-27 08:00:10.00" (UTC): the shape amqsrua's times take, which the page's chart reads.
 * By arithmetic on the time of day, the date formatted once a day: a 50 MB paste has a million samples.
 */
export function stampOf(ms: number): string {
  const day = Math.floor(ms / 86400000);
  if (day !== stampDay) {
    stampDay = day;
    stampDate = new Date(day * 86400000).toISOString().slice(0, 10);
  }
  const r = ms - day * 86400000;
  return `${stampDate} ${TWO[Math.floor(r / 3600000)]}:${TWO[Math.floor(r / 60000) % 60]}:${TWO[Math.floor(r / 1000) % 60]}.${TWO[Math.floor(r / 10) % 100]}`;
}

/** A note the Prometheus readers raise, under the rule that states how pastes are read. */
export function note(title: string, recommended: string, why: string, line?: number, severity: Finding['severity'] = 'info'): Finding {
  return { rule: 'measure.input', severity, title, recommended, why, ...(line ? { line } : {}), sources: INPUT_RULE_LINK };
}

export function promCollector(): PromCollector {
  // Queue manager → metric name → series: two lookups a sample, no key built.
  const byQmgr = new Map<string, Map<string, Series>>();
  const series = { values: () => [...byQmgr.values()].flatMap((m) => [...m.values()]) };
  const types = new Map<string, string>();
  return {
    declare(name, type) {
      types.set(name, type);
    },
    add(name, qmgr, labels, value, ms, line, instance) {
      let metrics = byQmgr.get(qmgr);
      if (!metrics) byQmgr.set(qmgr, (metrics = new Map()));
      // A Native HA metric is one series per instance (NUL cannot be in a metric name).
      const key = instance === undefined ? name : `${name}\u0000${instance}`;
      let s = metrics.get(key);
      if (!s) {
        const known = promMetric(name)!;
        metrics.set(key, (s = { metric: known.metric, name, prom: known.name, qmgr, instance, values: [], ms: [], lines: [], labelSets: new Set() }));
      }
      s.values.push(value);
      s.ms.push(ms ?? Number.NaN);
      s.lines.push(line);
      if (s.labelSets.size < 8) s.labelSets.add(labels);
    },
    finish(out, source) {
      const qmgrs = new Set<string>();
      const all = series.values();
      for (const s of all) {
        const whose = [s.qmgr, s.instance ? `instance ${s.instance}` : ''].filter(Boolean).join(', ');
        const origin = whose ? `${source} (${whose})` : source;
        // The queue manager is named by its samples' qmgr label even when no reading could be made of them (a counter without timestamps).
        qmgrs.add(s.qmgr);
        const cols = s.prom.delta ? rates(s, types.get(s.name), out, source) : gauge(s);
        if (!cols) continue;
        const reading = summariseColumns(s.metric.name, s.metric.unit, cols, origin);
        out.readings.push({ ...reading, ...(s.qmgr ? { queueManager: s.qmgr } : {}), ...(s.instance ? { instance: s.instance } : {}) });
        if (s.labelSets.size > 1) {
          out.notes.push(note(`${s.name} for ${s.qmgr || 'a series without a qmgr label'} came with ${s.labelSets.size === 8 ? '8 or more' : s.labelSets.size} label sets (${[...s.labelSets].slice(0, 2).join('; ')})`, 'Paste one scrape job’s series, or narrow the query by job or instance.', 'Their samples are read as one series, as if one exporter had published them all.', s.lines[0]));
        }
      }
      for (const qm of qmgrs) {
        if (!qm) continue;
        const first = all.find((s) => s.qmgr === qm)!;
        out.facts.push({ name: 'queueManager', value: qm, origin: source, line: first.lines[0]!, queueManager: qm });
      }
      if (qmgrs.size > 1) {
        out.notes.push(note(`${qmgrs.size} queue managers in the ${source} input (${[...qmgrs].map((q) => q || 'no qmgr label').join(', ')})`, 'Compare them side by side below; each queue manager’s readings are summarised on their own.', 'Averaging one queue manager’s log with another’s would describe neither.'));
      }
    },
  };
}

/** A gauge's samples, in time order when every one has a timestamp (a stable sort keeps paste order otherwise). */
function gauge(s: Series) {
  const index = s.values.map((_, i) => i);
  const timed = s.ms.every((t) => !Number.isNaN(t));
  if (timed) index.sort((a, b) => s.ms[a]! - s.ms[b]!);
  return { values: index.map((i) => s.values[i]!), lines: index.map((i) => s.lines[i]!), at: index.map((i) => (timed ? stampOf(s.ms[i]!) : undefined)) };
}

/**
 * A delta's rate per second between consecutive timestamped samples. As a counter (TYPE counter,
 * or no TYPE: both exporters' default) the rate is the increase over the time between samples, a
 * drop being a reset; as a gauge (mq-metric-samples with overrideCType=false publishes each
 * collection's delta) it is the sample over the time since the previous one.
 */
function rates(s: Series, type: string | undefined, out: ReaderResult, source: string) {
  const where = `${s.name}${s.qmgr ? ` (${s.qmgr})` : ''}`;
  const timed = s.values.map((_, i) => i).filter((i) => !Number.isNaN(s.ms[i]!));
  if (timed.length < 2) {
    const why = timed.length < s.values.length
      ? `A counter's rate needs the time between samples, and ${timed.length === 0 ? 'none' : 'only one'} of its ${s.values.length} sample${s.values.length === 1 ? ' has' : 's have'} a timestamp (a scrape of /metrics prints none).`
      : 'A counter’s rate needs two samples, and the paste has one.';
    out.notes.push(note(`No rate for ${where}: ${s.values.length} sample${s.values.length === 1 ? '' : 's'} without two timestamps`, 'Paste a Prometheus query_range result (JSON), a Grafana CSV export, or scrapes saved with their timestamps.', why, s.lines[0]));
    return undefined;
  }
  timed.sort((a, b) => s.ms[a]! - s.ms[b]!);
  const asGauge = type === 'gauge';
  const values: number[] = [];
  const lines: number[] = [];
  const at: string[] = [];
  let resets = 0;
  let resetLine = 0;
  for (let k = 1; k < timed.length; k++) {
    const i = timed[k]!;
    const p = timed[k - 1]!;
    const seconds = (s.ms[i]! - s.ms[p]!) / 1000;
    if (!(seconds > 0)) continue;
    let increase = asGauge ? s.values[i]! : s.values[i]! - s.values[p]!;
    if (increase < 0) {
      increase = s.values[i]!;
      if (!resets) resetLine = s.lines[i]!;
      resets++;
    }
    values.push(increase / seconds);
    lines.push(s.lines[i]!);
    at.push(stampOf(s.ms[i]!));
  }
  if (resets) {
    out.notes.push(note(`${where} fell ${resets} time${resets === 1 ? '' : 's'} in the ${source}: read as a counter reset`, '', 'A counter only falls when it restarts (the exporter or queue manager restarted), so, as Prometheus’s rate() does, the increase after a drop is counted from zero.', resetLine));
  }
  if (!values.length) {
    out.notes.push(note(`No rate for ${where}: its samples share one timestamp`, '', 'A rate needs time to pass between two samples.', s.lines[0]));
    return undefined;
  }
  return { values, lines, at };
}
