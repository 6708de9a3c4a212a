/** Rounding used for displayed and machine-readable outputs (data-value), so both agree. */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  // -0 would print as "-0" in some places and "0" in others.
  return r === 0 ? 0 : r;
}

/** "94,215", "13,156.4": a number for a formula line, grouped the way the report prints them. */
export function show(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits });
}
