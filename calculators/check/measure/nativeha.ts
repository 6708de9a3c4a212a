/**
 * The reply to DISPLAY QMSTATUS TYPE(NATIVEHA) ALL, one AMQ8705I reply per instance of a Native HA
 * queue manager, as the rulebook's NativeHaInstance, and the three readings the checker shows for
 * it: how many instances replied, how many replicas are in sync, and the largest replica backlog.
 * BACKLOG is printed in KB (IBM's "Native HA queue manager status attributes": "How many KB of
 * recovery log data the active instance … has written that have not yet been acknowledged by the
 * named instance"); it is kept in bytes, exactly, with BigInt. What the attributes mean, and what
 * a replica out of sync means for a failover, is written up in ../mqsc/NATIVE-HA.md.
 */
import type { NativeHaInstance } from '../mqsc/types.ts';
import type { Reading, UnreadLine } from './types.ts';

export interface HaAttribute {
  key: string;
  value: string;
  line: number;
}

/** Attributes with a field of their own in NativeHaInstance; every other one goes to `other` as printed. */
const OWN = new Set(['INSTANCE', 'ROLE', 'INSYNC', 'BACKLOG', 'CONNACTV', 'HASTATUS', 'ACKLSN', 'SYNCTIME', 'REPLADDR']);

const yesNo = (value: string): boolean | undefined => (value === 'YES' ? true : value === 'NO' ? false : undefined);

/**
 * One instance from one AMQ8705I reply, or undefined when the reply is not a Native HA instance's
 * (a TYPE(QMGR) reply, or NHATYPE(GROUP), which describes a cross-region group, not an instance).
 */
export function nativeHaInstance(attrs: readonly HaAttribute[], line: number, unread: UnreadLine[]): NativeHaInstance | undefined {
  const get = (key: string) => attrs.find((a) => a.key === key);
  if (get('TYPE')?.value !== 'NATIVEHA') return undefined;
  const nhaType = get('NHATYPE')?.value;
  const name = get('INSTANCE')?.value;
  if ((nhaType !== undefined && nhaType !== 'INSTANCE') || !name) return undefined;
  return instanceOf(attrs, name, line, unread, 'DISPLAY QMSTATUS');
}

/**
 * One instance line of `dspmq -o nativeha -x` ("INSTANCE(beta) ROLE(Replica) REPLADDR(…) CONNACTV(yes)
 * INSYNC(yes) BACKLOG(0) …"): the same attributes as DISPLAY QMSTATUS's, in dspmq's mixed case, and
 * BACKLOG in KB there too (IBM, "Viewing the status of Native HA queue managers": "BACKLOG Indicates
 * the number of KB that this instance is behind").
 */
export function dspmqNativeHaInstance(attrs: readonly HaAttribute[], line: number, unread: UnreadLine[]): NativeHaInstance | undefined {
  const name = attrs.find((a) => a.key === 'INSTANCE')?.value;
  return name ? instanceOf(attrs, name, line, unread, 'dspmq') : undefined;
}

function instanceOf(attrs: readonly HaAttribute[], name: string, line: number, unread: UnreadLine[], source: string): NativeHaInstance {
  const instance: NativeHaInstance = { instance: name, other: {}, line };
  for (const { key, value, line: at } of attrs) {
    if (!OWN.has(key)) {
      // Keys are runmqsc's upper-case attribute names ([A-Z][A-Z0-9]*), which no Object.prototype member spells.
      instance.other[key] = value;
      continue;
    }
    if (value === '') continue;
    if (key === 'ROLE') instance.role = value.toUpperCase();
    else if (key === 'INSYNC') instance.inSync = yesNo(value.toUpperCase());
    else if (key === 'CONNACTV') instance.connActive = yesNo(value.toUpperCase());
    else if (key === 'HASTATUS') instance.haStatus = value;
    else if (key === 'ACKLSN') instance.ackLsn = value;
    else if (key === 'SYNCTIME') instance.syncTime = value;
    else if (key === 'REPLADDR') instance.replAddr = value;
    else if (key === 'BACKLOG') {
      if (/^\d{1,30}$/.test(value)) instance.backlog = (BigInt(value) * 1024n).toString();
      else unread.push({ line: at, text: '', why: `${source} BACKLOG(${value.slice(0, 30)}) is not a whole number of KB` });
    }
  }
  return instance;
}

/** nativeHaInstances, nativeHaReplicasInSync and nativeHaBacklogBytes (the largest replica backlog). */
export function nativeHaReadings(instances: readonly NativeHaInstance[], origin = 'DISPLAY QMSTATUS TYPE(NATIVEHA)'): Reading[] {
  if (!instances.length) return [];
  const replicas = instances.filter((i) => i.role === 'REPLICA');
  const inSync = replicas.filter((i) => i.inSync === true);
  const readings: Reading[] = [
    { name: 'nativeHaInstances', unit: 'count', value: instances.length, origin, lines: instances.map((i) => i.line) },
    { name: 'nativeHaReplicasInSync', unit: 'count', value: inSync.length, origin, lines: (replicas.length ? replicas : instances).map((i) => i.line) },
  ];
  let largest: NativeHaInstance | undefined;
  for (const r of replicas) if (r.backlog !== undefined && (!largest || BigInt(r.backlog) > BigInt(largest.backlog!))) largest = r;
  if (largest) readings.push({ name: 'nativeHaBacklogBytes', unit: 'bytes', value: Number(largest.backlog), origin, lines: [largest.line] });
  return readings;
}

/**
 * QUORUM(2/3) as dspmq prints it ("number_of_instances_in-sync/number_of_instances_configured", IBM's
 * Native HA status page): nativeHaQuorumInSync and nativeHaQuorumConfigured. Undefined for an empty
 * QUORUM() (a queue manager that is not Native HA) or anything not two whole numbers.
 */
export function quorumReadings(value: string, line: number, origin: string): Reading[] | undefined {
  const m = /^(\d{1,6})\/(\d{1,6})$/.exec(value.trim());
  if (!m) return undefined;
  return [
    { name: 'nativeHaQuorumInSync', unit: 'count', value: Number(m[1]), origin, lines: [line] },
    { name: 'nativeHaQuorumConfigured', unit: 'count', value: Number(m[2]), origin, lines: [line] },
  ];
}
