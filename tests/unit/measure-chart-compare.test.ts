/**
 * The page's pure parts: a series becomes a chart of at most MAX_POINTS that keeps every peak, in
 * the reading's human unit; two runs pair their readings and give the change in percent.
 */
import { describe, expect, it } from 'vitest';
import { compareReadings } from '../../src/lib/check/measure/compare.ts';
import { MAX_POINTS, seriesChart } from '../../src/lib/check/measure/series-chart.ts';
import { readMeasurements } from '../../calculators/check/measure/index.ts';
import { readWithLinks } from '../../src/lib/check/measure/read.ts';
import { amqsruaDay } from '../../scripts/lib/amqsrua-day.mjs';

describe('series chart', () => {
  const day = readMeasurements(amqsruaDay(8640));
  const latency = day.readings.find((r) => r.name === 'logWriteLatency')!;
  const spec = seriesChart(latency)!;
  const line = spec.marks[0]!;

  it('draws a day in at most MAX_POINTS points, keeping the peak, in µs against minutes', () => {
    if (line.kind !== 'line') throw new Error('expected a line');
    expect(line.points.length).toBeLessThanOrEqual(MAX_POINTS);
    expect(Math.max(...line.points.map((p) => p.y))).toBeCloseTo(latency.peak! * 1e6, 6);
    expect(spec.y.kind === 'linear' && spec.y.title).toBe('Log write latency (µs)');
    expect(spec.x.title).toBe('Minutes from 2024-01-01 00:00:00.00');
    expect(line.points.at(-1)!.x).toBeLessThanOrEqual(24 * 60);
  });

  it('draws each stretch of a long series as its lowest and highest value, in time order, and says so', () => {
    if (line.kind !== 'line') throw new Error('expected a line');
    const values = latency.series!.map((s) => s.value * 1e6);
    expect(Math.min(...line.points.map((p) => p.y))).toBeCloseTo(Math.min(...values), 6);
    // 8,640 intervals in 300 stretches of 29: each stretch's low and high are drawn (one point where they are the same).
    const per = Math.ceil(8640 / 300);
    for (const k of [0, 17, 297]) {
      const stretch = values.slice(k * per, (k + 1) * per);
      const ys = line.points.filter((p) => p.x >= (k * per * 10) / 60 && p.x < ((k + 1) * per * 10) / 60).map((p) => p.y);
      expect(ys.length === 1 ? [ys[0], ys[0]] : ys.slice().sort((a, b) => a - b)).toEqual([Math.min(...stretch), Math.max(...stretch)].map((v) => expect.closeTo(v, 6)));
    }
    expect(line.points.every((p, i) => i === 0 || p.x > line.points[i - 1]!.x)).toBe(true);
    expect(spec.note).toBe('Each step of the line is the lowest and the highest of 29 intervals (about 4.8 minutes), so every peak is drawn.');
    expect(spec.description).toContain(spec.note);
  });

  it('draws a short series point for point, with no note', () => {
    const short = seriesChart(readMeasurements(amqsruaDay(40)).readings.find((r) => r.name === 'logWriteLatency')!)!;
    const l = short.marks[0]!;
    expect(l.kind === 'line' && l.points.length).toBe(40);
    expect(short.note).toBeUndefined();
  });

  it('sends the page the chart, not the 8,640 intervals', () => {
    const r = readWithLinks(amqsruaDay(50)).readings.find((x) => x.name === 'logWriteLatency')!;
    expect(r.intervals).toBe(50);
    expect('series' in r).toBe(false);
    expect(r.chart!.marks).toHaveLength(1);
  });
});

describe('before and after', () => {
  it('pairs readings by name and origin and gives the change in percent', () => {
    const before = readMeasurements('Publication received PutDate:20240101 PutTime:10000000 Interval:10.000 seconds\nLog - write latency 200 uSec\nLog - write size 4096').readings;
    const after = readMeasurements('Publication received PutDate:20240102 PutTime:10000000 Interval:10.000 seconds\nLog - write latency 150 uSec\nLog - write size 0').readings;
    const changes = compareReadings(before, after);
    expect(changes.map((c) => c.name)).toEqual(['logWriteLatency', 'logWriteSize']);
    expect(changes[0]!.changePct).toBeCloseTo(-25, 9);
    expect(changes[1]!.changePct).toBe(-100);
    expect(compareReadings(after, before).find((c) => c.name === 'logWriteSize')!.changePct).toBeUndefined();
  });
});
