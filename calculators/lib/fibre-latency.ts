/**
 * Distance to round-trip time on the MQ Appliance report's own basis (section 7.3, lines
 * 410-418): light at 300,000 km/s, slowed by the cable's refraction factor (the report uses 1.5),
 * so 100 km adds 333 µs × 1.5 = 500 µs each way. That is a floor: switching hardware and
 * non-linear cable routing add more (line 414), which the caller passes as `extraMs`.
 */

/** Speed of light the report assumes, in km per millisecond (3×10⁸ m/s, footnote line 418). */
export const LIGHT_KM_PER_MS = 300;

/** The report's refraction allowance for fibre ("333 * 1.5 = 500 microseconds", line 412). */
export const REPORT_FIBRE_FACTOR = 1.5;

/** One-way propagation delay in ms over `distanceKm` of cable. */
export function oneWayMs(distanceKm: number, fibreFactor: number = REPORT_FIBRE_FACTOR): number {
  return (distanceKm / LIGHT_KM_PER_MS) * fibreFactor;
}

/** Round-trip time in ms: there and back, plus switching and routing time. */
export function roundTripMs(distanceKm: number, fibreFactor: number = REPORT_FIBRE_FACTOR, extraMs = 0): number {
  return 2 * oneWayMs(distanceKm, fibreFactor) + extraMs;
}
