/**
 * Newer IBM measurements of the same question as the M2002 report's latency runs (issue 12): the
 * M2003A appliance (2023) for HA and DR, and MQ 9.3 on Linux (2023) with replicated data queue
 * managers (RDQM) and multi-instance queue managers (MIQM, files on NFS). Each value is as printed
 * on the cited line of ../shared/modern/<report>.txt; tests/unit/calc-latency-modern.test.ts ties
 * every one to its catalogued dataset cell (data/mq-appliance-m2003, data/mq-v93-linux).
 */
import type { LatencyCurve, LatencyRun, MessageBytes } from './latency-runs.ts';

const M2003 = 'mq-appliance-m2003';
const V93 = 'mq-v93-linux';

type Row = [addedMs: number, roundTripsPerSec: number, cpuPct: number, clients: number, singleThreadMs: number | undefined, table: string, line: number];

function runs(report: string, rows: Record<string, Row[]>): Partial<Record<MessageBytes, readonly LatencyRun[]>> {
  const out: Partial<Record<MessageBytes, readonly LatencyRun[]>> = {};
  for (const [size, list] of Object.entries(rows)) {
    out[size as MessageBytes] = list.map(([addedMs, roundTripsPerSec, cpuPct, clients, singleThreadMs, table, line]) => ({
      addedMs,
      roundTripsPerSec,
      cpuPct,
      clients,
      ...(singleThreadMs === undefined ? {} : { singleThreadMs }),
      table,
      line,
      report,
    }));
  }
  return out;
}

/** M2003A HA pair, 10 queue managers (test HA2): Table 9 direct, Table 10 at 1 ms, Table 11 at 2, 5 and 10 ms. */
export const M2003_HA_CURVE: LatencyCurve = {
  label: 'MQ Appliance M2003A (MQ 9.3, 2023)',
  name: 'M2003A HA pair',
  report: M2003,
  appliesTo:
    'IBM MQ Appliance M2003A HA pair (report of 2023): 10 queue managers, persistent request/reply, synchronous replication with a round-trip delay added between the appliances (lines 1150-1174).',
  measured: 'Table 9 direct; Table 10 at 1 ms; Table 11 at 2, 5 and 10 ms',
  advice: { maxMs: 10, text: 'IBM advises siting a pair of HA appliances no more than 10 ms apart, preferably in one data centre (mq-appliance-m2003 lines 1167-1169)' },
  runs: runs(M2003, {
    '256': [
      [0, 160801, 93.95, 300, 0.5, '9', 1139],
      [1, 30654, 14.59, 300, 4.7, '10', 1238],
      [2, 15986, 7.89, 300, 8.7, '11', 1254],
      [5, 6569, 3.57, 300, 20.9, '11', 1267],
      [10, 3311, 1.92, 300, 41.2, '11', 1278],
    ],
    '2048': [
      [0, 147873, 93.44, 300, 0.6, '9', 1140],
      [1, 30662, 16.05, 300, 5.5, '10', 1239],
      [2, 16037, 8.64, 300, 10.5, '11', 1255],
      [5, 6594, 3.91, 300, 25.0, '11', 1268],
      [10, 3331, 2.24, 300, 49.4, '11', 1279],
    ],
    '20480': [
      [0, 90224, 76.86, 280, 0.7, '9', 1141],
      [1, 27726, 19.5, 300, 5.8, '10', 1240],
      [2, 15241, 10.89, 300, 11.0, '11', 1256],
      [5, 6412, 5.17, 300, 26.4, '11', 1269],
      [10, 3673, 3.29, 300, 51.9, '11', 1280],
    ],
    '204800': [
      [0, 10679, 21.64, 120, 1.3, '9', 1142],
      [1, 7557, 15.75, 120, 6.4, '10', 1241],
      [2, 4853, 9.96, 120, 11.5, '11', 1257],
      [5, 2198, 4.6, 120, 27.0, '11', 1270],
      [10, 1143, 2.61, 120, 52.7, '11', 1281],
    ],
  }),
};

/** MQ 9.3 on Linux, RR-CC with replicated data queue managers: Table 12 direct, Table 13 at 1 ms, Table 14 at 2 ms. */
export const MQ93_RDQM_HA_CURVE: LatencyCurve = {
  label: 'MQ 9.3 on Linux, RDQM (2023)',
  name: 'MQ 9.3.4 replicated data queue managers (RDQM)',
  report: V93,
  appliesTo:
    'IBM MQ 9.3.4 on x86-64 Linux (report of 2023): persistent request/reply from client machines (RR-CC) to replicated data queue managers on three hosts, synchronous replication over 100Gb links with 500 µs added each way, a 1 ms round trip (lines 1093-1096); 2KB, 20KB and 200KB only. IBM supports RDQM replication links up to 5 ms (line 1084).',
  measured: 'Table 12 direct; Table 13 at 1 ms; Table 14 at 2 ms',
  advice: { maxMs: 5, text: 'IBM supports RDQM replication links with latencies up to 5 ms, and says that much may already be unacceptable to a service level (mq-v93-linux lines 1084-1087)' },
  runs: runs(V93, {
    '2048': [
      [0, 94137, 80.04, 540, undefined, '12', 1049],
      [1, 33366, 33.02, 600, undefined, '13', 1114],
      [2, 25114, 26.51, 600, undefined, '14', 1154],
    ],
    '20480': [
      [0, 29762, 31.3, 300, undefined, '12', 1050],
      [1, 8232, 13.39, 300, undefined, '13', 1115],
      [2, 6934, 11.66, 300, undefined, '14', 1155],
    ],
    '204800': [
      [0, 4098, 14.32, 150, undefined, '12', 1051],
      [1, 1025, 6.71, 150, undefined, '13', 1116],
      [2, 902, 5.64, 105, undefined, '14', 1156],
    ],
  }),
};

/** MQ 9.3 on Linux, RR-CC with a multi-instance queue manager on NFS: the same tables, the delay on the NFS link. */
export const MQ93_MIQM_HA_CURVE: LatencyCurve = {
  label: 'MQ 9.3 on Linux, multi-instance on NFS (2023)',
  name: 'MQ 9.3.4 multi-instance queue manager (MIQM, NFS)',
  report: V93,
  appliesTo:
    'IBM MQ 9.3.4 on x86-64 Linux (report of 2023): persistent request/reply from client machines (RR-CC) to a multi-instance queue manager whose files are on an NFS server, with the delay added to the NFS link, a 1 ms round trip for 500 µs each way (lines 1093-1096); 2KB, 20KB and 200KB only.',
  measured: 'Table 12 direct; Table 13 at 1 ms; Table 14 at 2 ms',
  runs: runs(V93, {
    '2048': [
      [0, 58824, 46.64, 420, undefined, '12', 1049],
      [1, 29219, 27.27, 540, undefined, '13', 1114],
      [2, 17490, 17.87, 480, undefined, '14', 1154],
    ],
    '20480': [
      [0, 13997, 16.18, 270, undefined, '12', 1050],
      [1, 6630, 9.32, 300, undefined, '13', 1115],
      [2, 4527, 7.06, 300, undefined, '14', 1155],
    ],
    '204800': [
      [0, 1846, 7.55, 150, undefined, '12', 1051],
      [1, 935, 4.89, 120, undefined, '13', 1116],
      [2, 577, 3.25, 135, undefined, '14', 1156],
    ],
  }),
};

/** M2003A with 10 queue managers replicating to a DR appliance: Table 13 direct, Table 14 at 10, 20, 50 and 100 ms. */
export const M2003_DR_CURVE: LatencyCurve = {
  label: 'MQ Appliance M2003A (MQ 9.3, 2023)',
  name: 'M2003A',
  report: M2003,
  appliesTo:
    'IBM MQ Appliance M2003A (report of 2023): 10 queue managers replicating asynchronously to a recovery appliance, with simulated latency delays of 10, 20, 50 and 100 ms (lines 1501-1504); up to 4MB per queue manager in the TCP send buffer can be lost (lines 1304-1305).',
  measured: 'Table 13 direct; Table 14 at 10, 20, 50 and 100 ms',
  runs: runs(M2003, {
    '256': [
      [0, 158764, 89.68, 300, 0.4, '13', 1481],
      [10, 152075, 86.12, 300, 0.3, '14', 1509],
      [20, 154425, 86.58, 300, 0.3, '14', 1521],
      [50, 114343, 53.44, 280, 0.4, '14', 1533],
      [100, 48179, 17.49, 220, 0.9, '14', 1543],
    ],
    '2048': [
      [0, 144292, 88.51, 300, 0.4, '13', 1482],
      [10, 136400, 83, 300, 0.4, '14', 1510],
      [20, 133902, 78.16, 280, 0.4, '14', 1522],
      [50, 39857, 17.41, 140, 0.6, '14', 1534],
      [100, 25095, 9.72, 260, 1.2, '14', 1544],
    ],
    '20480': [
      [0, 90944, 79.61, 240, 0.5, '13', 1483],
      [10, 41171, 29.26, 300, 0.5, '14', 1511],
      [20, 18581, 10.72, 240, 0.5, '14', 1523],
      [50, 7484, 5.09, 180, 1.4, '14', 1535],
      [100, 3459, 2.1, 140, 2.7, '14', 1545],
    ],
    '204800': [
      [0, 11227, 27.74, 120, 1.1, '13', 1484],
      [10, 4617, 9.65, 100, 1.7, '14', 1512],
      [20, 2514, 5.26, 110, 3.2, '14', 1524],
      [50, 651, 1.62, 120, 7.7, '14', 1536],
      [100, 385, 1.04, 100, 14.5, '14', 1546],
    ],
  }),
};
