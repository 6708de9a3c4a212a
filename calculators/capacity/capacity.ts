/**
 * One queue manager's capacity answer (the DESIGN contract "Capacity"), the one code path behind
 * /check/'s Capacity block, mqcheck's JSON and text, and the simulator's "your queue manager" link.
 */
import { bandOf, type AssumedInput, type ModelError } from './band.ts';
import { ceilingOf } from './ceiling.ts';
import { FIXED_SHARE_ASSUMED, modelInputs, type HaType, type QueueManagerReadings } from './inputs.ts';
import { predict, type ModelParams } from './surrogate.ts';
import type { Capacity, CapacityRefusal } from './types.ts';
import { whatIfs } from './what-if.ts';
import { COVERED } from './coverage.ts';

/** The validation family a queue manager's set-up falls in, and whether the model is offered there. */
export type Family = 'log-device' | 'ha-replicated' | 'native-ha';
export interface FamilyVerdict extends ModelError {
  offered: boolean;
  why?: string;
}

/** The validation family a set-up falls in: a Native HA replica beyond what its table measured (COVERED) is the HA tables'. */
export function familyOf(ha: HaType, rttMs = 0): Family {
  if (ha === 'nativeHa') return rttMs >= COVERED.nativeHaRttMs[1] ? 'ha-replicated' : 'native-ha';
  return ha === 'rdqm' || ha === 'miqm' ? 'ha-replicated' : 'log-device';
}

/** Readings that measure the queue manager itself; without one, its answer would be all assumption. */
export const MEASURED: ReadonlySet<string> = new Set(['logWriteLatency', 'diskAvgWriteLatency', 'diskAvgBytesPerSec', 'persistentPutsPerSec']);

/**
 * Each assumed input's range put into the model's parameters, and the way it moves the ceiling as it
 * grows (band.ts: the band's corners). One declaration per input, so its direction cannot drift
 * from how it is applied.
 */
export const ASSUMED_INPUTS: Readonly<Record<string, AssumedInput>> = {
  cpuCores: { apply: (p, v) => ({ ...p, cpuCores: v }), rising: true, oneWayWithReplica: true },
  cpuPerCall: { apply: (p, v) => ({ ...p, cpuUsPerCall: v }), rising: false, oneWayWithReplica: true },
  cpuPerKiB: { apply: (p, v) => ({ ...p, cpuUsPerKiB: v }), rising: false, oneWayWithReplica: true, oneWay: false },
  msgBytes: { apply: (p, v) => ({ ...p, msgBytes: v }), rising: false, oneWayWithReplica: true },
  logBufferPages: { apply: (p, v) => ({ ...p, logBufferPages: v }), rising: true, oneWayWithReplica: true },
  logBandwidth: { apply: (p, v) => ({ ...p, logBandwidthMBps: v }), rising: true, oneWayWithReplica: false },
  logWriteLatency: { apply: (p, v) => ({ ...p, logLatencyUs: v * 1e6 }), rising: false, oneWayWithReplica: false },
  logPerRecord: { apply: (p, v) => ({ ...p, logUsPerRecord: v }), rising: false, oneWayWithReplica: false },
  // The parameters hold the measured latency at the assumed share: the share v of the same latency.
  logFixedShare: { apply: (p, v) => ({ ...p, logLatencyUs: (p.logLatencyUs / FIXED_SHARE_ASSUMED) * v }), rising: false, oneWayWithReplica: false },
  replicationRoundTrip: { apply: (p, v) => ({ ...p, rttMs: v * 1000 }), rising: false, oneWayWithReplica: false },
};

export function capacityOf(
  queueManager: string,
  qm: QueueManagerReadings,
  verdicts: Readonly<Record<Family, FamilyVerdict>>,
  defaults: Readonly<Record<string, number>>,
): Capacity | CapacityRefusal {
  if (!qm.readings.some((r) => MEASURED.has(r.name) && r.value > 0)) {
    return { queueManager, why: 'No log write latency, log bandwidth or put rate was read for this queue manager, so its capacity would be all assumption. Paste amqsrua DISK/Log and STATMQI (or the exporter’s log and put metrics), or mqldt.' };
  }
  const m = modelInputs(qm);
  const family = familyOf(m.haType, m.params.rttMs);
  const verdict = verdicts[family];
  if (!verdict.offered) {
    const farReplica = m.haType === 'nativeHa' && family === 'ha-replicated'
      ? `This Native HA queue manager's replica is ${m.params.rttMs.toFixed(2)} ms away (round trip). IBM measured Native HA with its instances in one cluster (mq-nativeha-ocp412, line 127); added delay only for RDQM and multi-instance queue managers (mq-v93-linux Tables 13–14), whose family the answer then falls in. `
      : '';
    return { queueManager, why: farReplica + (verdict.why ?? 'The model failed its validation for this set-up.'), inputs: m.inputs, assumptions: m.assumptions, simulator: { preset: 'your-queue-manager', set: changedFrom(defaults, m.params) } };
  }
  const { ceiling, requestersNeeded, prediction } = ceilingOf(m.params);
  const { band, widest } = bandOf(ceiling, m.params, m.assumptions, ASSUMED_INPUTS, (p) => predict(p).roundTripsPerSec, verdict);
  return {
    queueManager,
    ceiling,
    requestersNeeded,
    band,
    bottleneck: prediction.bottleneck,
    ...(m.current !== undefined && m.current > 0 ? { current: m.current, headroom: ceiling / m.current } : {}),
    inputs: m.inputs,
    assumptions: m.assumptions,
    ...(widest && widest.spread > 1.0001 ? { narrowestMissing: widest.assumption.reading || widest.assumption.name } : {}),
    whatIf: whatIfs(m.params, m.haType, verdicts),
    simulator: { preset: 'your-queue-manager', set: changedFrom(defaults, m.params) },
  };
}

/** The parameters that differ from the preset's, rounded as the simulator's form takes them. */
function changedFrom(defaults: Readonly<Record<string, number>>, p: ModelParams): Record<string, number> {
  const set: Record<string, number> = {};
  for (const [k, v] of Object.entries(p) as [keyof ModelParams, number][]) {
    const rounded = Number.isInteger(v) ? v : Number(v.toPrecision(6));
    if (!Object.hasOwn(defaults, k) || defaults[k] !== rounded) set[k] = rounded;
  }
  return set;
}

export function isRefusal(c: Capacity | CapacityRefusal): c is CapacityRefusal {
  return 'why' in c && !('ceiling' in c);
}
