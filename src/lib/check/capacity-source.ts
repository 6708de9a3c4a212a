/**
 * Where /check/'s Capacity blocks get their answers, in the worker: the last check's readings,
 * words and qm.ini values, kept, and the capacity model run on one queue manager's when its block is
 * drawn. Which queue managers get a block and which readings are each one's are the checker's own
 * rules (calculators/check/capacity-each.ts), the ones mqcheck's JSON and text use: one code path.
 */
import type { Measurements } from '../../../calculators/check/measure/index.ts';
import type { ReadValue } from '../../../calculators/check/index.ts';
import { measuredQueueManagers, queueManagerReadings, type CapacityInputs } from '../../../calculators/check/capacity-each.ts';
import { capacityForQueueManager, type Capacity, type CapacityRefusal, type Verdicts } from '../../../calculators/capacity/index.ts';

let last: { inputs: CapacityInputs; named: string[] } | undefined;
const answered = new Map<string, Capacity | CapacityRefusal>();

/** Keeps what a check read and says which queue managers get a Capacity block (none for a configuration alone). */
export function keepForCapacity(measurements: Pick<Measurements, 'readings' | 'facts'>, settings: readonly ReadValue[]): string[] {
  const inputs: CapacityInputs = { readings: measurements.readings, facts: measurements.facts, settings };
  const named = measuredQueueManagers(inputs);
  last = { inputs, named };
  answered.clear();
  return named;
}

/** The capacity answer for a queue manager of the last check; `verdicts` only where a test asks what an offered answer looks like. */
export async function capacityFor(queueManager: string, verdicts?: Verdicts): Promise<Capacity | CapacityRefusal | undefined> {
  if (!last || !last.named.includes(queueManager)) return undefined;
  const known = verdicts ? undefined : answered.get(queueManager);
  if (known) return known;
  const answer = capacityForQueueManager(queueManager, queueManagerReadings(last.inputs, queueManager), verdicts);
  if (!verdicts) answered.set(queueManager, answer);
  return answer;
}
