/**
 * What a change would do to the ceiling: each what-if is the same model with one thing changed,
 * named with the measurements that back it; where those measurements do not reach the user's case
 * the what-if says so and gives no number, rather than extrapolating.
 */
import constants from '../simulator/capacity-constants.json' with { type: 'json' };
import { replicationParams, type HaType } from './inputs.ts';
import { nfsOnlyLog } from './nfs-only-log.ts';
import { predict, type ModelParams } from './surrogate.ts';
import type { Family, FamilyVerdict } from './capacity.ts';
import type { WhatIf, WhatIfId } from './types.ts';
import { COVERED } from './coverage.ts';

const miqm = constants.replication.miqm;

const inRange = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;

interface Change {
  id: WhatIfId;
  source: string;
  /** The changed parameters, or why there are none. */
  apply(p: ModelParams, ha: HaType): ModelParams | { why: string };
}

const CHANGES: Change[] = [
  {
    id: 'native-ha',
    source: 'Native HA replication constants of the capacity model (capacity-constants.json, nativeHa), validated on mq-nativeha-ocp412 (Native HA against a single instance by cores and message size)',
    apply(p, ha) {
      if (ha === 'nativeHa') return { why: 'This queue manager already runs Native HA: its ceiling above is the Native HA one.' };
      if (!inRange(p.cpuCores, COVERED.nativeHaCores)) return { why: `IBM measured Native HA on ${COVERED.nativeHaCores.join(' to ')} cores (mq-nativeha-ocp412); ${p.cpuCores} cores is outside that, so no number is given.` };
      if (!inRange(p.msgBytes, COVERED.haMsgBytes)) return { why: `IBM measured Native HA with ${COVERED.haMsgBytes.map((b) => `${b / 1024}KB`).join(' to ')} messages; ${p.msgBytes} bytes is outside that, so no number is given.` };
      // The replicas of an RDQM whose link was measured would be as far away under Native HA.
      if (p.rttMs >= COVERED.nativeHaRttMs[1]) return { why: `IBM measured Native HA with its instances in one cluster, replicating over its own 100GbE network with no delay added (mq-nativeha-ocp412, line 127); this queue manager's replica is ${p.rttMs.toFixed(2)} ms away (round trip), so no number is given.` };
      return { ...p, ...replicationParams('nativeHa', p.rttMs) };
    },
  },
  ...([1, 2] as const).map((ms): Change => ({
    id: ms === 1 ? 'replica-plus-1ms' : 'replica-plus-2ms',
    source: `The replication link ${ms} ms farther (round trip), as mq-v93-linux Table ${ms === 1 ? 13 : 14} measured RDQM and multi-instance queue managers with ${ms} ms added`,
    apply(p, ha) {
      if (ha === 'none') return { why: 'This queue manager has no replica (no HA type was read): see the Native HA what-if for one.' };
      // A multi-instance queue manager's log write latency and bandwidth are its NFS server's, as
      // read: a farther NFS server costs a round trip per write and one per 1 MiB NFS write.
      if (ha === 'miqm') return nfsOnlyLog(p, { writeUs: p.logLatencyUs, bandwidthMBps: p.logBandwidthMBps, replRoundTrips: miqm.replRoundTrips, replWindowBytes: miqm.replWindowBytes }, ms);
      if (!inRange(p.rttMs + ms, COVERED.addedRttMs)) return { why: `IBM measured ${COVERED.addedRttMs.join(' to ')} ms added; your link's ${p.rttMs.toFixed(2)} ms plus ${ms} ms is beyond that, so no number is given.` };
      return { ...p, rttMs: p.rttMs + ms };
    },
  })),
  ...([['log-twice-as-fast', 0.5], ['log-half-as-fast', 2]] as const).map(([id, f]): Change => ({
    id,
    source: `A log device with ${f < 1 ? 'half' : 'twice'} the write latency and ${f < 1 ? 'twice' : 'half'} the bandwidth; the model's log device is validated on mq-linux-persistent's six devices (Tables 12–14) and mq-v93-linux Table 7`,
    apply(p) {
      const latency = p.logLatencyUs * f;
      if (!inRange(latency, COVERED.logLatencyUs)) return { why: `A write latency of ${Math.round(latency)} µs is outside the measured ${COVERED.logLatencyUs[0]} µs to ${COVERED.logLatencyUs[1] / 1000} ms, so no number is given.` };
      return { ...p, logLatencyUs: latency, logBandwidthMBps: p.logBandwidthMBps / f };
    },
  })),
  {
    id: 'cores-double',
    source: 'Twice the CPU cores at the same CPU per call; scaling by cores validated on mq-nativeha-ocp412 (single instance and Native HA, 1 to 32 cores)',
    apply(p) {
      if (p.cpuCores * 2 > 512) return { why: 'The model allows at most 512 cores.' };
      return { ...p, cpuCores: p.cpuCores * 2 };
    },
  },
];

export const WHAT_IF_IDS: readonly WhatIfId[] = CHANGES.map((c) => c.id);

/** The validation family a what-if's set-up falls in; the others stay in the queue manager's own. */
const SET_UP_OF: Partial<Record<WhatIfId, Family>> = { 'native-ha': 'native-ha', 'replica-plus-1ms': 'ha-replicated', 'replica-plus-2ms': 'ha-replicated' };

export function whatIfs(params: ModelParams, ha: HaType, verdicts: Readonly<Record<Family, FamilyVerdict>>): WhatIf[] {
  return CHANGES.map((c) => {
    const changed = c.apply(params, ha);
    if ('why' in changed) return { id: c.id, source: c.source, why: changed.why };
    const setUp = SET_UP_OF[c.id];
    // A what-if into a set-up the model failed to predict out of sample gets no number, as the set-up itself would not.
    if (setUp && !verdicts[setUp].offered) return { id: c.id, source: c.source, why: verdicts[setUp].why ?? 'The model failed its validation for this set-up.' };
    const prediction = predict(changed);
    return { id: c.id, source: c.source, ceiling: prediction.roundTripsPerSec, bottleneck: prediction.bottleneck };
  });
}
