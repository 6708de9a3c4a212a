/**
 * One sweep as a figure: the chart as data (a ChartSpec: the model's line, its 95% interval as two
 * dashed lines when there are replications, the report's measurements as diamonds), a caption,
 * and the same numbers as a table. The site's live-chart module draws the spec, at build time for
 * each preset's precomputed default sweep and in the browser for live sweeps, without Vega.
 */
import { formatNumber, OUTPUT_DISPLAY } from './metrics.ts';
import { inSentence, unitText } from './params.ts';
import type { RunResult } from './protocol.ts';
import type { ChartSpec, Mark } from '../../../calculators/lib/chart.ts';
import { measuredOnAxes, MODEL_SERIES, REPORT_SERIES, type SweepRow } from './sweep.ts';
import type { MeasuredPoint, ParamInfo } from './types.ts';

export interface SweepRun {
  param: string;
  metric: string;
  values: number[];
  results: RunResult[];
}

export const INTERVAL_SERIES = '95% interval (model)';

export interface SweepFigure {
  spec: ChartSpec;
  description: string;
  caption: string;
  tableHtml: string;
  rows: SweepRow[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The report's points that share every other parameter with `current`, for this sweep's axes. */
export function sweepMeasured(measured: MeasuredPoint[], current: Record<string, number>, param: string, output: string): MeasuredPoint[] {
  return measuredOnAxes(measured, current, param, output);
}

export function sweepFigure(opts: { params: ParamInfo[]; measured: MeasuredPoint[]; current: Record<string, number>; run: SweepRun }): SweepFigure {
  const { run } = opts;
  const display = OUTPUT_DISPLAY[run.metric];
  const param = opts.params.find((p) => p.name === run.param);
  if (!display || !param) throw new Error(`sweep: unknown output or parameter (${run.metric}, ${run.param})`);
  const yTitle = `${display.label} (${display.unit})`;
  const xTitle = `${param.label} (${unitText(param.unit)})`;
  const rows: SweepRow[] = run.results.map((r, i) => {
    const value = r[run.metric];
    const ci = r.ci95?.[run.metric];
    return {
      x: run.values[i]!,
      y: typeof value === 'number' ? value * display.scale : 0,
      series: MODEL_SERIES,
      label: 'model',
      ...(ci ? { lo: ci[0] * display.scale, hi: ci[1] * display.scale } : {}),
    };
  });
  const measured = sweepMeasured(opts.measured, opts.current, run.param, run.metric);
  rows.push(...measured.map((m) => ({ x: m.params[run.param]!, y: m.value * display.scale, series: REPORT_SERIES, label: m.label })));
  const band = rows.some((r) => typeof r.lo === 'number');
  const replications = run.results[0]?.replications ?? 1;
  const num = (v: number) => formatNumber(v, v % 1 ? 2 : 0);
  const description = `${display.label} predicted by the model as ${inSentence(param.label)} goes from ${num(run.values[0]!)} to ${num(run.values.at(-1)!)}${param.unit === 'count' ? '' : ` ${unitText(param.unit)}`}${measured.length ? `, with ${measured.length} measured ${measured.length === 1 ? 'point' : 'points'} from the report` : ''}.`;
  const caption = `${description} The line is the model${band ? `, the dashed lines its 95% confidence interval over ${replications} replications` : ''}${measured.length ? '; the diamonds are the report’s measurements (sources in the table)' : ''}.`;
  const spec = sweepChartSpec(rows, { xTitle, yTitle, description });
  const digits = display.digits;
  const body = rows
    .map((r) => {
      const m = r.series === REPORT_SERIES ? measured.find((mm) => mm.label === r.label && mm.params[run.param] === r.x) : undefined;
      const source = m
        ? `<a href="${esc(m.href)}">${esc(m.label)} (printed ${esc(formatNumber(m.printed, Number.isInteger(m.printed) ? 0 : 2))} ${esc(m.printedUnit)})</a>`
        : 'model';
      const interval = typeof r.lo === 'number' && typeof r.hi === 'number' ? `${formatNumber(r.lo, digits)} to ${formatNumber(r.hi, digits)}` : '–';
      return `<tr><td>${esc(formatNumber(r.x, r.x % 1 ? 2 : 0))}</td><td>${esc(formatNumber(r.y, digits))}</td><td>${esc(interval)}</td><td>${source}</td></tr>`;
    })
    .join('');
  const tableHtml = `<table class="sim-sweep-table" data-sim-sweep-table><thead><tr><th scope="col">${esc(xTitle)}</th><th scope="col">${esc(yTitle)}</th><th scope="col">95% interval</th><th scope="col">Source</th></tr></thead><tbody>${body}</tbody></table>`;
  return { spec, description, caption, tableHtml, rows };
}

/** The sweep's rows as a chart: model line with markers, interval as dashed lines, report diamonds. */
export function sweepChartSpec(rows: SweepRow[], opts: { xTitle: string; yTitle: string; description: string }): ChartSpec {
  const model = rows.filter((r) => r.series === MODEL_SERIES).sort((a, b) => a.x - b.x);
  const report = rows.filter((r) => r.series === REPORT_SERIES);
  const banded = model.filter((r) => typeof r.lo === 'number' && typeof r.hi === 'number');
  const marks: Mark[] = [{ kind: 'line', series: MODEL_SERIES, points: model.map((r) => ({ x: r.x, y: r.y })), markers: true }];
  if (report.length) marks.push({ kind: 'points', series: REPORT_SERIES, shape: 'diamond', points: report.map((r) => ({ x: r.x, y: r.y, note: String(r.label) })) });
  if (banded.length > 1) {
    for (const side of ['lo', 'hi'] as const) {
      marks.push({ kind: 'line', series: INTERVAL_SERIES, dashed: true, points: banded.map((r) => ({ x: r.x, y: r[side] as number })) });
    }
  }
  return {
    description: opts.description,
    x: { kind: 'linear', title: opts.xTitle, format: 'auto' },
    y: { kind: 'linear', title: opts.yTitle, format: 'auto', zero: true },
    series: [MODEL_SERIES, ...(report.length ? [REPORT_SERIES] : []), ...(banded.length > 1 ? [INTERVAL_SERIES] : [])],
    marks,
  };
}
