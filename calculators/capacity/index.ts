/**
 * The capacity answer for every queue manager of a check: the one entry point the worker, the
 * command line and the tests call.
 */
import simulatorInfo from '../simulator/validation.json' with { type: 'json' };
import { capacityOf, isRefusal, type Family, type FamilyVerdict } from './capacity.ts';
import type { QueueManagerReadings } from './inputs.ts';
import { FAMILY_VERDICTS } from './model-error.ts';
import { SIMULATOR_DEFAULTS } from './simulator-defaults.ts';
import type { Capacity, CapacityRefusal } from './types.ts';

export type { Capacity, CapacityRefusal, QueueManagerReadings };
export { isRefusal };

/** Whether the answer is offered for each set-up, and its error there (model-error.ts: the validation's). */
export type Verdicts = Readonly<Record<Family, FamilyVerdict>>;

/** The simulator's own defaults with the your-queue-manager preset's values: what `simulator.set` is relative to. */
const PRESET_DEFAULTS: Record<string, number> = {
  ...(SIMULATOR_DEFAULTS as unknown as Record<string, number>),
  ...((simulatorInfo.presetValues as Record<string, Record<string, number>>)['your-queue-manager'] ?? {}),
};

export function capacityForQueueManager(queueManager: string, qm: QueueManagerReadings, verdicts: Verdicts = FAMILY_VERDICTS): Capacity | CapacityRefusal {
  return capacityOf(queueManager, qm, verdicts, PRESET_DEFAULTS);
}
