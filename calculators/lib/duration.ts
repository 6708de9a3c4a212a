import { show } from './round.ts';

/** "480 s (8 min)", "7,200 s (2 h)", "1,812,000 s (20.97 days)": seconds, with a unit a person thinks in. */
export function describeSeconds(seconds: number): string {
  const s = `${show(seconds, 3)} s`;
  if (seconds < 60) return s;
  if (seconds < 3600) return `${s} (${show(seconds / 60, 2)} min)`;
  if (seconds < 86400) return `${s} (${show(seconds / 3600, 2)} h)`;
  return `${s} (${show(seconds / 86400, 2)} days)`;
}
