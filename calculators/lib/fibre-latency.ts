/**
 * Distance to round-trip time on the MQ Appliance report's own basis (section 7.3, lines
 * 410-418): light at 300,000 km/s, slowed by the cable's refraction factor (the report uses 1.5),
 * so 100 km adds 333 µs × 1.5 = 500 µs each way. That is a floor: switching hardware and
 * non-linear cable routing add more (line 414), which the caller passes as `extraMs`.
 */
import type { InputValues, NumberInput, WorkStep } from '../types.ts';
import { roundTo, show } from './round.ts';

/** Speed of light the report assumes, in km per millisecond (3×10⁸ m/s, footnote line 418). */
export const LIGHT_KM_PER_MS = 300;

/** The report's refraction allowance for fibre ("333 * 1.5 = 500 microseconds", line 412). */
export const REPORT_FIBRE_FACTOR = 1.5;

/** One-way propagation delay in ms over `distanceKm` of cable. */
export function oneWayMs(distanceKm: number, fibreFactor: number = REPORT_FIBRE_FACTOR): number {
  return (distanceKm / LIGHT_KM_PER_MS) * fibreFactor;
}

/** The cable distance whose round trip is `rttMs`, after `extraMs` of switching: the inverse of roundTripMs (never below 0). */
export function distanceForRoundTripKm(rttMs: number, fibreFactor: number = REPORT_FIBRE_FACTOR, extraMs = 0): number {
  return Math.max(0, ((rttMs - extraMs) * LIGHT_KM_PER_MS) / (2 * fibreFactor));
}

/** Round-trip time in ms: there and back, plus switching and routing time. */
export function roundTripMs(distanceKm: number, fibreFactor: number = REPORT_FIBRE_FACTOR, extraMs = 0): number {
  return 2 * oneWayMs(distanceKm, fibreFactor) + extraMs;
}

/**
 * The round-trip time a replication-latency calculator works with, and the inputs that give it:
 * a measured round trip (rttMs) when the user has one, otherwise a distance on the report's basis
 * with a fibre factor and switching time. Shared by the HA and DR calculators so both read the
 * same inputs the same way and both output rttMs.
 */

export interface RttInputOptions {
  /** "between the appliances", "to the recovery appliance". */
  where: string;
  maxKm: number;
  defaultKm: number;
  maxRttMs: number;
  /** Extra help for the round-trip field (e.g. how the report's delays were inserted). */
  rttHelp: string;
}

/** distanceKm, rttMs, fibreFactor and extraMs, in the order a reader fills them in. */
export function rttInputs(o: RttInputOptions): { distance: NumberInput; rtt: NumberInput; fibre: NumberInput; extra: NumberInput } {
  return {
    distance: {
      kind: 'number',
      name: 'distanceKm',
      label: `Distance ${o.where}`,
      unit: 'km',
      help: `Cable distance ${o.where}, turned into a round-trip time on the M2002 report's basis (lines 410-418). Ignored when you enter a round-trip time.`,
      min: 0,
      max: o.maxKm,
      default: o.defaultKm,
      optional: true,
    },
    rtt: {
      kind: 'number',
      name: 'rttMs',
      label: 'Added round-trip time (measured)',
      unit: 'ms',
      help: `${o.rttHelp} When given, it is used instead of the distance.`,
      min: 0,
      max: o.maxRttMs,
      optional: true,
    },
    fibre: {
      kind: 'number',
      name: 'fibreFactor',
      label: 'Fibre slow-down factor',
      unit: '×',
      help: 'How much slower than light in a vacuum the signal travels in the cable. The report uses 1.5. Used only with a distance.',
      min: 1,
      max: 2,
      default: REPORT_FIBRE_FACTOR,
    },
    extra: {
      kind: 'number',
      name: 'extraMs',
      label: 'Switching and routing time',
      unit: 'ms',
      help: 'Round-trip time added by switches, routers and indirect cable routes, which the report says will add to the distance alone (line 414). Used only with a distance.',
      min: 0,
      max: 20,
      default: 0,
    },
  };
}

export interface ResolvedRtt {
  rtt: number;
  step: WorkStep;
  fromDistance: boolean;
  /** A distance with no switching time: the least latency possible (line 414). */
  floorOnly: boolean;
}

/** Where the round-trip time comes from: a measured RTT wins over a distance. Undefined when neither is given. */
export function resolveRtt(v: InputValues): ResolvedRtt | undefined {
  const given = v.rttMs as number | undefined;
  if (given !== undefined) {
    return {
      rtt: given,
      fromDistance: false,
      floorOnly: false,
      step: {
        label: 'Added round-trip time',
        formula: 'RTT = the round-trip time you entered (distance, fibre factor and switching time are then not used)',
        substituted: `RTT = ${show(given, 4)} ms`,
        output: 'rttMs',
      },
    };
  }
  const km = v.distanceKm as number | undefined;
  if (km === undefined) return undefined;
  const factor = (v.fibreFactor as number | undefined) ?? REPORT_FIBRE_FACTOR;
  const extra = (v.extraMs as number | undefined) ?? 0;
  // Rounded to 1 µs so the displayed RTT, put back in the URL as rttMs, gives the same result.
  const rtt = roundTo(roundTripMs(km, factor, extra), 3);
  return {
    rtt,
    fromDistance: true,
    floorOnly: extra === 0,
    step: {
      label: 'Round-trip time from distance (report basis, lines 410-418)',
      formula: `RTT = 2 × distance ÷ ${LIGHT_KM_PER_MS} km per ms × fibre factor + switching and routing`,
      substituted: `RTT = 2 × ${show(km, 3)} ÷ ${LIGHT_KM_PER_MS} × ${show(factor, 3)} + ${show(extra, 3)} = ${show(rtt, 3)} ms`,
      output: 'rttMs',
    },
  };
}

/** The error when neither a distance nor a round-trip time is given. */
export function rttMissing(o: Pick<RttInputOptions, 'where' | 'maxKm' | 'maxRttMs'>): { input: string; message: string } {
  return {
    input: 'rttMs',
    message: `Enter either Distance ${o.where} (distanceKm), 0 to ${show(o.maxKm)} km, or Added round-trip time (measured) (rttMs), 0 to ${show(o.maxRttMs)} ms.`,
  };
}

/** The warning for a round trip computed from distance alone. */
export const DISTANCE_FLOOR_WARNING =
  'A distance gives the least latency possible: switches, routers and indirect cable routes add more (line 414). Measure the round trip between the replication interfaces and enter it as the round-trip time if you can.';
