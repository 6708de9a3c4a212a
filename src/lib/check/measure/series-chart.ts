/**
 * A reading's intervals as a ChartSpec for the project's live chart path (src/lib/charts/live.ts):
 * one line over time, in the reading's human unit (µs or ms, MiB/s, MiB, %). A day has 8,640
 * intervals; the line keeps at most MAX_POINTS, each the largest value of its stretch of
 * intervals, so a peak is never smoothed away.
 */
import type { ChartSpec, XY } from '../../../../calculators/lib/chart.ts';
import type { Reading } from '../../../../calculators/check/measure/types.ts';
import { labelOf } from './labels.ts';

export const MAX_POINTS = 400;

/** Display unit for a chart's y axis: its name and the divisor from base units. */
function yUnit(r: Reading): { unit: string; divisor: number } {
  const top = r.peak ?? r.value;
  switch (r.unit) {
    case 'seconds':
      return top < 1e-3 ? { unit: 'µs', divisor: 1e-6 } : top < 1 ? { unit: 'ms', divisor: 1e-3 } : { unit: 's', divisor: 1 };
    case 'bytes/s':
      return { unit: 'MiB/s', divisor: 1024 ** 2 };
    case 'bytes':
      return top >= 1024 ** 3 ? { unit: 'GiB', divisor: 1024 ** 3 } : top >= 1024 ** 2 ? { unit: 'MiB', divisor: 1024 ** 2 } : { unit: 'bytes', divisor: 1 };
    case 'percent':
      return { unit: '%', divisor: 1 };
    default:
      return { unit: r.unit === 'count/s' ? 'per second' : 'count', divisor: 1 };
  }
}

/** "2017-10-23 12:30:23.92" → milliseconds, or undefined. */
function time(at: string | undefined): number | undefined {
  const m = at && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{2}))?$/.exec(at);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +(m[7] ?? 0) * 10) : undefined;
}

export function seriesChart(r: Reading): ChartSpec | undefined {
  const series = r.series;
  if (!series || series.length < 2) return undefined;
  const { unit, divisor } = yUnit(r);
  const t0 = time(series[0]!.at);
  const timed = t0 !== undefined && series.every((s) => time(s.at) !== undefined);
  const xOf = (i: number) => (timed ? (time(series[i]!.at)! - t0!) / 60000 : i + 1);
  const stride = Math.ceil(series.length / MAX_POINTS);
  const points: XY[] = [];
  for (let i = 0; i < series.length; i += stride) {
    let top = i;
    for (let j = i + 1; j < Math.min(series.length, i + stride); j++) if (series[j]!.value > series[top]!.value) top = j;
    points.push({ x: xOf(top), y: series[top]!.value / divisor, ...(series[top]!.at ? { note: series[top]!.at } : {}) });
  }
  const label = labelOf(r.name);
  return {
    description: `${label} over ${series.length} intervals (${r.origin}): from ${(Math.min(...points.map((p) => p.y))).toPrecision(3)} to ${(Math.max(...points.map((p) => p.y))).toPrecision(3)} ${unit}.`,
    x: { kind: 'linear', title: timed ? `Minutes from ${series[0]!.at}` : 'Interval', format: 'auto' },
    y: { kind: 'linear', title: `${label} (${unit})`, format: 'short' },
    series: [label],
    marks: [{ kind: 'line', series: label, points, ...(stride > 1 ? {} : { markers: series.length <= 60 }) }],
  };
}
