/**
 * The calculator result's chart in the browser: title, caption and the live drawing, swapped in
 * place on every result. The figure's markup (and its first, build-time drawing) comes from
 * src/components/calculator/ResultChartFigure.astro.
 */
import type { ResultChart } from '../../../calculators/types.ts';
import { showChart } from './live.ts';

export function showResultChart(figure: HTMLElement, chart: ResultChart | undefined): void {
  const box = figure.querySelector<HTMLElement>('[data-calc-chart-svg]')!;
  if (!chart) {
    figure.hidden = true;
    showChart(box, undefined);
    return;
  }
  figure.querySelector('[data-calc-chart-title]')!.textContent = chart.title;
  figure.querySelector('[data-calc-chart-caption]')!.textContent = chart.caption;
  // Shown before drawing, so the box has a width to draw at.
  figure.hidden = false;
  showChart(box, chart);
}
