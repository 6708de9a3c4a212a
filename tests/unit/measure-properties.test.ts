/**
 * Properties of readMeasurements over any text: it never throws, every value is a finite number in
 * base units, every line is either read or listed, and every value read appears on its own line as
 * a printed number times one of the unit conversions the readers know (µs, ns, KiB, MiB, …).
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMeasurements, type Reading } from '../../calculators/check/measure/index.ts';
import { plainLine, splitLines } from '../../calculators/check/measure/text.ts';

/** Readings that count replies (Native HA instances, replicas in sync) rather than repeat a printed number. */
const COUNTED = new Set(['nativeHaInstances', 'nativeHaReplicasInSync']);

/** Base units per printed unit: bare, µs, ms, ns, KiB (also fio's KiB/s), MiB. */
const CONVERSIONS = [1, 1e-6, 1e-3, 1e-9, 1024, 1024 ** 2];

/** Numbers on a line, read both with commas as thousands separators (mqldt) and as separators (CSV). */
function printedNumbers(line: string): number[] {
  const plain = plainLine(line);
  const grouped = [...plain.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
  const single = [...plain.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  return [...grouped, ...single].filter(Number.isFinite);
}

/** The (value, line) pairs a reading claims to have read: each interval, or the one value. */
function claimed(r: Reading): [number, number][] {
  if (r.series) return r.series.map((s, i) => [s.value, r.lines[i]!]);
  return [[r.value, r.lines[0]!]];
}

/** amqsrua's Interval (seconds) for the publication a line is in: a count printed without its rate is read as count ÷ interval. */
function intervalAt(lines: string[], line: number): number | undefined {
  for (let i = line - 1; i >= 0; i--) {
    const m = /Interval:\s*(\d+(?:\.\d+)?)\s*seconds?\s*$/.exec(plainLine(lines[i]!));
    if (m) return Number(m[1]);
  }
  return undefined;
}

function appearsInText(lines: string[], value: number, line: number): boolean {
  // fio reports span the JSON: look from the job's line to the end of that job.
  const window = lines.slice(line - 1, line + 400);
  const close = (n: number) => Math.abs(n - value) <= 1e-9 * Math.max(1, Math.abs(value));
  if (window.some((l) => printedNumbers(l).some((n) => CONVERSIONS.some((c) => close(n * c))))) return true;
  const interval = intervalAt(lines, line);
  return interval !== undefined && printedNumbers(lines[line - 1] ?? '').some((n) => close(n / interval));
}

/** A reading added up from others the same paste gave (persistent-puts.ts): its value is their sum, interval by interval where they line up. */
function derivedHolds(r: Reading, all: readonly Reading[]): boolean {
  const parts = all.filter((x) => (x.name === 'persistentMqputPerSec' || x.name === 'persistentMqput1PerSec') && x.origin === r.origin.replace(/ \(no MQPUT1 count.*$/, '') && x.queueManager === r.queueManager);
  const sum = parts.reduce((s, x) => s + x.value, 0);
  return Math.abs(sum - r.value) <= 1e-9 * Math.max(1, sum);
}

function checkProperties(text: string): void {
  const m = readMeasurements(text);
  const lines = splitLines(text);
  for (const r of m.readings) {
    for (const v of [r.value, r.peak, r.p95]) if (v !== undefined) expect(Number.isFinite(v) && v >= 0, `${r.name} = ${v}`).toBe(true);
    if (r.name === 'persistentPutsPerSec') {
      expect(derivedHolds(r, m.readings), `${r.name}=${r.value} is the sum of the persistent MQPUT and MQPUT1 rates`).toBe(true);
      continue;
    }
    if (COUNTED.has(r.name)) {
      // Counted, not printed: a count of replies lists the line of each reply it counted from.
      expect(Number.isInteger(r.value) && r.value <= r.lines.length, `${r.name}=${r.value} over ${r.lines.length} lines`).toBe(true);
      continue;
    }
    for (const [value, line] of claimed(r)) expect(appearsInText(lines, value, line), `${r.name}=${value} on line ${line}: ${lines[line - 1]}`).toBe(true);
  }
  for (const u of m.unread) expect(u.text).toBe(lines[u.line - 1]);
}

const num = fc.oneof(fc.nat({ max: 10_000_000 }), fc.double({ min: -5, max: 1e6, noNaN: true }).map((d) => Number(d.toFixed(2))));
const amqsruaLine = fc.oneof(
  fc.tuple(fc.integer({ min: 20200101, max: 20291231 }), fc.integer({ min: 0, max: 23595999 })).map(([d, t]) => `Publication received PutDate:${d} PutTime:${String(t).padStart(8, '0')} Interval:10.000 seconds`),
  num.map((n) => `Log - write latency ${n} uSec`),
  fc.tuple(num, num).map(([a, b]) => `Log - physical bytes written ${a} ${b}/sec`),
  num.map((n) => `Log - current primary space in use ${n}%`),
  num.map((n) => `Log - bytes occupied by reusable extents ${n}MB`),
  num.map((n) => `Log \u2013 write size ${n}`),
  fc.tuple(num, num).map(([a, b]) => `Persistent message MQPUT count ${a} ${b}/sec`),
  num.map((n) => `Persistent message MQPUT1 count ${n} `),
  num.map((n) => `Commit count ${n}`),
);
const mqldtLine = fc.oneof(
  fc.nat({ max: 1 << 24 }).map((n) => `Executing test for write blocksize ${n} (x). Seconds elapsed -> 20/20`),
  num.map((n) => `Avg latency of write (ns)      :       ${n.toLocaleString('en-US')}`),
  num.map((n) => `Avg bytes/sec written to files                       :     ${n}`),
);
const qmstatusLine = fc.oneof(
  fc.constant('AMQ8705I: Display Queue Manager Status Details.'),
  fc.tuple(num, num).map(([a, b]) => `   LOGINUSE(${a})                            LOGEXTSZ(${b})`),
);
const anyLine = fc.oneof(amqsruaLine, mqldtLine, qmstatusLine, fc.string({ maxLength: 60 }), fc.constantFrom('{', '}', '  "fio version" : "fio-3.1",', '"jobs" : [', ''));

describe('readMeasurements over any text', () => {
  it('never throws, reads only finite non-negative values, and every value appears on its line', () => {
    fc.assert(fc.property(fc.array(anyLine, { maxLength: 40 }), (lines) => checkProperties(lines.join('\n'))), { numRuns: 300 });
  });

  it('holds for every real fixture', () => {
    for (const folder of ['real-measure', 'real-mqsc']) {
      const dir = new URL(`../fixtures/${folder}/`, import.meta.url);
      for (const name of readdirSync(dir).filter((f) => f.endsWith('.txt') || f.endsWith('.csv') || f.endsWith('.json'))) checkProperties(readFileSync(new URL(name, dir), 'utf8'));
    }
  });

  it('takes anything, not only strings, without throwing', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => void readMeasurements(s)), { numRuns: 200 });
    expect(readMeasurements(undefined as unknown as string).readings).toEqual([]);
  });
});
