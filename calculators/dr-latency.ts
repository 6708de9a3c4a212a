/**
 * DR latency: throughput of an MQ Appliance replicating asynchronously to a distant recovery
 * appliance, and how much data the asynchronous link can hold when the main appliance fails, from
 * IBM's runs with 0, 10, 20, 50 and 100 ms of simulated latency on the M2002A (the default), its
 * predecessor M2001A and its successor M2003A. Every measured number is read from data/ at build
 * time (lib/latency-curve-specs.ts names the tables, lib/latency-curves-module.ts reads them).
 */
import { CURVES as DR_CURVES } from 'virtual:mq-latency-curves/dr';
import type { CalculatorDefinition } from './types.ts';
import type { RttInputOptions } from './lib/fibre-latency.ts';
import { estimateWords } from './lib/latency-calculator.ts';
import { example, latencyCompute, latencyInputs, latencyOutputs, reportSources } from './lib/latency-definition.ts';
import { citeRun, REPORT_SIZE_LABEL, type LatencyCurve, type LatencyRun } from './lib/latency-runs.ts';
import { show } from './lib/round.ts';
import cited from './citations/dr-latency.json' with { type: 'json' };
import { citationList } from './lib/citations.ts';

const REPORT = 'mq-appliance-m2002';

/**
 * "up to a maximum of 4MB per QM is held in the TCP send buffer" (line 481). The report does not
 * say whether MB is 2^20 or 10^6 bytes; a buffer size is a power of two, so 4 MiB is taken.
 */
export const DATA_AT_RISK_MB_PER_QM = 4;
export const DATA_AT_RISK_LINE = 481;
const MIB = 1024 * 1024;

/** The report's DR runs had 10 queue managers (test DR2, lines 522-524). */
export const MEASURED_QUEUE_MANAGERS = 10;

/** The replication link to the recovery appliance: how far and how long a round trip the calculator accepts, and its default. */
const LINK: RttInputOptions = {
  where: 'to the recovery appliance',
  // 200 ms of round trip at the report's 1.5 fibre factor: 2 × 20,000 km ÷ 300 km/ms × 1.5.
  maxKm: 20000,
  maxRttMs: 200,
  // 1,000 km is 10 ms on the report's basis, its first DR delay.
  defaultKm: 1000,
  rttHelp:
    'The delay between the main and the recovery appliance, if you have measured it, on the footing of the report\'s Table 14 (10, 20, 50 and 100 ms). The report does not say whether those delays are round-trip or one-way; its HA tests inserted the delay in the same way and call it a round trip, so enter your round-trip time.',
};

const source = reportSources(REPORT);

/**
 * What the data-at-risk bound assumes and what the report leaves open. The report states only the
 * bound for a link that is up (line 481); the rest is our reading, labelled as such.
 */
const LINK_DOWN_WARNING = `The data-at-risk figure assumes the DR link is up and keeping up: the report's bound is what sits in the TCP send buffers, at most ${DATA_AT_RISK_MB_PER_QM}MB per queue manager (line ${DATA_AT_RISK_LINE}), and the recovery queue manager must then be started by hand. The report does not test a link that is down or falling behind. Our reading of its results: when the link cannot keep up, the main appliance's throughput falls (Table 14) rather than more data waiting, since at most the send buffer is in flight; but while the link is down, everything the main appliance writes is on it alone, so a failover then loses what was written since the link went down, however much that is. Watch the DR status on the appliance (its status command) and treat a link outage as a time with no DR copy.`;

/** Single-thread latency stays near its direct value while throughput falls: written from the 2KB runs. */
function asyncParagraph(runs: readonly LatencyRun[]): string {
  const direct = runs[0]!;
  const at50 = runs.find((r) => r.addedMs === 50)!;
  return `Why DR copes with far more latency than HA: replication to the recovery appliance is asynchronous (line 481), so an application's put or get does not wait for the recovery appliance. The report's single-thread latency shows it: at 2KB one requester's round trip took ${show(direct.singleThreadMs!, 1)} ms with the appliances directly connected and still ${show(at50.singleThreadMs!, 1)} ms with ${show(at50.addedMs)} ms of delay (${citeRun(direct, '2048')}; ${citeRun(at50, '2048')}). Throughput falls only once the replication stream cannot keep up: at ${show(at50.addedMs)} ms, 2KB reached ${show(at50.roundTripsPerSec)} of ${show(direct.roundTripsPerSec)} round trips per second. A plausible reason (ours, not the report's) is that each queue manager can have only a bounded amount of data in flight to the recovery appliance, so at long latencies the link carries at most that amount per round trip; larger messages fill it sooner, which is why they lose throughput at lower latencies.`;
}

/** The DR latency calculator over a set of measured curves (the site's are read from data/; a test passes others). */
export function drLatency(curves: Readonly<Record<string, LatencyCurve>>): CalculatorDefinition {
  const m2002 = curves.m2002!;
  return {
  id: 'dr-latency',
  title: 'DR latency and data at risk',
  group: 'ha-and-dr',
  question: 'What does distance to the DR appliance cost in throughput, and how much data could a failover lose?',
  appliesTo:
    'Measured on an IBM MQ Appliance M2002A (MQ 9.1, report of October 2018) with 10 queue managers replicating asynchronously to a third appliance over a directly connected 40Gb link, with a delay inserted to simulate distance; persistent request/reply over client connections. The throughput figures belong to that appliance and workload; the data-at-risk bound is the report\'s statement for the M2002 appliance. The M2001A appliance that preceded it (September 2018), the same M2002A at MQ 9.2 (2020) and the M2003A that followed it (2023), measured the same way, can be chosen under “Measured on”. The calculator answers only up to the last measured latency, 100 ms.',
  inputs: latencyInputs(curves, {
    link: LINK,
    sizeHelp: 'The four sizes the reports measured; pick the nearest to your messages. Sizes are not interpolated.',
    sourceHelp: 'Whose measurements to use: the M2002A (2018) this page is built on, the M2001A before it (September 2018), the same M2002A at MQ 9.2 (2020), or the M2003A after it (2023), each measured the same way at 10, 20, 50 and 100 ms.',
    own: [
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
    ],
  }),
  outputs: latencyOutputs(
    {
      throughput: 'Throughput at that latency',
      throughputHelp: 'Peak round trips per second (2 puts and 2 gets each) of the chosen appliance’s 10-queue-manager DR workload.',
      direct: 'Throughput with the DR appliance directly connected',
    },
    [
      { name: 'maxDataAtRiskBytes', label: 'Most data that could be lost, while the link keeps up', unit: 'bytes', help: 'The report\'s bound: data held in the TCP send buffers, not yet at the recovery appliance, when the main appliance fails. It assumes the DR link is up; data written while the link is down is not covered by it (see the notes).' },
    ],
  ),
  formulas: [
    'RTT (ms) = 2 × distance (km) ÷ 300 km per ms × fibre factor + switching and routing (ms), unless a measured RTT is given',
    'At a measured latency: X = the measured peak rate',
    'Between measured latencies a < RTT < b: 1/X = 1/X(a) + (1/X(b) − 1/X(a)) × (RTT − a) ÷ (b − a)',
    'Beyond 100 ms, the last measured latency: no estimate; the calculator says what was measured',
    'pctOfDirect = 100 × X ÷ X(0)',
    'maxDataAtRiskBytes = 4 MiB × queue managers = 4,194,304 bytes × queue managers',
  ],
  explanation: [
    'The report ran its DR2 workload on an M2002A: 10 queue managers with 10 applications (request and reply queue pairs) each, and up to 400 requester clients sending persistent 2-put-2-get round trips over client connections, with every queue manager replicating asynchronously to a recovery appliance 3 m away (lines 522-524). It then repeated the runs with simulated latency delays of 10, 20, 50 and 100 ms (line 546).',
    asyncParagraph(m2002.runs['2048']!),
    'Round trip or one way: the report calls the DR delays "simulated latency delays" and does not say whether they are round-trip or one-way. For HA it states that its 2 ms delay was a round trip, inserted in the sending network layer of both appliances (line 416). This calculator takes the DR figures on the same footing and labels the input a round-trip time; if the DR delays were one-way, your round-trip time corresponds to half the latency shown here, and the estimate is pessimistic.',
    'Method: at a measured latency the calculator returns the report\'s value exactly; between measured latencies it draws a straight line through 1/throughput; beyond 100 ms it gives no number, because IBM did not measure how throughput falls there. The peak rates were found at different client counts (the working lists them for the runs you are looking at), so the curve between them is an estimate.',
    `Data at risk: the report says asynchronous replication "can result in messaging data loss (up to a maximum of ${DATA_AT_RISK_MB_PER_QM}MB per QM is held in the TCP send buffer)" should the main appliance become unavailable, and that the recovery queue manager must then be started by hand (line ${DATA_AT_RISK_LINE}). It does not say whether MB means 1,048,576 or 1,000,000 bytes; the calculator uses 4 MiB (4,194,304 bytes), the larger reading. The bound counts bytes of replicated data, which includes log records as well as message bodies, so fewer messages than bytes ÷ message size are at risk. The bound holds while the link is up and keeping up; the note under the result says what the report leaves open when it is down or behind.`,
  ],
  sources: citationList('dr-latency', cited),
  examples: [
    example('2KB with 50 ms of latency', { rttMs: '50', msgSize: '2048', queueManagers: '10' }, { roundTripsPerSec: 59833, pctOfDirect: 58.2, directRoundTripsPerSec: 102856 }, source([572, 572], 'Table 14, 50 ms, 2KB: 59,833 round trips/s, 58.2% of direct')),
    example('2KB with 100 ms of latency', { rttMs: '100', msgSize: '2048', queueManagers: '10' }, { roundTripsPerSec: 29379, pctOfDirect: 28.6 }, source([583, 583], 'Table 14, 100 ms, 2KB: 29,379 round trips/s, 28.6% of direct')),
    example('1,000 km on the report\'s distance basis: 10 ms, 2KB', { distanceKm: '1000', msgSize: '2048' }, { rttMs: 10, roundTripsPerSec: 102625, pctOfDirect: 99.8 }, source([550, 550], 'Table 14, 10 ms, 2KB: 102,625 round trips/s, 99.8% of direct; 1,000 km × 2 ÷ 300 × 1.5 = 10 ms (lines 410-412)')),
    example('M2003A (2023), 2KB with 50 ms of latency', { rttMs: '50', msgSize: '2048', source: 'm2003' }, { rttMs: 50, roundTripsPerSec: 39857, directRoundTripsPerSec: 144292, pctOfDirect: 27.6 }, source([1482, 1534], 'M2003 Table 13, 2KB DR: 144,292 round trips/s; Table 14, 50 ms: 39,857, 27.6% of direct', 'mq-appliance-m2003')),
    example('M2001A (September 2018), 2KB with 100 ms of latency', { rttMs: '100', msgSize: '2048', source: 'm2001' }, { rttMs: 100, roundTripsPerSec: 27488, directRoundTripsPerSec: 64336, pctOfDirect: 42.7 }, source([834, 894], 'M2001 Table 7, 2KB DR: 64,336 round trips/s; Table 8, 100 ms: 27,488, 42.7% of direct', 'mq-appliance-hadr-m2001')),
    example('Data at risk with 10 queue managers', { rttMs: '10', msgSize: '2048', queueManagers: '10' }, { maxDataAtRiskBytes: 41943040 }, source([481, 481], 'Up to 4MB per queue manager in the TCP send buffer; 10 × 4 MiB')),
  ],
  compute: latencyCompute(curves, {
    place: LINK,
    direct: { label: 'Throughput with the DR appliance directly connected', formula: (curve) => `${curve.name} DR peak rate, 10 queue managers`, xWord: 'latency' },
    chart: { what: 'DR throughput against latency to the recovery appliance', xTitle: 'Simulated latency to the recovery appliance (ms)' },
    own({ curve, size, resolved }, e, v) {
      const queueManagers = v.queueManagers as number;
      const atRisk = DATA_AT_RISK_MB_PER_QM * MIB * queueManagers;
      return {
        summary: `At ${show(resolved.rtt, 3)} ms to the recovery appliance the ${curve.label} kept ${show(e.pct, 1)}% of its directly connected throughput with ${REPORT_SIZE_LABEL[size]} messages (${show(e.throughput)} of ${show(e.direct.roundTripsPerSec)} round trips/s, ${estimateWords(e)}); while the link keeps up, a failover loses at most ${show(atRisk / MIB, 1)} MiB (${show(DATA_AT_RISK_MB_PER_QM)} MiB for each of ${show(queueManagers)} queue managers).`,
        work: [
          {
            label: `Most data that could be lost (line ${DATA_AT_RISK_LINE}: "up to a maximum of ${DATA_AT_RISK_MB_PER_QM}MB per QM")`,
            formula: 'maxDataAtRiskBytes = 4 MiB × queue managers (reading the report\'s MB as 1,048,576 bytes)',
            substituted: `${show(DATA_AT_RISK_MB_PER_QM * MIB)} × ${show(queueManagers)} = ${show(atRisk)} bytes (${show(atRisk / MIB, 1)} MiB; ${show(DATA_AT_RISK_MB_PER_QM * 1e6 * queueManagers)} bytes if MB means 1,000,000)`,
            output: 'maxDataAtRiskBytes',
          },
        ],
        notesFirst: [LINK_DOWN_WARNING],
        notesLast:
          queueManagers === MEASURED_QUEUE_MANAGERS
            ? []
            : [`The throughput figures are the report's, for ${MEASURED_QUEUE_MANAGERS} queue managers; with ${show(queueManagers)} the calculator changes only the data at risk.`],
        outputs: { maxDataAtRiskBytes: atRisk },
      };
    },
  }),
  };
}

/** The calculator the site shows, over the curves read from data/. */
export default drLatency(DR_CURVES);
