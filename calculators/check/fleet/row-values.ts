/**
 * The table's columns for one queue manager, from what the readers returned about it: the release,
 * the HA type, the readings that matter most for sizing, and the per-user limits against IBM's
 * minimums (the rules' own constants, never restated here).
 */
import { IBM_MIN_NOFILE } from '../../rulebook/rules/os-nofile.ts';
import { IBM_MIN_NPROC } from '../../rulebook/rules/os-nproc.ts';
import { type Exact, exactString, parseExact } from '../../rulebook/exact.ts';
import type { Fact, ReadValue, Reading } from '../../rulebook/types.ts';
import type { FleetRow, HaType, LimitAgainstMinimum } from './types.ts';

/**
 * Native HA: its readings (DISPLAY QMSTATUS TYPE(NATIVEHA)), or a ROLE that DISPLAY QMSTATUS printed,
 * which it does only among the Native HA attributes (IBM MQ 9.4 documentation, "DISPLAY QMSTATUS
 * (display queue manager status) on Multiplatforms": ROLE is in the Native HA attributes' list, not
 * in TYPE(QMGR)'s). RDQM: dspmq's HA(Replicated). Multi-instance: a standby instance dspmq shows running (MODE(Standby), STATUS(Running as standby)); STANDBY(Permitted) alone is not one.
 */
export function haTypeOf(facts: readonly Fact[], readings: readonly Reading[]): HaType {
  if (readings.some((r) => r.name.startsWith('nativeHa')) || facts.some((f) => f.name === 'haRole' && f.origin === 'DISPLAY QMSTATUS')) return 'Native HA';
  const declared = facts.filter((f) => f.name === 'haType').map((f) => f.value);
  if (declared.some((v) => /^replicated$/i.test(v))) return 'RDQM';
  if (declared.some((v) => /multi-instance/i.test(v))) return 'multi-instance';
  return 'none';
}

/** dspmq's INSTVER or dspmqver's Version, the first read. */
export function versionOf(facts: readonly Fact[]): string | undefined {
  return facts.find((f) => f.name === 'mqRelease')?.value;
}

const largest = (xs: readonly number[]) => (xs.length ? Math.max(...xs) : undefined);

/** The peak where there were several intervals, else the one value; the largest over all the sources read. */
export function sizingReadings(readings: readonly Reading[]): Pick<FleetRow, 'logPrimaryPeakPercent' | 'logWriteLatencyP95Seconds' | 'nativeHaInSync'> {
  const named = (name: string) => readings.filter((r) => r.name === name);
  const peak = largest(named('logPrimarySpaceInUse').map((r) => r.peak ?? r.value));
  const p95 = largest(named('logWriteLatency').map((r) => r.p95 ?? r.value));
  const inSync = named('nativeHaReplicasInSync')[0];
  const instances = named('nativeHaInstances')[0];
  return {
    ...(peak === undefined ? {} : { logPrimaryPeakPercent: peak }),
    ...(p95 === undefined ? {} : { logWriteLatencyP95Seconds: p95 }),
    ...(inSync ? { nativeHaInSync: { inSync: inSync.value, ...(instances ? { instances: instances.value } : {}) } } : {}),
  };
}

const atMost = (a: Exact, b: Exact): boolean => b === 'unlimited' || (a !== 'unlimited' && a <= b);

/** The lowest of the soft and hard values read (the one that binds), against IBM's minimum. */
function limitOf(values: readonly ReadValue[], item: 'nofile' | 'nproc', minimum: bigint): LimitAgainstMinimum | undefined {
  let lowest: Exact | undefined;
  for (const v of values) {
    if (v.name !== item && v.name !== `${item}-hard`) continue;
    const x = parseExact(v.setting);
    if (x !== null && (lowest === undefined || atMost(x, lowest))) lowest = x;
  }
  if (lowest === undefined) return undefined;
  return { value: exactString(lowest), minimum: minimum.toString(), meets: lowest === 'unlimited' || lowest >= minimum };
}

export function userLimits(values: readonly ReadValue[]): Pick<FleetRow, 'nofile' | 'nproc'> {
  const nofile = limitOf(values, 'nofile', IBM_MIN_NOFILE);
  const nproc = limitOf(values, 'nproc', IBM_MIN_NPROC);
  return { ...(nofile ? { nofile } : {}), ...(nproc ? { nproc } : {}) };
}
