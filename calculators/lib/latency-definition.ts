/**
 * The parts of a definition the HA and DR latency calculators share: the inputs (distance or
 * round trip, message size, which measurement, fibre and switching), the four throughput outputs,
 * and a compute that chooses the measured curve, estimates there and draws the chart, leaving each
 * calculator only what it adds (HA: the throughput lost and why; DR: the data at risk).
 */
import type { ComputeResult, InputSpec, InputValues, OutputSpec, Source, WorkedExample, WorkStep } from '../types.ts';
import { DISTANCE_FLOOR_WARNING, rttInputs, type RttInputOptions } from './fibre-latency.ts';
import { chooseMeasured, clientCountWarning, estimateAt, isRefusal, measuredChart, throughputSteps, type LatencyChoice, type LatencyEstimate } from './latency-calculator.ts';
import { MESSAGE_SIZE_OPTIONS, type LatencyCurve } from './latency-runs.ts';

type Curves = Readonly<Record<string, LatencyCurve>>;

/** `source(lines, what)` for lines of the calculator's own report, or of `report`. */
export function reportSources(own: string): (lines: [number, number], what: string, report?: string) => Extract<Source, { kind: 'report' }> {
  return (lines, what, report = own) => ({ kind: 'report', report, lines, what });
}

/** A worked example: the inputs, the outputs the report prints for them, and where. */
export function example(label: string, inputs: Record<string, string>, expected: WorkedExample['expected'], source: WorkedExample['source']): WorkedExample {
  return { label, inputs, expected, source };
}

export interface LatencyInputOptions {
  /** The replication link: where it runs, its limits, its default distance and round-trip help (the same object the compute takes as `place`). */
  link: RttInputOptions;
  sizeHelp: string;
  sourceHelp: string;
  /** The calculator's own inputs, placed before fibre factor and switching time. */
  own?: InputSpec[];
}

/** Distance, round trip, message size, measurement (the curves, the first the default), the calculator's own, fibre, switching. */
export function latencyInputs(curves: Curves, o: LatencyInputOptions): InputSpec[] {
  const rtt = rttInputs(o.link);
  return [
    rtt.distance,
    rtt.rtt,
    { kind: 'enum', name: 'msgSize', label: 'Message size', help: o.sizeHelp, options: MESSAGE_SIZE_OPTIONS, default: '2048' },
    { kind: 'enum', name: 'source', label: 'Measured on', help: o.sourceHelp, options: Object.entries(curves).map(([value, c]) => ({ value, label: c.label })), default: Object.keys(curves)[0]! },
    ...(o.own ?? []),
    rtt.fibre,
    rtt.extra,
  ];
}

/** The round trip and the three throughput outputs, labelled for the calculator's link; then its own. */
export function latencyOutputs(labels: { throughput: string; throughputHelp: string; direct: string }, own: OutputSpec[]): OutputSpec[] {
  return [
    { name: 'rttMs', label: 'Added round-trip time', unit: 'ms' },
    { name: 'roundTripsPerSec', label: labels.throughput, unit: 'round-trips/s', help: labels.throughputHelp },
    { name: 'directRoundTripsPerSec', label: labels.direct, unit: 'round-trips/s' },
    { name: 'pctOfDirect', label: 'Share of the direct throughput', unit: 'percent' },
    ...own,
  ];
}

/** What a calculator adds to the shared result at the chosen curve and estimate. */
export interface OwnResult {
  summary: string;
  work: WorkStep[];
  /** Notes before the shared ones (distance floor, client counts), then after them. */
  notesFirst: string[];
  notesLast: string[];
  outputs: Record<string, number>;
}

export interface LatencyComputeOptions {
  place: Pick<RttInputOptions, 'where' | 'maxKm' | 'maxRttMs'>;
  /** throughputSteps' wording: the direct run's label and formula, and what the x axis measures. */
  direct: { label: string; formula: (curve: LatencyCurve) => string; xWord: string };
  chart: { what: string; xTitle: string };
  own(choice: LatencyChoice, e: LatencyEstimate, v: InputValues): OwnResult;
}

/** The compute both calculators run: choose, estimate, show the working, add the calculator's own, draw. */
export function latencyCompute(curves: Curves, o: LatencyComputeOptions): (v: InputValues) => ComputeResult {
  return (v) => {
    const choice = chooseMeasured(v, curves, o.place);
    if (isRefusal(choice)) return choice;
    const e = estimateAt(choice);
    const own = o.own(choice, e, v);
    const clients = clientCountWarning(e);
    const warnings = [...own.notesFirst, ...(choice.resolved.floorOnly ? [DISTANCE_FLOOR_WARNING] : []), ...(clients ? [clients] : []), ...own.notesLast];
    return {
      ok: true,
      summary: own.summary,
      outputs: { rttMs: choice.resolved.rtt, roundTripsPerSec: e.throughput, directRoundTripsPerSec: e.direct.roundTripsPerSec, pctOfDirect: e.pct, ...own.outputs },
      work: [...throughputSteps(choice, e, o.direct.label, o.direct.formula(choice.curve), o.direct.xWord), ...own.work],
      warnings,
      chart: measuredChart(choice, e, o.chart.what, o.chart.xTitle),
    };
  };
}
