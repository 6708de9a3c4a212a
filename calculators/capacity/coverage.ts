/**
 * The ranges the validation's measurements cover (calculators/capacity/validation-points.ts'
 * families): where a what-if, the family a set-up falls in, or an assumed input's range stops.
 */
import constants from '../simulator/capacity-constants.json' with { type: 'json' };

export const COVERED = {
  /** Log write latency, µs: the 2017 report's devices, one requester to 180 (Tables 12–14, lines 939–978), and MQ 9.3's SSD. */
  logLatencyUs: [20, 3000] as const,
  /** Native HA by cores: mq-nativeha-ocp412's table, 1 to 32 cores. */
  nativeHaCores: [1, 32] as const,
  /** Message sizes the HA and Native HA tables measured: 2KB to 200KB (mq-v93-linux Tables 12–14; mq-nativeha-ocp412). */
  haMsgBytes: [2048, 204800] as const,
  /** Added replication round trip the 9.3 HA tables measured, 0 to 2 ms: the assumed round trip's range (capacity-constants.json). */
  addedRttMs: [constants.assumed.rttMs.range[0]!, constants.assumed.rttMs.range[1]!] as const,
  /**
   * Native HA's replica, round trip: IBM measured it with the instances in one cluster (mq-nativeha-ocp412,
   * line 127); from 1 ms, the 9.3 HA tables' smallest added delay, it is added delay only those tables
   * measured. DERIVED: the tables' smallest step, not a figure IBM gives for "one cluster".
   */
  nativeHaRttMs: [0, 1] as const,
};
