/**
 * A reading's intervals as a ChartSpec for the project's live chart path (src/lib/charts/live.ts):
 * one line over time, in the reading's human unit (µs or ms, MiB/s, MiB, %). A day has 8,640
 * intervals, more than a chart has pixels across: a long series is cut into BUCKETS equal stretches
 * of intervals and each stretch drawn as its lowest and its highest value, in the order they came,
 * so neither a peak nor a dip is smoothed away, and the chart says so. Drawing stays a few hundred
 * points however long the run.
 */
import type { ChartSpec, XY } from '../../../../calculators/lib/chart.ts';
import type { Reading } from '../../../../calculators/check/measure/types.ts';
import { labelOf } from './labels.ts';

/** Stretches a long series is cut into: about one per two pixels of a desktop chart's plot. */
export const BUCKETS = 300;
/** Points drawn at most: the lowest and highest of each stretch. */
export const MAX_POINTS = 2 * BUCKETS;

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

/** The chart, and when a long series was drawn by stretches, the sentence that says so (for the caption). */
export function seriesChart(r: Reading): (ChartSpec & { note?: string }) | undefined {
  const series = r.series;
  if (!series || series.length < 2) return undefined;
  const { unit, divisor } = yUnit(r);
  const t0 = time(series[0]!.at);
  const timed = t0 !== undefined && series.every((s) => time(s.at) !== undefined);
  const xOf = (i: number) => (timed ? (time(series[i]!.at)! - t0!) / 60000 : i + 1);
  const per = series.length > MAX_POINTS ? Math.ceil(series.length / BUCKETS) : 1;
  const points: XY[] = [];
  const point = (i: number) => points.push({ x: xOf(i), y: series[i]!.value / divisor, ...(series[i]!.at ? { note: series[i]!.at } : {}) });
  for (let i = 0; i < series.length; i += per) {
    let low = i;
    let high = i;
    const end = Math.min(series.length, i + per);
    for (let j = i + 1; j < end; j++) {
      if (series[j]!.value < series[low]!.value) low = j;
      if (series[j]!.value > series[high]!.value) high = j;
    }
    point(Math.min(low, high));
    if (low !== high) point(Math.max(low, high));
  }
  let lowest = Infinity;
  let highest = -Infinity;
  for (const p of points) (lowest = Math.min(lowest, p.y)), (highest = Math.max(highest, p.y));
  const minutes = timed && per > 1 ? (time(series[series.length - 1]!.at)! - t0!) / 60000 / Math.ceil(series.length / per) : undefined;
  const note = per > 1 ? `Each step of the line is the lowest and the highest of ${per} intervals${minutes === undefined ? '' : ` (about ${minutes < 10 ? minutes.toFixed(1) : Math.round(minutes)} minutes)`}, so every peak is drawn.` : undefined;
  const label = labelOf(r.name);
  return {
    description: `${label} over ${series.length} intervals (${r.origin}): from ${lowest.toPrecision(3)} to ${highest.toPrecision(3)} ${unit}.${note ? ` ${note}` : ''}`,
    x: { kind: 'linear', title: timed ? `Minutes from ${series[0]!.at}` : 'Interval', format: 'auto' },
    y: { kind: 'linear', title: `${label} (${unit})`, format: 'short' },
    series: [label],
    marks: [{ kind: 'line', series: label, points, ...(per > 1 ? {} : { markers: series.length <= 60 }) }],
    ...(note ? { note } : {}),
  };
}
