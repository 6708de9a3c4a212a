/**
 * Where /check/'s Capacity blocks get their answers, in the worker: the last check's readings,
 * words and qm.ini values, split by queue manager, and the capacity model run on one queue manager's
 * when its block is drawn. The model (calculators/capacity/) is imported here on the first request,
 * so a check that no reader scrolls to a Capacity block never loads it. This is the one module that
 * says where a capacity comes from: when the check result carries `capacity` per queue manager,
 * `capacityFor` reads it from there instead.
 */
import type { Measurements } from '../../../calculators/check/measure/index.ts';
import type { ReadValue } from '../../../calculators/check/index.ts';
import type { Capacity, CapacityRefusal, QueueManagerReadings } from '../../../calculators/capacity/index.ts';

/** What the last check read, kept for the blocks drawn after it. */
interface Source {
  measurements: Pick<Measurements, 'readings' | 'facts'>;
  settings: readonly ReadValue[];
  /** The queue managers the check named; a reading or word with none belongs to each of them. */
  named: readonly string[];
}

let last: Source | undefined;
const answered = new Map<string, Capacity | CapacityRefusal>();

/**
 * Keeps what a check read and says which queue managers get a Capacity block: each one some
 * measurement was read for (with no queue manager named, the one the paste describes, as ''). A
 * configuration alone gets none: the model would have nothing of the queue manager's own to go on.
 */
export function keepForCapacity(measurements: Source['measurements'], settings: readonly ReadValue[], named: readonly string[] = []): string[] {
  last = { measurements, settings, named };
  answered.clear();
  const { readings } = measurements;
  if (readings.length === 0) return [];
  if (named.length === 0) return [''];
  // An unnamed reading (a paste of amqsrua beside one queue manager's runmqsc) belongs to each.
  if (readings.some((r) => !r.queueManager)) return [...named];
  const measured = new Set(readings.map((r) => r.queueManager));
  return named.filter((q) => measured.has(q));
}

/** One queue manager's readings, words and qm.ini values, as the model takes them. */
function readingsOf(source: Source, queueManager: string): QueueManagerReadings {
  const mine = (q: string | undefined) => q === undefined || q === queueManager || queueManager === '';
  const values = new Map<string, string>();
  for (const v of source.settings) if (v.origin === 'qm.ini' && mine(v.queueManager)) values.set(v.name, v.setting);
  return {
    readings: source.measurements.readings.filter((r) => mine(r.queueManager)),
    facts: source.measurements.facts.filter((f) => mine(f.queueManager)),
    values,
  };
}

/** The capacity answer for a queue manager of the last check (the model loaded on the first call). */
export async function capacityFor(queueManager: string): Promise<Capacity | CapacityRefusal | undefined> {
  if (!last || (queueManager !== '' && !last.named.includes(queueManager))) return undefined;
  const known = answered.get(queueManager);
  if (known) return known;
  const { capacityForQueueManager } = await import('../../../calculators/capacity/index.ts');
  const answer = capacityForQueueManager(queueManager, readingsOf(last, queueManager));
  answered.set(queueManager, answer);
  return answer;
}
