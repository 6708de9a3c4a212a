/**
 * The simulator's model (calculators/simulator/mqsim) in closed form: the mean rate of its
 * closed-loop persistent request/reply workload, solved as a fixed point instead of by simulating
 * events, so /check/'s worker can answer for fifty queue managers and six what-ifs each in
 * milliseconds. It is a SURROGATE of mqsim, not a second model: the parameters are mqsim's (same
 * names, units and ranges, from validation.json), the log record sizes are mqsim's data file, and
 * tests/unit/capacity-surrogate.test.ts holds its rate within 5% of `python3 -m mqsim` on a grid
 * of the inputs users give (tests/fixtures/capacity/mqsim-grid.json, written by
 * calculators/simulator/capacity_grid.py).
 *
 * What it reproduces, from mqsim's structure (simulation.py, engine.py):
 * - a round trip is 7 MQI calls on the critical path (requester put + commit, responder get + put +
 *   commit, requester get + commit), 3 of them commits that wait for the log;
 * - one log write in flight per queue manager: a commit that finds the logger busy waits for the
 *   rest of that write and then for the next one, which carries everything that arrived meanwhile
 *   (group commit), up to the log buffer; a commit on an idle logger pays TripleWrite's extra page;
 * - the log device's bandwidth is shared by every queue manager, its latency is not;
 * - synchronous replication: the write also crosses the link and waits for the partner's
 *   acknowledgement and the added round trips (one more per window of bytes the link streams),
 *   and costs CPU per write and per KiB;
 * - CPU per call on a pool of cores, with queueing as the cores fill.
 */
import ibmLogRecords from '../simulator/ibm-log-records.json' with { type: 'json' };
import { putRecordBytes } from '../lib/log-workload.ts';

/** mqsim's page and megabyte (records.py). */
const PAGE = 4096;
const MB = 1_000_000;

/** The mqsim parameters the surrogate uses, in mqsim's units. */
export interface ModelParams {
  qms: number;
  requesters: number;
  responders: number;
  msgBytes: number;
  cpuCores: number;
  cpuUsPerCall: number;
  cpuUsPerKiB: number;
  apiLatencyUs: number;
  serviceCv: number;
  logBufferPages: number;
  tripleWrite: number;
  logLatencyUs: number;
  logBandwidthMBps: number;
  logUsPerRecord: number;
  replication: number;
  replAckUs: number;
  replCpuUsPerWrite: number;
  replCpuUsPerKiB: number;
  rttMs: number;
  replRoundTrips: number;
  replBandwidthMBps: number;
  replWindowBytes: number;
}

/** What limits the rate, as the capacity contract names it. */
export type Bottleneck = 'log-latency' | 'log-bandwidth' | 'cpu' | 'replication';

export interface Prediction {
  /** Round trips per second, all queue managers. */
  roundTripsPerSec: number;
  meanResponseMs: number;
  /** Mean bytes of a log write and its mean duration (µs). */
  meanLogWriteBytes: number;
  meanLogWriteUs: number;
  /** Physical log MB/s (10^6 bytes), all queue managers. */
  logMBps: number;
  cpuUtilisation: number;
  loggerUtilisation: number;
  /** Which resource sets the rate, and the share of a round trip's time each part takes. */
  bottleneck: Bottleneck;
  parts: Record<Bottleneck, number>;
}

const COMMITS_PER_ROUND_TRIP = 3;

/**
 * The largest write as a share of the log buffer. The buffer holds the write in flight and the
 * records filling behind it, and a record that does not fit waits whole; mqsim's writes level out
 * at 25–37% of the buffer once it is full (its meanLogWriteBytes on the grid). FITTED to mqsim, not
 * to a report: a property of the model's buffer, which the grid test holds.
 */
const BUFFER_SHARE = 0.3;

/**
 * How much longer than a steady stream the waits are: the rest of a write a commit arrives in, and
 * a call's wait for a core. mqsim's loggers and cores pick up work in bursts (a write carries a
 * batch; cores pick a waiting call at random), so both waits are longer than the textbook mean.
 * FITTED to mqsim on the grid (median error 1.6% with these, 4.7% without), not to a report.
 */
const RESIDUAL_SPREAD = 1.5;
const CPU_QUEUE_SPREAD = 2;

/** Log records of one round trip: two puts, two gets, three commits. */
const RECORDS_PER_ROUND_TRIP = 7;

/** Log bytes of one round trip: two persistent puts, two gets, three commits (mqsim's applications). */
export function logBytesPerRoundTrip(msgBytes: number): number {
  return 2 * putRecordBytes(msgBytes) + 2 * ibmLogRecords.getBytes + COMMITS_PER_ROUND_TRIP * ibmLogRecords.commitBytes;
}

/** A log write's mean time (seconds) and its parts; `prepare` is the logger's time before it issues the write. */
interface WriteTime {
  total: number;
  latency: number;
  transfer: number;
  replication: number;
  prepare?: number;
}

interface LogDevice {
  /** Mean duration of a write of `bytes`, split into its fixed, transfer and replication parts (seconds). */
  write(bytes: number, deviceLoad: number): WriteTime;
}

function logDevice(p: ModelParams): LogDevice {
  const latency = p.logLatencyUs / 1e6;
  const cv = p.serviceCv;
  const sPerByte = 1 / (p.logBandwidthMBps * MB);
  const linkSPerByte = 1 / (p.replBandwidthMBps * MB);
  const ack = p.replAckUs / 1e6;
  const rtt = p.rttMs / 1e3;
  // 0: the link carries a write of any size in the replRoundTrips (today's model).
  const window = p.replWindowBytes > 0 ? p.replWindowBytes : Infinity;
  return {
    write(bytes, deviceLoad) {
      // The device's bandwidth is shared first come, first served by every queue manager's logger:
      // a write queues behind the other loggers' transfers, never its own queue manager's.
      const transfer = (bytes * sPerByte) / Math.max(1e-9, 1 - deviceLoad);
      const local = transfer + latency;
      if (!p.replication) return { total: local, latency, transfer, replication: 0 };
      // The write ends when both copies are safe: the later of two times that each vary (mqsim draws
      // the local and the partner's latency separately), by Clark's mean of the larger of two normals.
      // The added round trips: the acknowledgement's, and one more for each window of bytes the link
      // streams (a write larger than the window crosses a farther link in several round trips).
      const added = rtt * (p.replRoundTrips + bytes / window);
      const remote = bytes * linkSPerByte + latency + ack + added;
      const total = meanOfLater(local, cv * Math.hypot(transfer, latency), remote, cv * Math.hypot(latency, ack));
      return { total, latency, transfer, replication: total - local };
    },
  };
}

/** E[max(A, B)] for independent normal A, B (Clark, 1961). */
function meanOfLater(meanA: number, sdA: number, meanB: number, sdB: number): number {
  const theta = Math.hypot(sdA, sdB);
  if (theta === 0) return Math.max(meanA, meanB);
  const a = (meanA - meanB) / theta;
  return meanA * normalCdf(a) + meanB * normalCdf(-a) + theta * Math.exp(-a * a / 2) / Math.sqrt(2 * Math.PI);
}

function normalCdf(z: number): number {
  // Abramowitz and Stegun 7.1.26 (error below 1.5e-7).
  const t = 1 / (1 + 0.3275911 * Math.abs(z) / Math.SQRT2);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z / 2);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** The logger's time to format the records of a write of `bytes` (seconds). */
function prepareTime(p: ModelParams, bytes: number): number {
  return (bytes / logBytesPerRoundTrip(p.msgBytes)) * RECORDS_PER_ROUND_TRIP * (p.logUsPerRecord / 1e6);
}

/**
 * A write's cycle with the logger's formatting before it: part of the logger's time per write (and
 * of the log-latency share of a round trip), not of the write's latency as MQ measures it, which
 * times the I/O (the cached HDD of mq-linux-persistent shows 111 µs at 2 KiB and 180 requesters,
 * line 951, in a 195 µs cycle).
 */
function withPrepare(w: WriteTime, prepare: number): WriteTime {
  return { total: w.total + prepare, latency: w.latency + prepare, transfer: w.transfer, replication: w.replication, prepare };
}

/** Mean wait of a call for a core (M/M/c by Sakasegawa's approximation), in multiples of its service time. */
function cpuQueueFactor(load: number, cores: number): number {
  if (load <= 0) return 0;
  const rho = Math.min(load, 0.999);
  return rho ** Math.sqrt(2 * (cores + 1)) / (cores * (1 - rho));
}

interface State {
  response: number;
  write: WriteTime;
  writeBytes: number;
  busyShare: number;
  cpuLoad: number;
  deviceLoad: number;
  cpuPerRoundTrip: number;
  logWait: number;
}

/**
 * The model at a given rate per queue manager `x`: the response time the requesters would see.
 * The rate that solves x = requesters per queue manager / response is the model's answer.
 */
function stateAt(p: ModelParams, x: number, device: LogDevice): State {
  const q = p.qms;
  const n = p.requesters / q;
  const cv2 = p.serviceCv * p.serviceCv;
  const bytesPerRt = logBytesPerRoundTrip(p.msgBytes);
  const capacity = (p.logBufferPages || 512) * PAGE;
  const cpuCall = p.cpuUsPerCall / 1e6;
  const cpuMsg = cpuCall + ((p.cpuUsPerKiB / 1e6) * p.msgBytes) / 1024;
  const deviceLoad = Math.min(0.999, (x * (q - 1) * bytesPerRt) / (p.logBandwidthMBps * MB));

  // A busy logger's writes: whatever arrived during the previous write, rounded out to whole pages
  // (the partly filled first page is rewritten), at most a share of the log buffer. Solved by iteration.
  // The logger formats a write's records before it issues it (logUsPerRecord, one at a time), so a
  // write's cycle is that time plus the device's.
  const prepare = (bytes: number) => prepareTime(p, bytes);
  const cycle = (bytes: number) => withPrepare(device.write(bytes, deviceLoad), prepare(bytes));
  let writeBytes = PAGE;
  let write = cycle(writeBytes);
  for (let i = 0; i < 60; i++) {
    const next = Math.min(capacity * BUFFER_SHARE, x * bytesPerRt * write.total + PAGE);
    write = cycle(next);
    if (Math.abs(next - writeBytes) < 1) {
      writeBytes = next;
      break;
    }
    writeBytes = next;
  }
  // A commit on an idle logger writes its own records (a page or two), after TripleWrite's page.
  // A record of b bytes at a random place in a page spans 1 + b / PAGE pages on average.
  const ownBytes = bytesPerRt / COMMITS_PER_ROUND_TRIP + PAGE;
  const idleWrite = device.write(ownBytes, deviceLoad).total + prepare(bytesPerRt / COMMITS_PER_ROUND_TRIP) + (p.tripleWrite ? device.write(PAGE, deviceLoad).total : 0);
  // The chance that another requester's commit keeps the logger busy: grows with the others in the loop.
  const logShare = Math.min(1, (x * COMMITS_PER_ROUND_TRIP * write.total) / Math.max(1, n));
  const busyShare = n <= 1 ? 0 : 1 - Math.exp(-(n - 1) * logShare * 1.5);
  const residual = ((write.total * (1 + cv2)) / 2) * RESIDUAL_SPREAD;
  const logWait = busyShare * (residual + write.total) + (1 - busyShare) * idleWrite;

  const writesPerRt = Math.max(1e-9, (busyShare > 0.5 ? writeBytes : ownBytes) > 0 ? bytesPerRt / Math.max(PAGE, busyShare * writeBytes + (1 - busyShare) * ownBytes) : 1);
  const replCpu = p.replication
    ? writesPerRt * (p.replCpuUsPerWrite / 1e6) + (bytesPerRt * p.replCpuUsPerKiB) / 1e6 / 1024
    : 0;
  const cpuPerRoundTrip = 4 * cpuMsg + 3 * cpuCall + replCpu;
  const cpuLoad = (x * q * cpuPerRoundTrip) / p.cpuCores;
  // A call waits for a core behind whatever holds it: MQI calls and, with replication, the
  // replication's CPU for each write, one long job per write. The wait goes with the mean residual
  // of that mix, E[S^2] / 2E[S] (M/G/c as M/M/c scaled by it), so a few long jobs weigh more than
  // their share of the load.
  const replJob = p.replication && writesPerRt > 0 ? replCpu / writesPerRt : 0;
  const jobs = 7 + (replJob > 0 ? writesPerRt : 0);
  const meanJob = cpuPerRoundTrip / jobs;
  const meanSquare = ((4 * cpuMsg * cpuMsg + 3 * cpuCall * cpuCall + (replJob > 0 ? writesPerRt * replJob * replJob : 0)) * (1 + cv2)) / jobs;
  const cpuResidual = meanJob > 0 ? meanSquare / (2 * meanJob) : 0;
  const cpuWait = cpuQueueFactor(cpuLoad, p.cpuCores) * cpuResidual * CPU_QUEUE_SPREAD;
  const cpuPath = 4 * cpuMsg + 3 * cpuCall + 7 * cpuWait;
  const network = (6 * p.apiLatencyUs) / 1e6;
  const response = COMMITS_PER_ROUND_TRIP * logWait + cpuPath + network;
  return { response, write, writeBytes, busyShare, cpuLoad, deviceLoad, cpuPerRoundTrip, logWait };
}

/** The model's mean rate and where its time goes. */
export function predict(p: ModelParams): Prediction {
  const device = logDevice(p);
  const q = p.qms;
  const n = p.requesters / q;
  const bytesPerRt = logBytesPerRoundTrip(p.msgBytes);
  // Hard limits: the device's bandwidth used up, a full log buffer, every responder busy. Every core
  // busy is found by the bisection below, because a round trip's CPU depends on the rate: with
  // replication each write costs CPU, and writes carry more records as the rate rises, so a limit
  // taken at an idle logger (a write per commit) would cap the rate too low.
  const probe = stateAt(p, 0, device);
  const bandwidthLimit = (p.logBandwidthMBps * MB) / q / bytesPerRt;
  // A full log buffer: each write carries at most its share of the buffer, one write at a time.
  const largest = (p.logBufferPages || 512) * PAGE * BUFFER_SHARE;
  const bufferLimit = largest / bytesPerRt / (device.write(largest, 0).total + prepareTime(p, largest));
  let lo = 0;
  let hi = Math.min(bandwidthLimit, bufferLimit, n / probe.response) * 0.9999;
  // x · response(x) and the cores' load both grow with x: bisect for the rate at which the
  // requesters' loop closes, short of every core busy.
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    const s = stateAt(p, mid, device);
    if (mid * s.response < n && s.cpuLoad < 0.9999) lo = mid;
    else hi = mid;
  }
  let x = lo;
  const s = stateAt(p, x, device);
  const responderLimit = (p.responders / q) / (s.logWait + 3 * (s.cpuPerRoundTrip / 7) + (3 * p.apiLatencyUs) / 2e6);
  if (responderLimit < x) x = responderLimit;
  const final = stateAt(p, x, device);
  const w = final.write;
  const logTime = COMMITS_PER_ROUND_TRIP * final.logWait;
  const share = (part: number) => (w.total > 0 ? (logTime * part) / w.total : 0);
  const parts: Record<Bottleneck, number> = {
    'log-latency': share(w.latency),
    'log-bandwidth': share(w.transfer),
    replication: share(w.replication),
    cpu: final.response - logTime,
  };
  const bottleneck = pickBottleneck(final, parts);
  return {
    roundTripsPerSec: x * q,
    meanResponseMs: final.response * 1e3,
    meanLogWriteBytes: final.busyShare * final.writeBytes + (1 - final.busyShare) * PAGE,
    meanLogWriteUs: (w.total - (w.prepare ?? 0)) * 1e6,
    logMBps: (x * q * bytesPerRt) / MB,
    cpuUtilisation: Math.min(1, final.cpuLoad),
    loggerUtilisation: Math.min(1, (x * COMMITS_PER_ROUND_TRIP * w.total) / Math.max(1, final.busyShare * n + 1)),
    bottleneck,
    parts,
  };
}

/** The resource that sets the rate: a saturated CPU or device first, else the largest part of the round trip. */
function pickBottleneck(s: State, parts: Record<Bottleneck, number>): Bottleneck {
  if (s.cpuLoad >= 0.9) return 'cpu';
  if (s.deviceLoad >= 0.9) return 'log-bandwidth';
  let best: Bottleneck = 'log-latency';
  for (const k of ['log-bandwidth', 'replication', 'cpu'] as const) if (parts[k] > parts[best]) best = k;
  return best;
}
