/**
 * DR latency: throughput of an MQ Appliance replicating asynchronously to a distant recovery
 * appliance, and how much data the asynchronous link can hold when the main appliance fails,
 * from the M2002 report's DR2 runs with 0, 10, 20, 50 and 100 ms of simulated latency.
 */
import type { CalculatorDefinition, WorkStep } from './types.ts';
import { DISTANCE_FLOOR_WARNING, resolveRtt, rttInputs, rttMissing } from './lib/fibre-latency.ts';
import { latencyCurveChart } from './lib/latency-curve-chart.ts';
import {
  citeRun,
  isMessageBytes,
  MESSAGE_SIZE_OPTIONS,
  pointsOf,
  REPORT_SIZE_LABEL,
  type LatencyCurve,
  type LatencyRun,
  type RunsBySize,
} from './lib/latency-runs.ts';
import { M2003_DR_CURVE } from './lib/latency-runs-modern.ts';
import { reciprocalInterpolate } from './lib/reciprocal-interpolation.ts';
import { roundTo, show } from './lib/round.ts';

const REPORT = 'mq-appliance-m2002';

/**
 * M2002A with 10 queue managers replicating to a DR appliance (test DR2): the directly connected
 * run (Table 13, "M2002A DR" columns) and the runs with 10, 20, 50 and 100 ms of simulated latency
 * (Table 14). Each value is as printed on the cited line.
 */
export const DR_RUNS: RunsBySize = {
  '256': [
    { addedMs: 0, roundTripsPerSec: 117916, cpuPct: 98.03, clients: 400, singleThreadMs: 0.5, table: '13', line: 533 },
    { addedMs: 10, roundTripsPerSec: 116094, cpuPct: 97.88, clients: 400, singleThreadMs: 0.5, vsDirectPct: 98.5, table: '14', line: 549 },
    { addedMs: 20, roundTripsPerSec: 114165, cpuPct: 93.93, clients: 380, singleThreadMs: 0.5, vsDirectPct: 96.8, table: '14', line: 560 },
    { addedMs: 50, roundTripsPerSec: 100326, cpuPct: 77.65, clients: 400, singleThreadMs: 0.5, vsDirectPct: 85.1, table: '14', line: 571 },
    { addedMs: 100, roundTripsPerSec: 61098, cpuPct: 42.59, clients: 240, singleThreadMs: 0.9, vsDirectPct: 51.8, table: '14', line: 582 },
  ],
  '2048': [
    { addedMs: 0, roundTripsPerSec: 102856, cpuPct: 97.03, clients: 400, singleThreadMs: 0.6, table: '13', line: 534 },
    { addedMs: 10, roundTripsPerSec: 102625, cpuPct: 95.92, clients: 400, singleThreadMs: 0.6, vsDirectPct: 99.8, table: '14', line: 550 },
    { addedMs: 20, roundTripsPerSec: 99599, cpuPct: 91.92, clients: 300, singleThreadMs: 0.6, vsDirectPct: 96.8, table: '14', line: 561 },
    { addedMs: 50, roundTripsPerSec: 59833, cpuPct: 46.2, clients: 260, singleThreadMs: 0.6, vsDirectPct: 58.2, table: '14', line: 572 },
    { addedMs: 100, roundTripsPerSec: 29379, cpuPct: 18.97, clients: 360, singleThreadMs: 1.1, vsDirectPct: 28.6, table: '14', line: 583 },
  ],
  '20480': [
    { addedMs: 0, roundTripsPerSec: 35902, cpuPct: 51.04, clients: 260, singleThreadMs: 0.7, table: '13', line: 535 },
    { addedMs: 10, roundTripsPerSec: 33997, cpuPct: 44.88, clients: 280, singleThreadMs: 0.7, vsDirectPct: 94.7, table: '14', line: 551 },
    { addedMs: 20, roundTripsPerSec: 18175, cpuPct: 20.53, clients: 180, singleThreadMs: 0.7, vsDirectPct: 50.6, table: '14', line: 562 },
    { addedMs: 50, roundTripsPerSec: 8160, cpuPct: 9.88, clients: 220, singleThreadMs: 1.4, vsDirectPct: 22.7, table: '14', line: 573 },
    { addedMs: 100, roundTripsPerSec: 4541, cpuPct: 5.52, clients: 240, singleThreadMs: 2.8, vsDirectPct: 12.6, table: '14', line: 584 },
  ],
  '204800': [
    { addedMs: 0, roundTripsPerSec: 3739, cpuPct: 21.65, clients: 50, singleThreadMs: 2.0, table: '13', line: 536 },
    { addedMs: 10, roundTripsPerSec: 3182, cpuPct: 15.69, clients: 50, singleThreadMs: 2.1, vsDirectPct: 85.1, table: '14', line: 552 },
    { addedMs: 20, roundTripsPerSec: 1577, cpuPct: 7.62, clients: 50, singleThreadMs: 3.5, vsDirectPct: 42.2, table: '14', line: 563 },
    { addedMs: 50, roundTripsPerSec: 757, cpuPct: 3.8, clients: 40, singleThreadMs: 7.8, vsDirectPct: 20.3, table: '14', line: 574 },
    { addedMs: 100, roundTripsPerSec: 341, cpuPct: 2.04, clients: 50, singleThreadMs: 15.9, vsDirectPct: 9.1, table: '14', line: 585 },
  ],
};

/**
 * "up to a maximum of 4MB per QM is held in the TCP send buffer" (line 481). The report does not
 * say whether MB is 2^20 or 10^6 bytes; a buffer size is a power of two, so 4 MiB is taken.
 */
export const DATA_AT_RISK_MB_PER_QM = 4;
export const DATA_AT_RISK_LINE = 481;
const MIB = 1024 * 1024;

/** The report's DR runs had 10 queue managers (test DR2, lines 522-524). */
export const MEASURED_QUEUE_MANAGERS = 10;

const MAX_RTT_MS = 200;
/** 200 ms of round trip at the report's 1.5 fibre factor: 2 × 20,000 km ÷ 300 km/ms × 1.5. */
const MAX_DISTANCE_KM = 20000;
const RTT = { where: 'to the recovery appliance', maxKm: MAX_DISTANCE_KM, maxRttMs: MAX_RTT_MS } as const;
const RTT_INPUTS = rttInputs({
  ...RTT,
  // 1,000 km is 10 ms on the report's basis, its first DR delay.
  defaultKm: 1000,
  rttHelp:
    'The delay between the main and the recovery appliance, if you have measured it, on the footing of the report\'s Table 14 (10, 20, 50 and 100 ms). The report does not say whether those delays are round-trip or one-way; its HA tests inserted the delay in the same way and call it a round trip, so enter your round-trip time.',
});

function source(lines: [number, number], what: string, report: string = REPORT) {
  return { kind: 'report' as const, report, lines, what };
}

/**
 * What the data-at-risk bound assumes and what the report leaves open. The report states only the
 * bound for a link that is up (line 481); the rest is our reading, labelled as such.
 */
const LINK_DOWN_WARNING = `The data-at-risk figure assumes the DR link is up and keeping up: the report's bound is what sits in the TCP send buffers, at most ${DATA_AT_RISK_MB_PER_QM}MB per queue manager (line ${DATA_AT_RISK_LINE}), and the recovery queue manager must then be started by hand. The report does not test a link that is down or falling behind. Our reading of its results: when the link cannot keep up, the main appliance's throughput falls (Table 14) rather than more data waiting, since at most the send buffer is in flight; but while the link is down, everything the main appliance writes is on it alone, so a failover then loses what was written since the link went down, however much that is. Watch the DR status on the appliance (its status command) and treat a link outage as a time with no DR copy.`;

/** The curves the calculator offers: the M2002 report's own (the default) and the M2003 appliance's. */
export const DR_CURVES: Record<string, LatencyCurve> = {
  m2002: {
    label: 'MQ Appliance M2002A (MQ 9.1, 2018)',
    name: 'M2002A',
    report: REPORT,
    appliesTo:
      'IBM MQ Appliance M2002A (MQ 9.1, report of October 2018): 10 queue managers replicating asynchronously to a third appliance over a directly connected 40Gb link, with a delay inserted to simulate distance (lines 522-546).',
    measured: 'Table 13 direct; Table 14 at 10, 20, 50 and 100 ms',
    runs: DR_RUNS,
  },
  m2003: M2003_DR_CURVE,
};

function lastRun(runs: readonly LatencyRun[]): LatencyRun {
  return runs[runs.length - 1]!;
}

/** Single-thread latency stays near its direct value while throughput falls: written from the 2KB runs. */
function asyncParagraph(runs: readonly LatencyRun[]): string {
  const direct = runs[0]!;
  const at50 = runs.find((r) => r.addedMs === 50)!;
  return `Why DR copes with far more latency than HA: replication to the recovery appliance is asynchronous (line 481), so an application's put or get does not wait for the recovery appliance. The report's single-thread latency shows it: at 2KB one requester's round trip took ${show(direct.singleThreadMs!, 1)} ms with the appliances directly connected and still ${show(at50.singleThreadMs!, 1)} ms with ${show(at50.addedMs)} ms of delay (${citeRun(direct)}; ${citeRun(at50)}). Throughput falls only once the replication stream cannot keep up: at ${show(at50.addedMs)} ms, 2KB reached ${show(at50.roundTripsPerSec)} of ${show(direct.roundTripsPerSec)} round trips per second. A plausible reason (ours, not the report's) is that each queue manager can have only a bounded amount of data in flight to the recovery appliance, so at long latencies the link carries at most that amount per round trip; larger messages fill it sooner, which is why they lose throughput at lower latencies.`;
}

const definition: CalculatorDefinition = {
  id: 'dr-latency',
  title: 'DR latency and data at risk',
  group: 'ha-and-dr',
  question: 'What does distance to the DR appliance cost in throughput, and how much data could a failover lose?',
  appliesTo:
    'Measured on an IBM MQ Appliance M2002A (MQ 9.1, report of October 2018) with 10 queue managers replicating asynchronously to a third appliance over a directly connected 40Gb link, with a delay inserted to simulate distance; persistent request/reply over client connections. The throughput figures belong to that appliance and workload; the data-at-risk bound is the report\'s statement for the M2002 appliance. The M2003A appliance (2023), measured the same way, can be chosen under “Measured on”.',
  inputs: [
    RTT_INPUTS.distance,
    RTT_INPUTS.rtt,
    {
      kind: 'enum',
      name: 'msgSize',
      label: 'Message size',
      help: 'The four sizes the report measured; pick the nearest to your messages.',
      options: MESSAGE_SIZE_OPTIONS,
      default: '2048',
    },
    {
      kind: 'enum',
      name: 'source',
      label: 'Measured on',
      help: 'Whose measurements to use: the M2002A (2018) this page is built on, or the M2003A appliance that followed it (2023), measured the same way at 10, 20, 50 and 100 ms.',
      options: Object.entries(DR_CURVES).map(([value, c]) => ({ value, label: c.label })),
      default: 'm2002',
    },
    {
      kind: 'number',
      name: 'queueManagers',
      label: 'Queue managers configured for DR',
      unit: 'queue managers',
      help: 'Each queue manager can have up to 4MB in flight to the recovery appliance. This changes only the data at risk: the throughput figures are for the report\'s 10 queue managers.',
      min: 1,
      max: 100,
      integer: true,
      default: MEASURED_QUEUE_MANAGERS,
    },
    RTT_INPUTS.fibre,
    RTT_INPUTS.extra,
  ],
  outputs: [
    { name: 'rttMs', label: 'Added round-trip time', unit: 'ms' },
    { name: 'roundTripsPerSec', label: 'Throughput at that latency', unit: 'round-trips/s', help: 'Peak round trips per second (2 puts and 2 gets each) of the chosen appliance’s 10-queue-manager DR workload.' },
    { name: 'directRoundTripsPerSec', label: 'Throughput with the DR appliance directly connected', unit: 'round-trips/s' },
    { name: 'pctOfDirect', label: 'Share of the direct throughput', unit: 'percent' },
    { name: 'maxDataAtRiskBytes', label: 'Most data that could be lost, while the link keeps up', unit: 'bytes', help: 'The report\'s bound: data held in the TCP send buffers, not yet at the recovery appliance, when the main appliance fails. It assumes the DR link is up; data written while the link is down is not covered by it (see the notes).' },
  ],
  formulas: [
    'RTT (ms) = 2 × distance (km) ÷ 300 km per ms × fibre factor + switching and routing (ms), unless a measured RTT is given',
    'At a measured latency: X = the measured peak rate',
    'Between measured latencies a < RTT < b: 1/X = 1/X(a) + (1/X(b) − 1/X(a)) × (RTT − a) ÷ (b − a)',
    'Above 100 ms: the same line through the 50 ms and 100 ms points, continued (an extrapolation)',
    'pctOfDirect = 100 × X ÷ X(0)',
    'maxDataAtRiskBytes = 4 MiB × queue managers = 4,194,304 bytes × queue managers',
  ],
  explanation: [
    'The report ran its DR2 workload on an M2002A: 10 queue managers with 10 applications (request and reply queue pairs) each, and up to 400 requester clients sending persistent 2-put-2-get round trips over client connections, with every queue manager replicating asynchronously to a recovery appliance 3 m away (lines 522-524). It then repeated the runs with simulated latency delays of 10, 20, 50 and 100 ms (line 546).',
    asyncParagraph(DR_RUNS['2048']),
    'Round trip or one way: the report calls the DR delays "simulated latency delays" and does not say whether they are round-trip or one-way. For HA it states that its 2 ms delay was a round trip, inserted in the sending network layer of both appliances (line 416). This calculator takes the DR figures on the same footing and labels the input a round-trip time; if the DR delays were one-way, your round-trip time corresponds to half the latency shown here, and the estimate is pessimistic.',
    'Method: at a measured latency the calculator returns the report\'s value exactly; between measured latencies it draws a straight line through 1/throughput; above 100 ms it continues the last segment\'s line, which is an extrapolation, not a measurement. The peak rates were found at different client counts (for 2KB: 400, 400, 300, 260 and 360 as the latency rises), so the curve between them is an estimate.',
    `Data at risk: the report says asynchronous replication "can result in messaging data loss (up to a maximum of ${DATA_AT_RISK_MB_PER_QM}MB per QM is held in the TCP send buffer)" should the main appliance become unavailable, and that the recovery queue manager must then be started by hand (line ${DATA_AT_RISK_LINE}). It does not say whether MB means 1,048,576 or 1,000,000 bytes; the calculator uses 4 MiB (4,194,304 bytes), the larger reading. The bound counts bytes of replicated data, which includes log records as well as message bodies, so fewer messages than bytes ÷ message size are at risk. The bound holds while the link is up and keeping up; the note under the result says what the report leaves open when it is down or behind.`,
  ],
  sources: [
    source([481, 481], 'Asynchronous replication; up to 4MB per queue manager held in the TCP send buffer can be lost'),
    source([522, 540], 'Test DR2 and Table 13: DR and non-DR peak rates, 10 queue managers (the directly connected runs)'),
    source([542, 589], 'Table 14: DR runs with 10, 20, 50 and 100 ms of simulated latency'),
    source([416, 416], 'HA: the simulated delay is a round trip, inserted in the sending network layer of both appliances'),
    source([408, 418], 'Distance to latency: 300,000 km/s, factor 1.5, 500 µs per 100 km each way'),
    source([1479, 1488], 'M2003A DR and non-DR peak rates, 10 queue managers (Table 13)', 'mq-appliance-m2003'),
    source([1501, 1550], 'M2003A DR with 10, 20, 50 and 100 ms of simulated latency (Table 14)', 'mq-appliance-m2003'),
    source([1304, 1305], 'M2003: asynchronous replication can lose up to 4MB per queue manager held in the TCP send buffer', 'mq-appliance-m2003'),
    {
      kind: 'ibm-docs',
      title: 'status (IBM MQ Appliance 9.3 command reference)',
      url: 'https://www.ibm.com/docs/SS5K6E_9.3.0/mqa/reference/monitorcmd/status.html',
      what: 'Reports, for a queue manager in a disaster recovery configuration, its DR state: where to see whether the recovery appliance is receiving data.',
    },
  ],
  examples: [
    {
      label: '2KB with 50 ms of latency',
      inputs: { rttMs: '50', msgSize: '2048', queueManagers: '10' },
      expected: { roundTripsPerSec: 59833, pctOfDirect: 58.2, directRoundTripsPerSec: 102856 },
      source: source([572, 572], 'Table 14, 50 ms, 2KB: 59,833 round trips/s, 58.2% of direct'),
    },
    {
      label: '2KB with 100 ms of latency',
      inputs: { rttMs: '100', msgSize: '2048', queueManagers: '10' },
      expected: { roundTripsPerSec: 29379, pctOfDirect: 28.6 },
      source: source([583, 583], 'Table 14, 100 ms, 2KB: 29,379 round trips/s, 28.6% of direct'),
    },
    {
      label: '1,000 km on the report\'s distance basis: 10 ms, 2KB',
      inputs: { distanceKm: '1000', msgSize: '2048' },
      expected: { rttMs: 10, roundTripsPerSec: 102625, pctOfDirect: 99.8 },
      source: source([550, 550], 'Table 14, 10 ms, 2KB: 102,625 round trips/s, 99.8% of direct; 1,000 km × 2 ÷ 300 × 1.5 = 10 ms (lines 410-412)'),
    },
    {
      label: 'M2003A (2023), 2KB with 50 ms of latency',
      inputs: { rttMs: '50', msgSize: '2048', source: 'm2003' },
      expected: { rttMs: 50, roundTripsPerSec: 39857, directRoundTripsPerSec: 144292, pctOfDirect: 27.6 },
      source: source([1482, 1534], 'M2003 Table 13, 2KB DR: 144,292 round trips/s; Table 14, 50 ms: 39,857, 27.6% of direct', 'mq-appliance-m2003'),
    },
    {
      label: 'Data at risk with 10 queue managers',
      inputs: { rttMs: '10', msgSize: '2048', queueManagers: '10' },
      expected: { maxDataAtRiskBytes: 41943040 },
      source: source([481, 481], 'Up to 4MB per queue manager in the TCP send buffer; 10 × 4 MiB'),
    },
  ],
  compute(v) {
    const size = v.msgSize;
    if (!isMessageBytes(size)) {
      return { ok: false, errors: [{ input: 'msgSize', message: `Message size (msgSize) must be one of ${MESSAGE_SIZE_OPTIONS.map((o) => o.value).join(', ')}` }] };
    }
    const resolved = resolveRtt(v);
    if (!resolved) return { ok: false, errors: [rttMissing(RTT)] };
    const { rtt } = resolved;
    const queueManagers = v.queueManagers as number;
    const sourceId = v.source as string;
    const curve = Object.hasOwn(DR_CURVES, sourceId) ? DR_CURVES[sourceId]! : undefined;
    if (!curve) return { ok: false, errors: [{ input: 'source', message: `Measured on (source) must be one of ${Object.keys(DR_CURVES).join(', ')}` }] };
    const runs = curve.runs[size]!;
    const direct = runs[0]!;
    const points = pointsOf(runs);
    const estimate = reciprocalInterpolate(points, rtt);
    const throughput = Math.round(estimate.value);
    const pct = roundTo((100 * estimate.value) / direct.roundTripsPerSec, 1);
    const atRisk = DATA_AT_RISK_MB_PER_QM * MIB * queueManagers;
    const used = estimate.from.map((p) => runs.find((r) => r.addedMs === p.x)!);

    const work: WorkStep[] = [
      { label: `Measured on: ${curve.label}`, formula: 'The curve the estimate is drawn from, and what it applies to', substituted: curve.appliesTo },
      resolved.step,
      {
        label: 'Throughput with the DR appliance directly connected',
        formula: `X(0) = ${curve.name} DR peak rate, ${REPORT_SIZE_LABEL[size]}, 10 queue managers`,
        substituted: `X(0) = ${show(direct.roundTripsPerSec)} round trips/s (${citeRun(direct)})`,
        output: 'directRoundTripsPerSec',
      },
    ];
    if (estimate.basis === 'measured') {
      work.push({
        label: `Throughput at ${show(rtt, 4)} ms (measured)`,
        formula: 'X = the measured peak rate at this latency',
        substituted: `X = ${show(throughput)} round trips/s (${citeRun(used[0]!)})`,
        output: 'roundTripsPerSec',
      });
    } else {
      const [a, b] = used as [LatencyRun, LatencyRun];
      work.push({
        label: `Throughput at ${show(rtt, 4)} ms (${estimate.basis === 'interpolated' ? 'interpolated between' : 'extrapolated from'} the ${show(a.addedMs)} and ${show(b.addedMs)} ms runs)`,
        formula: '1/X = 1/X(a) + (1/X(b) − 1/X(a)) × (RTT − a) ÷ (b − a)',
        substituted: `1/X = 1/${show(a.roundTripsPerSec)} + (1/${show(b.roundTripsPerSec)} − 1/${show(a.roundTripsPerSec)}) × (${show(rtt, 4)} − ${show(a.addedMs)}) ÷ (${show(b.addedMs)} − ${show(a.addedMs)}), so X = ${show(throughput)} round trips/s (${citeRun(a)}; ${citeRun(b)})`,
        output: 'roundTripsPerSec',
      });
    }
    work.push({
      label: 'Share of the direct throughput',
      formula: 'pctOfDirect = 100 × X ÷ X(0)',
      substituted: `100 × ${show(estimate.value, 1)} ÷ ${show(direct.roundTripsPerSec)} = ${show(pct, 1)}%`,
      output: 'pctOfDirect',
    });
    work.push({
      label: `Most data that could be lost (line ${DATA_AT_RISK_LINE}: "up to a maximum of ${DATA_AT_RISK_MB_PER_QM}MB per QM")`,
      formula: 'maxDataAtRiskBytes = 4 MiB × queue managers (reading the report\'s MB as 1,048,576 bytes)',
      substituted: `${show(DATA_AT_RISK_MB_PER_QM * MIB)} × ${show(queueManagers)} = ${show(atRisk)} bytes (${show(atRisk / MIB, 1)} MiB; ${show(DATA_AT_RISK_MB_PER_QM * 1e6 * queueManagers)} bytes if MB means 1,000,000)`,
      output: 'maxDataAtRiskBytes',
    });

    const warnings: string[] = [LINK_DOWN_WARNING];
    if (resolved.floorOnly) warnings.push(DISTANCE_FLOOR_WARNING);
    if (estimate.basis === 'extrapolated') {
      warnings.push(
        `Extrapolated: ${curve.label} was measured up to ${show(lastRun(runs).addedMs)} ms. This value continues the line through the 50 and 100 ms runs and is an estimate, not a measurement.`,
      );
    }
    const clientsUsed = [direct, ...used.filter((r) => r !== direct)];
    if (new Set(clientsUsed.map((r) => r.clients)).size > 1) {
      warnings.push(
        `The runs compared here peaked at different numbers of requester clients (${clientsUsed.map((r) => `${r.clients} at ${show(r.addedMs)} ms`).join(', ')}), so part of the difference may come from the client count rather than the latency.`,
      );
    }
    if (queueManagers !== MEASURED_QUEUE_MANAGERS) {
      warnings.push(
        `The throughput figures are the report's, for ${MEASURED_QUEUE_MANAGERS} queue managers; with ${show(queueManagers)} the calculator changes only the data at risk.`,
      );
    }

    return {
      ok: true,
      summary: `At ${show(rtt, 3)} ms to the recovery appliance the ${curve.label} kept ${show(pct, 1)}% of its directly connected throughput with ${REPORT_SIZE_LABEL[size]} messages (${show(throughput)} of ${show(direct.roundTripsPerSec)} round trips/s${estimate.basis === 'measured' ? ', measured' : `, ${estimate.basis}`}); while the link keeps up, a failover loses at most ${show(atRisk / MIB, 1)} MiB (${show(DATA_AT_RISK_MB_PER_QM)} MiB for each of ${show(queueManagers)} queue managers).`,
      outputs: {
        rttMs: rtt,
        roundTripsPerSec: throughput,
        directRoundTripsPerSec: direct.roundTripsPerSec,
        pctOfDirect: pct,
        maxDataAtRiskBytes: atRisk,
      },
      work,
      warnings,
      chart: latencyCurveChart({
        title: `DR throughput against latency to the recovery appliance, ${REPORT_SIZE_LABEL[size]} messages, ${curve.label}`,
        caption: `${curve.name}, 10 queue managers replicating asynchronously. Points: measured (${curve.report} ${curve.measured}). Line: the calculator's estimate, 1/throughput linear between measured points${estimate.basis === 'extrapolated' ? ', dashed where extrapolated beyond 100 ms' : ''}. Diamond: your inputs.`,
        points,
        you: { x: rtt, y: estimate.value },
        xTitle: 'Simulated latency to the recovery appliance (ms)',
        measuredNote: `measured (${curve.measured})`,
      }),
    };
  },
};

export default definition;
