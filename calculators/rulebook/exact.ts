/**
 * Integers exactly as the paste printed them. Kernel limits such as shmall 18446744073692774399 or
 * file-max 9223372036854775807 are beyond 2^53, where a JavaScript number silently rounds, so
 * every setting is parsed, compared and shown as a BigInt or its decimal string.
 */

/** A setting read from a paste: an exact integer, or the word "unlimited" (ulimit, mqconfig). */
export type Exact = bigint | 'unlimited';

/**
 * From 2^62 up a limit is the kernel's way of saying "no limit": 9223372036854775807 (LONG_MAX,
 * file-max on current kernels), 18446744073692774399 (shmall and shmmax since Linux 3.16:
 * ULONG_MAX − 2^24) and 18446744073709551615 (ULONG_MAX). Named so, never shown as a count.
 */
export const EFFECTIVELY_UNLIMITED_FROM = 1n << 62n;

const DECIMAL = /^\d{1,40}$/;

/** "4194304" → 4194304n, "unlimited" → 'unlimited', anything else → null. Never rounds. */
export function parseExact(text: string): Exact | null {
  const t = text.trim();
  if (/^unlimited$/i.test(t)) return 'unlimited';
  return DECIMAL.test(t) ? BigInt(t) : null;
}

/** The decimal string stored in `data-value`: exact, no grouping. */
export function exactString(value: Exact): string {
  return typeof value === 'bigint' ? value.toString() : 'unlimited';
}

/** True when the value is "unlimited" or a kernel ceiling from 2^62 up. */
export function isEffectivelyUnlimited(value: Exact): boolean {
  return value === 'unlimited' || value >= EFFECTIVELY_UNLIMITED_FROM;
}

/** "10,240"; "9,223,372,036,854,775,807 (effectively unlimited)"; "unlimited". Grouped on the string, so exact. */
export function showExact(value: Exact | string): string {
  const v = typeof value === 'string' ? parseExact(value) : value;
  if (v === null) return String(value);
  if (v === 'unlimited') return 'unlimited';
  const grouped = v.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return isEffectivelyUnlimited(v) ? `${grouped} (effectively unlimited)` : grouped;
}

/** a ≥ b, with 'unlimited' above every number. */
export function atLeast(a: Exact, b: bigint): boolean {
  return a === 'unlimited' || a >= b;
}

/** The larger of the two, so a fix can never name a value below what the user has. */
export function maxExact(a: Exact, b: bigint): Exact {
  return atLeast(a, b) ? a : b;
}
