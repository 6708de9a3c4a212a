/**
 * HA latency impact: what a longer replication link does to a synchronously replicated HA pair's
 * throughput, from IBM's measured runs with added round-trip time: the MQ Appliance M2002A (the
 * default, October 2018), its predecessor M2001A and successor M2003A, and MQ 9.3 on Linux (RDQM and
 * multi-instance). Every measured number is read from data/ at build time (lib/latency-curve-specs.ts
 * names the tables, lib/latency-curves-module.ts reads them).
 */
import { CURVES as HA_CURVES } from 'virtual:mq-latency-curves/ha';
import type { CalculatorDefinition, WorkStep } from './types.ts';
import { LIGHT_KM_PER_MS, oneWayMs, REPORT_FIBRE_FACTOR, roundTripMs, type RttInputOptions } from './lib/fibre-latency.ts';
import { estimateWords } from './lib/latency-calculator.ts';
import { example, latencyCompute, latencyInputs, latencyOutputs, reportSources } from './lib/latency-definition.ts';
import { citeRun, M2002_HA_ADVICE, REPORT_SIZE_LABEL, type LatencyCurve, type LatencyRun, type MessageBytes } from './lib/latency-runs.ts';
import { roundTo, show } from './lib/round.ts';
import cited from './citations/ha-latency.json' with { type: 'json' };
import { citationList } from './lib/citations.ts';

const REPORT = 'mq-appliance-m2002';

/** The added round trip the M2002 report's "~80% reduction" refers to (lines 416, 423). */
const EIGHTY_PCT_MS = 2;

/** The replication link between the HA appliances: how far and how long a round trip the calculator accepts, and its default. */
const LINK: RttInputOptions = {
  where: 'between the appliances',
  maxKm: 2000,
  maxRttMs: 50,
  defaultKm: 100,
  rttHelp: 'Round-trip time the replication link adds compared with appliances in one room, if you have measured it. The calculator answers only up to the chosen curve\'s last measurement (10 ms for the appliances, 2 ms for MQ 9.3 on Linux).',
};

const source = reportSources(REPORT);

/** A single requester's round trip, direct and at 2 ms: how many replication round trips it waits on in series (when the report prints single-thread latency). */
function serialRoundTripsStep(runs: readonly LatencyRun[], size: MessageBytes): WorkStep | undefined {
  const direct = runs[0]!;
  const at2 = runs.find((r) => r.addedMs === EIGHTY_PCT_MS);
  if (!at2 || at2.singleThreadMs === undefined || direct.singleThreadMs === undefined) return undefined;
  const n = (at2.singleThreadMs - direct.singleThreadMs) / EIGHTY_PCT_MS;
  return {
    label: `Why latency costs so much (derived from the "Latency#" column, ${REPORT_SIZE_LABEL[size]})`,
    formula: 'replication round trips waited on per message round trip ≈ (single-thread latency at 2 ms − direct) ÷ 2 ms',
    substituted: `(${show(at2.singleThreadMs, 1)} − ${show(direct.singleThreadMs, 1)}) ÷ ${EIGHTY_PCT_MS} ≈ ${show(n, 1)} (${citeRun(direct, size)}; ${citeRun(at2, size)})`,
  };
}

/** The "why 2 ms costs ~80%" paragraph, written from the M2002 2KB runs as read from data/. */
function whyEightyPercent(runs: readonly LatencyRun[]): string {
  const direct = runs[0]!;
  const at2 = runs.find((r) => r.addedMs === EIGHTY_PCT_MS)!;
  // The M2002 report prints single-thread latency for every run.
  const directMs = direct.singleThreadMs!;
  const at2Ms = at2.singleThreadMs!;
  const n = (at2Ms - directMs) / EIGHTY_PCT_MS;
  return `Why ${EIGHTY_PCT_MS} ms costs about 80%: replication is synchronous, so a persistent message is not safely stored until the other appliance has it, and a message round trip waits for the replication link several times one after another. The M2002 report's single-thread latency column shows how many: at 2KB one requester's round trip took ${show(directMs, 1)} ms with the appliances directly connected and ${show(at2Ms, 1)} ms with ${EIGHTY_PCT_MS} ms added, so it waited on about ${show(n, 0)} replication round trips in series (our derivation: (${show(at2Ms, 1)} − ${show(directMs, 1)}) ÷ ${EIGHTY_PCT_MS}; ${citeRun(direct)}, ${citeRun(at2)}). With the same number of requesters in flight, throughput falls by about the factor the round trip grows, so ${EIGHTY_PCT_MS} ms leaves ${show(at2.roundTripsPerSec)} of ${show(direct.roundTripsPerSec)} round trips per second: the report's "~80% reduction" (line 423).`;
}

/** Each curve's requester clients at this size, from its own runs (the M2002A used 400, the M2003A 300). */
function clientCountStep(curve: LatencyCurve, runs: readonly LatencyRun[], size: MessageBytes): WorkStep {
  const counts = [...new Set(runs.map((r) => r.clients))];
  const list = runs.map((r) => `${show(r.clients)} at ${show(r.addedMs)} ms`).join(', ');
  const cpu = runs.map((r) => `${show(r.cpuPct, 2)}% at ${show(r.addedMs)} ms`).join(', ');
  return {
    label: `Requester clients and CPU behind these peaks (${curve.name}, ${REPORT_SIZE_LABEL[size]})`,
    formula: 'Each peak is the best rate the report found at one client count; with latency added the CPU is far from busy, so the limit is the round trips in flight',
    substituted: `${counts.length === 1 ? `${show(counts[0]!)} requester clients in every run` : `Requester clients: ${list}`}; CPU: ${cpu}. More clients or queue managers may recover some throughput; the report did not measure that, so this calculator does not predict it.`,
  };
}

/** The HA latency calculator over a set of measured curves (the site's are read from data/; a test passes others). */
export function haLatency(curves: Readonly<Record<string, LatencyCurve>>): CalculatorDefinition {
  const m2002 = curves.m2002!;
  return {
  id: 'ha-latency',
  title: 'HA latency impact',
  group: 'ha-and-dr',
  question: 'How much throughput does an MQ Appliance HA pair lose as its two appliances move apart?',
  appliesTo:
    'Measured on an IBM MQ Appliance M2002A HA pair (MQ 9.1, report of October 2018): 10 queue managers, persistent request/reply over client connections, synchronous replication over a directly connected link with a delay inserted to simulate distance. The figures belong to that appliance and workload; the shape (throughput falling as the reciprocal of a straight line in the round-trip time when the number of clients is fixed) is what carries over to other synchronous replication set-ups. Other measurements can be chosen under “Measured on”: the M2001A appliance that preceded it (September 2018), the same M2002A at MQ 9.2 (2020), the M2003A that followed it, and MQ 9.3 on Linux with RDQM or a multi-instance queue manager (both 2023); the working says what each applies to. The calculator answers only within the round trips each one measured.',
  inputs: latencyInputs(curves, {
    link: LINK,
    sizeHelp: 'The sizes measured (256b, 2KB, 20KB and 200KB on every appliance; MQ 9.3 on Linux measured 2KB, 20KB and 200KB only); pick the nearest to your messages. Sizes are not interpolated.',
    sourceHelp: `Whose measurements to use. M2002A (2018) is the report this page is built on; M2001A (September 2018) is the appliance before it, M2002A at MQ 9.2 (2020) the same appliance two years on, and M2003A (2023) the one after, each measured at 0, 1, 2, 5 and 10 ms; MQ 9.3 on Linux (2023) measured replicated data queue managers (RDQM) and multi-instance queue managers on NFS at 0, 1 and 2 ms, for 2KB, 20KB and 200KB messages only.`,
  }),
  outputs: latencyOutputs(
    {
      throughput: 'Throughput at that round-trip time',
      throughputHelp: 'Peak round trips per second of the chosen measurement’s persistent request/reply workload (2 puts and 2 gets each on the appliances).',
      direct: 'Throughput with the appliances directly connected',
    },
    [{ name: 'reductionPct', label: 'Throughput lost', unit: 'percent' }],
  ),
  formulas: [
    'RTT (ms) = 2 × distance (km) ÷ 300 km per ms × fibre factor + switching and routing (ms)',
    'At a measured RTT: X = the measured peak rate',
    'Between measured RTTs a < RTT < b: 1/X = 1/X(a) + (1/X(b) − 1/X(a)) × (RTT − a) ÷ (b − a)',
    'Beyond the last measured RTT (10 ms for the appliances, 2 ms for MQ 9.3 on Linux): no estimate; the calculator says what was measured',
    'pctOfDirect = 100 × X ÷ X(0); reductionPct = 100 − pctOfDirect',
  ],
  explanation: [
    'The report ran its HA2 workload on an M2002A HA pair: 10 queue managers, each with 10 request and reply queue pairs, 200 responder threads, and requester clients (400 for most runs) sending persistent 2-put-2-get round trips over client connections. The queue managers\' log and queue files are replicated synchronously to the second appliance (line 336). To imitate distance, a delay was inserted into the sending network layer of both appliances, giving 1, 2, 5 and 10 ms of added round-trip time (lines 416 and 437).',
    whyEightyPercent(m2002.runs['2048']!),
    'Method: at a measured round-trip time the calculator returns the report\'s value exactly. Between measured times it draws a straight line through 1/throughput, because with a fixed number of clients each round trip\'s duration grows linearly with the replication round-trip time and throughput goes as its reciprocal; interpolated values are estimates built on the report\'s numbers. Beyond the last measured round trip it gives no number: IBM did not measure how throughput falls there, and IBM advises against going that far with appliances anyway.',
    `Distance: the report turns distance into latency with light at ${show(LIGHT_KM_PER_MS * 1000)} km/s, slowed by a factor of ${show(REPORT_FIBRE_FACTOR, 2)} in the cable, so 100 km adds ${show(oneWayMs(100) * 1000)} microseconds each way and ${show(roundTripMs(100), 3)} ms to the round trip (lines 410-418). That is a minimum: switching hardware and indirect cable routes add more, and IBM advised keeping the latency between the appliances to no more than ${M2002_HA_ADVICE.maxMs} ms, preferably within the same data centre (line ${M2002_HA_ADVICE.line}).`,
    'Client counts: each peak is the best rate found at one number of requester clients, and the curves differ (the M2002A used 400 for most runs, the M2003A 300, the M2001A 300); the working lists the clients and CPU behind the runs you are looking at. With latency added the CPU is far from busy, so the limit is the round trips in flight, and more clients or queue managers may recover some throughput; no report measured that, so this calculator does not predict it.',
  ],
  sources: citationList('ha-latency', cited),
  examples: [
    example('2KB, appliances directly connected', { rttMs: '0', msgSize: '2048' }, { rttMs: 0, roundTripsPerSec: 94215, directRoundTripsPerSec: 94215, pctOfDirect: 100, reductionPct: 0 }, source([396, 396], 'Table 9, 2KB, M2002A HA: 94,215 round trips/s')),
    example('2KB with 2 ms added: the report\'s "~80% reduction"', { rttMs: '2', msgSize: '2048' }, { rttMs: 2, roundTripsPerSec: 18919, pctOfDirect: 20.1, reductionPct: 79.9 }, source([423, 428], 'Table 10, 2KB: 18,919 round trips/s, 20.1% of direct; text: ~80% reduction')),
    example('2KB with 1 ms added', { rttMs: '1', msgSize: '2048' }, { rttMs: 1, roundTripsPerSec: 34945, pctOfDirect: 37.1 }, source([442, 442], 'Table 11, 1 ms, 2KB: 34,945 round trips/s, 37.1% of direct')),
    example('100 km of fibre on the report\'s basis, 2KB', { distanceKm: '100', msgSize: '2048' }, { rttMs: 1, roundTripsPerSec: 34945 }, source([410, 412], '100 km: 333 µs × 1.5 = 500 µs each way, so 1 ms round trip')),
    example('20KB at the 10 ms siting limit', { rttMs: '10', msgSize: '20480' }, { rttMs: 10, roundTripsPerSec: 4548, pctOfDirect: 12.7 }, source([465, 465], 'Table 11, 10 ms, 20KB: 4,548 round trips/s, 12.7% of direct')),
    example('M2001A (September 2018), 2KB with 2 ms added: that report\'s "~77% reduction"', { rttMs: '2', msgSize: '2048', source: 'm2001' }, { rttMs: 2, roundTripsPerSec: 13478, directRoundTripsPerSec: 59657, pctOfDirect: 22.6, reductionPct: 77.4 }, source([518, 527], 'M2001 Table 2, 2KB HA: 59,657 round trips/s; Table 3, 2 ms: 13,478, 22.6% of direct; "~77% reduction"', 'mq-appliance-hadr-m2001')),
    example('M2003A (2023), 2KB with 1 ms added: the newer appliance\'s "~80% reduction"', { rttMs: '1', msgSize: '2048', source: 'm2003' }, { rttMs: 1, roundTripsPerSec: 30662, directRoundTripsPerSec: 147873, pctOfDirect: 20.7 }, source([1231, 1239], 'M2003 Table 9, 2KB HA: 147,873 round trips/s; Table 10, 1 ms: 30,662, 20.7% of direct; "~80% reduction"', 'mq-appliance-m2003')),
    example('MQ 9.3 RDQM (2023), 2KB with 1 ms added', { rttMs: '1', msgSize: '2048', source: 'mq93-rdqm' }, { rttMs: 1, roundTripsPerSec: 33366, directRoundTripsPerSec: 94137, pctOfDirect: 35.4 }, source([1049, 1114], 'MQ 9.3 Table 12, 2KB RDQM: 94,137 round trips/s; Table 13, 1 ms: 33,366', 'mq-v93-linux')),
    example('MQ 9.3 multi-instance on NFS (2023), 2KB with 2 ms added', { rttMs: '2', msgSize: '2048', source: 'mq93-miqm' }, { rttMs: 2, roundTripsPerSec: 17490, directRoundTripsPerSec: 58824, pctOfDirect: 29.7 }, source([1049, 1154], 'MQ 9.3 Table 12, 2KB MIQM: 58,824 round trips/s; Table 14, 2 ms: 17,490', 'mq-v93-linux')),
  ],
  compute: latencyCompute(curves, {
    place: LINK,
    direct: { label: 'Throughput with no latency added', formula: (curve) => `${curve.name} peak rate`, xWord: 'round-trip time' },
    chart: { what: 'HA throughput against added round-trip time', xTitle: 'Added replication round-trip time (ms)' },
    own({ curve, size, runs, resolved }, e, v) {
      const rtt = resolved.rtt;
      const reduction = roundTo(100 - (100 * e.estimate.value) / e.direct.roundTripsPerSec, 1);
      const work: WorkStep[] = [
        {
          label: 'Throughput lost',
          formula: 'reductionPct = 100 − 100 × X ÷ X(0)',
          substituted: `100 − ${show((100 * e.estimate.value) / e.direct.roundTripsPerSec, 2)} = ${show(reduction, 1)}%`,
          output: 'reductionPct',
        },
      ];
      const serial = serialRoundTripsStep(runs, size);
      if (serial) work.push(serial);
      work.push(clientCountStep(curve, runs, size));
      return {
        summary: `At ${show(rtt, 3)} ms of added round trip${resolved.fromDistance ? ` (${show(v.distanceKm as number, 3)} km)` : ''} the ${curve.name} kept ${show(e.pct, 1)}% of its directly connected throughput with ${REPORT_SIZE_LABEL[size]} messages: ${show(e.throughput)} of ${show(e.direct.roundTripsPerSec)} round trips/s, ${estimateWords(e)}.`,
        work,
        notesFirst: curve.advice && rtt > curve.advice.maxMs ? [`${show(rtt, 3)} ms is beyond IBM's advice: ${curve.advice.text}.`] : [],
        notesLast:
          reduction < 0
            ? [`Measured higher than directly connected: at this size the ${curve.name}'s runs with latency peaked above the direct one (the peaks were found at different client counts), so the latency cost nothing measurable here and the "throughput lost" is below zero.`]
            : [],
        outputs: { reductionPct: reduction },
      };
    },
  }),
  };
}

/** The calculator the site shows, over the curves read from data/. */
export default haLatency(HA_CURVES);
