/**
 * IBM's limits on a distributed queue manager's recovery log (Log stanza of qm.ini), shared by
 * log sizing's check of a configuration and its recommendation of one. Documented in IBM MQ 9.2
 * "Log stanza of the qm.ini file" (q018950_) and 9.0 "Calculating the size of the log".
 */

/** Every log file and log buffer is counted in 4 KiB pages. */
export const PAGE_BYTES = 4096;

/** LogFilePages upper limit on every platform (65,535 × 4 KiB ≈ 256 MiB per file). */
export const MAX_FILE_PAGES = 65535;

/** File counts and the smallest file size, which differ between UNIX/Linux and Windows. */
export const PLATFORM_LIMITS = {
  unix: { name: 'UNIX and Linux', minPages: 64, maxPrimary: 510, maxSecondary: 509, maxTotal: 511 },
  windows: { name: 'Windows', minPages: 32, maxPrimary: 254, maxSecondary: 253, maxTotal: 255 },
} as const;

export type Platform = keyof typeof PLATFORM_LIMITS;

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && Object.hasOwn(PLATFORM_LIMITS, value);
}

/** The most log the primary files alone can hold on a platform: the most primaries of the largest files. */
export function maxPrimaryBytes(platform: Platform): number {
  return PLATFORM_LIMITS[platform].maxPrimary * MAX_FILE_PAGES * PAGE_BYTES;
}
