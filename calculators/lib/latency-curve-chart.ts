/**
 * The chart both latency calculators draw: the report's measured throughputs, the curve the
 * calculator estimates between them (never beyond), and the reader's own point. Returned as a
 * ChartSpec (chart.ts); src/lib/charts/live.ts draws it.
 */
import type { ResultChart } from '../types.ts';
import type { Mark, XY } from './chart.ts';
import { reciprocalInterpolate, type MeasuredPoint } from './reciprocal-interpolation.ts';

export const SERIES = {
  measured: 'Measured',
  interpolated: 'Interpolated (1/throughput linear in latency)',
  you: 'This result',
} as const;

/** Samples per drawn segment: enough for the curve to look smooth at chart size. */
const STEPS = 24;

export interface LatencyCurveOptions {
  title: string;
  caption: string;
  points: readonly MeasuredPoint[];
  /** The reader's latency and the estimate there. */
  you: { x: number; y: number };
  xTitle: string;
  /** Tooltip label for the measured points, e.g. "Measured (Tables 9–11)". */
  measuredNote: string;
}

function sample(points: readonly MeasuredPoint[], from: number, to: number): XY[] {
  const out: XY[] = [];
  for (let i = 0; i <= STEPS; i++) {
    const x = from + ((to - from) * i) / STEPS;
    out.push({ x, y: Math.round(reciprocalInterpolate(points, x).value) });
  }
  return out;
}

export function latencyCurveChart(opts: LatencyCurveOptions): ResultChart {
  const { points, you } = opts;
  const interpolated: XY[] = [];
  for (let i = 1; i < points.length; i++) interpolated.push(...sample(points, points[i - 1]!.x, points[i]!.x).slice(i > 1 ? 1 : 0));
  const marks: Mark[] = [{ kind: 'line', series: SERIES.interpolated, points: interpolated }];
  marks.push(
    { kind: 'points', series: SERIES.measured, points: points.map((p) => ({ x: p.x, y: p.y, note: opts.measuredNote })), shape: 'circle', size: 70 },
    { kind: 'points', series: SERIES.you, points: [{ x: you.x, y: Math.round(you.y), note: 'your inputs' }], shape: 'diamond', size: 160 },
  );
  return {
    title: opts.title,
    caption: opts.caption,
    description: `${opts.title}: measured at ${points.map((p) => `${p.x} ms ${Math.round(p.y)}`).join(', ')} round trips per second; your ${Math.round(you.x * 100) / 100} ms gives about ${Math.round(you.y)}.`,
    x: { kind: 'linear', title: opts.xTitle, format: 'auto' },
    y: { kind: 'linear', title: 'Round trips per second', format: 'integer' },
    series: [SERIES.measured, SERIES.interpolated, SERIES.you],
    marks,
  };
}
