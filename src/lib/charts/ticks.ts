/**
 * Round tick values and "nice" domains for a linear axis: the 1-2-5 steps that d3 (and so Vega)
 * uses, so live charts and build-time Vega charts tick alike. d3-array is not importable here (its
 * package ships only a minified build), and the algorithm is a dozen lines.
 */

const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** The tick step for about `count` ticks over [start, stop]: 1, 2 or 5 × a power of ten. */
export function tickStep(start: number, stop: number, count: number): number {
  const raw = Math.abs(stop - start) / Math.max(1, count);
  const power = Math.floor(Math.log10(raw));
  const error = raw / 10 ** power;
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  return factorTimesPower(factor, power);
}

// 0.1 × 3 is 0.30000000000000004 in floating point; dividing by 10^-power keeps decimals exact.
function factorTimesPower(factor: number, power: number): number {
  return power >= 0 ? factor * 10 ** power : factor / 10 ** -power;
}

function multiple(k: number, step: number): number {
  if (step >= 1) return k * step;
  const inverse = Math.round(1 / step);
  return Math.abs(1 / inverse - step) < 1e-12 ? k / inverse : Number((k * step).toPrecision(12));
}

/**
 * Extends [start, stop] outwards to whole tick steps. `minStep` forces a coarser step (1 for
 * counts: an axis of whole things never ticks at 0.5 and so never prints "1, 1, 2, 2").
 */
export function niceDomain(start: number, stop: number, count: number, minStep = 0): { domain: [number, number]; step: number } {
  let lo = start;
  let hi = stop;
  if (hi === lo) hi = lo === 0 ? 1 : lo + Math.abs(lo);
  let step = 0;
  for (let i = 0; i < 10; i++) {
    const next = Math.max(minStep, tickStep(lo, hi, count));
    if (next === step) break;
    step = next;
    lo = multiple(Math.floor(lo / step), step);
    hi = multiple(Math.ceil(hi / step), step);
  }
  return { domain: [lo, hi], step };
}

/** Every multiple of `step` within [lo, hi], computed without accumulating rounding error. */
export function ticksOf(lo: number, hi: number, step: number): number[] {
  const out: number[] = [];
  const first = Math.ceil(lo / step - 1e-9);
  const last = Math.floor(hi / step + 1e-9);
  // "+ 0" turns -0 into 0, which would otherwise print as "-0".
  for (let k = first; k <= last; k++) out.push(multiple(k, step) + 0);
  return out;
}

/** Decimals a tick label needs at this step: 0 for whole steps, 1 for 0.5 or 0.2, and so on. */
export function decimalsFor(step: number): number {
  return step >= 1 ? 0 : Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
}
