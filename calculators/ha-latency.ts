/**
 * HA latency impact: what a longer replication link does to an MQ Appliance HA pair's throughput,
 * from the M2002 report's HA2 runs with 0, 1, 2, 5 and 10 ms of added round-trip time.
 */
import type { CalculatorDefinition, InputValues, WorkStep } from './types.ts';
import { DISTANCE_FLOOR_WARNING, LIGHT_KM_PER_MS, oneWayMs, REPORT_FIBRE_FACTOR, resolveRtt, roundTripMs, rttInputs, rttMissing } from './lib/fibre-latency.ts';
import { latencyCurveChart } from './lib/latency-curve-chart.ts';
import {
  citeRun,
  isMessageBytes,
  MESSAGE_SIZE_OPTIONS,
  pointsOf,
  REPORT_SIZE_LABEL,
  sizesOf,
  type LatencyCurve,
  type LatencyRun,
  type MessageBytes,
  type RunsBySize,
} from './lib/latency-runs.ts';
import { M2003_HA_CURVE, MQ93_MIQM_HA_CURVE, MQ93_RDQM_HA_CURVE } from './lib/latency-runs-modern.ts';
import { reciprocalInterpolate } from './lib/reciprocal-interpolation.ts';
import { roundTo, show } from './lib/round.ts';

const REPORT = 'mq-appliance-m2002';

/**
 * M2002A HA pair, 10 queue managers (test HA2): the directly connected run (Table 9, "M2002A HA"
 * columns) and the runs with 1, 2, 5 and 10 ms added to the replication round trip (Tables 10
 * and 11). Each value is as printed on the cited line.
 */
export const HA_RUNS: RunsBySize = {
  '256': [
    { addedMs: 0, roundTripsPerSec: 107770, cpuPct: 95.14, clients: 360, singleThreadMs: 0.6, table: '9', line: 395 },
    { addedMs: 1, roundTripsPerSec: 36760, cpuPct: 27.68, clients: 400, singleThreadMs: 4.7, vsDirectPct: 34.1, table: '11', line: 441 },
    { addedMs: 2, roundTripsPerSec: 19926, cpuPct: 14.7, clients: 400, singleThreadMs: 8.8, vsDirectPct: 18.5, table: '10', line: 427 },
    { addedMs: 5, roundTripsPerSec: 8242, cpuPct: 6.5, clients: 400, singleThreadMs: 20.9, vsDirectPct: 7.6, table: '11', line: 452 },
    { addedMs: 10, roundTripsPerSec: 4240, cpuPct: 3.82, clients: 400, singleThreadMs: 41.2, vsDirectPct: 3.9, table: '11', line: 463 },
  ],
  '2048': [
    { addedMs: 0, roundTripsPerSec: 94215, cpuPct: 91.83, clients: 400, singleThreadMs: 0.7, table: '9', line: 396 },
    { addedMs: 1, roundTripsPerSec: 34945, cpuPct: 29.63, clients: 400, singleThreadMs: 5.7, vsDirectPct: 37.1, table: '11', line: 442 },
    { addedMs: 2, roundTripsPerSec: 18919, cpuPct: 15.78, clients: 400, singleThreadMs: 10.6, vsDirectPct: 20.1, table: '10', line: 428 },
    { addedMs: 5, roundTripsPerSec: 8175, cpuPct: 7.42, clients: 400, singleThreadMs: 25.3, vsDirectPct: 8.7, table: '11', line: 453 },
    { addedMs: 10, roundTripsPerSec: 4257, cpuPct: 3.95, clients: 400, singleThreadMs: 49.9, vsDirectPct: 4.5, table: '11', line: 464 },
  ],
  '20480': [
    { addedMs: 0, roundTripsPerSec: 35783, cpuPct: 56.17, clients: 400, singleThreadMs: 1.0, table: '9', line: 397 },
    { addedMs: 1, roundTripsPerSec: 22602, cpuPct: 34.91, clients: 400, singleThreadMs: 6.2, vsDirectPct: 63.2, table: '11', line: 443 },
    { addedMs: 2, roundTripsPerSec: 15684, cpuPct: 23.04, clients: 400, singleThreadMs: 11.3, vsDirectPct: 43.8, table: '10', line: 429 },
    { addedMs: 5, roundTripsPerSec: 8020, cpuPct: 11.88, clients: 400, singleThreadMs: 26.8, vsDirectPct: 22.4, table: '11', line: 454 },
    { addedMs: 10, roundTripsPerSec: 4548, cpuPct: 7.35, clients: 400, singleThreadMs: 52.6, vsDirectPct: 12.7, table: '11', line: 465 },
  ],
  '204800': [
    { addedMs: 0, roundTripsPerSec: 3949, cpuPct: 26.06, clients: 140, singleThreadMs: 2.8, table: '9', line: 398 },
    { addedMs: 1, roundTripsPerSec: 3499, cpuPct: 25.78, clients: 150, singleThreadMs: 8.0, vsDirectPct: 88.6, table: '11', line: 444 },
    { addedMs: 2, roundTripsPerSec: 2823, cpuPct: 19.48, clients: 150, singleThreadMs: 13.1, vsDirectPct: 71.5, table: '10', line: 430 },
    { addedMs: 5, roundTripsPerSec: 1637, cpuPct: 10.46, clients: 150, singleThreadMs: 33.5, vsDirectPct: 41.5, table: '11', line: 455 },
    { addedMs: 10, roundTripsPerSec: 858, cpuPct: 6.07, clients: 150, singleThreadMs: 66.4, vsDirectPct: 21.7, table: '11', line: 466 },
  ],
};

/** The report's siting advice: no more than 10 ms between the HA appliances (line 414). */
export const HA_ADVISED_MAX_MS = 10;
export const HA_ADVICE_LINE = 414;
/** The added round trip the report's "~80% reduction" refers to (lines 416, 423). */
const EIGHTY_PCT_MS = 2;

const MAX_DISTANCE_KM = 2000;
const MAX_RTT_MS = 50;
const RTT = { where: 'between the appliances', maxKm: MAX_DISTANCE_KM, maxRttMs: MAX_RTT_MS } as const;
const RTT_INPUTS = rttInputs({
  ...RTT,
  defaultKm: 100,
  rttHelp: 'Round-trip time the replication link adds compared with appliances in one room, if you have measured it.',
});

function source(lines: [number, number], what: string, report: string = REPORT) {
  return { kind: 'report' as const, report, lines, what };
}

/** The curves the calculator offers: the M2002 report's own (the default) and IBM's newer measurements. */
export const HA_CURVES: Record<string, LatencyCurve> = {
  m2002: {
    label: 'MQ Appliance M2002A (MQ 9.1, 2018)',
    name: 'M2002A HA pair',
    report: REPORT,
    appliesTo:
      'IBM MQ Appliance M2002A HA pair (MQ 9.1, report of October 2018): 10 queue managers, persistent request/reply over client connections, synchronous replication with a delay inserted in the sending network layer of both appliances (line 416).',
    measured: 'Table 9 direct; Table 11 at 1, 5 and 10 ms; Table 10 at 2 ms',
    advice: { maxMs: HA_ADVISED_MAX_MS, text: `IBM advised keeping the latency between the two HA appliances to no more than ${HA_ADVISED_MAX_MS} ms, preferably within one data centre (line ${HA_ADVICE_LINE})` },
    runs: HA_RUNS,
  },
  m2003: M2003_HA_CURVE,
  'mq93-rdqm': MQ93_RDQM_HA_CURVE,
  'mq93-miqm': MQ93_MIQM_HA_CURVE,
};

/** A single requester's round trip, direct and at 2 ms: how many replication round trips it waits on in series (when the report prints single-thread latency). */
function serialRoundTripsStep(runs: readonly LatencyRun[], size: MessageBytes): WorkStep | undefined {
  const direct = runs[0]!;
  const at2 = runs.find((r) => r.addedMs === EIGHTY_PCT_MS);
  if (!at2 || at2.singleThreadMs === undefined || direct.singleThreadMs === undefined) return undefined;
  const n = (at2.singleThreadMs - direct.singleThreadMs) / EIGHTY_PCT_MS;
  return {
    label: `Why latency costs so much (derived from the "Latency#" column, ${REPORT_SIZE_LABEL[size]})`,
    formula: 'replication round trips waited on per message round trip ≈ (single-thread latency at 2 ms − direct) ÷ 2 ms',
    substituted: `(${show(at2.singleThreadMs, 1)} − ${show(direct.singleThreadMs, 1)}) ÷ ${EIGHTY_PCT_MS} ≈ ${show(n, 1)} (${citeRun(direct)}; ${citeRun(at2)})`,
  };
}

function clientNote(used: readonly LatencyRun[], direct: LatencyRun, size: MessageBytes, m2002: boolean): string | undefined {
  const runs = [direct, ...used.filter((r) => r !== direct)];
  const counts = new Set(runs.map((r) => r.clients));
  if (counts.size < 2 && !(m2002 && size === '204800')) return undefined;
  const list = runs.map((r) => `${r.clients} at ${show(r.addedMs)} ms`).join(', ');
  const why =
    m2002 && size === '204800'
      ? 'The 200KB runs used fewer requester clients than the other sizes: 140 directly connected and 150 with added latency, against 400 for 2KB and 20KB.'
      : 'The runs compared here were driven by different numbers of requester clients.';
  return `${why} Requester clients: ${list}. Each figure is the peak the report found at that client count, so part of the difference may come from the client count rather than the latency.`;
}

/** The "why 2 ms costs ~80%" paragraph, written from the 2KB runs so every figure in it is a checked constant. */
function whyEightyPercent(runs: readonly LatencyRun[]): string {
  const direct = runs[0]!;
  const at2 = runs.find((r) => r.addedMs === EIGHTY_PCT_MS)!;
  // The M2002 report prints single-thread latency for every run.
  const directMs = direct.singleThreadMs!;
  const at2Ms = at2.singleThreadMs!;
  const n = (at2Ms - directMs) / EIGHTY_PCT_MS;
  return `Why ${EIGHTY_PCT_MS} ms costs about 80%: replication is synchronous, so a persistent message is not safely stored until the other appliance has it, and a message round trip waits for the replication link several times one after another. The report's single-thread latency column shows how many: at 2KB one requester's round trip took ${show(directMs, 1)} ms with the appliances directly connected and ${show(at2Ms, 1)} ms with ${EIGHTY_PCT_MS} ms added, so it waited on about ${show(n, 0)} replication round trips in series (our derivation: (${show(at2Ms, 1)} − ${show(directMs, 1)}) ÷ ${EIGHTY_PCT_MS}; ${citeRun(direct)}, ${citeRun(at2)}). With the same number of requesters in flight, throughput falls by about the factor the round trip grows, so ${EIGHTY_PCT_MS} ms leaves ${show(at2.roundTripsPerSec)} of ${show(direct.roundTripsPerSec)} round trips per second: the report's "~80% reduction" (line 423).`;
}

function clientCountParagraph(runs2k: readonly LatencyRun[]): string {
  const direct = runs2k[0]!;
  const at2 = runs2k.find((r) => r.addedMs === EIGHTY_PCT_MS)!;
  const big = HA_RUNS['204800'];
  return `Client counts: the latency runs for 256b, 2KB and 20KB used ${show(at2.clients)} requester clients; the 200KB runs used ${show(big[1]!.clients)} (${show(big[0]!.clients)} for its directly connected run, ${citeRun(big[0]!)}). With latency added the appliance's CPU is far from busy (at 2KB: ${show(direct.cpuPct, 2)}% directly connected, ${show(at2.cpuPct, 2)}% at ${EIGHTY_PCT_MS} ms), so the limit is how many round trips are in flight, and more clients or queue managers may well recover some throughput. The report did not measure that, so this calculator does not predict it.`;
}

const definition: CalculatorDefinition = {
  id: 'ha-latency',
  title: 'HA latency impact',
  group: 'ha-and-dr',
  question: 'How much throughput does an MQ Appliance HA pair lose as its two appliances move apart?',
  appliesTo:
    'Measured on an IBM MQ Appliance M2002A HA pair (MQ 9.1, report of October 2018): 10 queue managers, persistent request/reply over client connections, synchronous replication over a directly connected link with a delay inserted to simulate distance. The figures belong to that appliance and workload; the shape (throughput falling as the reciprocal of a straight line in the round-trip time when the number of clients is fixed) is what carries over to other synchronous replication set-ups. Newer measurements (the M2003A appliance, and MQ 9.3 on Linux with RDQM or a multi-instance queue manager, all 2023) can be chosen under “Measured on”; the working says what each applies to.',
  inputs: [
    RTT_INPUTS.distance,
    RTT_INPUTS.rtt,
    {
      kind: 'enum',
      name: 'msgSize',
      label: 'Message size',
      help: 'The sizes measured (256b, 2KB, 20KB and 200KB; MQ 9.3 on Linux measured 2KB, 20KB and 200KB only); pick the nearest to your messages.',
      options: MESSAGE_SIZE_OPTIONS,
      default: '2048',
    },
    {
      kind: 'enum',
      name: 'source',
      label: 'Measured on',
      help: `Whose measurements to use. M2002A (2018) is the report this page is built on; M2003A (2023) is the appliance that followed it; MQ 9.3 on Linux (2023) measured replicated data queue managers (RDQM) and multi-instance queue managers on NFS at 0, 1 and 2 ms, for 2KB, 20KB and 200KB messages only.`,
      options: Object.entries(HA_CURVES).map(([value, c]) => ({ value, label: c.label })),
      default: 'm2002',
    },
    RTT_INPUTS.fibre,
    RTT_INPUTS.extra,
  ],
  outputs: [
    { name: 'rttMs', label: 'Added round-trip time', unit: 'ms' },
    { name: 'roundTripsPerSec', label: 'Throughput at that round-trip time', unit: 'round-trips/s', help: 'Peak round trips per second of the chosen measurement’s persistent request/reply workload (2 puts and 2 gets each on the appliances).' },
    { name: 'directRoundTripsPerSec', label: 'Throughput with the appliances directly connected', unit: 'round-trips/s' },
    { name: 'pctOfDirect', label: 'Share of the direct throughput', unit: 'percent' },
    { name: 'reductionPct', label: 'Throughput lost', unit: 'percent' },
  ],
  formulas: [
    'RTT (ms) = 2 × distance (km) ÷ 300 km per ms × fibre factor + switching and routing (ms)',
    'At a measured RTT: X = the measured peak rate',
    'Between measured RTTs a < RTT < b: 1/X = 1/X(a) + (1/X(b) − 1/X(a)) × (RTT − a) ÷ (b − a)',
    'Above 10 ms: the same line through the 5 ms and 10 ms points, continued (an extrapolation)',
    'pctOfDirect = 100 × X ÷ X(0); reductionPct = 100 − pctOfDirect',
  ],
  explanation: [
    'The report ran its HA2 workload on an M2002A HA pair: 10 queue managers, each with 10 request and reply queue pairs, 200 responder threads, and requester clients (400 for most runs) sending persistent 2-put-2-get round trips over client connections. The queue managers\' log and queue files are replicated synchronously to the second appliance (line 336). To imitate distance, a delay was inserted into the sending network layer of both appliances, giving 1, 2, 5 and 10 ms of added round-trip time (lines 416 and 437).',
    whyEightyPercent(HA_RUNS['2048']),
    'Method: at a measured round-trip time the calculator returns the report\'s value exactly. Between measured times it draws a straight line through 1/throughput, because with a fixed number of clients each round trip\'s duration grows linearly with the replication round-trip time and throughput goes as its reciprocal. Above 10 ms it continues the last segment\'s line: that is an extrapolation, not a measurement. Interpolated and extrapolated values are estimates built on the report\'s numbers.',
    `Distance: the report turns distance into latency with light at ${show(LIGHT_KM_PER_MS * 1000)} km/s, slowed by a factor of ${show(REPORT_FIBRE_FACTOR, 2)} in the cable, so 100 km adds ${show(oneWayMs(100) * 1000)} microseconds each way and ${show(roundTripMs(100), 3)} ms to the round trip (lines 410-418). That is a minimum: switching hardware and indirect cable routes add more, and IBM advised keeping the latency between the appliances to no more than ${HA_ADVISED_MAX_MS} ms, preferably within the same data centre (line ${HA_ADVICE_LINE}).`,
    clientCountParagraph(HA_RUNS['2048']),
  ],
  sources: [
    source([336, 336], 'HA replicates the queue managers\' log and queue files synchronously'),
    source([384, 386], 'Test HA2: 10 queue managers, 200 responder threads'),
    source([393, 404], 'Table 9: HA and non-HA peak rates, 10 queue managers (the directly connected runs)'),
    source([408, 418], 'Distance to latency: 300,000 km/s, factor 1.5, 500 µs per 100 km each way; siting advice of no more than 10 ms'),
    source([421, 435], 'Table 10 and the "~80% reduction" at 2 ms added round-trip time'),
    source([437, 473], 'Table 11: runs with 1, 5 and 10 ms added'),
    source([1137, 1146], 'M2003A HA and non-HA peak rates, 10 queue managers (Table 9)', 'mq-appliance-m2003'),
    source([1150, 1174], 'M2003: distance to latency on the same basis; HA appliances no more than 10 ms apart; a 1 ms round trip inserted in the network layer', 'mq-appliance-m2003'),
    source([1236, 1285], 'M2003A HA with 1 ms (Table 10) and 2, 5 and 10 ms (Table 11) added', 'mq-appliance-m2003'),
    source([1047, 1056], 'MQ 9.3 RR-CC with MIQM, RDQM and SAN, no latency added (Table 12)', 'mq-v93-linux'),
    source([1084, 1096], 'MQ 9.3: HA links written synchronously; IBM supports RDQM links up to 5 ms; 500 µs each way gives a 1 ms round trip', 'mq-v93-linux'),
    source([1112, 1161], 'MQ 9.3 RR-CC with MIQM and RDQM at 1 ms (Table 13) and 2 ms (Table 14)', 'mq-v93-linux'),
  ],
  examples: [
    {
      label: '2KB, appliances directly connected',
      inputs: { rttMs: '0', msgSize: '2048' },
      expected: { rttMs: 0, roundTripsPerSec: 94215, directRoundTripsPerSec: 94215, pctOfDirect: 100, reductionPct: 0 },
      source: source([396, 396], 'Table 9, 2KB, M2002A HA: 94,215 round trips/s'),
    },
    {
      label: '2KB with 2 ms added: the report\'s "~80% reduction"',
      inputs: { rttMs: '2', msgSize: '2048' },
      expected: { rttMs: 2, roundTripsPerSec: 18919, pctOfDirect: 20.1, reductionPct: 79.9 },
      source: source([423, 428], 'Table 10, 2KB: 18,919 round trips/s, 20.1% of direct; text: ~80% reduction'),
    },
    {
      label: '2KB with 1 ms added',
      inputs: { rttMs: '1', msgSize: '2048' },
      expected: { rttMs: 1, roundTripsPerSec: 34945, pctOfDirect: 37.1 },
      source: source([442, 442], 'Table 11, 1 ms, 2KB: 34,945 round trips/s, 37.1% of direct'),
    },
    {
      label: '100 km of fibre on the report\'s basis, 2KB',
      inputs: { distanceKm: '100', msgSize: '2048' },
      expected: { rttMs: 1, roundTripsPerSec: 34945 },
      source: source([410, 412], '100 km: 333 µs × 1.5 = 500 µs each way, so 1 ms round trip'),
    },
    {
      label: '20KB at the 10 ms siting limit',
      inputs: { rttMs: '10', msgSize: '20480' },
      expected: { rttMs: 10, roundTripsPerSec: 4548, pctOfDirect: 12.7 },
      source: source([465, 465], 'Table 11, 10 ms, 20KB: 4,548 round trips/s, 12.7% of direct'),
    },
    {
      label: 'M2003A (2023), 2KB with 1 ms added: the newer appliance\'s "~80% reduction"',
      inputs: { rttMs: '1', msgSize: '2048', source: 'm2003' },
      expected: { rttMs: 1, roundTripsPerSec: 30662, directRoundTripsPerSec: 147873, pctOfDirect: 20.7 },
      source: source([1231, 1239], 'M2003 Table 9, 2KB HA: 147,873 round trips/s; Table 10, 1 ms: 30,662, 20.7% of direct; "~80% reduction"', 'mq-appliance-m2003'),
    },
    {
      label: 'MQ 9.3 RDQM (2023), 2KB with 1 ms added',
      inputs: { rttMs: '1', msgSize: '2048', source: 'mq93-rdqm' },
      expected: { rttMs: 1, roundTripsPerSec: 33366, directRoundTripsPerSec: 94137, pctOfDirect: 35.4 },
      source: source([1049, 1114], 'MQ 9.3 Table 12, 2KB RDQM: 94,137 round trips/s; Table 13, 1 ms: 33,366', 'mq-v93-linux'),
    },
    {
      label: 'MQ 9.3 multi-instance on NFS (2023), 2KB with 2 ms added',
      inputs: { rttMs: '2', msgSize: '2048', source: 'mq93-miqm' },
      expected: { rttMs: 2, roundTripsPerSec: 17490, directRoundTripsPerSec: 58824, pctOfDirect: 29.7 },
      source: source([1049, 1154], 'MQ 9.3 Table 12, 2KB MIQM: 58,824 round trips/s; Table 14, 2 ms: 17,490', 'mq-v93-linux'),
    },
  ],
  compute(v) {
    const size = v.msgSize;
    if (!isMessageBytes(size)) {
      return { ok: false, errors: [{ input: 'msgSize', message: `Message size (msgSize) must be one of ${MESSAGE_SIZE_OPTIONS.map((o) => o.value).join(', ')}` }] };
    }
    const resolved = resolveRtt(v);
    if (!resolved) {
      return { ok: false, errors: [rttMissing(RTT)] };
    }
    const { rtt } = resolved;
    const sourceId = v.source as string;
    const curve = Object.hasOwn(HA_CURVES, sourceId) ? HA_CURVES[sourceId]! : undefined;
    if (!curve) return { ok: false, errors: [{ input: 'source', message: `Measured on (source) must be one of ${Object.keys(HA_CURVES).join(', ')}` }] };
    const runs = curve.runs[size];
    if (!runs) {
      return {
        ok: false,
        errors: [{ input: 'msgSize', message: `Message size (msgSize) must be one of ${sizesOf(curve).join(', ')} for ${curve.label}, the sizes it measured; got ${size}` }],
      };
    }
    const m2002 = sourceId === 'm2002';
    const last = runs[runs.length - 1]!;
    const direct = runs[0]!;
    const points = pointsOf(runs);
    const estimate = reciprocalInterpolate(points, rtt);
    const share = estimate.value / direct.roundTripsPerSec;
    const throughput = Math.round(estimate.value);
    const pct = roundTo(100 * share, 1);
    const reduction = roundTo(100 * (1 - share), 1);
    const used = estimate.from.map((p) => runs.find((r) => r.addedMs === p.x)!);

    const work: WorkStep[] = [
      { label: `Measured on: ${curve.label}`, formula: 'The curve the estimate is drawn from, and what it applies to', substituted: curve.appliesTo },
      resolved.step,
    ];
    work.push({
      label: 'Throughput with no latency added',
      formula: `X(0) = ${curve.name} peak rate, ${REPORT_SIZE_LABEL[size]}`,
      substituted: `X(0) = ${show(direct.roundTripsPerSec)} round trips/s (${citeRun(direct)})`,
      output: 'directRoundTripsPerSec',
    });
    if (estimate.basis === 'measured') {
      work.push({
        label: `Throughput at ${show(rtt, 4)} ms (measured)`,
        formula: 'X = the measured peak rate at this round-trip time',
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
      label: 'Throughput lost',
      formula: 'reductionPct = 100 − 100 × X ÷ X(0)',
      substituted: `100 − ${show(100 * share, 2)} = ${show(reduction, 1)}%`,
      output: 'reductionPct',
    });
    const serial = serialRoundTripsStep(runs, size);
    if (serial) work.push(serial);

    const warnings: string[] = [];
    if (curve.advice && rtt > curve.advice.maxMs) {
      warnings.push(`${show(rtt, 3)} ms is beyond IBM's advice: ${curve.advice.text}.`);
    }
    if (estimate.basis === 'extrapolated') {
      const before = runs[runs.length - 2]!;
      warnings.push(
        `Extrapolated: ${curve.label} was measured up to ${show(last.addedMs)} ms. This value continues the line through the ${show(before.addedMs)} and ${show(last.addedMs)} ms runs and is an estimate, not a measurement.`,
      );
    }
    if (resolved.floorOnly) warnings.push(DISTANCE_FLOOR_WARNING);
    const clients = clientNote(used, direct, size, m2002);
    if (clients) warnings.push(clients);

    return {
      ok: true,
      summary: `At ${show(rtt, 3)} ms of added round trip${resolved.fromDistance ? ` (${show(v.distanceKm as number, 3)} km)` : ''} the ${curve.name} kept ${show(pct, 1)}% of its directly connected throughput with ${REPORT_SIZE_LABEL[size]} messages: ${show(throughput)} of ${show(direct.roundTripsPerSec)} round trips/s${estimate.basis === 'measured' ? ', as measured' : `, ${estimate.basis} from the measured runs`}.`,
      outputs: {
        rttMs: rtt,
        roundTripsPerSec: throughput,
        directRoundTripsPerSec: direct.roundTripsPerSec,
        pctOfDirect: pct,
        reductionPct: reduction,
      },
      work,
      warnings,
      chart: latencyCurveChart({
        title: `HA throughput against added round-trip time, ${REPORT_SIZE_LABEL[size]} messages, ${curve.label}`,
        caption: `${curve.name}. Points: measured (${curve.report} ${curve.measured}). Line: the calculator's estimate, 1/throughput linear between measured points${estimate.basis === 'extrapolated' ? `, dashed where extrapolated beyond ${show(last.addedMs)} ms` : ''}. Diamond: your inputs.`,
        points,
        you: { x: rtt, y: estimate.value },
        xTitle: 'Added replication round-trip time (ms)',
        measuredNote: `measured (${curve.measured})`,
      }),
    };
  },
};

export default definition;
