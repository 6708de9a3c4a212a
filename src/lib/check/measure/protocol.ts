/**
 * What reading measurements gives the page: the reader's result with the calculator links, and each
 * reading's chart drawn in the worker (src/lib/check/worker-protocol.ts carries it).
 */
import type { CalculatorLink } from '../../../../calculators/check/measure/links.ts';
import type { Measurements, Reading } from '../../../../calculators/check/measure/index.ts';
import type { ChartSpec } from '../../../../calculators/lib/chart.ts';

/**
 * A reading as the page gets it: the series is drawn in the worker into a chart of at most a few
 * hundred points and left there, so the page never deserialises 8,640 intervals per metric.
 */
export type PageReading = Omit<Reading, 'series'> & { intervals?: number; chart?: ChartSpec & { note?: string } };

/** Lines not read that the page lists; the rest are counted. */
export const UNREAD_SHOWN = 200;
/** Characters of a line not read that the page shows (a one-line JSON answer can be megabytes long). */
export const UNREAD_TEXT_CHARS = 200;

/**
 * The lines not read reach the page as the first UNREAD_SHOWN, each cut to UNREAD_TEXT_CHARS, and
 * their count: a 50 MB scrape of another exporter has half a million, too many to send.
 */
export interface MeasureResult extends Omit<Measurements, 'readings'> {
  readings: PageReading[];
  unreadCount: number;
  links: CalculatorLink[];
  /** Milliseconds the reader took, for the status line. */
  tookMs: number;
}

