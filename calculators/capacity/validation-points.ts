/**
 * The IBM measurements the capacity model is calibrated on and validated against (issue 43, item 3):
 * each point is one catalogued cell (dataset `<report>/<table>`, row, column, report line), the value
 * measured there, and the model's parameters for that test built the way a USER's readings would give
 * them: the log device's latency from its single-requester reading (what amqsrua's "log - write
 * latency" shows with one application), the bandwidth by a named rule, the host's cores from the
 * report's hardware list, the message size and requesters from the row. What no reading of that test
 * gives is a constant of calculators/simulator/capacity-constants.json, CALIBRATED on the points whose
 * role is 'calibration' (calculators/capacity/calibrate.ts) or ASSUMED with its basis there.
 *
 * Families (each a kind of set-up the capacity answer may be offered for):
 * - linux-2017-devices: MQ 9.0.4, one queue manager in bindings on six log devices (mq-linux-persistent
 *   Tables 12-14), log MB/s and write latency by requesters and message size;
 * - v93-filesystems: MQ 9.3 RR-BB (bindings) peaks on SSD, SAN and NFS (mq-v93-linux Table 7);
 * - v93-ha: MQ 9.3.4 RR-CC (client) peaks of RDQM, MIQM and SAN at 0, 1 and 2 ms added (Tables 12-14);
 * - nativeha-cores: MQ 9.3.3 Native HA and single instance on OpenShift by CPU cores (scaling data).
 *
 * Reads data/ with node:fs: build and test time only (the page renders validation.json at build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../lib/csv.ts';
import type { ModelParams } from './surrogate.ts';
import { nfsOnlyLog } from './nfs-only-log.ts';
import constantsFile from '../simulator/capacity-constants.json' with { type: 'json' };

export type FamilyId = 'linux-2017-devices' | 'v93-filesystems' | 'v93-ha' | 'nativeha-cores';
export type Role = 'calibration' | 'validation';
/**
 * What a point measures: round trips/s; the log's MiB/s (the 2017 report's "MB/s", read as MiB/s as
 * the linux-nfs-1g preset does); the mean log write time (µs); CPU% of the host at the measured rate.
 */
export type Metric = 'roundTripsPerSec' | 'logMiBps' | 'meanLogWriteUs' | 'cpuPct';

export const FAMILIES: Record<FamilyId, { title: string; report: string }> = {
  'linux-2017-devices': { title: 'MQ 9.0.4 on Linux, one queue manager in bindings, six log devices (2017)', report: 'mq-linux-persistent' },
  'v93-filesystems': { title: 'MQ 9.3 on Linux, RR-BB (bindings) peaks, log on SSD, SAN or NFS', report: 'mq-v93-linux' },
  'v93-ha': { title: 'MQ 9.3.4 on Linux, RR-CC (client) peaks, RDQM, MIQM and SAN at 0, 1 and 2 ms added', report: 'mq-v93-linux' },
  'nativeha-cores': { title: 'MQ 9.3.3 Native HA and single instance on OpenShift 4.12, by CPU cores', report: 'mq-nativeha-ocp412' },
};

/** The capacity constants file (its shape, as read here). */
export type CapacityConstants = typeof constantsFile;

export interface ValidationPoint {
  /** Stable id: family/set-up/size/load/metric. */
  id: string;
  family: FamilyId;
  role: Role;
  metric: Metric;
  /** `<report>/<dataset>` as in data/. */
  dataset: string;
  /** Key columns of the one row the value is in. */
  row: Record<string, string | number>;
  column: string;
  /** Line of ../shared/reports or ../shared/modern where the value is printed. */
  line: number;
  measured: number;
  /** For cpuPct: the round trips/s the CPU was measured at (same row), which the model's CPU is taken at. */
  atRate?: number;
  /** The model's parameters for this test, from the constants given (the calibration varies them). */
  params: (c: CapacityConstants) => ModelParams;
  /** The test's set-up as the parameters read it, with report lines. */
  setUp: string;
}

const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

/** A catalogued CSV's rows as name → raw cell, with each row's CSV line. */
export function readRows(dataset: string, dataDir: string = DATA_DIR): { line: number; cells: Record<string, string> }[] {
  const [report, id] = dataset.split('/');
  const file = join(dataDir, report!, `${id}.csv`);
  const csv = parseCsv(readFileSync(file, 'utf8'), `data/${dataset}.csv`);
  return csv.records.map((r) => ({ line: r.line, cells: Object.fromEntries(csv.header.map((h, i) => [h, r.cells[i] ?? ''])) }));
}

/** The number in the one row matching `row`, column `column`: a point cites exactly one cell. */
export function cellValue(dataset: string, row: Record<string, string | number>, column: string, dataDir?: string): number {
  const rows = readRows(dataset, dataDir).filter((r) => Object.entries(row).every(([k, v]) => r.cells[k] === String(v)));
  if (rows.length !== 1) throw new Error(`data/${dataset}.csv: ${JSON.stringify(row)} matches ${rows.length} rows (a point cites exactly one)`);
  const raw = rows[0]!.cells[column];
  if (raw === undefined || raw === '' || !Number.isFinite(Number(raw))) throw new Error(`data/${dataset}.csv: ${JSON.stringify(row)} has no number in "${column}"`);
  return Number(raw);
}

/** mqsim's parameters that no family varies: MQ's defaults and the model's run settings. */
function base(c: CapacityConstants): ModelParams {
  return {
    qms: 1,
    requesters: 60,
    responders: 200,
    msgBytes: 2048,
    cpuCores: c.assumed.cpuCores.value,
    cpuUsPerCall: c.assumed.cpuUsPerCall.value,
    cpuUsPerKiB: c.assumed.cpuUsPerKiB.value,
    apiLatencyUs: 0,
    serviceCv: c.assumed.serviceCv.value,
    logBufferPages: c.assumed.logBufferPages.value,
    tripleWrite: 1,
    logLatencyUs: 100,
    logBandwidthMBps: c.assumed.logBandwidthMBps.value,
    logUsPerRecord: c.assumed.logUsPerRecord.value,
    replication: 0,
    replAckUs: 0,
    replCpuUsPerWrite: 0,
    replCpuUsPerKiB: 0,
    rttMs: 0,
    replRoundTrips: 1,
    replBandwidthMBps: 5000,
    replWindowBytes: 0,
  };
}

type Hosts = CapacityConstants['calibration']['hosts'];
type Devices = CapacityConstants['calibration']['devices'];
function host<K extends keyof Hosts>(c: CapacityConstants, id: K): Hosts[K] {
  return c.calibration.hosts[id];
}
function device<K extends keyof Devices>(c: CapacityConstants, id: K): Devices[K] {
  return c.calibration.devices[id];
}

// ---------------------------------------------------------------------------------------------
// linux-2017-devices: mq-linux-persistent Tables 12-14 (../shared/reports/mq-linux-persistent.txt)

const R2017 = 'mq-linux-persistent';
const DEVICES_2017 = ['Local HDD', 'SAN', 'NFS-1G', 'NFS-1GR', 'NFS-10G', 'NFS-10GR'] as const;
export type Device2017 = (typeof DEVICES_2017)[number];
const TABLES_2017 = [
  { size: '2KiB', bytes: 2048, dataset: `${R2017}/table-12-2kib-results-all-file-systems`, rows: [[1, 944], [60, 947], [180, 950]] },
  { size: '20KiB', bytes: 20480, dataset: `${R2017}/table-13-20kib-results-all-file-systems`, rows: [[1, 957], [60, 960], [180, 963]] },
  { size: '200KiB', bytes: 204800, dataset: `${R2017}/table-14-200kib-results-all-file-systems`, rows: [[1, 970], [18, 973], [60, 976]] },
] as const;
/** The block of three printed lines per requesters row: MB/s, then latency, then write size. */
const LINE_OFFSET_2017 = { mb_per_s: 0, latency_us: 1, write_size_kb: 2 } as const;
const KIB = 1024;
const MB = 1e6;

/**
 * A 2017 device as a user's readings give it: the write latency and write size amqsrua shows with a
 * single requester of 2 KiB messages (Table 12's 1-requester row), and the device's bandwidth
 * (mqldt at a large block size in the user's case; here CALIBRATED on the device's 20 KiB,
 * 180-requester MB/s, its largest-write row of Table 13). The fixed latency is the reading less the
 * transfer of the write it was measured on.
 */
export function device2017(c: CapacityConstants, name: Device2017): { logLatencyUs: number; logBandwidthMBps: number } {
  const ds = TABLES_2017[0].dataset;
  const latency = cellValue(ds, { requesters: 1, file_system: name }, 'latency_us');
  const writeKiB = cellValue(ds, { requesters: 1, file_system: name }, 'write_size_kb');
  const bw = c.calibration.devices[`${R2017}/${name}`].logBandwidthMBps;
  return { logLatencyUs: Math.max(0, latency - (writeKiB * KIB * 1e6) / (bw * MB)), logBandwidthMBps: bw };
}

function linux2017Points(): ValidationPoint[] {
  const points: ValidationPoint[] = [];
  for (const t of TABLES_2017) {
    for (const [requesters, firstLine] of t.rows) {
      for (const dev of DEVICES_2017) {
        const row = { requesters, file_system: dev };
        const metrics: [Metric, keyof typeof LINE_OFFSET_2017][] = [['logMiBps', 'mb_per_s'], ['meanLogWriteUs', 'latency_us']];
        for (const [metric, column] of metrics) {
          // The single requester's MB/s is not compared: its writes are one or two 4 KiB pages, each
          // commit rewriting its partly filled page (and TripleWrite's extra page), so the device's bytes
          // are up to twice the log's; the model counts log bytes (IBM's record sizes).
          if (requesters === 1 && metric === 'logMiBps') continue;
          // The device's readings (Table 12, 1 requester) and its bandwidth's calibration row (Table 13, 180 requesters).
          const input = t.size === '2KiB' && requesters === 1;
          const bwRow = t.size === '20KiB' && requesters === 180;
          // The logger's time per record: SAN with 2 KiB messages at 180 requesters, where the report
          // says MQ, not the device, limits the bytes a second (line 703).
          const recordRow = t.size === '2KiB' && requesters === 180 && dev === 'SAN' && metric === 'logMiBps';
          points.push({
            id: `linux-2017-devices/${dev}/${t.size}/${requesters}/${metric}`,
            family: 'linux-2017-devices',
            role: input || bwRow || recordRow ? 'calibration' : 'validation',
            metric,
            dataset: t.dataset,
            row,
            column,
            line: firstLine + LINE_OFFSET_2017[column],
            measured: cellValue(t.dataset, row, column),
            params: (c) => {
              const h = host(c, R2017);
              return { ...base(c), ...device2017(c, dev), msgBytes: t.bytes, requesters, responders: h.responders, cpuCores: h.cpuCores, cpuUsPerCall: h.cpuUsPerCall, logUsPerRecord: h.logUsPerRecord, logBufferPages: 4096 };
            },
            setUp:
              `${dev}, ${t.size} messages, ${requesters} requester(s) in bindings (line 527), 600 responders (line 528: 200 or 600 by the largest number of requesters), 28 cores (x3550 2x14, line 985), ` +
              `LogBufferPages=4096 (best practice 6, line 401, applied per line 531), TripleWrite (line 1009); device latency from Table 12's 1-requester row (line 944-945), bandwidth calibrated on Table 13's 180-requester MB/s (line 963)`,
          });
        }
      }
    }
  }
  // The host's CPU per MQI call: Table 1's persistent peak and its CPU (a CPU share with the MQI rate, as amqsrua gives them).
  const t1 = `${R2017}/table-01-peak-2k-round-trips`;
  const t1row = { configuration: 'Persistent-2' };
  points.push({
    id: 'linux-2017-devices/table-1/Persistent-2/cpuPct',
    family: 'linux-2017-devices',
    role: 'calibration',
    metric: 'cpuPct',
    dataset: t1,
    row: t1row,
    column: 'cpu_utilisation_pct',
    line: 170,
    measured: cellValue(t1, t1row, 'cpu_utilisation_pct'),
    atRate: cellValue(t1, t1row, 'peak_round_trips_per_s'),
    params: (c) => {
      const h = host(c, R2017);
      return { ...base(c), msgBytes: 2048, requesters: 120, responders: 200, cpuCores: 24, cpuUsPerCall: h.cpuUsPerCall, logUsPerRecord: h.logUsPerRecord, logBufferPages: 4096 };
    },
    setUp: '2 KiB persistent round trips, 120 requesters, 1 GB log file set (lines 170, 180), on the "2x12 Core Server" of Table 1 (line 172): 24 cores',
  });
  return points;
}

// ---------------------------------------------------------------------------------------------
// v93-filesystems: mq-v93-linux Table 7 (../shared/modern/mq-v93-linux.txt lines 753-769)

const R93 = 'mq-v93-linux';
const T7 = `${R93}/table-07-persistent-ssd-san-nfs`;
const SIZES_93 = [['2KB', 2048], ['20KB', 20480], ['200KB', 204800], ['2MB', 2097152]] as const;
const FS_93 = ['SSD', 'SAN', 'NFS'] as const;
/** Table 7's printed lines: 2KB SSD is line 756, then SAN, NFS, then the next size. */
const t7Line = (sizeIndex: number, fsIndex: number) => 756 + sizeIndex * 3 + fsIndex;
/** Which Table 7 cells calibrate a device: its latency on the 2KB rate, its bandwidth on the 200KB rate; the host's CPU per call on SSD 2KB's CPU. */
const T7_CALIBRATION = new Set(['SSD/2KB/roundTripsPerSec', 'SAN/2KB/roundTripsPerSec', 'NFS/2KB/roundTripsPerSec', 'SSD/200KB/roundTripsPerSec', 'SAN/200KB/roundTripsPerSec', 'NFS/200KB/roundTripsPerSec', 'SSD/2KB/cpuPct']);

/** Server 1 of the 9.3 report, bindings: 2 x 16 cores (line 1212), LogBufferPages=4096 and TripleWrite (lines 1430, 1435). */
function v93Bindings(c: CapacityConstants, fs: (typeof FS_93)[number], msgBytes: number, clients: number): ModelParams {
  const h = host(c, `${R93}/bindings`);
  const d = device(c, `${R93}/${fs}`);
  return {
    ...base(c),
    msgBytes,
    requesters: clients,
    responders: clients,
    cpuCores: h.cpuCores,
    cpuUsPerCall: h.cpuUsPerCall,
    logBufferPages: 4096,
    logLatencyUs: d.logLatencyUs,
    logBandwidthMBps: d.logBandwidthMBps,
  };
}

function v93FilesystemPoints(): ValidationPoint[] {
  const points: ValidationPoint[] = [];
  SIZES_93.forEach(([size, bytes], si) => {
    FS_93.forEach((fs, fi) => {
      const row = { message_size: size, filesystem: fs };
      const clients = cellValue(T7, row, 'clients');
      const rate = cellValue(T7, row, 'max_rate_rt_per_s');
      for (const [metric, column] of [['roundTripsPerSec', 'max_rate_rt_per_s'], ['cpuPct', 'cpu_pct']] as const) {
        points.push({
          id: `v93-filesystems/${fs}/${size}/${metric}`,
          family: 'v93-filesystems',
          role: T7_CALIBRATION.has(`${fs}/${size}/${metric}`) ? 'calibration' : 'validation',
          metric,
          dataset: T7,
          row,
          column,
          line: t7Line(si, fi),
          measured: cellValue(T7, row, column),
          ...(metric === 'cpuPct' ? { atRate: rate } : {}),
          params: (c) => v93Bindings(c, fs, bytes, clients),
          setUp: `RR-BB: requesters and responders in bindings (line 743-744), ${clients} requesters (Table 7's Clients), a waiting responder for each (line 450-451), ${size}, log on ${fs} (lines 744-749), Server 1: 2 x 16 cores (line 1212), LogBufferPages=4096, TripleWrite (lines 1430, 1435)`,
        });
      }
    });
  });
  return points;
}

// ---------------------------------------------------------------------------------------------
// v93-ha: mq-v93-linux Tables 12-14 (RR-CC)

const HA_TABLES = [
  { added: 0, dataset: `${R93}/table-12-ha-miqm-rdqm-san`, line: 1049, types: ['MIQM', 'RDQM', 'SAN'] },
  { added: 1, dataset: `${R93}/table-13-ha-miqm-rdqm-1ms`, line: 1114, types: ['MIQM', 'RDQM'] },
  { added: 2, dataset: `${R93}/table-14-ha-miqm-rdqm-2ms`, line: 1154, types: ['MIQM', 'RDQM'] },
] as const;
type HaColumn = 'MIQM' | 'RDQM' | 'SAN';
/**
 * The HA family's calibration cells, all with nothing added on the HA links: the client-mode CPU per
 * call on SAN 2KB's CPU; RDQM's partner acknowledgement on its 2KB rate, its CPU per replicated write
 * on its 2KB CPU, its replication bandwidth on its 200KB rate; MIQM's NFS server (a host of its own,
 * not Table 7's) as a device is calibrated like Table 7's: its write time on the 2KB rate, its
 * bandwidth on the 200KB rate. Nothing is fitted at 1 or 2 ms: what an added round trip costs follows
 * from the link's structure (one round trip for the acknowledgement plus one per 1 MiB piece,
 * capacity-constants.json replication), so every rate with a delay added is out of sample.
 */
const HA_CALIBRATION = new Set(['SAN/0/2KB/cpuPct', 'RDQM/0/2KB/roundTripsPerSec', 'RDQM/0/2KB/cpuPct', 'RDQM/0/200KB/roundTripsPerSec', 'MIQM/0/2KB/roundTripsPerSec', 'MIQM/0/200KB/roundTripsPerSec']);

/**
 * RR-CC on the 9.3.4 HA set-up: client requesters and responders on two other hosts over 100Gb
 * (line 410), the same Server 1 host type (line 1256). RDQM's DRBD volume is on the same NVMe SSDs
 * as Table 7's SSD (lines 1330-1331) and replicates synchronously over a separate 100Gb link; SAN is
 * Table 7's SAN (the same SAN infrastructure, lines 1223-1224 and 1271-1272). MIQM's log is written
 * only on an NFS server across the HA link (lines 1288-1291): no local write, the NFS server's write
 * time and throughput as the link's (replAckUs, replBandwidthMBps), and an added delay paid per NFS
 * round trip like RDQM's, so the model's replication path carries it (nfs-only-log.ts).
 */
function v93Ha(c: CapacityConstants, type: HaColumn, added: number, msgBytes: number, clients: number): ModelParams {
  const h = host(c, `${R93}/client`);
  const dev = device(c, `${R93}/${type === 'RDQM' ? 'SSD' : type === 'MIQM' ? 'NFS' : 'SAN'}`);
  const p: ModelParams = {
    ...base(c),
    msgBytes,
    requesters: clients,
    responders: Math.min(2000, clients),
    cpuCores: h.cpuCores,
    cpuUsPerCall: h.cpuUsPerCall,
    apiLatencyUs: h.apiLatencyUs,
    logBufferPages: 4096,
    logLatencyUs: dev.logLatencyUs,
    logBandwidthMBps: dev.logBandwidthMBps,
  };
  if (type === 'RDQM') {
    const r = c.replication.rdqm;
    return { ...p, replication: 1, replAckUs: r.replAckUs, replRoundTrips: r.replRoundTrips, replCpuUsPerWrite: r.replCpuUsPerWrite, replCpuUsPerKiB: r.replCpuUsPerKiB, rttMs: added, replBandwidthMBps: r.replBandwidthMBps, replWindowBytes: r.replWindowBytes };
  }
  if (type === 'MIQM') {
    const m = c.replication.miqm;
    return nfsOnlyLog(p, { writeUs: m.replAckUs, bandwidthMBps: m.replBandwidthMBps, replRoundTrips: m.replRoundTrips, replWindowBytes: m.replWindowBytes }, added);
  }
  return p;
}

function v93HaPoints(): ValidationPoint[] {
  const points: ValidationPoint[] = [];
  for (const t of HA_TABLES) {
    SIZES_93.slice(0, 3).forEach(([size, bytes], si) => {
      const row = { message_size: size };
      for (const type of t.types) {
        const clients = cellValue(t.dataset, row, `${type}_clients`);
        const rate = cellValue(t.dataset, row, `${type}_max_rate_rt_per_s`);
        for (const [metric, suffix] of [['roundTripsPerSec', 'max_rate_rt_per_s'], ['cpuPct', 'cpu_pct']] as const) {
          const column = `${type}_${suffix}`;
          points.push({
            id: `v93-ha/${type}/${t.added}ms/${size}/${metric}`,
            family: 'v93-ha',
            role: HA_CALIBRATION.has(`${type}/${t.added}/${size}/${metric}`) ? 'calibration' : 'validation',
            metric,
            dataset: t.dataset,
            row,
            column,
            line: t.line + si,
            measured: cellValue(t.dataset, row, column),
            ...(metric === 'cpuPct' ? { atRate: rate } : {}),
            params: (c) => v93Ha(c, type, t.added, bytes, clients),
            setUp: `RR-CC: client requesters and responders on two other hosts (line 410), ${clients} requesters (the table's Clients), ${size}, ${type}${t.added ? ` with ${t.added} ms added on the HA links (line ${t.added === 1 ? 1095 : 1148})` : ''}; Server 1: 2 x 16 cores (line 1212), LogBufferPages=4096, TripleWrite (lines 1430, 1435)`,
          });
        }
      }
    });
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// nativeha-cores: mq-nativeha-ocp412 scaling-by-cpu-cores (../shared/modern/mq-nativeha-ocp412.txt)

const NHA = 'mq-nativeha-ocp412/scaling-by-cpu-cores';
/** Each size's data table under its chart: the Native HA row, then the single-instance row. */
const NHA_SIZES = [['2K', 2048, 434], ['20K', 20480, 484], ['200K', 204800, 530]] as const;
/**
 * The Native HA family's calibration cells. Every CPU constant is fitted on the 4-core pod: the
 * largest pod at which every size is CPU-bound for both kinds (from 8 cores the 200K rates stop at
 * the log's and the replication link's bandwidth: single instance 1,596, 1,657, 1,647; Native HA 571,
 * 626, 567; lines 530-531), so the split between the cost per call and per KiB comes from one pod and
 * does not take in the change of rate per core between pod sizes (2K single instance: 1,104 a core at
 * 4 cores, 1,352 at 8; line 435). Each cost per KiB is fitted at the largest size, 200K, where it is
 * most of the CPU per round trip, so 20K interpolates between it and the 2K fit of the cost per call
 * or per write. Single instance: the CPU per call on its 2K rate at 4 cores, the CPU per KiB on its
 * 200K rate at 4 cores, the SAN's bandwidth on its 200K rate at 32 cores (flat from 16 cores on, at
 * about 680 MB/s of log), the SAN's latency on its 2K rate at 32 cores. Native HA: its CPU per
 * replicated write on its 2K rate at 4 cores, per replicated KiB on its 200K rate at 4 cores, its
 * acknowledgement on its 2K rate at 32 cores, its replication bandwidth on its 200K rate at 32 cores.
 */
const NHA_CALIBRATION = new Set(['siqm/2K/4', 'siqm/200K/4', 'siqm/200K/32', 'siqm/2K/32', 'nativeha/2K/4', 'nativeha/200K/4', 'nativeha/2K/32', 'nativeha/200K/32']);

/**
 * A queue manager pod limited to `cores` (the active and both replicas alike, lines 397-398), client
 * requesters over a 10GbE network with TLS (lines 122-127), up to 500 responders and requesters (line
 * 110; the persistent charts run to 500 requester clients, Figure 5), LogBufferPages=4096 (line 101),
 * the log on a SAN LUN over Fibre Channel (lines 55-56). Native HA replicates each log write to two
 * replicas over 100GbE (lines 66-70) and commits on the first acknowledgement (a quorum of two of three).
 */
function nativeHa(c: CapacityConstants, kind: 'nativeha' | 'siqm', msgBytes: number, cores: number): ModelParams {
  const h = host(c, 'mq-nativeha-ocp412');
  const d = device(c, 'mq-nativeha-ocp412/SAN');
  const p: ModelParams = {
    ...base(c),
    msgBytes,
    requesters: 500,
    responders: 500,
    cpuCores: cores,
    cpuUsPerCall: h.cpuUsPerCall,
    cpuUsPerKiB: h.cpuUsPerKiB,
    apiLatencyUs: h.apiLatencyUs,
    logBufferPages: 4096,
    logLatencyUs: d.logLatencyUs,
    logBandwidthMBps: d.logBandwidthMBps,
  };
  if (kind === 'siqm') return p;
  const r = c.replication.nativeHa;
  return { ...p, replication: 1, replAckUs: r.replAckUs, replRoundTrips: r.replRoundTrips, replCpuUsPerWrite: r.replCpuUsPerWrite, replCpuUsPerKiB: r.replCpuUsPerKiB, rttMs: 0, replBandwidthMBps: r.replBandwidthMBps };
}

function nativeHaPoints(): ValidationPoint[] {
  const points: ValidationPoint[] = [];
  for (const [size, bytes, firstLine] of NHA_SIZES) {
    // The pod sizes the table measured at this message size, in its order (1 to 32 cores).
    const podSizes = readRows(NHA).filter((r) => r.cells.message_size === size).map((r) => Number(r.cells.cpu_cores));
    podSizes.forEach((cores) => {
      const row = { message_size: size, cpu_cores: cores };
      for (const [kind, column] of [['nativeha', 'persistent_nativeha_rt_per_s'], ['siqm', 'persistent_siqm_rt_per_s']] as const) {
        points.push({
          id: `nativeha-cores/${kind}/${size}/${cores}/roundTripsPerSec`,
          family: 'nativeha-cores',
          role: NHA_CALIBRATION.has(`${kind}/${size}/${cores}`) ? 'calibration' : 'validation',
          metric: 'roundTripsPerSec',
          dataset: NHA,
          row,
          column,
          line: kind === 'nativeha' ? firstLine : firstLine + 1,
          measured: cellValue(NHA, row, column),
          params: (c) => nativeHa(c, kind, bytes, cores),
          setUp: `${kind === 'nativeha' ? 'Native HA (log replicated to two replicas over 100GbE, lines 66-70)' : 'single-instance queue manager'}, ${size} messages, a pod limited to ${cores} core(s) (lines 397-398), client requesters over 10GbE with TLS (lines 122-127), 500 requesters and responders (line 110, Figure 5), log on a SAN LUN over Fibre Channel (lines 55-56), LogBufferPages=4096 (line 101)`,
        });
      }
    });
  }
  return points;
}

/** Every point, in a stable order. */
export function validationPoints(): ValidationPoint[] {
  return [...linux2017Points(), ...v93FilesystemPoints(), ...v93HaPoints(), ...nativeHaPoints()];
}
