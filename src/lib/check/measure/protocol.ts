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

export interface MeasureResult extends Omit<Measurements, 'readings'> {
  readings: PageReading[];
  links: CalculatorLink[];
  /** Milliseconds the reader took, for the status line. */
  tookMs: number;
}

