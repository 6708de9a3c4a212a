/**
 * Numbers worked out per queue manager from what a snapshot read, set before and after in a
 * comparison (calculators/check/compare/diff.ts): each is one function of a snapshot and a queue
 * manager, so a figure is added by adding one entry here. None yet: the capacity model's ceiling
 * (round trips per second) is meant to be the first, `{ name: 'ceiling', unit: 'count/s', of }`.
 */
import type { ReadingUnit } from '../../format.ts';
import type { Snapshot } from './snapshot.ts';

export interface QueueManagerFigure {
  /** The figure's name in the JSON (`files[i].comparison.queueManagers[j].figures[k].name`) and on the page. */
  name: string;
  unit: ReadingUnit;
  /** The figure for this queue manager (null: the file's host-level part), or undefined when the snapshot does not give it. */
  of(snapshot: Snapshot, queueManager: string | null): number | undefined;
}

export const QUEUE_MANAGER_FIGURES: readonly QueueManagerFigure[] = [];
