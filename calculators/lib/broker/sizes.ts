/**
 * Message sizes as the report prints them: "2kB" … "20000kB" for the standard XML sizes, or a
 * bare byte count ("6543", "16384", "1024", "4096") for one-off messages.
 */
import { num } from '../../format.ts';

/** The five standard sizes, smallest first. */
export const STANDARD_SIZES = ['2kB', '20kB', '200kB', '2000kB', '20000kB'] as const;
/** Filter value standing for every bare-byte size. */
export const OTHER_SIZE = 'other';

/** Bytes for a printed size label: "NkB" is N × 1024 bytes, a bare number is bytes. */
export function messageBytes(label: string): number {
  const kb = /^(\d+)kB$/.exec(label);
  if (kb) return Number(kb[1]) * 1024;
  if (/^\d+$/.test(label)) return Number(label);
  throw new Error(`Unrecognised message size "${label}"`);
}

export function isStandardSize(label: string): boolean {
  return (STANDARD_SIZES as readonly string[]).includes(label);
}

/** How a size reads on the page: "2kB" stays, "20000kB" becomes "20,000kB", a bare "6543" becomes "6,543 bytes". */
export function sizeText(label: string): string {
  if (/^\d+$/.test(label)) return `${num(Number(label))} bytes`;
  const kb = /^(\d+(?:\.\d+)?)kB$/.exec(label);
  return kb ? `${num(Number(kb[1]), 3)}kB` : label;
}

/** A size typed in KB (1024 bytes) as a label, e.g. 10 → "10kB". */
export function kbLabel(kb: number): string {
  return `${Number(kb.toFixed(3))}kB`;
}
