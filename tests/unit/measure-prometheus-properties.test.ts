/**
 * A reading is the same whether it came from amqsrua's text or from the matching Prometheus metric:
 * any run of intervals, printed as amqsrua prints them and published under either exporter's names
 * as a timestamped scrape, a query_range answer or a Grafana CSV, gives the same value, peak, 95th
 * percentile and series (times included) for the log's write latency, primary space, size and rate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMeasurements, type Reading } from '../../calculators/check/measure/index.ts';
import { NAME_FAMILIES, nameFor, type NameFamily } from '../../calculators/check/measure/prometheus-names.ts';

interface Interval {
  latencyUs: number;
  primaryHundredths: number;
  bytesMax: number;
  /** Physical bytes a second; amqsrua prints the interval's count (10 s of it) and the rate. */
  rate: number;
}

const T0 = Date.UTC(2025, 10, 27, 8, 0, 0);
const STEP_MS = 10_000;
const two = (n: number) => String(n).padStart(2, '0');

function amqsruaText(intervals: Interval[]): string {
  const out = ['amqsrua -m QM1 -c DISK -t Log'];
  intervals.forEach((iv, i) => {
    const t = new Date(T0 + (i + 1) * STEP_MS);
    out.push(
      `Publication received PutDate:${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())} PutTime:${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}00 Interval:10.000 seconds`,
      `Log - write latency ${iv.latencyUs} uSec`,
      `Log - current primary space in use ${iv.primaryHundredths / 100}%`,
      `Log - bytes max ${iv.bytesMax}`,
      `Log - physical bytes written ${iv.rate * 10} ${iv.rate}/sec`,
    );
  });
  return out.join('\n');
}

/** Each reading's samples as the exporters publish them: base units, the written bytes as a counter from a baseline. */
function samples(family: NameFamily, intervals: Interval[]): { name: string; points: [number, string][] }[] {
  const name = (reading: string) => nameFor(family, reading)!;
  const at = (i: number) => T0 + (i + 1) * STEP_MS;
  let total = 0;
  return [
    { name: name('logWriteLatency'), points: intervals.map((iv, i) => [at(i), String(iv.latencyUs / 1e6)]) },
    { name: name('logPrimarySpaceInUse'), points: intervals.map((iv, i) => [at(i), String(iv.primaryHundredths / 100)]) },
    { name: name('logBytesMax'), points: intervals.map((iv, i) => [at(i), String(iv.bytesMax)]) },
    { name: name('logPhysicalBytesPerSec'), points: [[T0, '0'], ...intervals.map((iv, i): [number, string] => [at(i), String((total += iv.rate * 10))])] },
  ];
}

const FORMATS = {
  scrape: (family: NameFamily, intervals: Interval[]) =>
    samples(family, intervals)
      .flatMap(({ name, points }) => points.map(([t, v]) => `${name}{qmgr="QM1"} ${v} ${t}`))
      .join('\n'),
  queryRange: (family: NameFamily, intervals: Interval[]) =>
    JSON.stringify({ status: 'success', data: { resultType: 'matrix', result: samples(family, intervals).map(({ name, points }) => ({ metric: { __name__: name, job: 'ibmmq', qmgr: 'QM1' }, values: points.map(([t, v]) => [t / 1000, v]) })) } }, null, 2),
  grafanaCsv: (family: NameFamily, intervals: Interval[]) => {
    const all = samples(family, intervals);
    const times = [...new Set(all.flatMap((s) => s.points.map(([t]) => t)))].sort((a, b) => a - b);
    const header = ['"Time"', ...all.map((s) => `"${s.name}{job=""ibmmq"", qmgr=""QM1""}"`)].join(',');
    return [header, ...times.map((t) => [String(t), ...all.map((s) => s.points.find(([pt]) => pt === t)?.[1] ?? '')].join(','))].join('\n');
  },
};

const interval = fc.record({
  latencyUs: fc.integer({ min: 1, max: 2_000_000 }),
  primaryHundredths: fc.integer({ min: 0, max: 20_000 }),
  bytesMax: fc.integer({ min: 0, max: 2 ** 40 }),
  rate: fc.integer({ min: 0, max: 500_000_000 }),
});

const comparable = (r: Reading) => ({ name: r.name, unit: r.unit, value: r.value, peak: r.peak, p95: r.p95, series: r.series });

describe('amqsrua and the exporters’ metrics give the same readings', () => {
  it.each(Object.keys(FORMATS) as (keyof typeof FORMATS)[])('as a %s', (format) => {
    fc.assert(
      fc.property(fc.array(interval, { minLength: 2, maxLength: 24 }), fc.constantFrom(...NAME_FAMILIES), (intervals, family) => {
        const fromAmqsrua = readMeasurements(amqsruaText(intervals)).readings.map(comparable);
        const fromPrometheus = readMeasurements(FORMATS[format](family, intervals)).readings.map(comparable);
        expect(fromAmqsrua.map((r) => r.name).sort()).toEqual(['logBytesMax', 'logPhysicalBytesPerSec', 'logPrimarySpaceInUse', 'logWriteLatency']);
        for (const a of fromAmqsrua) expect(fromPrometheus.find((p) => p.name === a.name), a.name).toEqual(a);
      }),
      { numRuns: 60 },
    );
  });
});
