/**
 * The HA latency calculator's measured curves: synchronous replication with added round-trip time,
 * on the MQ Appliance M2001A, M2002A (MQ 9.1 and 9.2) and M2003A and on MQ 9.3 for Linux (RDQM and
 * multi-instance).
 * The numbers are read from the datasets in data/ (bundled at build time); only what each curve
 * applies to and where its tables are printed is written here.
 */
import { buildCurves, bundledReader, type CurveSpec } from './latency-curve-data.ts';
import type { LatencyCurve } from './latency-runs.ts';

const M2002 = 'mq-appliance-m2002';
const M2001 = 'mq-appliance-hadr-m2001';
const M2002_V2 = 'mq-appliance-m2002-v2';
const M2003 = 'mq-appliance-m2003';
const V93 = 'mq-v93-linux';

/** The M2002 report's siting advice: no more than 10 ms between the HA appliances (line 414). */
export const M2002_HA_ADVICE = { maxMs: 10, line: 414 } as const;

const V93_TABLES = [
  { dataset: 'table-12-ha-miqm-rdqm-san', table: '12', lines: [1047, 1056], addedMs: 0 },
  { dataset: 'table-13-ha-miqm-rdqm-1ms', table: '13', lines: [1112, 1121] },
  { dataset: 'table-14-ha-miqm-rdqm-2ms', table: '14', lines: [1152, 1161] },
] as const;

/** In the order the calculator offers them; the first (the M2002 report's own) is the default. */
export const HA_CURVE_SPECS: Readonly<Record<string, CurveSpec>> = {
  m2002: {
    label: 'MQ Appliance M2002A (MQ 9.1, 2018)',
    name: 'M2002A HA pair',
    report: M2002,
    prefix: 'M2002A_HA',
    appliesTo:
      'IBM MQ Appliance M2002A HA pair (MQ 9.1, report of October 2018): 10 queue managers, persistent request/reply over client connections, synchronous replication with a delay inserted in the sending network layer of both appliances (line 416).',
    advice: { maxMs: M2002_HA_ADVICE.maxMs, text: `IBM advised keeping the latency between the two HA appliances to no more than ${M2002_HA_ADVICE.maxMs} ms, preferably within one data centre (line ${M2002_HA_ADVICE.line})` },
    tables: [
      { dataset: 'table-09-ha-vs-nonha-10qm', table: '9', lines: [393, 404], addedMs: 0 },
      { dataset: 'table-11-ha-added-latency', table: '11', lines: [437, 473] },
      { dataset: 'table-10-ha-2ms-latency', table: '10', lines: [425, 435] },
    ],
  },
  m2001: {
    label: 'MQ Appliance M2001A (MQ 9.1, 2018)',
    name: 'M2001A HA pair',
    report: M2001,
    prefix: 'M2001A_HA',
    appliesTo:
      'IBM MQ Appliance M2001A HA pair, the M2002’s predecessor (MQ 9.1, report Version 3.0 of September 2018): 10 queue managers, persistent request/reply over client connections, synchronous replication over a 10Gb copper link with a delay inserted into the sending network layer of both appliances (lines 456-459).',
    advice: { maxMs: 10, text: 'IBM advised siting a pair of HA appliances so that the latency between them is no greater than 10 ms, preferably within the same data centre (mq-appliance-hadr-m2001 lines 450-453)' },
    tables: [
      { dataset: 'table-02-ha-vs-nonha-10qm', table: '2', lines: [419, 428], addedMs: 0 },
      { dataset: 'table-04-ha-added-latency', table: '4', lines: [540, 572] },
      { dataset: 'table-03-ha-2ms-latency', table: '3', lines: [524, 533] },
    ],
  },
  'm2002-v2': {
    label: 'MQ Appliance M2002A (MQ 9.2, 2020)',
    name: 'M2002A HA pair at MQ 9.2',
    report: M2002_V2,
    prefix: 'M2002A_HA',
    appliesTo:
      'IBM MQ Appliance M2002A HA pair two years on, at MQ 9.2 (report Version 2.0 of November 2020): the same 10-queue-manager persistent request/reply test, synchronous replication with a delay inserted into the sending network layer of both appliances (lines 928-931).',
    advice: { maxMs: 10, text: 'IBM advised siting a pair of HA appliances so that the latency between them is no greater than 10 ms, preferably within the same data centre (mq-appliance-m2002-v2 lines 923-926)' },
    tables: [
      { dataset: 'table-06-ha-vs-nonha-10qm', table: '6', lines: [893, 902], addedMs: 0 },
      { dataset: 'table-08-ha-added-latency', table: '8', lines: [1005, 1038] },
      { dataset: 'table-07-ha-2ms-latency', table: '7', lines: [989, 998] },
    ],
  },
  m2003: {
    label: 'MQ Appliance M2003A (MQ 9.3, 2023)',
    name: 'M2003A HA pair',
    report: M2003,
    prefix: 'M2003A_HA',
    appliesTo:
      'IBM MQ Appliance M2003A HA pair (MQ 9.3.2, report of May 2023): 10 queue managers, persistent request/reply, synchronous replication with a round-trip delay added between the appliances (lines 1150-1174).',
    advice: { maxMs: 10, text: 'IBM advises siting a pair of HA appliances no more than 10 ms apart, preferably in one data centre (mq-appliance-m2003 lines 1167-1169)' },
    tables: [
      { dataset: 'table-09-ha-vs-nonha-10qm', table: '9', lines: [1137, 1146], addedMs: 0 },
      { dataset: 'table-10-ha-1ms-latency', table: '10', lines: [1236, 1245] },
      { dataset: 'table-11-ha-added-latency', table: '11', lines: [1252, 1285] },
    ],
  },
  'mq93-rdqm': {
    label: 'MQ 9.3 on Linux, RDQM (2023)',
    name: 'MQ 9.3.4 replicated data queue managers (RDQM)',
    report: V93,
    prefix: 'RDQM',
    appliesTo:
      'IBM MQ 9.3.4 on x86-64 Linux (report of November 2023): persistent request/reply from client machines (RR-CC) to replicated data queue managers on three hosts, synchronous replication over 100Gb links with 500 µs added each way, a 1 ms round trip (lines 1093-1096); 2KB, 20KB and 200KB only. IBM supports RDQM replication links up to 5 ms (line 1084).',
    advice: { maxMs: 5, text: 'IBM supports RDQM replication links with latencies up to 5 ms, and says that much may already be unacceptable to a service level (mq-v93-linux lines 1084-1087)' },
    tables: V93_TABLES,
  },
  'mq93-miqm': {
    label: 'MQ 9.3 on Linux, multi-instance on NFS (2023)',
    name: 'MQ 9.3.4 multi-instance queue manager (MIQM, NFS)',
    report: V93,
    prefix: 'MIQM',
    appliesTo:
      'IBM MQ 9.3.4 on x86-64 Linux (report of November 2023): persistent request/reply from client machines (RR-CC) to a multi-instance queue manager whose files are on an NFS server, with the delay added to the NFS link, a 1 ms round trip for 500 µs each way (lines 1093-1096); 2KB, 20KB and 200KB only.',
    tables: V93_TABLES,
  },
};

/** Every CSV the HA curves read, bundled at build time (a missing one fails the build with its name). */
const BUNDLED = import.meta.glob<string>(
  [
    '../../data/mq-appliance-m2002/table-09-ha-vs-nonha-10qm.csv',
    '../../data/mq-appliance-m2002/table-10-ha-2ms-latency.csv',
    '../../data/mq-appliance-m2002/table-11-ha-added-latency.csv',
    '../../data/mq-appliance-hadr-m2001/table-02-ha-vs-nonha-10qm.csv',
    '../../data/mq-appliance-hadr-m2001/table-03-ha-2ms-latency.csv',
    '../../data/mq-appliance-hadr-m2001/table-04-ha-added-latency.csv',
    '../../data/mq-appliance-m2002-v2/table-06-ha-vs-nonha-10qm.csv',
    '../../data/mq-appliance-m2002-v2/table-07-ha-2ms-latency.csv',
    '../../data/mq-appliance-m2002-v2/table-08-ha-added-latency.csv',
    '../../data/mq-appliance-m2003/table-09-ha-vs-nonha-10qm.csv',
    '../../data/mq-appliance-m2003/table-10-ha-1ms-latency.csv',
    '../../data/mq-appliance-m2003/table-11-ha-added-latency.csv',
    '../../data/mq-v93-linux/table-12-ha-miqm-rdqm-san.csv',
    '../../data/mq-v93-linux/table-13-ha-miqm-rdqm-1ms.csv',
    '../../data/mq-v93-linux/table-14-ha-miqm-rdqm-2ms.csv',
  ],
  { query: '?raw', import: 'default', eager: true },
);
export const HA_BUNDLED_FILES = Object.keys(BUNDLED);

export const HA_CURVES: Readonly<Record<string, LatencyCurve>> = buildCurves(HA_CURVE_SPECS, bundledReader(BUNDLED));
