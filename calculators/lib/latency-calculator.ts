/**
 * What the HA and DR latency calculators do alike: pick the measured configuration the inputs ask
 * for (curve, message size, round-trip time), refuse a round trip outside the measured latencies,
 * estimate throughput there (the measured value, or 1/throughput linear between the two
 * neighbouring runs), and show that working and chart. Each calculator adds only its own advice
 * (HA: why synchronous replication costs so much; DR: data at risk).
 */
import type { ComputeResult, InputValues, ResultChart, WorkStep } from '../types.ts';
import { distanceForRoundTripKm, resolveRtt, rttMissing, REPORT_FIBRE_FACTOR, type ResolvedRtt, type RttInputOptions } from './fibre-latency.ts';
import { latencyCurveChart } from './latency-curve-chart.ts';
import { citeRun, isMessageBytes, MESSAGE_SIZE_OPTIONS, pointsOf, REPORT_SIZE_LABEL, sizesOf, type LatencyCurve, type LatencyRun, type MessageBytes } from './latency-runs.ts';
import { reciprocalInterpolate, type Estimate } from './reciprocal-interpolation.ts';
import { roundTo, show } from './round.ts';

type Refusal = Extract<ComputeResult, { ok: false }>;

/** The measured configuration an estimate is drawn from. */
export interface LatencyChoice {
  curve: LatencyCurve;
  size: MessageBytes;
  /** The chosen curve's runs at that size, directly connected first. */
  runs: readonly LatencyRun[];
  resolved: ResolvedRtt;
}

/** The estimate at the chosen round trip, with the runs it rests on. */
export interface LatencyEstimate {
  estimate: Estimate;
  direct: LatencyRun;
  /** Rounded to a whole round trip per second, as output. */
  throughput: number;
  /** Percent of the direct throughput, to 0.1 as output. */
  pct: number;
  /** The run used as is, or the two runs the estimate lies between. */
  used: LatencyRun[];
}

type RttPlace = Pick<RttInputOptions, 'where' | 'maxKm' | 'maxRttMs'>;

/** The most distance that stays within `maxMs` of round trip with the user's fibre factor and switching time. */
function kmFor(maxMs: number, v: InputValues): number {
  return distanceForRoundTripKm(maxMs, (v.fibreFactor as number | undefined) ?? REPORT_FIBRE_FACTOR, (v.extraMs as number | undefined) ?? 0);
}

function outsideMeasured(curve: LatencyCurve, last: LatencyRun, r: ResolvedRtt, v: InputValues, place: RttPlace): Refusal {
  const range = `0 to ${show(last.addedMs)} ms`;
  const advice = curve.advice ? ` ${curve.advice.text}.` : '';
  const why = `The calculator estimates only between measured points: beyond ${show(last.addedMs)} ms IBM did not measure how throughput falls, so it gives no number there.${advice}`;
  if (r.fromDistance) {
    return {
      ok: false,
      errors: [
        {
          input: 'distanceKm',
          message: `Distance ${place.where} (distanceKm) of ${show(v.distanceKm as number, 3)} km gives a round trip of ${show(r.rtt, 3)} ms, outside what the ${curve.name} was measured at (${range}, up to ${show(kmFor(last.addedMs, v), 1)} km with this fibre factor and switching time). ${why}`,
        },
      ],
    };
  }
  return {
    ok: false,
    errors: [{ input: 'rttMs', message: `Added round-trip time (measured) (rttMs) of ${show(r.rtt, 4)} ms is outside what the ${curve.name} was measured at: ${range}. ${why}` }],
  };
}

/**
 * The curve, size and round trip the inputs ask for, or the reason there is none: an unknown size
 * or source, a size the curve did not measure, no distance or round trip, or a round trip beyond
 * the curve's last measurement.
 */
export function chooseMeasured(v: InputValues, curves: Readonly<Record<string, LatencyCurve>>, place: RttPlace): LatencyChoice | Refusal {
  const size = v.msgSize;
  if (!isMessageBytes(size)) {
    return { ok: false, errors: [{ input: 'msgSize', message: `Message size (msgSize) must be one of ${MESSAGE_SIZE_OPTIONS.map((o) => o.value).join(', ')}` }] };
  }
  const resolved = resolveRtt(v);
  if (!resolved) return { ok: false, errors: [rttMissing(place)] };
  const sourceId = v.source as string;
  const curve = Object.hasOwn(curves, sourceId) ? curves[sourceId]! : undefined;
  if (!curve) return { ok: false, errors: [{ input: 'source', message: `Measured on (source) must be one of ${Object.keys(curves).join(', ')}` }] };
  const runs = curve.runs[size];
  if (!runs) {
    return {
      ok: false,
      errors: [{ input: 'msgSize', message: `Message size (msgSize) must be one of ${sizesOf(curve).join(', ')} for ${curve.label}, the sizes it measured; got ${size}` }],
    };
  }
  const last = runs[runs.length - 1]!;
  if (resolved.rtt > last.addedMs) return outsideMeasured(curve, last, resolved, v, place);
  return { curve, size, runs, resolved };
}

export function isRefusal(c: LatencyChoice | Refusal): c is Refusal {
  return (c as Refusal).ok === false;
}

export function estimateAt(c: LatencyChoice): LatencyEstimate {
  const estimate = reciprocalInterpolate(pointsOf(c.runs), c.resolved.rtt);
  const direct = c.runs[0]!;
  return {
    estimate,
    direct,
    throughput: Math.round(estimate.value),
    pct: roundTo((100 * estimate.value) / direct.roundTripsPerSec, 1),
    used: estimate.from.map((p) => c.runs.find((r) => r.addedMs === p.x)!),
  };
}

/** "Measured on", the round trip, the direct throughput and the throughput at the round trip. */
export function throughputSteps(c: LatencyChoice, e: LatencyEstimate, directLabel: string, directFormula: string, xWord: string): WorkStep[] {
  const rtt = c.resolved.rtt;
  const steps: WorkStep[] = [
    { label: `Measured on: ${c.curve.label}`, formula: 'The curve the estimate is drawn from, and what it applies to', substituted: c.curve.appliesTo },
    c.resolved.step,
    {
      label: directLabel,
      formula: `X(0) = ${directFormula}, ${REPORT_SIZE_LABEL[c.size]}`,
      substituted: `X(0) = ${show(e.direct.roundTripsPerSec)} round trips/s (${citeRun(e.direct, c.size)})`,
      output: 'directRoundTripsPerSec',
    },
  ];
  if (e.estimate.basis === 'measured') {
    steps.push({
      label: `Throughput at ${show(rtt, 4)} ms (measured)`,
      formula: `X = the measured peak rate at this ${xWord}`,
      substituted: `X = ${show(e.throughput)} round trips/s (${citeRun(e.used[0]!, c.size)})`,
      output: 'roundTripsPerSec',
    });
  } else {
    const [a, b] = e.used as [LatencyRun, LatencyRun];
    steps.push({
      label: `Throughput at ${show(rtt, 4)} ms (interpolated between the ${show(a.addedMs)} and ${show(b.addedMs)} ms runs)`,
      formula: '1/X = 1/X(a) + (1/X(b) − 1/X(a)) × (RTT − a) ÷ (b − a)',
      substituted: `1/X = 1/${show(a.roundTripsPerSec)} + (1/${show(b.roundTripsPerSec)} − 1/${show(a.roundTripsPerSec)}) × (${show(rtt, 4)} − ${show(a.addedMs)}) ÷ (${show(b.addedMs)} − ${show(a.addedMs)}), so X = ${show(e.throughput)} round trips/s (${citeRun(a, c.size)}; ${citeRun(b, c.size)})`,
      output: 'roundTripsPerSec',
    });
  }
  steps.push({
    label: 'Share of the direct throughput',
    formula: 'pctOfDirect = 100 × X ÷ X(0)',
    substituted: `100 × ${show(e.estimate.value, 1)} ÷ ${show(e.direct.roundTripsPerSec)} = ${show(e.pct, 1)}%`,
    output: 'pctOfDirect',
  });
  return steps;
}

/** The client counts behind the compared peaks, when they differ: part of the difference may be the count, not the latency. */
export function clientCountWarning(e: LatencyEstimate): string | undefined {
  const runs = [e.direct, ...e.used.filter((r) => r !== e.direct)];
  if (new Set(runs.map((r) => r.clients)).size < 2) return undefined;
  return `The runs compared here peaked at different numbers of requester clients (${runs.map((r) => `${show(r.clients)} at ${show(r.addedMs)} ms`).join(', ')}), so part of the difference may come from the client count rather than the latency.`;
}

export function estimateWords(e: LatencyEstimate): string {
  return e.estimate.basis === 'measured' ? 'as measured' : 'interpolated between the measured runs';
}

/** The measured points, the interpolated curve between them, and the reader's point. */
export function measuredChart(c: LatencyChoice, e: LatencyEstimate, what: string, xTitle: string): ResultChart {
  return latencyCurveChart({
    title: `${what}, ${REPORT_SIZE_LABEL[c.size]} messages, ${c.curve.label}`,
    caption: `${c.curve.name}. Points: measured (${c.curve.report} ${c.curve.measured}). Line: the calculator's estimate, 1/throughput linear between measured points; no estimate beyond them. Diamond: your inputs.`,
    points: pointsOf(c.runs),
    you: { x: c.resolved.rtt, y: e.estimate.value },
    xTitle,
    measuredNote: `measured (${c.curve.measured})`,
  });
}
