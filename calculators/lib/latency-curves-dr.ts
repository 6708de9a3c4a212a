/**
 * The DR latency calculator's measured curves: asynchronous replication to a recovery appliance
 * with simulated latency, on the MQ Appliance M2001A, M2002A (MQ 9.1 and 9.2) and M2003A. The numbers are read from
 * the datasets in data/ (bundled at build time); only what each curve applies to and where its
 * tables are printed is written here.
 */
import { buildCurves, bundledReader, type CurveSpec } from './latency-curve-data.ts';
import type { LatencyCurve } from './latency-runs.ts';

/** In the order the calculator offers them; the first (the M2002 report's own) is the default. */
export const DR_CURVE_SPECS: Readonly<Record<string, CurveSpec>> = {
  m2002: {
    label: 'MQ Appliance M2002A (MQ 9.1, 2018)',
    name: 'M2002A',
    report: 'mq-appliance-m2002',
    prefix: 'M2002A_DR',
    appliesTo:
      'IBM MQ Appliance M2002A (MQ 9.1, report of October 2018): 10 queue managers replicating asynchronously to a third appliance over a directly connected 40Gb link, with a delay inserted to simulate distance (lines 522-546).',
    tables: [
      { dataset: 'table-13-dr-vs-nondr-10qm', table: '13', lines: [531, 540], addedMs: 0 },
      { dataset: 'table-14-dr-added-latency', table: '14', lines: [546, 589] },
    ],
  },
  m2001: {
    label: 'MQ Appliance M2001A (MQ 9.1, 2018)',
    name: 'M2001A',
    report: 'mq-appliance-hadr-m2001',
    prefix: 'M2001A_DR',
    appliesTo:
      'IBM MQ Appliance M2001A, the M2002’s predecessor (MQ 9.1, report Version 3.0 of September 2018): 10 queue managers replicating asynchronously to a recovery appliance over a 10Gb fibre link, with simulated latency delays of 10, 20, 50 and 100 ms (lines 846-855); up to 4MB per queue manager in the TCP send buffer can be lost (lines 633-635).',
    tables: [
      { dataset: 'table-07-dr-vs-nondr-10qm', table: '7', lines: [831, 840], addedMs: 0 },
      { dataset: 'table-08-dr-added-latency', table: '8', lines: [858, 900] },
    ],
  },
  'm2002-v2': {
    label: 'MQ Appliance M2002A (MQ 9.2, 2020)',
    name: 'M2002A at MQ 9.2',
    report: 'mq-appliance-m2002-v2',
    prefix: 'M2002A_DR',
    appliesTo:
      'IBM MQ Appliance M2002A two years on, at MQ 9.2 (report Version 2.0 of November 2020): the same 10 queue managers replicating asynchronously to a recovery appliance, with simulated latency delays of 10, 20, 50 and 100 ms (lines 1252-1256).',
    tables: [
      { dataset: 'table-10-dr-vs-nondr-10qm', table: '10', lines: [1234, 1243], addedMs: 0 },
      { dataset: 'table-11-dr-added-latency', table: '11', lines: [1261, 1304] },
    ],
  },
  m2003: {
    label: 'MQ Appliance M2003A (MQ 9.3, 2023)',
    name: 'M2003A',
    report: 'mq-appliance-m2003',
    prefix: 'M2003A_DR',
    appliesTo:
      'IBM MQ Appliance M2003A (MQ 9.3.2, report of May 2023): 10 queue managers replicating asynchronously to a recovery appliance, with simulated latency delays of 10, 20, 50 and 100 ms (lines 1501-1504); up to 4MB per queue manager in the TCP send buffer can be lost (lines 1304-1305).',
    tables: [
      { dataset: 'table-13-dr-vs-nondr-10qm', table: '13', lines: [1479, 1488], addedMs: 0 },
      { dataset: 'table-14-dr-added-latency', table: '14', lines: [1507, 1550] },
    ],
  },
};

/** Every CSV the DR curves read, bundled at build time (a missing one fails the build with its name). */
const BUNDLED = import.meta.glob<string>(
  [
    '../../data/mq-appliance-m2002/table-13-dr-vs-nondr-10qm.csv',
    '../../data/mq-appliance-m2002/table-14-dr-added-latency.csv',
    '../../data/mq-appliance-hadr-m2001/table-07-dr-vs-nondr-10qm.csv',
    '../../data/mq-appliance-hadr-m2001/table-08-dr-added-latency.csv',
    '../../data/mq-appliance-m2002-v2/table-10-dr-vs-nondr-10qm.csv',
    '../../data/mq-appliance-m2002-v2/table-11-dr-added-latency.csv',
    '../../data/mq-appliance-m2003/table-13-dr-vs-nondr-10qm.csv',
    '../../data/mq-appliance-m2003/table-14-dr-added-latency.csv',
  ],
  { query: '?raw', import: 'default', eager: true },
);
export const DR_BUNDLED_FILES = Object.keys(BUNDLED);

export const DR_CURVES: Readonly<Record<string, LatencyCurve>> = buildCurves(DR_CURVE_SPECS, bundledReader(BUNDLED));
