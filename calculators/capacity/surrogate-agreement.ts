/**
 * How closely the capacity model's closed form (surrogate.ts) follows the simulator it stands for:
 * its rate against `python3 -m mqsim` on a seeded grid of the inputs users give (mqsim-grid.json,
 * written by calculators/simulator/capacity_grid.py). Published on /simulator/ beside the
 * validation; tests/unit/capacity-surrogate.test.ts holds the same figures.
 */
import grid from './mqsim-grid.json' with { type: 'json' };
import { predict, type ModelParams } from './surrogate.ts';
import { SIMULATOR_DEFAULTS } from './simulator-defaults.ts';
import { REQUESTERS_FOR_CEILING } from './inputs.ts';

export interface GridPoint {
  set: Partial<ModelParams> & Record<string, number>;
  out: Record<string, number>;
}

export const GRID = grid as { version: string; points: GridPoint[] };

const atTheCeiling = (g: GridPoint) => g.set.requesters === REQUESTERS_FOR_CEILING;
/** The grid's points at the requesters the capacity answer reads its ceiling at (ceiling.ts): what every ceiling shown is. */
export const AT_THE_CEILING = GRID.points.filter(atTheCeiling);
/** The rest: 1 to 500 requesters, the way up to the ceiling (the requesters needed, the validation's measured loads). */
export const ON_THE_WAY = GRID.points.filter((g) => !atTheCeiling(g));

export interface Agreement {
  points: number;
  /** Each point's surrogate ÷ mqsim − 1, in grid order. */
  errors: number[];
  medianAbs: number;
  /** The 90th percentile of |error| (the point at floor(0.9 n) in sorted order). */
  p90Abs: number;
  worstAbs: number;
  within5: number;
}

export function surrogateAgreement(points: readonly GridPoint[]): Agreement {
  const errors = points.map((g) => predict({ ...SIMULATOR_DEFAULTS, ...g.set }).roundTripsPerSec / g.out.roundTripsPerSec! - 1);
  const sorted = errors.map(Math.abs).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { points: sorted.length, errors, medianAbs: at(0.5), p90Abs: at(0.9), worstAbs: sorted.at(-1)!, within5: sorted.filter((e) => e <= 0.05).length };
}
