/**
 * Parameter sweeps: the values to run, the report's measured points that belong on the same axes,
 * and the Vega-Lite spec that draws them. Pure functions, shared by the page script and the
 * build-time charts.
 */
import { checkValue, RUN_PARAMS } from './params.ts';
import type { MeasuredPoint, ParamInfo } from './types.ts';

export const MAX_SWEEP_STEPS = 25;

export type SweepPlan = { ok: true; values: number[] } | { ok: false; problems: { name: string; message: string }[] };

/** Evenly spaced values from `from` to `to` (both included); whole-number parameters are rounded and de-duplicated. */
export function sweepValues(param: ParamInfo, from: string, to: string, steps: string): SweepPlan {
  const problems: { name: string; message: string }[] = [];
  const a = checkValue(param, from);
  const b = checkValue(param, to);
  if (a) problems.push({ name: 'from', message: `Sweep start: ${a}` });
  if (b) problems.push({ name: 'to', message: `Sweep end: ${b}` });
  const n = Number(steps.trim() === '' ? NaN : steps);
  if (!Number.isInteger(n) || n < 2 || n > MAX_SWEEP_STEPS)
    problems.push({ name: 'steps', message: `Sweep points must be a whole number between 2 and ${MAX_SWEEP_STEPS} (got '${steps}')` });
  if (problems.length) return { ok: false, problems };
  const lo = Number(from);
  const hi = Number(to);
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    let v = lo + ((hi - lo) * i) / (n - 1);
    v = param.integer ? Math.round(v) : Number(v.toPrecision(12));
    if (!values.includes(v)) values.push(v);
  }
  return { ok: true, values };
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
