/**
 * The Prometheus text exposition format (what GET /metrics answers; Prometheus's "Exposition
 * formats" page, text format 0.0.4, and OpenMetrics' text, which ends in "# EOF" and gives
 * timestamps in seconds): one scrape, or several pasted one after another. Lines are HELP and
 * TYPE comments and samples, `name{label="value",…} value [timestamp]`, the value a Go float
 * ("1.073741824e+09", "NaN", "+Inf"), the timestamp in milliseconds. The MQ exporters' queue manager
 * metrics (prometheus-names.ts) are read per `qmgr` label, their Native HA metrics per instance too;
 * every other metric is listed as not read.
 */
import { IGNORED_NAMES, nativeHaInstanceOf, promMetric, sameMeasurementOtherUnit } from './prometheus-names.ts';
import { note, promCollector } from './prometheus-series.ts';
import { emptyResult, type ReaderResult } from './types.ts';

/** A word of the format somewhere in the paste: cheap to look for, so a day of amqsrua is not slowed. */
export const PROMETHEUS_TEXT_HINT = /ibmmq_|^# (?:TYPE|HELP) /m;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(,|(?=\}))/y;
const FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const COMMENT = /^#\s+(HELP|TYPE|UNIT)\s+([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\s+(\S.*))?$/;
/** Suffixes of a histogram's or summary's series, whose base name the TYPE line declares. */
const PART = /_(?:bucket|sum|count|total|created|gcount|gsum)$/;

/** A Go float as the exposition prints it, or why not a measurement. */
export function readPromFloat(raw: string): number | string {
  if (FLOAT.test(raw)) {
    const v = Number(raw);
    return Number.isFinite(v) ? v : `${raw} is too large to be a measurement`;
  }
  if (raw === 'NaN') return 'NaN: the exporter had no value for this sample';
  if (/^[+-]?Inf$/.test(raw)) return `${raw}: an infinite value is not a measurement`;
  return `"${raw.slice(0, 40)}" is not a number`;
}

/** `{qmgr="QM1",platform="UNIX"}` → its labels, or undefined when the set is malformed. */
export function readLabels(text: string): Map<string, string> | undefined {
  const labels = new Map<string, string>();
  let i = 1;
  while (i < text.length - 1) {
    LABEL.lastIndex = i;
    const m = LABEL.exec(text);
    if (!m) return /^\s*$/.test(text.slice(i, -1)) ? labels : undefined;
    labels.set(m[1]!, m[2]!.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c)));
    i = LABEL.lastIndex;
  }
  return labels;
}

/** The value and optional timestamp after a sample's name and labels. */
const TAIL = /^\s+(\S+)(?:\s+(-?\d+(?:\.\d+)?))?\s*$/;

export function readPrometheusText(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  const series = promCollector();
  const declared = new Set<string>();
  const openMetrics = lines.some((l) => l === '# EOF');
  let samples = 0;
  let mqSamples = 0;
  const foreign = new Map<string, string>();
  const unknownMq = new Map<string, string>();
  /** Label sets repeat with every scrape: each distinct one is read once (undefined: malformed). */
  const labelsOf = new Map<string, Map<string, string> | undefined>();
  const NO_LABELS = new Map<string, string>();

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const n = i + 1;
    if (line === '' || line.charCodeAt(0) === 32) continue;
    if (line.charCodeAt(0) === 35) {
      const c = COMMENT.exec(line);
      if (c) {
        out.claimed.push(n);
        declared.add(c[2]!);
        if (c[1] === 'TYPE' && c[3]) series.declare(c[2]!, c[3].trim());
      } else if (line === '# EOF') out.claimed.push(n);
      continue;
    }
    const nameMatch = NAME.exec(line);
    if (!nameMatch) continue;
    const name = nameMatch[0];
    const braced = line.charCodeAt(name.length) === 123;
    const mq = name.startsWith('ibmmq_');
    if (!mq) {
      // A "name value" line is a sample only when it carries labels or the paste declared its name:
      // "nofile 10240" from another tool stays that tool's.
      if (!braced && !declared.has(name) && !declared.has(name.replace(PART, ''))) continue;
      if (!braced && !TAIL.test(line.slice(name.length))) continue;
      out.claimed.push(n);
      samples++;
      let why = foreign.get(name);
      if (why === undefined) foreign.set(name, (why = `${name} is another exporter’s metric, not one of the MQ exporters’ (ibmmq_…): not read`));
      out.unread.push({ line: n, text: line, why });
      continue;
    }
    let rest = line.slice(name.length);
    let labelText = '';
    let labels: Map<string, string> | undefined = NO_LABELS;
    if (braced) {
      const close = rest.lastIndexOf('}');
      if (close < 0) continue;
      labelText = rest.slice(0, close + 1);
      rest = rest.slice(close + 1);
      labels = labelsOf.get(labelText);
      if (labels === undefined && !labelsOf.has(labelText)) {
        labels = readLabels(labelText);
        if (labelsOf.size < 10000) labelsOf.set(labelText, labels);
      }
    }
    const qmgr = labels ? (labels.get('qmgr') ?? '') : undefined;
    const tail = TAIL.exec(rest);
    if (!tail) continue;
    out.claimed.push(n);
    samples++;
    if (qmgr === undefined) {
      out.unread.push({ line: n, text: line, why: `${name}: the label set ${labelText.slice(0, 60)} could not be read` });
      continue;
    }
    if (IGNORED_NAMES.has(name)) continue;
    const known = promMetric(name);
    if (!known) {
      let why = unknownMq.get(name);
      if (why === undefined) unknownMq.set(name, (why = unknownWhy(name)));
      out.unread.push({ line: n, text: line, why });
      continue;
    }
    const value = readPromFloat(tail[1]!);
    if (typeof value === 'string' || value < 0) {
      out.unread.push({ line: n, text: line, why: `${name}: ${typeof value === 'string' ? value : `a negative value (${tail[1]}) cannot be measured`}` });
      continue;
    }
    const ts = tail[2] === undefined ? undefined : Number(tail[2]) * (openMetrics ? 1000 : 1);
    series.add(name, qmgr, labelText, value, ts, n, nativeHaInstanceOf(known.name, (k) => labels!.get(k)));
    mqSamples++;
  }

  if (!samples) return out;
  series.finish(out, 'Prometheus scrape');
  out.recognised.push(`Prometheus text exposition (${samples} sample${samples === 1 ? '' : 's'}, ${mqSamples} read)`);
  if (foreign.size) {
    const names = [...foreign.keys()];
    out.notes.push(note(
      `${names.length} metric${names.length === 1 ? '' : 's'} from another exporter not read (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''})`,
      mqSamples ? '' : 'Paste the scrape of the MQ container’s metrics endpoint (port 9157) or of mq-metric-samples’ mq_prometheus collector: their metric names start ibmmq_.',
      'This page reads the queue manager’s resource metrics as the MQ container and mq-metric-samples publish them; other exporters’ metrics are listed as not read rather than guessed at.',
    ));
  }
  return out;
}

/** Why an ibmmq_ metric is not read: another unit than the exporters', or not a measurement this page reads. */
export function unknownWhy(name: string): string {
  const same = sameMeasurementOtherUnit(name);
  if (same) return `${name} is ${same} in another unit: the MQ exporters publish ${same}, and a value in another unit is not read as if it were`;
  return `${name} is not one of the queue manager resource metrics this page reads (the log, file systems and CPU): not read`;
}
