/**
 * The calculator result's chart in the browser: title, caption and the live drawing, swapped in
 * place on every result. The figure's markup (and its first, build-time drawing) comes from
 * src/components/calculator/ResultChartFigure.astro.
 */
import type { ResultChart } from '../../../calculators/types.ts';
import { showChart } from './live.ts';
import { setHidden, setText } from '../calculators/dom-write.ts';

export function showResultChart(figure: HTMLElement, chart: ResultChart | undefined): void {
  const box = figure.querySelector<HTMLElement>('[data-calc-chart-svg]')!;
  if (!chart) {
    setHidden(figure, true);
    showChart(box, undefined);
    return;
  }
  // Written only when they change, like the rest of a keystroke's result (src/lib/calculators/dom-write.ts).
  setText(figure.querySelector('[data-calc-chart-title]')!, chart.title);
  setText(figure.querySelector('[data-calc-chart-caption]')!, chart.caption);
  // Shown before drawing, so the box has a width to draw at.
  setHidden(figure, false);
  showChart(box, chart);
}
