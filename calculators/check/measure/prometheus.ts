/**
 * The monitoring MQ teams already run, as one reader for readMeasurements: Prometheus scrapes
 * (prometheus-text.ts), Prometheus HTTP API answers (prometheus-json.ts) and Grafana CSV exports
 * (grafana-csv.ts), each gated by its own cheap hint, their results handed back as one.
 */
import { GRAFANA_CSV_HINT, readGrafanaCsv } from './grafana-csv.ts';
import { PROMETHEUS_JSON_HINT, readPrometheusJson } from './prometheus-json.ts';
import { PROMETHEUS_TEXT_HINT, readPrometheusText } from './prometheus-text.ts';
import { emptyResult, type ReaderResult } from './types.ts';

/** Any of the three formats' words: the whole paste is searched once for it, as for every other reader. */
export const PROMETHEUS_HINT = new RegExp([PROMETHEUS_TEXT_HINT, PROMETHEUS_JSON_HINT, GRAFANA_CSV_HINT].map((h) => h.source).join('|'), 'im');

export function readPrometheus(lines: readonly string[]): ReaderResult {
  const text = lines.join('\n');
  const parts = [
    PROMETHEUS_JSON_HINT.test(text) ? readPrometheusJson(lines) : undefined,
    GRAFANA_CSV_HINT.test(text) ? readGrafanaCsv(lines) : undefined,
    PROMETHEUS_TEXT_HINT.test(text) ? readPrometheusText(lines) : undefined,
  ].filter((r): r is ReaderResult => r !== undefined);
  const out = emptyResult();
  // Loops, not push(...list): a 50 MB scrape's claimed and unread lists are too long to spread.
  for (const r of parts) {
    for (const key of ['recognised', 'readings', 'facts', 'claimed', 'unread', 'notes'] as const) {
      const into = out[key] as unknown[];
      for (const item of r[key]) into.push(item);
    }
  }
  return out;
}
