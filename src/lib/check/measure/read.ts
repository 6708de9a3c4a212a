/** The one function both the worker and the in-page fallback run: read, then build the calculator links. */
import { calculatorLinks, readMeasurements } from '../../../../calculators/check/measure/index.ts';
import type { MeasureResult } from './protocol.ts';

export function readWithLinks(text: string): MeasureResult {
  const started = performance.now();
  const m = readMeasurements(text);
  return { ...m, links: calculatorLinks(m.readings, m.facts), tookMs: performance.now() - started };
}
