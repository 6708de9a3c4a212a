/**
 * Parameter sweeps: the values to run, the report's measured points that belong on the same axes,
 * and the Vega-Lite spec that draws them at build time (the validation charts; live and
 * precomputed sweeps use sweep-svg.ts). Pure functions, shared by the page script and the
 * build-time charts.
 */
import { checkValue, RUN_PARAMS } from './params.ts';
import type { MeasuredPoint, ParamInfo } from './types.ts';

export const MAX_SWEEP_VALUES = 25;

export type SweepPlan = { ok: true; values: number[] } | { ok: false; problems: { name: string; message: string }[] };

/**
 * The values of a sweep from "0, 1, 2.5": each checked like the parameter itself, sorted and
 * de-duplicated, at most MAX_SWEEP_VALUES. `extra` (the report's measured values) are added.
 */
export function sweepList(param: ParamInfo, text: string, extra: number[] = []): SweepPlan {
  const parts = text.split(',').map((t) => t.trim()).filter((t) => t !== '');
  const problems: { name: string; message: string }[] = [];
  if (parts.length === 0 && extra.length === 0) problems.push({ name: 'values', message: `Sweep values: give at least one value of ${param.name}, separated by commas` });
  const values: number[] = [];
  for (const part of parts) {
    const problem = checkValue(param, part);
    if (problem) problems.push({ name: 'values', message: `Sweep values: ${problem}` });
    else values.push(Number(part));
  }
  const all = [...new Set([...values, ...extra])].sort((x, y) => x - y);
  if (all.length > MAX_SWEEP_VALUES) problems.push({ name: 'values', message: `Sweep values: at most ${MAX_SWEEP_VALUES} values (got ${all.length})` });
  return problems.length ? { ok: false, problems } : { ok: true, values: all };
}

/**
 * The measured points that differ from the current parameters only in the swept one, for the
 * plotted output: those are the points the model line should pass through.
 */
export function measuredOnAxes(points: MeasuredPoint[], current: Record<string, number>, param: string, output: string): MeasuredPoint[] {
  return points.filter(
    (pt) =>
      pt.output === output &&
      Object.entries(pt.params).every(([k, v]) => k === param || RUN_PARAMS.has(k) || current[k] === v),
  );
}

/** One mark: x, y and its series; model rows may also carry `lo` and `hi`, the 95% confidence interval at x. */
export interface SweepRow {
  x: number;
  y: number;
  series: string;
  [key: string]: string | number;
}

export const MODEL_SERIES = 'Model (mqsim)';
export const REPORT_SERIES = 'Measured (report)';

/** A line for the model's runs and diamonds for the report's measurements, on shared axes. */
export function sweepSpec(opts: { xTitle: string; yTitle: string; description: string; logX?: boolean }): Record<string, unknown> {
  const x = { field: 'x', type: 'quantitative', title: opts.xTitle, ...(opts.logX ? { scale: { type: 'log' } } : {}) };
  const y = { field: 'y', type: 'quantitative', title: opts.yTitle, scale: { zero: true } };
  const color = { field: 'series', type: 'nominal', title: null, scale: { domain: [MODEL_SERIES, REPORT_SERIES], range: ['#1f5fa8', '#c2410c'] } };
  // Shape as well as colour, so the legend matches the marks and the chart survives greyscale print.
  const shape = { field: 'series', type: 'nominal', title: null, scale: { domain: [MODEL_SERIES, REPORT_SERIES], range: ['circle', 'diamond'] } };
  return {
    description: opts.description,
    config: { legend: { labelLimit: 0 } },
    layer: [
      {
        transform: [{ filter: `datum.series === '${MODEL_SERIES}'` }],
        mark: { type: 'line', point: true, strokeWidth: 2 },
        encoding: { x, y, color, shape, tooltip: [{ field: 'x', title: opts.xTitle }, { field: 'y', title: opts.yTitle, format: ',.4~g' }] },
      },
      {
        transform: [{ filter: `datum.series === '${REPORT_SERIES}'` }],
        mark: { type: 'point', size: 140, filled: true, opacity: 1 },
        encoding: { x, y, color, shape, tooltip: [{ field: 'label', title: 'Report' }, { field: 'y', title: opts.yTitle, format: ',.4~g' }] },
      },
    ],
  };
}
