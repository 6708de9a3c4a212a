/**
 * Native HA replication as the active instance measures it, per replica (the exporters' NHAREPLICA
 * metrics, read by calculators/check/measure/prometheus-names.ts): each replica's mean log write
 * acknowledgement latency, its network round trip, and the active instance's own log write latency
 * beside them. No source gives a threshold for either, so a note, never more; the alert generated
 * from this rule (prometheus-alerts.ts) is a note too.
 */
import { all, finding, type MeasureRule } from './measure-common.ts';
import { readableLatency } from '../../format.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/measure.json' with { type: 'json' };

const rule = ruleFacts(facts, 'measure.native-ha-replication', [{ name: 'acknowledgement latency', value: 'compared with the active instance’s own log write latency', unit: 'no threshold (note only)' }]);

export const nativeHaReplication: MeasureRule = {
  rule,
  evaluate(ctx) {
    const localWrite = all(ctx, 'logWriteLatency');
    const roundTrips = all(ctx, 'nativeHaNetworkRoundTrip');
    return all(ctx, 'nativeHaAckLatency').map((ack) => {
      const who = ack.instance ? `replica ${ack.instance}` : 'a replica';
      const local = localWrite.find((r) => r.queueManager === ack.queueManager);
      const trip = roundTrips.find((r) => r.queueManager === ack.queueManager && r.instance === ack.instance);
      const slower = local !== undefined && ack.value > local.value;
      return finding(rule, {
        severity: 'info',
        title: `Native HA ${who}${ack.queueManager ? ` of ${ack.queueManager}` : ''} acknowledged log writes in ${readableLatency(ack.value)} on average${trip ? ` (network round trip ${readableLatency(trip.value)})` : ''}${local ? `; the active instance’s own log write took ${readableLatency(local.value)}` : ''}`,
        recommended: slower ? `The replication link to ${ack.instance ?? 'this replica'} is slower than the local log disk: see what a replication round trip costs in the HA latency calculator before moving the replicas further apart.` : '',
        why: local
          ? slower
            ? 'Its acknowledgement took longer than the active instance’s own log write, so replication, not the local disk, is the slower part of each log write.'
            : 'Its acknowledgement took no longer than the active instance’s own log write: the local disk, not replication, is the slower part.'
          : 'Paste the active instance’s ibmmq_qmgr_log_write_latency_seconds too to see which is the slower part of a log write.',
        line: ack.lines[0],
        ...(slower ? { calculator: { label: 'HA latency: what the replication round trip costs', href: '/calculators/ha-latency/' } } : {}),
      });
    });
  },
};
