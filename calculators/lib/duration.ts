import { formatOutput } from '../format.ts';

/** "480 s (8 min)", "7,200 s (2 h)": seconds as the result panel shows them, for "show the work" lines. */
export function describeSeconds(seconds: number): string {
  return formatOutput(seconds, 'seconds');
}
