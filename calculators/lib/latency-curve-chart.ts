/**
 * The chart both latency calculators draw: the report's measured throughputs, the curve the
 * calculator estimates between and beyond them, and the reader's own point. Returned as a
 * Vega-Lite spec plus rows; the framework renders it.
 */
import type { ResultChart } from '../types.ts';
import { reciprocalInterpolate, type MeasuredPoint } from './reciprocal-interpolation.ts';

export const SERIES = {
  measured: 'Measured',
  interpolated: 'Interpolated (1/throughput linear in latency)',
  extrapolated: 'Extrapolated beyond the measurements',
  you: 'This result',
} as const;

const COLOURS: Record<string, string> = {
  [SERIES.measured]: '#1f5fa8',
  [SERIES.interpolated]: '#4b5563',
  [SERIES.extrapolated]: '#a16207',
  [SERIES.you]: '#c2410c',
};

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

type ChartRow = { latencyMs: number; roundTripsPerSec: number; series: string; note: string };

function sample(points: readonly MeasuredPoint[], from: number, to: number, series: string): ChartRow[] {
  const rows: ChartRow[] = [];
  for (let i = 0; i <= STEPS; i++) {
    const x = from + ((to - from) * i) / STEPS;
    rows.push({ latencyMs: x, roundTripsPerSec: Math.round(reciprocalInterpolate(points, x).value), series, note: 'estimate' });
  }
  return rows;
}

export function latencyCurveChart(opts: LatencyCurveOptions): ResultChart {
  const { points, you } = opts;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const rows: ChartRow[] = [];
  for (let i = 1; i < points.length; i++) rows.push(...sample(points, points[i - 1]!.x, points[i]!.x, SERIES.interpolated));
  // The extrapolated line starts at the last measurement so the two lines meet.
  if (you.x > last.x) rows.push(...sample(points, last.x, you.x, SERIES.extrapolated));
  for (const p of points) rows.push({ latencyMs: p.x, roundTripsPerSec: p.y, series: SERIES.measured, note: opts.measuredNote });
  rows.push({ latencyMs: you.x, roundTripsPerSec: Math.round(you.y), series: SERIES.you, note: 'your inputs' });

  const present = Object.values(SERIES).filter((s) => rows.some((r) => r.series === s));
  const x = { field: 'latencyMs', type: 'quantitative', title: opts.xTitle, scale: { domainMin: Math.min(0, first.x) } };
  const y = { field: 'roundTripsPerSec', type: 'quantitative', title: 'Round trips per second', axis: { format: ',d' } };
  const color = {
    field: 'series',
    type: 'nominal',
    title: null,
    scale: { domain: present, range: present.map((s) => COLOURS[s]) },
    legend: { labelLimit: 400, columns: 2 },
  };
  const tooltip = [
    { field: 'series', type: 'nominal', title: 'Series' },
    { field: 'latencyMs', type: 'quantitative', title: 'Latency (ms)', format: '.2f' },
    { field: 'roundTripsPerSec', type: 'quantitative', title: 'Round trips/s', format: ',d' },
    { field: 'note', type: 'nominal', title: 'Source' },
  ];
  const only = (...series: string[]) => [{ filter: { field: 'series', oneOf: series } }];

  return {
    title: opts.title,
    caption: opts.caption,
    spec: {
      layer: [
        {
          transform: only(SERIES.interpolated),
          mark: { type: 'line', strokeWidth: 2 },
          encoding: { x, y, color },
        },
        {
          transform: only(SERIES.extrapolated),
          mark: { type: 'line', strokeWidth: 2, strokeDash: [6, 4] },
          encoding: { x, y, color },
        },
        {
          transform: only(SERIES.measured),
          mark: { type: 'point', filled: true, size: 70, shape: 'circle' },
          encoding: { x, y, color, tooltip },
        },
        {
          transform: only(SERIES.you),
          mark: { type: 'point', filled: true, size: 180, shape: 'diamond' },
          encoding: { x, y, color, tooltip },
        },
      ],
    },
    rows,
  };
}
