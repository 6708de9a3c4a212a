/**
 * The capacity model's validation out of sample (issue 43, item 3): every point of
 * validation-points.ts with the model's value at the calibrated constants, its error, the summary per
 * family and overall, the error quantiles the band is built from, and which families the capacity
 * answer is offered for. `computeValidation()` is what scripts/capacity-validation.ts writes to
 * validation.json and what the test recomputes to hold that file fresh.
 *
 * The goal (issue 43): on validation points, median absolute error ≤ 15% and at least 90% within
 * ±30%. A family is OFFERED when its rate points (round trips/s, log MB/s: the quantity the capacity
 * answer states) meet both; its write-latency and CPU points are published and summarised beside
 * them but do not gate it. A family that fails is not offered, whatever its constants could be bent to.
 */
import validationFile from './validation.json' with { type: 'json' };
import { predictPoint } from './predict-point.ts';
import { missReason } from './miss-reasons.ts';
import { FAMILIES, validationPoints, type CapacityConstants, type FamilyId, type Metric, type Role, type ValidationPoint } from './validation-points.ts';

export const GOAL = { medianAbsErrorPct: 15, withinPct: 30, shareWithin: 0.9 } as const;
/** The metrics that state a rate, the capacity answer's quantity. */
export const RATE_METRICS: readonly Metric[] = ['roundTripsPerSec', 'logMiBps'];

/** A point as published: its cell and set-up (without the parameters' function), what the model predicted, and its error. */
export interface PointResult extends Omit<ValidationPoint, 'params' | 'atRate'> {
  predicted: number;
  /** predicted / measured − 1, in percent. */
  errorPct: number;
  /** Outside ±30% (validation points only): why the model misses it. */
  miss?: string;
}

export interface Summary {
  points: number;
  medianAbsErrorPct: number;
  /** Share of points within ±30%, 0-1. */
  shareWithin30: number;
  /** 10th and 90th percentiles of the signed error (predicted/measured − 1), as fractions. */
  q10: number;
  q90: number;
}

export interface FamilyVerdict {
  family: FamilyId;
  title: string;
  offered: boolean;
  /** The rate points' summary (the gate) and every validation point's. */
  rate: Summary;
  all: Summary;
  why: string;
}

export interface Validation {
  about: string;
  goal: typeof GOAL;
  points: PointResult[];
  families: FamilyVerdict[];
  overall: { rate: Summary; all: Summary; metGoal: boolean };
}

/** Linear-interpolated quantile of sorted values (the usual type-7 definition). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

const r4 = (v: number) => Number(v.toFixed(4));

export function summarise(results: readonly PointResult[]): Summary {
  const errors = results.map((r) => r.errorPct / 100).sort((a, b) => a - b);
  const abs = errors.map(Math.abs).sort((a, b) => a - b);
  return {
    points: results.length,
    medianAbsErrorPct: r4(quantile(abs, 0.5) * 100),
    shareWithin30: r4(abs.filter((e) => e <= GOAL.withinPct / 100).length / Math.max(1, abs.length)),
    q10: r4(quantile(errors, 0.1)),
    q90: r4(quantile(errors, 0.9)),
  };
}

const meets = (s: Summary) => s.points > 0 && s.medianAbsErrorPct <= GOAL.medianAbsErrorPct && s.shareWithin30 >= GOAL.shareWithin;

function verdictText(s: Summary): string {
  const median = `median absolute error ${s.medianAbsErrorPct.toFixed(1)}% (goal ≤ ${GOAL.medianAbsErrorPct}%)`;
  const within = `${Math.round(s.shareWithin30 * s.points)} of ${s.points} (${(s.shareWithin30 * 100).toFixed(1)}%) within ±${GOAL.withinPct}% (goal ≥ ${GOAL.shareWithin * 100}%)`;
  return `${s.points} rate points out of sample: ${median}, ${within}`;
}

/** Every point against the model at `constants`, the summaries and the verdicts. */
export function computeValidation(constants: CapacityConstants): Validation {
  const points: PointResult[] = validationPoints().map((p) => {
    const predicted = predictPoint(p, constants);
    const errorPct = (predicted / p.measured - 1) * 100;
    const result: PointResult = {
      id: p.id,
      family: p.family,
      role: p.role,
      metric: p.metric,
      dataset: p.dataset,
      row: p.row,
      column: p.column,
      line: p.line,
      measured: p.measured,
      predicted: r4(predicted),
      errorPct: r4(errorPct),
      setUp: p.setUp,
    };
    if (p.role === 'validation' && Math.abs(errorPct) > GOAL.withinPct) {
      result.miss = missReason(p.id) ?? 'UNEXPLAINED';
    }
    return result;
  });
  const validation = points.filter((p) => p.role === 'validation');
  const families = (Object.keys(FAMILIES) as FamilyId[]).map((family) => {
    const mine = validation.filter((p) => p.family === family);
    const rate = summarise(mine.filter((p) => RATE_METRICS.includes(p.metric)));
    const offered = meets(rate);
    return {
      family,
      title: FAMILIES[family].title,
      offered,
      rate,
      all: summarise(mine),
      why: `${offered ? 'Offered' : 'Not offered'}: ${verdictText(rate)}.`,
    };
  });
  const rate = summarise(validation.filter((p) => RATE_METRICS.includes(p.metric)));
  return {
    about:
      'Generated by `npx node scripts/capacity-validation.ts validate` from calculators/capacity/validation-points.ts and calculators/simulator/capacity-constants.json; do not edit. Errors are predicted/measured − 1. q10/q90 are the 10th and 90th percentiles of the signed error on validation points: the capacity band is ceiling / (1 + q90) … ceiling / (1 + q10).',
    goal: GOAL,
    points,
    families,
    overall: { rate, all: summarise(validation), metGoal: meets(rate) },
  };
}

/** The committed validation (validation.json), as the page and the capacity answer read it. */
export function committedValidation(): Validation {
  return validationFile as unknown as Validation;
}

/** Per family: offered or not, why, and the error quantiles its band is built from. */
export function familyVerdicts(): FamilyVerdict[] {
  return committedValidation().families;
}
