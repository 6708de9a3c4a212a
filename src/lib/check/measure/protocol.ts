/**
 * What the page and the measurement worker say to each other: text in, the reader's result and the
 * calculator links out. Both sides import this, so the shapes cannot drift apart.
 */
import type { CalculatorLink } from '../../../../calculators/check/measure/links.ts';
import type { Measurements } from '../../../../calculators/check/measure/index.ts';

export interface ToWorker {
  id: number;
  text: string;
}

export interface MeasureResult extends Measurements {
  links: CalculatorLink[];
  /** Milliseconds the reader took, for the status line. */
  tookMs: number;
}

export type FromWorker = { id: number; ok: true; result: MeasureResult } | { id: number; ok: false; message: string };
