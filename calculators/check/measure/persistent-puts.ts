/**
 * Persistent puts a second, the rate the capacity answer counts round trips by: MQ publishes
 * persistent MQPUTs and MQPUT1s as two counts (STATMQI/PUT "Persistent message MQPUT count" and
 * "Persistent message MQPUT1 count"; the exporters' two metrics of each), and an application may use
 * either, so the reading is their sum (DERIVED). Interval by interval where both were published for
 * the same intervals (so the peak is a real interval's); else their means added. Where only the
 * MQPUT count was read, it stands alone, and the origin says the MQPUT1 count was not there.
 */
import { summariseColumns } from './summary.ts';
import type { Reading } from './types.ts';

const PUT = 'persistentMqputPerSec';
const PUT1 = 'persistentMqput1PerSec';

/** The same intervals, in the same order: each reading's series (or its one value) lines up with the other's. */
function sameIntervals(a: Reading, b: Reading): boolean {
  if (!a.series || !b.series) return !a.series && !b.series;
  return a.series.length === b.series.length && a.series.every((s, i) => s.at === b.series![i]!.at);
}

function sum(put: Reading, put1: Reading | undefined): Reading {
  const origin = put1 ? put.origin : `${put.origin} (no MQPUT1 count was read: MQPUTs alone)`;
  const lines = put1 ? [...put.lines, ...put1.lines] : put.lines;
  const tagged = put.queueManager ? { queueManager: put.queueManager } : {};
  if (!put1) return { ...put, name: 'persistentPutsPerSec', origin, lines, ...tagged };
  if (!put.series || !sameIntervals(put, put1)) return { name: 'persistentPutsPerSec', unit: 'count/s', value: put.value + put1.value, origin, lines, ...tagged };
  const values = put.series.map((s, i) => s.value + put1.series![i]!.value);
  return { ...summariseColumns('persistentPutsPerSec', 'count/s', { values, lines, at: put.series.map((s) => s.at) }, origin), ...tagged };
}

/** `readings` with a persistentPutsPerSec for every source and queue manager that published a persistent MQPUT count. */
export function withPersistentPuts(readings: Reading[]): Reading[] {
  if (!readings.some((r) => r.name === PUT)) return readings;
  const key = (r: Reading) => `${r.origin}\u0000${r.queueManager ?? ''}`;
  const put1 = new Map(readings.filter((r) => r.name === PUT1).map((r) => [key(r), r]));
  const out = [...readings];
  for (const r of readings) if (r.name === PUT) out.push(sum(r, put1.get(key(r))));
  return out;
}
