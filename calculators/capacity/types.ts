/**
 * The capacity answer for one queue manager (the contract in ../shared/DESIGN.md, "Capacity"): how
 * many persistent round trips a second it can commit, what limits it first, how far it is from
 * that now, and what a change would do, from its own readings, with the error band the model's
 * out-of-sample validation earns.
 */
import type { Bottleneck } from './surrogate.ts';

export type { Bottleneck };

/** One input the model used, read from the user's text: where it came from. */
export interface CapacityInput {
  /** Model input name: logWriteLatency, logWriteBytes, logBandwidth, cpuCores, cpuPerCall (a measured average per call), msgBytes, haType, replicationRoundTrip, logBufferPages, logPerRecord, currentRate. */
  name: string;
  value: number | string;
  /** Base unit: seconds, bytes, bytes/s, count, round trips/s, share (a fraction, 0 to 1), or '' for a word. */
  unit: string;
  /** The reading and its lines, as the measurements panel names them ("amqsrua DISK/Log, lines 4–31"). */
  origin: string;
}

/** An input nobody read: the value the model assumed in its place, and why that value. */
export interface CapacityAssumption {
  name: string;
  value: number | string;
  unit: string;
  /** Where the assumed value comes from (a report line, a preset's calibration, MQ's default). */
  source: string;
  /** The reading that would replace it ("amqsrua -c DISK -t Log: log - write latency"). */
  reading: string;
  /** The lowest and highest values it might take, which the band covers. */
  range?: [number, number];
}

export type WhatIfId = 'native-ha' | 'replica-plus-1ms' | 'replica-plus-2ms' | 'log-twice-as-fast' | 'log-half-as-fast' | 'cores-double';

export interface WhatIf {
  id: WhatIfId;
  /** Predicted ceiling (round trips/s); absent where its source does not cover the case (see `why`). */
  ceiling?: number;
  bottleneck?: Bottleneck;
  /** What the what-if changes and the report measurements that back it. */
  source: string;
  /** Why there is no ceiling, or what to know about this one. */
  why?: string;
}

export interface Capacity {
  queueManager: string;
  /** Persistent round trips per second at the ceiling (every requester it takes). */
  ceiling: number;
  /** Requesters (concurrent request/reply applications) needed to reach 95% of the ceiling. */
  requestersNeeded: number;
  band: [number, number];
  bottleneck: Bottleneck;
  /** Round trips per second now, where a rate was read; headroom = ceiling ÷ current. */
  current?: number;
  headroom?: number;
  inputs: CapacityInput[];
  assumptions: CapacityAssumption[];
  /** The missing reading that would narrow the band most, if any reading is missing. */
  narrowestMissing?: string;
  whatIf: WhatIf[];
  /** The simulator preset and parameters that rerun this answer (`python3 mqsim.pyz --preset … --set k=v …`). */
  simulator: { preset: string; set: Record<string, number> };
}

/**
 * Why no capacity is offered for a queue manager (a family the validation failed, no log reading at
 * all…). Where the readings were there but the model failed its validation for the set-up, the
 * inputs it would have used and the simulator's parameters come too: the user can see what was read
 * and run the model on it, knowing why the guide gives no number.
 */
export interface CapacityRefusal {
  queueManager: string;
  why: string;
  inputs?: CapacityInput[];
  assumptions?: CapacityAssumption[];
  simulator?: { preset: string; set: Record<string, number> };
}
