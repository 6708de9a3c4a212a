/**
 * From what was read for one queue manager to the model's parameters: each parameter either from
 * a reading (named with its origin and lines) or ASSUMED (the constant's basis, and the reading
 * that would replace it). Trust order, as issue 43 gives it: amqsrua or the exporters' log write
 * latency before mqldt's; mqldt's bandwidth before fio's; amqsrua STATMQI rates for the message
 * size, the current rate and (with the queue manager's CPU share) the CPU per call.
 */
import constants from '../simulator/capacity-constants.json' with { type: 'json' };
import type { Fact, Reading } from '../rulebook/types.ts';
import type { ModelParams } from './surrogate.ts';
import { fixedCpuPerCall, logBytesPerRoundTrip } from './surrogate.ts';
import type { CapacityAssumption, CapacityInput } from './types.ts';

export type HaType = 'none' | 'rdqm' | 'nativeHa' | 'miqm';

/** What the model runs with, and how each value was arrived at. */
export interface ModelInputs {
  params: ModelParams;
  haType: HaType;
  inputs: CapacityInput[];
  assumptions: CapacityAssumption[];
  /** Round trips per second now (two persistent puts a round trip), where a put rate was read. */
  current?: number;
}

/** The fixed part's share of a measured log latency the model assumes when the split is not read (capacity-constants.json). */
export const FIXED_SHARE_ASSUMED = constants.assumed.logFixedShare.value;

/**
 * The fixed part of a measured log write, in µs: its latency less the transfer of its size at the
 * bandwidth, kept to at least a tenth of the latency (a transfer longer than the whole write says the
 * bandwidth is higher than given, not that the device takes no time).
 */
export function fixedLatencyUs(latencySec: number, writeBytes: number, bandwidthMBps: number): number {
  return Math.max(latencySec * 0.1, latencySec - writeBytes / (bandwidthMBps * 1e6)) * 1e6;
}

type AssumedName = keyof typeof constants.assumed;

/** What one queue manager's paste gave: its readings and words, and the configuration values read (qm.ini). */
export interface QueueManagerReadings {
  readings: readonly Reading[];
  facts: readonly Fact[];
  /** Configuration values by the name the checker lists them under (`LogBufferPages`), as exact decimal strings. */
  values?: ReadonlyMap<string, string>;
}

/** The requesters the ceiling is read at (ceiling.ts): the most the simulator allows. */
export const REQUESTERS_FOR_CEILING = constants.requestersSearchMax;

/** "amqsrua DISK/Log, lines 4–31": where a reading came from, as the user can find it in the paste. */
export function originOf(r: Reading): string {
  const lines = [...new Set(r.lines)].sort((a, b) => a - b);
  if (lines.length === 0) return r.origin;
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  return `${r.origin}, line${first === last ? ` ${first}` : `s ${first}–${last}`}`;
}

export function haTypeOf(facts: readonly Fact[], readings: readonly Reading[]): HaType {
  const word = facts.find((f) => f.name === 'haType')?.value ?? '';
  if (/native/i.test(word) || readings.some((r) => r.name === 'nativeHaInstances' && r.value > 1)) return 'nativeHa';
  if (/replicated/i.test(word)) return 'rdqm';
  // A standby merely permitted is no second instance (issue 45): only a running standby counts.
  if (/multi-instance/i.test(word) && !/permitted/i.test(word)) return 'miqm';
  return 'none';
}

export function modelInputs(qm: QueueManagerReadings): ModelInputs {
  const get = (name: string) => qm.readings.find((r) => r.name === name && Number.isFinite(r.value));
  const inputs: CapacityInput[] = [];
  const assumptions: CapacityAssumption[] = [];
  /**
   * The constant's value (in capacity-constants.json's unit, as is a case's own range), listed as
   * an assumption in the answer's unit with its basis, range and the reading that would replace
   * it, or the case's own where they differ ('none': a value that cannot move this ceiling).
   */
  const assume = (name: AssumedName, as: string, own: { range?: [number, number] | 'none'; source?: string; reading?: string } = {}): number => {
    const c = constants.assumed[name];
    const range = own.range === 'none' ? undefined : (own.range ?? ('range' in c ? (c.range as [number, number]) : undefined));
    const { unit, per } = ANSWER_UNIT[name];
    assumptions.push({ name: as, value: c.value / per, unit, source: own.source ?? c.basis, reading: own.reading ?? ('reading' in c ? c.reading : ''), ...(range ? { range: [range[0] / per, range[1] / per] } : {}) });
    return c.value;
  };
  const read = (name: string, value: number | string, unit: string, origin: string) => inputs.push({ name, value, unit, origin });

  // Message size and the current rate: persistent puts and their bytes.
  const puts = get('persistentPutsPerSec');
  const putBytes = get('persistentPutBytesPerSec');
  let msgBytes: number;
  if (puts && putBytes && puts.value > 0) {
    msgBytes = Math.max(0, Math.round(putBytes.value / puts.value));
    read('msgBytes', msgBytes, 'bytes', `${originOf(putBytes)} ÷ ${originOf(puts)}`);
  } else msgBytes = assume('msgBytes', 'msgBytes');
  let current: number | undefined;
  if (puts && puts.value > 0) {
    current = puts.value / 2;
    read('currentRate', current, 'round trips/s', `${originOf(puts)}, two persistent puts a round trip (request and reply)`);
  }

  // The log device: bandwidth first, since the fixed part of a write is the measured latency less its transfer.
  const bandwidth = get('diskAvgBytesPerSec');
  let logBandwidthMBps: number;
  if (bandwidth && bandwidth.value > 0) {
    logBandwidthMBps = bandwidth.value / 1e6;
    read('logBandwidth', bandwidth.value, 'bytes/s', `${originOf(bandwidth)}: the sustained rate of one writer, a lower bound on the device's bandwidth`);
  } else logBandwidthMBps = assume('logBandwidthMBps', 'logBandwidth');

  const latency = get('logWriteLatency') ?? get('diskAvgWriteLatency');
  const writeSize = latency?.name === 'logWriteLatency' ? get('logWriteSize') : get('diskBlockSize');
  let logLatencyUs: number;
  if (latency && latency.value > 0) {
    read('logWriteLatency', latency.value, 'seconds', originOf(latency));
    // A measured write takes its fixed time plus its transfer: the model wants the fixed part. The
    // transfer is taken out only at a measured bandwidth: at the assumed one a large write's transfer
    // can exceed the whole measured latency (313 KB at 500 MB/s is 626 µs), which says the device is
    // faster than assumed, not that the fixed part is near nothing. Without it the whole latency is
    // the fixed part (a lower ceiling, except where a replica's CPU per write binds: there fewer,
    // larger writes raise it), and the band takes the fixed part's share over a range (logFixedShare).
    if (writeSize) read('logWriteBytes', writeSize.value, 'bytes', originOf(writeSize));
    if (writeSize && bandwidth && bandwidth.value > 0) logLatencyUs = fixedLatencyUs(latency.value, writeSize.value, logBandwidthMBps);
    else {
      // With the write size read, no bandwidth in the assumed range leaves less of the latency than
      // the lowest does: the share's range starts there rather than at the floor. Ranged apart from
      // the bandwidth (a box holding every bandwidth with the share it leaves), so the band's
      // corners bound what a bandwidth reading inside the range would give.
      const lowestBandwidth = constants.assumed.logBandwidthMBps.range[0]!;
      const own = writeSize && writeSize.value > 0 ? {
        range: [fixedLatencyUs(latency.value, writeSize.value, lowestBandwidth) / (latency.value * 1e6), constants.assumed.logFixedShare.range[1]!] as [number, number],
        source: `ASSUMED: without the device's bandwidth read, no transfer is taken out of the measured log write latency, so all of it counts as the device's fixed part; the band covers down to what is left after the transfer of the writes read (${Math.round(writeSize.value).toLocaleString('en-GB')} bytes) at the lowest assumed bandwidth (${lowestBandwidth} MB/s), and never less than a tenth`,
        reading: "the log device's bandwidth (mqldt at the queue manager's write size, or fio)",
      } : {};
      logLatencyUs = assume('logFixedShare', 'logFixedShare', own) * latency.value * 1e6;
    }
  } else logLatencyUs = assume('logLatencyUs', 'logWriteLatency');

  const bufferText = qm.values?.get('LogBufferPages');
  let logBufferPages: number;
  if (bufferText !== undefined && /^\d+$/.test(bufferText) && (Number(bufferText) === 0 || (Number(bufferText) >= 128 && Number(bufferText) <= 4096))) {
    logBufferPages = Number(bufferText) || 512;
    read('logBufferPages', Number(bufferText), 'pages', 'qm.ini Log: LogBufferPages');
  } else logBufferPages = assume('logBufferPages', 'logBufferPages');

  // CPU: the cores, and the CPU per MQI call from the queue manager's CPU share over its call rate.
  const cores = get('cpuCores');
  let cpuCores: number;
  if (cores && cores.value >= 1) {
    cpuCores = Math.round(cores.value);
    read('cpuCores', cpuCores, 'count', originOf(cores));
  } else cpuCores = assume('cpuCores', 'cpuCores');
  const qmUser = get('qmCpuUserPercent');
  const qmSystem = get('qmCpuSystemPercent');
  const calls = ['putsPerSec', 'getsPerSec', 'commitsPerSec'].map(get);
  const callRate = calls.every((c) => c) ? calls.reduce((s, c) => s + c!.value, 0) : 0;
  // The model's CPU per call is a fixed part plus a part per KiB on the calls carrying the message.
  // No one snapshot separates the two (that takes two message sizes), so the per-KiB part is always
  // assumed; a measured average call fixes the round trip's whole CPU, and the fixed part is what is
  // left of it. Only without that measurement does the per-KiB part move the ceiling (its range).
  let cpuUsPerCall: number;
  let cpuUsPerKiB: number;
  if (qmUser && qmSystem && callRate > 0) {
    // amqsrua's estimates are shares of the whole machine's CPU, so its CPU-seconds a second are share × cores.
    const cpuSeconds = ((qmUser.value + qmSystem.value) / 100) * cpuCores;
    const averageUs = Math.min(100000, (cpuSeconds / callRate) * 1e6);
    read('cpuPerCall', averageUs / 1e6, 'seconds', `${originOf(qmUser)} and ${originOf(qmSystem)} over ${calls.map((c) => originOf(c!)).join(', ')}`);
    cpuUsPerKiB = assume('cpuUsPerKiB', 'cpuPerKiB', { range: 'none', source: `${constants.assumed.cpuUsPerKiB.basis}; here it only splits the measured CPU per call (the model's fixed part per call is the measured average less the message's share), so the ceiling at this message size depends on it only where a full log buffer's order of calls does (a put's CPU against a commit's)` });
    cpuUsPerCall = fixedCpuPerCall(averageUs, cpuUsPerKiB, msgBytes);
  } else {
    cpuUsPerCall = assume('cpuUsPerCall', 'cpuPerCall');
    cpuUsPerKiB = assume('cpuUsPerKiB', 'cpuPerKiB');
  }
  // No reading separates the logger's time per record from the device's latency: always assumed.
  const logUsPerRecord = assume('logUsPerRecord', 'logPerRecord');

  // Replication: the HA type, and the link's round trip where ping or Native HA measured it.
  const haType = haTypeOf(qm.facts, qm.readings);
  const haFact = qm.facts.find((f) => f.name === 'haType');
  const instances = get('nativeHaInstances');
  if (haFact) read('haType', haFact.value, '', `${haFact.origin}, line ${haFact.line}`);
  // Native HA known from its status (instances) rather than a word: that reading is where it came from.
  else if (haType === 'nativeHa' && instances) read('haType', 'Native HA', '', `${originOf(instances)}: ${instances.value} instances`);
  const rtt = get('networkRoundTrip');
  let rttMs = 0;
  if (haType === 'rdqm' || haType === 'nativeHa') {
    if (rtt) {
      // ping measures the whole round trip, the calibration's constants hold the direct link's: the
      // whole taken as added overstates replication's cost a little, never understates it.
      rttMs = Math.min(1000, rtt.value * 1000);
      read('replicationRoundTrip', rtt.value, 'seconds', `${originOf(rtt)}, taken as the added round trip (an upper estimate)`);
    } else rttMs = assume('rttMs', 'replicationRoundTrip');
  }

  const params: ModelParams = {
    qms: 1,
    requesters: REQUESTERS_FOR_CEILING,
    responders: REQUESTERS_FOR_CEILING,
    msgBytes: Math.min(4194304, msgBytes),
    cpuCores,
    cpuUsPerCall,
    cpuUsPerKiB,
    apiLatencyUs: 0,
    serviceCv: constants.assumed.serviceCv.value,
    logBufferPages,
    tripleWrite: 1,
    logLatencyUs,
    logBandwidthMBps,
    logUsPerRecord,
    ...replicationParams(haType, rttMs),
  };
  return { params, haType, inputs, assumptions, ...(current !== undefined ? { current } : {}) };
}

/** The replication part of the parameters for an HA type (its calibrated constants), at an added round trip. */
export function replicationParams(haType: HaType, rttMs: number) {
  if (haType === 'none' || haType === 'miqm') return { replication: 0, replAckUs: 0, replCpuUsPerWrite: 0, replCpuUsPerKiB: 0, rttMs: 0, replRoundTrips: 1, replBandwidthMBps: 5000, replWindowBytes: 0 };
  const c = constants.replication[haType];
  // A type whose link moves writes in limited pieces names its window (RDQM's DRBD); 0 is no limit.
  const replWindowBytes = 'replWindowBytes' in c ? c.replWindowBytes : 0;
  return { replication: 1, replAckUs: c.replAckUs, replCpuUsPerWrite: c.replCpuUsPerWrite, replCpuUsPerKiB: c.replCpuUsPerKiB, rttMs, replRoundTrips: c.replRoundTrips, replBandwidthMBps: c.replBandwidthMBps, replWindowBytes };
}

/**
 * Each assumed constant's unit in the answer, and what its value in capacity-constants.json (mqsim's
 * unit) is divided by to get there: latencies are µs and ms in mqsim, seconds in the answer, as read.
 */
const ANSWER_UNIT: Readonly<Record<AssumedName, { unit: string; per: number }>> = {
  cpuCores: { unit: 'count', per: 1 },
  cpuUsPerCall: { unit: 'µs', per: 1 },
  cpuUsPerKiB: { unit: 'µs/KiB', per: 1 },
  msgBytes: { unit: 'bytes', per: 1 },
  logBandwidthMBps: { unit: 'MB/s', per: 1 },
  logBufferPages: { unit: 'pages', per: 1 },
  logLatencyUs: { unit: 'seconds', per: 1e6 },
  logUsPerRecord: { unit: 'µs', per: 1 },
  logFixedShare: { unit: 'share', per: 1 },
  serviceCv: { unit: 'ratio', per: 1 },
  rttMs: { unit: 'seconds', per: 1e3 },
};

/** Bytes per round trip at this message size (for the JSON's explanation of the current rate). */
export { logBytesPerRoundTrip };
