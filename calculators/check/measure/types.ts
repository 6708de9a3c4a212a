/**
 * What one measurement reader (amqsrua, mqldt, fio, DISPLAY QMSTATUS, dspmq/dspmqver) hands back:
 * the values it read, in the rulebook's Reading shape (base units), the words it read (release, log
 * type, HA role), the lines it claimed and the lines it recognised but could not read, with why.
 */
import type { NativeHaInstance } from '../../rulebook/objects.ts';
import type { Fact, Finding, Reading, UnreadLine } from '../../rulebook/types.ts';

export type { Fact, Finding, Reading, UnreadLine };

/** One value at one point: an interval's reading, or a single printed value. */
export interface Sample {
  value: number;
  line: number;
  /** When it was measured, as the tool printed it ("2017-10-23 12:30:23.92"). */
  at?: string | undefined;
  /** Sort key for `at` (amqsrua's PutDate and PutTime as one number). */
  order?: number | undefined;
}

export interface ReaderResult {
  /** Human name of what was recognised, e.g. "amqsrua DISK/Log (3 intervals)". */
  recognised: string[];
  readings: Reading[];
  facts: Fact[];
  /** Lines this reader recognised as its own (read or not); may repeat. */
  claimed: number[];
  /** Lines it recognised as its format but could not read, with why. */
  unread: UnreadLine[];
  /** What the reader itself noticed: intervals out of order, a fio job unlike log writes. */
  notes: Finding[];
  /** Native HA instances, from DISPLAY QMSTATUS TYPE(NATIVEHA) (qmstatus.ts only). */
  nativeHa?: NativeHaInstance[];
}

export function emptyResult(): ReaderResult {
  return { recognised: [], readings: [], facts: [], claimed: [], unread: [], notes: [] };
}
