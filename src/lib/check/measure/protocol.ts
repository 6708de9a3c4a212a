/**
 * What the page and the measurement worker say to each other: text in, the reader's result and the
 * calculator links out. Both sides import this, so the shapes cannot drift apart.
 */
import type { CalculatorLink } from '../../../../calculators/check/measure/links.ts';
import type { Measurements, Reading } from '../../../../calculators/check/measure/index.ts';
import type { ChartSpec } from '../../../../calculators/lib/chart.ts';

export interface ToWorker {
  id: number;
  text: string;
}

/**
 * A reading as the page gets it: the series is drawn in the worker into a chart of at most a few
 * hundred points and left there, so the page never deserialises 8,640 intervals per metric.
 */
export type PageReading = Omit<Reading, 'series'> & { intervals?: number; chart?: ChartSpec };

export interface MeasureResult extends Omit<Measurements, 'readings'> {
  readings: PageReading[];
  links: CalculatorLink[];
  /** Milliseconds the reader took, for the status line. */
  tookMs: number;
}

export type FromWorker = { id: number; ok: true; result: MeasureResult } | { id: number; ok: false; message: string };
