/**
 * The numbers and pure formulas of the log rules that the log sizing calculator also uses, stated
 * here once and re-exported by each rule's module (rules/log-buffer-pages.ts, log-capacity.ts,
 * log-extent-seconds.ts), where their sources and the checker's wording live. They sit apart from
 * the rules so that a calculator page, which needs only these, does not download the rules' prose,
 * findings and fixes (shared with /check/, a bundler keeps a module whole).
 */
import { MAX_FILE_PAGES, PAGE_BYTES } from '../lib/log-limits.ts';

/** LogBufferPages=0 lets the queue manager choose: 512 pages (2 MiB). */
export const DEFAULT_BUFFER_PAGES = 512;
/** IBM's smallest buffer: 1–17 are taken as 18. */
export const MIN_BUFFER_PAGES = 18;
export const MAX_BUFFER_PAGES = 4096;
/** What the Linux report recommends (Best Practice #6) and calls its minimum. */
export const LINUX_REPORT_BUFFER_PAGES = 4096;
export const LINUX_REPORT_MIN_BUFFER_PAGES = 128;
/** IBM 2020: under this many small persistent messages a second, as few as 32 pages. */
export const LIGHT_PUTS_PER_SEC = 100;
export const SMALL_MESSAGE_BYTES = 10 * 1024;
export const SMALLEST_BUFFER_IBM_MENTIONS = 32;

/** The buffer log sizing proposes: the Linux report's 4096 for a busy or large-message workload, else IBM's default. */
export function proposedBufferPages(putsPerSec: number, msgBytes: number): number {
  return putsPerSec >= LIGHT_PUTS_PER_SEC || msgBytes >= SMALL_MESSAGE_BYTES ? LINUX_REPORT_BUFFER_PAGES : DEFAULT_BUFFER_PAGES;
}

export type Verdict = 'ok' | 'warning' | 'error';

/** IBM's multiplier in 2 × (N + 1) × B. */
export const ACTIVE_LOG_FACTOR = 2;

/** IBM's grading of a log for a workload: ok when the primaries alone hold the need, warning when only primaries plus secondaries do, else error. */
export function gradeLogCapacity(c: { primaryBytes: number; maxLogBytes: number; requiredBytes: number }): Verdict {
  if (c.primaryBytes >= c.requiredBytes) return 'ok';
  return c.maxLogBytes >= c.requiredBytes ? 'warning' : 'error';
}

export const EXTENT_MIN_SECONDS = 10;

/** The smallest LogFilePages that holds 10 s at this rate, within IBM's maximum. */
export function pagesForTenSeconds(logBytesPerSec: number): number {
  return Math.min(MAX_FILE_PAGES, Math.ceil((EXTENT_MIN_SECONDS * logBytesPerSec) / PAGE_BYTES));
}
