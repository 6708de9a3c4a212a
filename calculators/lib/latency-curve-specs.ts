/**
 * Which measured curves the HA and DR latency calculators offer, and where each one's runs are
 * printed: synchronous HA replication with added round-trip time on the MQ Appliance M2001A,
 * M2002A (MQ 9.1 and 9.2) and M2003A and on MQ 9.3 for Linux (RDQM and multi-instance), and
 * asynchronous DR replication with simulated latency on the same four appliances. Only what each
 * curve applies to and which tables hold its runs is written here: the numbers are read from the
 * datasets in data/ at build time (latency-curves-module.ts), never typed.
 */
import type { CurveSpec, CurveTable } from './latency-curve-data.ts';
import { M2002_HA_ADVICE } from './latency-runs.ts';

/** An appliance both calculators offer: its option label, its model (the column prefix's first part) and its report. */
interface Appliance {
  label: string;
  model: string;
  /** How sentences name this appliance beside the model, e.g. " at MQ 9.2". */
  suffix?: string;
  report: string;
}

const APPLIANCES = {
  m2002: { label: 'MQ Appliance M2002A (MQ 9.1, 2018)', model: 'M2002A', report: 'mq-appliance-m2002' },
  m2001: { label: 'MQ Appliance M2001A (MQ 9.1, 2018)', model: 'M2001A', report: 'mq-appliance-hadr-m2001' },
  'm2002-v2': { label: 'MQ Appliance M2002A (MQ 9.2, 2020)', model: 'M2002A', suffix: ' at MQ 9.2', report: 'mq-appliance-m2002-v2' },
  m2003: { label: 'MQ Appliance M2003A (MQ 9.3, 2023)', model: 'M2003A', report: 'mq-appliance-m2003' },
} as const satisfies Record<string, Appliance>;

type ApplianceId = keyof typeof APPLIANCES;

/** The directly connected runs' table: every row is at 0 ms added. */
function direct(dataset: string, table: string, lines: readonly [number, number]): CurveTable {
  return { dataset, table, lines, addedMs: 0 };
}

/** An appliance curve: HA runs are named "<model> HA pair", DR runs by the model alone; the columns are "<model>_HA_…" or "<model>_DR_…". */
function appliance(id: ApplianceId, kind: 'HA' | 'DR', rest: Pick<CurveSpec, 'appliesTo' | 'advice' | 'tables'>): CurveSpec {
  const a: Appliance = APPLIANCES[id];
  const name = kind === 'HA' ? `${a.model} HA pair${a.suffix ?? ''}` : `${a.model}${a.suffix ?? ''}`;
  return { label: a.label, name, report: a.report, prefix: `${a.model}_${kind}`, ...rest };
}

/** IBM's siting advice for an HA pair of appliances, as each appliance report words it. */
function sitingAdvice(text: string): CurveSpec['advice'] {
  return { maxMs: 10, text };
}

const V93 = 'mq-v93-linux';
const V93_TABLES = [
  direct('table-12-ha-miqm-rdqm-san', '12', [1047, 1056]),
  { dataset: 'table-13-ha-miqm-rdqm-1ms', table: '13', lines: [1112, 1121] },
  { dataset: 'table-14-ha-miqm-rdqm-2ms', table: '14', lines: [1152, 1161] },
] as const;

/** HA curves in the order the calculator offers them; the first (the M2002 report's own) is the default. */
export const HA_CURVE_SPECS: Readonly<Record<string, CurveSpec>> = {
  m2002: appliance('m2002', 'HA', {
    appliesTo:
      'IBM MQ Appliance M2002A HA pair (MQ 9.1, report of October 2018): 10 queue managers, persistent request/reply over client connections, synchronous replication with a delay inserted in the sending network layer of both appliances (line 416).',
    advice: sitingAdvice(`IBM advised keeping the latency between the two HA appliances to no more than ${M2002_HA_ADVICE.maxMs} ms, preferably within one data centre (line ${M2002_HA_ADVICE.line})`),
    tables: [
      direct('table-09-ha-vs-nonha-10qm', '9', [393, 404]),
      { dataset: 'table-11-ha-added-latency', table: '11', lines: [437, 473] },
      { dataset: 'table-10-ha-2ms-latency', table: '10', lines: [425, 435] },
    ],
  }),
  m2001: appliance('m2001', 'HA', {
    appliesTo:
      'IBM MQ Appliance M2001A HA pair, the M2002’s predecessor (MQ 9.1, report Version 3.0 of September 2018): 10 queue managers, persistent request/reply over client connections, synchronous replication over a 10Gb copper link with a delay inserted into the sending network layer of both appliances (lines 456-459).',
    advice: sitingAdvice('IBM advised siting a pair of HA appliances so that the latency between them is no greater than 10 ms, preferably within the same data centre (mq-appliance-hadr-m2001 lines 450-453)'),
    tables: [
      direct('table-02-ha-vs-nonha-10qm', '2', [419, 428]),
      { dataset: 'table-04-ha-added-latency', table: '4', lines: [540, 572] },
      { dataset: 'table-03-ha-2ms-latency', table: '3', lines: [524, 533] },
    ],
  }),
  'm2002-v2': appliance('m2002-v2', 'HA', {
    appliesTo:
      'IBM MQ Appliance M2002A HA pair two years on, at MQ 9.2 (report Version 2.0 of November 2020): the same 10-queue-manager persistent request/reply test, synchronous replication with a delay inserted into the sending network layer of both appliances (lines 928-931).',
    advice: sitingAdvice('IBM advised siting a pair of HA appliances so that the latency between them is no greater than 10 ms, preferably within the same data centre (mq-appliance-m2002-v2 lines 923-926)'),
    tables: [
      direct('table-06-ha-vs-nonha-10qm', '6', [893, 902]),
      { dataset: 'table-08-ha-added-latency', table: '8', lines: [1005, 1038] },
      { dataset: 'table-07-ha-2ms-latency', table: '7', lines: [989, 998] },
    ],
  }),
  m2003: appliance('m2003', 'HA', {
    appliesTo:
      'IBM MQ Appliance M2003A HA pair (MQ 9.3.2, report of May 2023): 10 queue managers, persistent request/reply, synchronous replication with a round-trip delay added between the appliances (lines 1150-1174).',
    advice: sitingAdvice('IBM advises siting a pair of HA appliances no more than 10 ms apart, preferably in one data centre (mq-appliance-m2003 lines 1167-1169)'),
    tables: [
      direct('table-09-ha-vs-nonha-10qm', '9', [1137, 1146]),
      { dataset: 'table-10-ha-1ms-latency', table: '10', lines: [1236, 1245] },
      { dataset: 'table-11-ha-added-latency', table: '11', lines: [1252, 1285] },
    ],
  }),
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

/** DR curves in the order the calculator offers them; the first (the M2002 report's own) is the default. */
export const DR_CURVE_SPECS: Readonly<Record<string, CurveSpec>> = {
  m2002: appliance('m2002', 'DR', {
    appliesTo:
      'IBM MQ Appliance M2002A (MQ 9.1, report of October 2018): 10 queue managers replicating asynchronously to a third appliance over a directly connected 40Gb link, with a delay inserted to simulate distance (lines 522-546).',
    tables: [direct('table-13-dr-vs-nondr-10qm', '13', [531, 540]), { dataset: 'table-14-dr-added-latency', table: '14', lines: [546, 589] }],
  }),
  m2001: appliance('m2001', 'DR', {
    appliesTo:
      'IBM MQ Appliance M2001A, the M2002’s predecessor (MQ 9.1, report Version 3.0 of September 2018): 10 queue managers replicating asynchronously to a recovery appliance over a 10Gb fibre link, with simulated latency delays of 10, 20, 50 and 100 ms (lines 846-855); up to 4MB per queue manager in the TCP send buffer can be lost (lines 633-635).',
    tables: [direct('table-07-dr-vs-nondr-10qm', '7', [831, 840]), { dataset: 'table-08-dr-added-latency', table: '8', lines: [858, 900] }],
  }),
  'm2002-v2': appliance('m2002-v2', 'DR', {
    appliesTo:
      'IBM MQ Appliance M2002A two years on, at MQ 9.2 (report Version 2.0 of November 2020): the same 10 queue managers replicating asynchronously to a recovery appliance, with simulated latency delays of 10, 20, 50 and 100 ms (lines 1252-1256).',
    tables: [direct('table-10-dr-vs-nondr-10qm', '10', [1234, 1243]), { dataset: 'table-11-dr-added-latency', table: '11', lines: [1261, 1304] }],
  }),
  m2003: appliance('m2003', 'DR', {
    appliesTo:
      'IBM MQ Appliance M2003A (MQ 9.3.2, report of May 2023): 10 queue managers replicating asynchronously to a recovery appliance, with simulated latency delays of 10, 20, 50 and 100 ms (lines 1501-1504); up to 4MB per queue manager in the TCP send buffer can be lost (lines 1304-1305).',
    tables: [direct('table-13-dr-vs-nondr-10qm', '13', [1479, 1488]), { dataset: 'table-14-dr-added-latency', table: '14', lines: [1507, 1550] }],
  }),
};
