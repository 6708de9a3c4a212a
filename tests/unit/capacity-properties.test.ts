/**
 * Issue 43's item 6: properties the capacity answer holds over random readings, through the one
 * entry point the checker calls (capacityForQueueManager: readings → model inputs → surrogate →
 * band). A slower log device never raises the ceiling (with a replica, unless the cores bind:
 * see its test); Native HA is never above the single instance
 * at the same cores and message size; more cores never lower it; a larger message never raises the
 * round trips a second; a reading taken away widens the band (its high ÷ low), never narrows it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityForQueueManager, isRefusal, type Capacity, type Verdicts } from '../../calculators/capacity/index.ts';
import { FAMILY_VERDICTS } from '../../calculators/capacity/model-error.ts';
import constants from '../../calculators/simulator/capacity-constants.json' with { type: 'json' };

/** The model's properties hold whether or not its validation offers a set-up: every set-up offered here, with the validation's error bands. */
const OFFERED: Verdicts = Object.fromEntries(Object.entries(FAMILY_VERDICTS).map(([k, v]) => [k, { ...v, offered: true }])) as unknown as Verdicts;
import type { Fact, Reading } from '../../calculators/rulebook/types.ts';

/** Relative slack for the model's own bisection (the rate to one part in 10^10): far below any effect tested. */
const SLACK = 1e-6;
/**
 * The band's ends come from other points of the model, whose log write size is iterated to within a
 * byte: a slack of 1e-3. A replicated queue manager whose band does not move with its bandwidth
 * showed its ends 1.0e-4 apart with and without the reading (seed 1542768004), the iteration's
 * noise, not a narrower band. With a replica the band's corners are every combination of the
 * log-speed inputs' ends (band.ts), and the model may bend between them: 1,220 draws of the property
 * below with 1,500 runs found no band narrowed at all, so this slack is the iteration's alone.
 */
const BAND_SLACK = 1e-3;

interface Drawn {
  latencyUs: number;
  writeBytes?: number;
  bandwidthMBps?: number;
  putsPerSec?: number;
  msgBytes: number;
  cores?: number;
  /** The queue manager's CPU share (user + system, percent) with its MQI call rates, when drawn. */
  cpu?: { user: number; system: number };
  rttMs?: number;
}

const reading = (name: string, value: number, unit: Reading['unit'], line: number): Reading => ({ name, unit, value, origin: 'drawn', lines: [line] });

function readingsOf(d: Drawn): Reading[] {
  const out: Reading[] = [reading('logWriteLatency', d.latencyUs / 1e6, 'seconds', 1)];
  if (d.writeBytes !== undefined) out.push(reading('logWriteSize', d.writeBytes, 'bytes', 2));
  if (d.bandwidthMBps !== undefined) out.push(reading('diskAvgBytesPerSec', d.bandwidthMBps * 1e6, 'bytes/s', 3));
  if (d.putsPerSec !== undefined) {
    out.push(reading('persistentPutsPerSec', d.putsPerSec, 'count/s', 4), reading('persistentPutBytesPerSec', d.putsPerSec * d.msgBytes, 'bytes/s', 5));
    if (d.cpu) out.push(reading('putsPerSec', d.putsPerSec, 'count/s', 6), reading('getsPerSec', d.putsPerSec, 'count/s', 7), reading('commitsPerSec', d.putsPerSec * 1.5, 'count/s', 8), reading('qmCpuUserPercent', d.cpu.user, 'percent', 9), reading('qmCpuSystemPercent', d.cpu.system, 'percent', 10));
  }
  if (d.cores !== undefined) out.push(reading('cpuCores', d.cores, 'count', 11));
  if (d.rttMs !== undefined) out.push(reading('networkRoundTrip', d.rttMs / 1000, 'seconds', 12));
  return out;
}

const haFact = (ha: 'none' | 'rdqm' | 'nativeHa'): Fact[] =>
  ha === 'none' ? [] : [{ name: 'haType', value: ha === 'rdqm' ? 'Replicated' : 'Native HA', origin: 'drawn', line: 13 }];

function answer(d: Drawn, ha: 'none' | 'rdqm' | 'nativeHa' = 'none'): Capacity {
  const c = capacityForQueueManager('QM1', { readings: readingsOf(d), facts: haFact(ha) }, OFFERED);
  if (isRefusal(c)) throw new Error(`refused: ${c.why}`);
  return c;
}

const drawn: fc.Arbitrary<Drawn> = fc.record(
  {
    latencyUs: fc.double({ min: 20, max: 3000, noNaN: true }),
    writeBytes: fc.integer({ min: 4096, max: 1 << 20 }),
    bandwidthMBps: fc.double({ min: 50, max: 3000, noNaN: true }),
    putsPerSec: fc.double({ min: 1, max: 50000, noNaN: true }),
    msgBytes: fc.integer({ min: 256, max: 1 << 20 }),
    cores: fc.integer({ min: 1, max: 64 }),
    cpu: fc.record({ user: fc.double({ min: 0.1, max: 60, noNaN: true }), system: fc.double({ min: 0.1, max: 30, noNaN: true }) }),
    rttMs: fc.double({ min: 0, max: 5, noNaN: true }),
  },
  { requiredKeys: ['latencyUs', 'msgBytes'] },
);
const ha = fc.constantFrom<'none' | 'rdqm' | 'nativeHa'>('none', 'rdqm', 'nativeHa');
const RUNS = { numRuns: 60 };
const notAbove = (a: number, b: number) => a <= b * (1 + SLACK);

describe('capacity over random readings', () => {
  // One exception, which mqsim shows as well: a replicated queue manager whose cores bind. There a
  // slower log gathers more records into each write, so replication's CPU per write is spent fewer
  // times a round trip (mqsim, Native HA constants, 1 core, 2 KiB, 500 requesters: 5,555/s at a
  // 20 µs log, 7,923/s at 2 ms, the cores 100% busy in both).
  it('a slower log device (more latency, less bandwidth) never raises the ceiling, unless both are CPU-bound with a replica', () => {
    fc.assert(
      fc.property(drawn, ha, fc.double({ min: 1, max: 10, noNaN: true }), (d, h, k) => {
        const slower = { ...d, latencyUs: d.latencyUs * k, ...(d.bandwidthMBps !== undefined ? { bandwidthMBps: d.bandwidthMBps / k } : {}) };
        const [slow, fast] = [answer(slower, h), answer(d, h)];
        if (notAbove(slow.ceiling, fast.ceiling)) return;
        expect(h, 'only a replica\'s CPU per write is amortised by batching').not.toBe('none');
        expect([slow.bottleneck, fast.bottleneck]).toEqual(['cpu', 'cpu']);
      }),
      RUNS,
    );
  });

  it('without a replica, a slower log device never raises the ceiling', () => {
    fc.assert(
      fc.property(drawn, fc.double({ min: 1, max: 10, noNaN: true }), (d, k) => {
        const slower = { ...d, latencyUs: d.latencyUs * k, ...(d.bandwidthMBps !== undefined ? { bandwidthMBps: d.bandwidthMBps / k } : {}) };
        expect(notAbove(answer(slower).ceiling, answer(d).ceiling)).toBe(true);
      }),
      RUNS,
    );
  });

  it('Native HA is never above the single instance at the same cores and message size', () => {
    fc.assert(
      fc.property(drawn, (d) => {
        expect(notAbove(answer(d, 'nativeHa').ceiling, answer(d, 'none').ceiling)).toBe(true);
      }),
      RUNS,
    );
  });

  it('more cores never lower the ceiling', () => {
    fc.assert(
      fc.property(drawn, ha, fc.integer({ min: 1, max: 64 }), (d, h, more) => {
        const cores = d.cores ?? 8;
        expect(notAbove(answer({ ...d, cores }, h).ceiling, answer({ ...d, cores: cores + more }, h).ceiling)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a larger message never raises the round trips a second', () => {
    fc.assert(
      fc.property(drawn, ha, fc.double({ min: 1, max: 20, noNaN: true }), (d, h, k) => {
        const puts = d.putsPerSec ?? 100;
        const larger = { ...d, putsPerSec: puts, msgBytes: Math.min(1 << 22, Math.round(d.msgBytes * k)) };
        expect(notAbove(answer(larger, h).ceiling, answer({ ...d, putsPerSec: puts }, h).ceiling)).toBe(true);
      }),
      RUNS,
    );
  });

  // The band covers what an assumed input might be: the range each assumption states
  // (calculators/simulator/capacity-constants.json). A reading outside that range (a CPU per call of
  // milliseconds, from a CPU share over a handful of calls) lies outside what the band without it
  // covers, so the readings here are drawn inside the ranges the constants file states (read from
  // it, so a range narrowed there narrows the draws too), and a round trip of 0–2 ms.
  const range = (name: keyof typeof constants.assumed) => (constants.assumed[name] as { range?: number[] }).range as [number, number];
  const inRanges: fc.Arbitrary<Drawn> = fc
    .record(
      {
        latencyUs: fc.double({ min: range('logLatencyUs')[0], max: range('logLatencyUs')[1], noNaN: true }),
        writeBytes: fc.integer({ min: 4096, max: 1 << 20 }),
        bandwidthMBps: fc.double({ min: range('logBandwidthMBps')[0], max: range('logBandwidthMBps')[1], noNaN: true }),
        putsPerSec: fc.double({ min: 1, max: 50000, noNaN: true }),
        msgBytes: fc.integer({ min: range('msgBytes')[0], max: range('msgBytes')[1] }),
        cores: fc.integer({ min: range('cpuCores')[0], max: range('cpuCores')[1] }),
        cpuUsPerCall: fc.double({ min: range('cpuUsPerCall')[0], max: range('cpuUsPerCall')[1], noNaN: true }),
        rttMs: fc.double({ min: 0, max: 2, noNaN: true }),
      },
      { requiredKeys: ['latencyUs', 'msgBytes'] },
    )
    .map(({ cpuUsPerCall, ...d }) => {
      if (cpuUsPerCall === undefined || d.putsPerSec === undefined) return d;
      // The share that gives this CPU per call at the calls drawn (puts + gets + commits = 3.5 × puts).
      const percent = ((cpuUsPerCall / 1e6) * 3.5 * d.putsPerSec * 100) / (d.cores ?? 8);
      return { ...d, cpu: { user: percent * 0.7, system: percent * 0.3 } };
    });

  it('a reading taken away widens the band (high ÷ low), never narrows it', () => {
    const optional = ['bandwidthMBps', 'putsPerSec', 'cores', 'cpu', 'rttMs'] as const;
    fc.assert(
      fc.property(inRanges, ha, fc.constantFrom(...optional), (d, h, key) => {
        if (d[key] === undefined) return;
        const without: Drawn = { ...d };
        delete without[key];
        const ratio = (c: Capacity) => c.band[1] / c.band[0];
        expect(ratio(answer(without, h))).toBeGreaterThanOrEqual(ratio(answer(d, h)) * (1 - BAND_SLACK));
      }),
      RUNS,
    );
  });

  // Found by the property above (seed -708864092): with a 100 MB/s bandwidth read, a 26 µs write of
  // 4 KiB has a fixed part of 2.6 µs; without it the whole 26 µs was the fixed part at every
  // bandwidth tried, and the replicated queue manager's CPU-bound low end (a faster log: more writes,
  // more replication CPU) lay outside the band without the reading. The band now ranges the fixed
  // part's share (logFixedShare) whenever the latency's split is not read.
  it('a Native HA queue manager\'s bandwidth taken away widens the band though its latency is split by it', () => {
    const d: Drawn = { latencyUs: 26, writeBytes: 4096, bandwidthMBps: 100, putsPerSec: 1, msgBytes: 256, cores: 2 };
    const { bandwidthMBps: _, ...without } = d;
    const [a, b] = [answer(d, 'nativeHa'), answer(without, 'nativeHa')];
    expect(b.band[0]).toBeLessThanOrEqual(a.band[0] * (1 + BAND_SLACK));
    expect(b.band[1] / b.band[0]).toBeGreaterThanOrEqual((a.band[1] / a.band[0]) * (1 - BAND_SLACK));
  });

  // Found by 1,500 draws of the property: the replica's round trip read as 0 gave a low end of
  // 4,284/s; without it the search of the corners, turning one input at a time from the declared
  // worst corner, stopped at 4,731/s (its band 9% narrower). Every combination of the log-speed
  // inputs' ends is now tried.
  it('a Native HA queue manager\'s replica round trip taken away widens the band where the low end needs two inputs turned at once', () => {
    const d: Drawn = { latencyUs: 988.08, bandwidthMBps: 1037.19, putsPerSec: 204.42, msgBytes: 4571, rttMs: 0, cpu: { user: 0.231, system: 0.099 } };
    const { rttMs: _, ...without } = d;
    const [a, b] = [answer(d, 'nativeHa'), answer(without, 'nativeHa')];
    expect(b.band[0]).toBeLessThanOrEqual(a.band[0] * (1 + BAND_SLACK));
    expect(b.band[1] / b.band[0]).toBeGreaterThanOrEqual((a.band[1] / a.band[0]) * (1 - BAND_SLACK));
  });

  // Found by the property above (seed 2116600870): a full buffer's D grows with the order of each
  // burst, which more CPU a KiB keeps (surrogate.ts burstOrder), so at the least CPU a call the
  // replicated queue manager's high end was at the most CPU a KiB, not the declared least: without
  // the CPU reading the band came out 0.1% narrower. The CPU a KiB's other end is now tried at the
  // band's corners (band.ts oneWay).
  it('a replicated queue manager\'s CPU taken away widens the band though more CPU a KiB can raise its ceiling', () => {
    const d: Drawn = { latencyUs: 26, putsPerSec: 1, msgBytes: 14572, cpu: { user: 0.00028175, system: 0.00012075 } };
    const { cpu: _, ...without } = d;
    const [a, b] = [answer(d, 'rdqm'), answer(without, 'rdqm')];
    expect(b.band[1] / b.band[0]).toBeGreaterThanOrEqual((a.band[1] / a.band[0]) * (1 - BAND_SLACK));
  });

  // The write size splits the measured latency into the device's fixed part and its transfer only
  // at a measured bandwidth (inputs.ts); at the assumed one the whole latency is the fixed part, so
  // taking the write size away never narrows the band.
  it('a log write size taken away widens the band, never narrows it', () => {
    const d: Drawn = { latencyUs: 26, writeBytes: 4096, putsPerSec: 1, msgBytes: 256 };
    const without: Drawn = { latencyUs: 26, putsPerSec: 1, msgBytes: 256 };
    const ratio = (c: Capacity) => c.band[1] / c.band[0];
    expect(ratio(answer(without))).toBeGreaterThanOrEqual(ratio(answer(d)) * (1 - BAND_SLACK));
  });
});
