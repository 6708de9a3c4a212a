/**
 * Native HA replicas from DISPLAY QMSTATUS TYPE(NATIVEHA): a measurement rule, as the reply is the
 * queue manager's state at one moment, read beside QMSTATUS (MeasureContext.nativeHa). A replica
 * not in sync cannot take over as the active instance if it is needed; a backlog is log the active
 * has written that the replica has not yet acknowledged. Either is a warning that names the instance
 * and says what it means for a failover. The instance marked ACTIVE is the one replicas follow and
 * is not judged against itself. BACKLOG is compared with 0 only, as an exact decimal (it can pass
 * 2^53); its unit is the reader's (objects.ts: bytes).
 */
import { finding as ruleFinding } from '../lib/finding.ts';
import { threshold } from '../lib/threshold.ts';
import type { NativeHaInstance } from '../objects.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/mqsc.json' with { type: 'json' };
import { type MeasureRule, links } from './measure-common.ts';

/** Any backlog above this is a replica behind the active instance. */
export const MAX_IN_SYNC_BACKLOG = 0n;

const rule = ruleFacts(facts, 'mqsc.native-ha-sync', [threshold({ MAX_IN_SYNC_BACKLOG }, 'bytes of recovery log not yet acknowledged')]);

/** Where to read further: the HA guide and the HA latency calculator (replication costs a round trip per log write). */
const GUIDE = { label: 'Guide: place an HA pair (replication, distance and failover)', href: '/guides/place-an-ha-pair/' };
const CALCULATOR = { label: 'HA latency: what the replication round trip costs', href: '/calculators/ha-latency/' };

const finding = (parts: Parameters<typeof ruleFinding>[1]): Finding => ruleFinding(rule, { ...parts, calculator: CALCULATOR }, [...links(rule), GUIDE]);

const isActive = (i: NativeHaInstance) => (i.role ?? '').toUpperCase() === 'ACTIVE';
/** The backlog as an exact whole number, or null when absent or not one. */
const backlogOf = (i: NativeHaInstance): bigint | null => (i.backlog !== undefined && /^\d{1,30}$/.test(i.backlog) ? BigInt(i.backlog) : null);
const grouped = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function judge(i: NativeHaInstance): Finding | undefined {
  const backlog = backlogOf(i);
  const behind = backlog !== null && backlog > MAX_IN_SYNC_BACKLOG;
  const name = `Native HA instance ${i.instance}${i.role ? ` (${i.role})` : ''}`;
  if (i.inSync === false || behind) {
    const what = [i.inSync === false ? 'is not in sync (INSYNC(NO))' : '', behind ? `has a backlog of ${grouped(backlog)} bytes of recovery log the active instance wrote and it has not yet acknowledged` : ''].filter(Boolean).join(' and ');
    return finding({
      severity: 'warning',
      title: `${name} ${what}`,
      recommended: `Find why ${i.instance} is behind${i.connActive === false ? ' (CONNACTV(NO): it has no connection to the active instance)' : ' (CONNACTV shows whether it is connected to the active instance)'} before any planned switch-over; until it is in sync again, do not count on it for a failover.`,
      why: `${i.inSync === false ? `An instance that is not in sync cannot take over as the active instance if required: if the active failed now, ${i.instance} could not replace it: only a replica in sync can. ` : ''}${behind ? `The backlog is how far out of sync ${i.instance} is: log it would have to receive before it could be in sync again. ` : ''}The active instance’s reply is definitive; a replica’s own view may be out of date.`,
      line: i.line,
    });
  }
  if (i.inSync === undefined || backlog === null) {
    return finding({
      severity: 'info',
      title: `${name}: ${i.inSync === undefined ? 'INSYNC' : 'BACKLOG'} was not read`,
      recommended: 'Paste the reply to DISPLAY QMSTATUS TYPE(NATIVEHA) ALL from the active instance, which shows every instance’s INSYNC and BACKLOG.',
      why: 'Whether a replica could take over is read from INSYNC and BACKLOG.',
      line: i.line,
    });
  }
  return undefined;
}

export const nativeHaSync: MeasureRule = {
  rule,
  evaluate(ctx) {
    const instances = ctx.nativeHa ?? [];
    const replicas = instances.filter((i) => !isActive(i));
    const findings = replicas.flatMap((i) => judge(i) ?? []);
    if (replicas.length > 0 && findings.length === 0) {
      findings.push(
        finding({
          severity: 'ok',
          title: `Native HA: ${replicas.map((i) => i.instance).join(' and ')} in sync with no backlog`,
          why: 'Every replica read could take over as the active instance if required.',
          line: replicas[0]!.line,
        }),
      );
    }
    return findings;
  },
};
