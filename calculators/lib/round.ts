import { num } from '../format.ts';

/** Rounding used for displayed and machine-readable outputs (data-value), so both agree. */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  // -0 would print as "-0" in some places and "0" in others.
  return r === 0 ? 0 : r;
}

/** "94,215", "13,156.4": a number in a formula line, grouped like the result panel's, whole unless `digits` is given. */
export function show(value: number, digits = 0): string {
  return num(value, digits);
}
