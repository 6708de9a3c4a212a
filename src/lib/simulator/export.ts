/**
 * A run or a sweep as a file to download. JSON is the model's own output (what
 * `python3 mqsim.pyz --json` prints); CSV has one row per output (a run) or per swept value (a
 * sweep), in the model's base units, with the 95% interval and, for a run, the report's value.
 */
import type { Comparison } from './compare.ts';
import type { RunResult } from './protocol.ts';
import type { SweepRun } from './sweep-figure.ts';
import type { OutputInfo } from './types.ts';

/** RFC 4180 field: quoted when it holds a comma, quote or line break. */
function field(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const line = (cells: (string | number | null | undefined)[]) => cells.map(field).join(',');

/** The result without what the browser adds (the wall-clock time), so it equals the command line's JSON. */
function modelJson(r: RunResult): Omit<RunResult, 'wallMs'> {
  const { wallMs: _wallMs, ...rest } = r;
  return rest;
}

export function runJson(result: RunResult): string {
  return `${JSON.stringify(modelJson(result), null, 1)}\n`;
}

export function runCsv(outputs: OutputInfo[], comparisons: Comparison[]): string {
  const rows = [line(['output', 'unit', 'model', 'ci95_low', 'ci95_high', 'report', 'report_source', 'difference_pct'])];
  for (const c of comparisons) {
    const unit = outputs.find((o) => o.name === c.output)?.unit ?? '';
    rows.push(line([c.output, unit, c.model, c.ci95?.[0], c.ci95?.[1], c.measured?.value, c.measured?.label, c.differencePct]));
  }
  return `${rows.join('\r\n')}\r\n`;
}

export function sweepJson(run: SweepRun): string {
  return `${JSON.stringify({ param: run.param, metric: run.metric, values: run.values, results: run.results.map(modelJson) }, null, 1)}\n`;
}

export function sweepCsv(outputs: OutputInfo[], run: SweepRun): string {
  const names = outputs.map((o) => o.name);
  const rows = [line([run.param, ...names.flatMap((n) => [n, `${n}_ci95_low`, `${n}_ci95_high`])])];
  run.results.forEach((r, i) => {
    rows.push(line([run.values[i], ...names.flatMap((n) => [r[n] as number | null, r.ci95?.[n]?.[0], r.ci95?.[n]?.[1]])]));
  });
  return `${rows.join('\r\n')}\r\n`;
}
