/**
 * The capacity answer (calculators/capacity/) for each queue manager a checked text measured: its
 * own readings and words, its host's (ping's round trip), and its qm.ini's LogBufferPages, so one
 * queue manager's log is never answered for another's. A text that measured nothing a capacity
 * could rest on (no log latency, log bandwidth or put rate: a gather without amqsrua, say) gets no
 * answer at all, and the model is not run; a queue manager without such a reading, in a text where
 * another has one, gets the refusal that says which readings it lacks.
 */
import { MEASURED } from '../capacity/capacity.ts';
import { capacityForQueueManager, type Capacity, type CapacityRefusal, type QueueManagerReadings, type Verdicts } from '../capacity/index.ts';
import type { Fact, ReadValue, Reading } from '../rulebook/types.ts';

export type CapacityAnswer = Capacity | CapacityRefusal;


/** Readings about the host, not one queue manager: each queue manager on it may use them. */
const HOST_READINGS = new Set(['networkRoundTrip', 'cpuCores']);

export interface CapacityInputs {
  readings: readonly Reading[];
  facts: readonly Fact[];
  /** The configuration values read (only LogBufferPages is used), each tagged with its queue manager where the text named one. */
  settings?: readonly ReadValue[];
}

/**
 * The queue managers the text named, in the order first named: readings' and words' own, then a
 * queueManager word (amqsrua's -m, dspmq's QMNAME) when nothing else named one.
 */
function namesOf(x: CapacityInputs): string[] {
  const names = new Set<string>();
  for (const r of x.readings) if (r.queueManager) names.add(r.queueManager);
  for (const f of x.facts) if (f.queueManager) names.add(f.queueManager);
  if (!names.size) for (const f of x.facts) if (f.name === 'queueManager') names.add(f.value);
  return [...names];
}

/**
 * The queue managers that get a capacity answer: every one the text named, when it measured
 * anything a capacity could rest on ('' for a paste that names none); none when it measured nothing.
 */
export function measuredQueueManagers(x: CapacityInputs): string[] {
  if (!x.readings.some((r) => MEASURED.has(r.name) && r.value > 0)) return [];
  const names = namesOf(x);
  return names.length ? names : [''];
}

/** One queue manager's own readings, words and qm.ini LogBufferPages, with its host's readings. */
export function queueManagerReadings(x: CapacityInputs, qm: string, names: readonly string[] = namesOf(x)): QueueManagerReadings {
  const one = names.length <= 1;
  // dspmq prints a queue manager's name and its HA type on one line.
  const namedOnLine = new Map(x.facts.filter((f) => f.name === 'queueManager').map((f) => [f.line, f.value]));
  // A reading that names no queue manager is its own only when there is one to be; else only the host's are shared.
  const readings = x.readings.filter((r) => (r.queueManager === undefined ? one || HOST_READINGS.has(r.name) : r.queueManager === qm));
  const facts = x.facts.filter((f) => (f.queueManager === undefined ? one || namedOnLine.get(f.line) === qm : f.queueManager === qm));
  const buffer = (x.settings ?? []).find((v) => v.name === 'LogBufferPages' && (v.queueManager === undefined ? one : v.queueManager === qm));
  return { readings, facts, ...(buffer ? { values: new Map([['LogBufferPages', buffer.setting]]) } : {}) };
}

/** `verdicts`: the validation's, unless a test asks what an offered answer looks like. */
export function capacityEach(x: CapacityInputs, verdicts?: Verdicts): CapacityAnswer[] {
  // The names once, not once per queue manager (fifty of them in a host's gather).
  const names = namesOf(x);
  return measuredQueueManagers(x).map((qm) => capacityForQueueManager(qm, queueManagerReadings(x, qm, names), verdicts));
}
