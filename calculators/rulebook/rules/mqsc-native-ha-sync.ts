/**
 * Native HA replicas from DISPLAY QMSTATUS TYPE(NATIVEHA): a measurement rule, as the reply is the
 * queue manager's state at one moment, read beside QMSTATUS (MeasureContext.nativeHa). IBM defines
 * INSYNC as whether the instance could take over as the active instance if required, so INSYNC(NO)
 * is the warning, naming the instance and, where CONNACTV(NO) says so, that it has no connection to
 * the active. A BACKLOG on a replica that is in sync is log the active has written and it has not yet
 * acknowledged: the normal state of synchronous replication under load, for which IBM gives no
 * threshold, so it is a note, and what would matter is said instead (a backlog that keeps growing
 * across readings, INSYNC(NO), CONNACTV(NO)). Where the paste holds several readings of the same
 * instance in order, a backlog that rose at every one is noted as such. The instance marked ACTIVE
 * is the one replicas follow and is not judged against itself. BACKLOG is an exact decimal (it can
 * pass 2^53); its unit is the reader's (objects.ts: bytes).
 */
import { finding as ruleFinding } from '../lib/finding.ts';
import { threshold } from '../lib/threshold.ts';
import type { NativeHaInstance } from '../objects.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };
import { type MeasureRule, links } from './measure-common.ts';

/** What a replica must report to be able to take over (IBM: INSYNC, whether it could take over if required). */
export const IN_SYNC = 'YES';
/** A backlog above this is log not yet acknowledged: a note, as IBM gives no backlog threshold. */
export const MAX_IN_SYNC_BACKLOG = 0n;

const rule = ruleFacts(facts, 'mqsc.native-ha-sync', [
  threshold({ IN_SYNC }, 'INSYNC of each replica'),
  threshold({ MAX_IN_SYNC_BACKLOG }, 'bytes of recovery log not yet acknowledged'),
]);

/** Where to read further: the HA guide and the HA latency calculator (replication costs a round trip per log write). */
const GUIDE = { label: 'Guide: place an HA pair (replication, distance and failover)', href: '/guides/place-an-ha-pair/' };
const CALCULATOR = { label: 'HA latency: what the replication round trip costs', href: '/calculators/ha-latency/' };

const finding = (parts: Parameters<typeof ruleFinding>[1]): Finding => ruleFinding(rule, { ...parts, calculator: CALCULATOR }, [...links(rule), GUIDE]);

const isActive = (i: NativeHaInstance) => (i.role ?? '').toUpperCase() === 'ACTIVE';
/** The backlog as an exact whole number, or null when absent or not one. */
const backlogOf = (i: NativeHaInstance): bigint | null => (i.backlog !== undefined && /^\d{1,30}$/.test(i.backlog) ? BigInt(i.backlog) : null);
const grouped = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const nameOf = (i: NativeHaInstance) => `Native HA instance ${i.instance}${i.role ? ` (${i.role})` : ''}`;

/** What to watch instead of one backlog value, said wherever a backlog is noted. */
const WHAT_MATTERS = 'What would matter is a backlog that keeps growing across readings (or scrapes), INSYNC(NO), or CONNACTV(NO).';

function judge(i: NativeHaInstance, rising: readonly bigint[] | undefined): Finding | undefined {
  const backlog = backlogOf(i);
  if (i.inSync === false) {
    return finding({
      severity: 'warning',
      title: `${nameOf(i)} is not in sync (INSYNC(NO))${i.connActive === false ? ' and has no connection to the active instance (CONNACTV(NO))' : ''}`,
      recommended: `Find why ${i.instance} is behind${i.connActive === false ? ' (CONNACTV(NO): it has no connection to the active instance; look at the replication network and the pod)' : ' (CONNACTV shows whether it is connected to the active instance)'} before any planned switch-over; until it is in sync again, do not count on it for a failover.`,
      why: `An instance that is not in sync cannot take over as the active instance if required: if the active failed now, ${i.instance} could not replace it.${backlog !== null && backlog > MAX_IN_SYNC_BACKLOG ? ` Its backlog, ${grouped(backlog)} bytes, is how far out of sync it is.` : ''} The active instance’s reply is definitive; a replica’s own view may be out of date.`,
      line: i.line,
    });
  }
  if (i.inSync === undefined || backlog === null) {
    return finding({
      severity: 'info',
      title: `${nameOf(i)}: ${i.inSync === undefined ? 'INSYNC' : 'BACKLOG'} was not read`,
      recommended: 'Paste the reply to DISPLAY QMSTATUS TYPE(NATIVEHA) ALL from the active instance, which shows every instance’s INSYNC, CONNACTV and BACKLOG.',
      why: 'Whether a replica could take over is read from INSYNC.',
      line: i.line,
    });
  }
  if (rising) {
    return finding({
      severity: 'info',
      title: `${nameOf(i)} is in sync, but its backlog rose at each of ${rising.length} readings (${rising.map(grouped).join(' → ')} bytes)`,
      recommended: `Read it again over a few minutes: a backlog that keeps growing means ${i.instance} is falling behind, and INSYNC(NO) would follow. Look at the replication link’s round trip and the replica’s disk.`,
      why: `IBM gives no backlog threshold; a backlog that keeps growing is the sign that a replica is falling behind. ${WHAT_MATTERS}`,
      line: i.line,
    });
  }
  if (backlog > MAX_IN_SYNC_BACKLOG) {
    return finding({
      severity: 'info',
      title: `${nameOf(i)} is in sync with a backlog of ${grouped(backlog)} bytes not yet acknowledged`,
      recommended: `Nothing to do for one reading: compare it with later readings.${i.connActive === false ? ' CONNACTV(NO), though: it has no connection to the active instance now.' : ''}`,
      why: `A replica in sync can take over if required; a backlog on it is log the active instance wrote and the replica has not yet acknowledged, the normal state of synchronous replication under load, and IBM gives no backlog threshold. ${WHAT_MATTERS}`,
      line: i.line,
    });
  }
  if (i.connActive === false) {
    return finding({
      severity: 'info',
      title: `${nameOf(i)} is in sync with no backlog, but has no connection to the active instance (CONNACTV(NO))`,
      recommended: `Read it again: without its connections ${i.instance} receives no more log, and will fall out of sync (INSYNC(NO)) as the active writes.`,
      why: `CONNACTV says whether the instance has its pair of connections to the active instance. ${WHAT_MATTERS}`,
      line: i.line,
    });
  }
  return undefined;
}

/**
 * Each instance's backlogs in paste order, where the paste read it more than once (runmqsc run every
 * minute, a gather's repeated replies) and the backlog rose at every reading: the growth a single
 * reading cannot show.
 */
function risingBacklogs(instances: readonly NativeHaInstance[]): Map<string, bigint[]> {
  const byName = new Map<string, bigint[]>();
  for (const i of instances) {
    const b = backlogOf(i);
    if (b === null) continue;
    const list = byName.get(i.instance) ?? [];
    list.push(b);
    byName.set(i.instance, list);
  }
  return new Map([...byName].filter(([, list]) => list.length >= 2 && list.every((b, k) => k === 0 || b > list[k - 1]!)));
}

export const nativeHaSync: MeasureRule = {
  rule,
  evaluate(ctx) {
    const replicas = (ctx.nativeHa ?? []).filter((i) => !isActive(i));
    const rising = risingBacklogs(replicas);
    // The latest reading of each instance is judged (with the growth seen across the earlier ones).
    const latest = [...new Map(replicas.map((i) => [i.instance, i])).values()];
    const findings = latest.flatMap((i) => judge(i, rising.get(i.instance)) ?? []);
    const inSync = latest.filter((i) => i.inSync === true);
    if (latest.length > 0 && inSync.length === latest.length) {
      findings.push(
        finding({
          severity: 'ok',
          title: `Native HA: ${inSync.map((i) => i.instance).join(' and ')} in sync`,
          why: 'Every replica read reports INSYNC(YES): each could take over as the active instance if required.',
          line: inSync[0]!.line,
        }),
      );
    }
    return findings;
  },
};
