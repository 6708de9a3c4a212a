/**
 * Prometheus HTTP API answers as JSON (Prometheus's "HTTP API" page): /api/v1/query_range gives a
 * matrix, `{"status":"success","data":{"resultType":"matrix","result":[{"metric":{…},"values":[[t,"v"],…]}]}}`,
 * /api/v1/query a vector (`"value":[t,"v"]`), t in seconds with a fraction and every value a string
 * ("1.073741824e+09", "NaN", "+Inf"). An error answer (`"status":"error"`, with errorType and error)
 * is a note. One or several answers may be pasted, alone or among other output: each starts on a
 * line whose first character is "{" and ends at its matching brace.
 */
import { IGNORED_NAMES, nativeHaInstanceOf, promMetric } from './prometheus-names.ts';
import { note, promCollector } from './prometheus-series.ts';
import { readPromFloat, unknownWhy } from './prometheus-text.ts';
import { emptyResult, type ReaderResult } from './types.ts';

export const PROMETHEUS_JSON_HINT = /"status"\s*:\s*"(?:success|error)"/;

/** One top-level JSON object of the paste: its text and its first and last line (1-based). */
interface Block {
  text: string;
  first: number;
  last: number;
}

/** The objects that start a line with "{", each to its matching brace (strings and escapes respected). */
function jsonBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trimStart().charCodeAt(0) !== 123) continue;
    let depth = 0;
    let inString = false;
    let escaped = false;
    let end = -1;
    scan: for (let j = i; j < lines.length; j++) {
      const l = lines[j]!;
      for (let k = 0; k < l.length; k++) {
        const c = l.charCodeAt(k);
        if (inString) {
          if (escaped) escaped = false;
          else if (c === 92) escaped = true;
          else if (c === 34) inString = false;
        } else if (c === 34) inString = true;
        else if (c === 123 || c === 91) depth++;
        else if (c === 125 || c === 93) {
          depth--;
          if (depth === 0) {
            end = j;
            break scan;
          }
        }
      }
    }
    if (end < 0) break;
    blocks.push({ text: lines.slice(i, end + 1).join('\n'), first: i + 1, last: end + 1 });
    i = end;
  }
  return blocks;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Record<string, unknown>, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : undefined);

/** The line of each "metric" key in a block, in order, so a series' notes point near it. */
function metricLines(block: Block): number[] {
  const at: number[] = [];
  const ls = block.text.split('\n');
  for (let k = 0; k < ls.length; k++) {
    let from = 0;
    for (;;) {
      const hit = ls[k]!.indexOf('"metric"', from);
      if (hit < 0) break;
      at.push(block.first + k);
      from = hit + 8;
    }
  }
  return at;
}

export function readPrometheusJson(lines: readonly string[]): ReaderResult {
  const out = emptyResult();
  const series = promCollector();
  let answers = 0;
  let points = 0;
  let read = 0;
  for (const block of jsonBlocks(lines)) {
    let doc: unknown;
    try {
      doc = JSON.parse(block.text);
    } catch {
      continue;
    }
    if (!isObject(doc)) continue;
    const status = own(doc, 'status');
    if (status !== 'success' && status !== 'error') continue;
    answers++;
    for (let n = block.first; n <= block.last; n++) out.claimed.push(n);
    if (status === 'error') {
      const type = String(own(doc, 'errorType') ?? 'error');
      const message = String(own(doc, 'error') ?? '(no message)');
      out.unread.push({ line: block.first, text: lines[block.first - 1]!, why: `Prometheus answered with an error (${type}): ${message.slice(0, 200)}` });
      out.notes.push(note(`The Prometheus API answer on line ${block.first} is an error (${type}): ${message.slice(0, 200)}`, 'Run the query again in Prometheus until it answers "status":"success", and paste that answer.', 'An error answer holds no samples, so nothing could be read from it.', block.first, 'warning'));
      continue;
    }
    const data = own(doc, 'data');
    const type = isObject(data) ? own(data, 'resultType') : undefined;
    const result = isObject(data) ? own(data, 'result') : undefined;
    if ((type !== 'matrix' && type !== 'vector') || !Array.isArray(result)) {
      out.unread.push({ line: block.first, text: lines[block.first - 1]!, why: `A Prometheus answer of type ${JSON.stringify(type ?? null)}: only matrix (query_range) and vector (query) answers hold series` });
      continue;
    }
    const where = metricLines(block);
    result.forEach((entry, index) => {
      const line = where[index] ?? block.first;
      const text = lines[line - 1]!;
      const metric = isObject(entry) ? own(entry, 'metric') : undefined;
      if (!isObject(entry) || !isObject(metric)) {
        out.unread.push({ line, text, why: `series ${index + 1} of the answer has no "metric"` });
        return;
      }
      const name = own(metric, '__name__');
      if (typeof name !== 'string') {
        out.unread.push({ line, text, why: `series ${index + 1} has no __name__: the query changed the metric (rate(), sum() …), so which measurement it is cannot be told; query the metric itself` });
        return;
      }
      if (IGNORED_NAMES.has(name)) return;
      const known = promMetric(name);
      if (!known) {
        out.unread.push({ line, text, why: name.startsWith('ibmmq_') ? unknownWhy(name) : `${name} is another exporter’s metric, not one of the MQ exporters’ (ibmmq_…): not read` });
        return;
      }
      const qmgr = typeof own(metric, 'qmgr') === 'string' ? (own(metric, 'qmgr') as string) : '';
      const pairs = type === 'matrix' ? own(entry, 'values') : [own(entry, 'value')];
      if (!Array.isArray(pairs)) {
        out.unread.push({ line, text, why: `${name}: no ${type === 'matrix' ? '"values"' : '"value"'} in the series` });
        return;
      }
      const labelText = JSON.stringify(metric);
      const instance = nativeHaInstanceOf(known.name, (k) => {
        const v = own(metric, k);
        return typeof v === 'string' ? v : undefined;
      });
      let bad = 0;
      let firstBad = '';
      for (const pair of pairs) {
        points++;
        const t = Array.isArray(pair) ? pair[0] : undefined;
        const v = Array.isArray(pair) ? pair[1] : undefined;
        const value = typeof v === 'string' ? readPromFloat(v) : 'not a [time, "value"] pair';
        if (typeof t !== 'number' || !Number.isFinite(t) || typeof value === 'string' || value < 0) {
          bad++;
          if (!firstBad) firstBad = typeof value === 'string' ? value : typeof t !== 'number' ? 'a time that is not a number' : `a negative value (${String(v)})`;
          continue;
        }
        series.add(name, qmgr, labelText, value, Math.round(t * 1000), line, instance);
        read++;
      }
      if (bad) out.unread.push({ line, text, why: `${name}${qmgr ? ` (${qmgr})` : ''}: ${bad} of ${pairs.length} sample${pairs.length === 1 ? '' : 's'} not read (${firstBad})` });
    });
  }
  if (!answers) return out;
  series.finish(out, 'Prometheus API');
  out.recognised.push(`Prometheus API answer${answers === 1 ? '' : 's'} (${answers}; ${points} sample${points === 1 ? '' : 's'}, ${read} read)`);
  return out;
}
