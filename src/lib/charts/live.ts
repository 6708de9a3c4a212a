/**
 * Live charts: charts that change as the reader types, drawn without Vega (or any charting
 * library) in the browser. Vega stays at build time for the report charts; a live chart is a
 * ChartSpec (calculators/lib/chart.ts: axes, series, marks in data units) drawn by svg-chart.ts,
 * or a PanelBarsSpec (rows on several scales, the broker explorer's) drawn by svg-panel-bars.ts:
 * plain string building that also runs at build time for the page's first chart. Calculators,
 * the simulator and the broker explorer all draw through here.
 *
 * API
 *   import type { ChartSpec } from '<root>/calculators/lib/chart.ts';
 *   import { showChart, chartVariantsHtml } from '<root>/src/lib/charts/live.ts';
 *
 *   chartVariantsHtml(spec): string     Build time (an .astro file, set:html). A wide and a narrow
 *                                       drawing; CSS (chart-theme.css) shows the one that fits, so the
 *                                       chart reads on a phone with no JavaScript.
 *   showChart(box, spec | undefined)    Browser. Draws spec into `box` at the box's own width (text at
 *                                       its real 12-13 px size, never scaled down), replacing what was
 *                                       there (the build-time variants included); redraws itself when
 *                                       the box changes width. `undefined` empties the box.
 *   drawLive(spec, { width }): string   Either side: one SVG string at one width.
 *
 * The box should be a block element with no padding; put the caption and source in the figure
 * around it. Every SVG gets role="img" and the spec's description as its name, and light-theme
 * colours that chart-theme.css turns dark under [data-theme='dark'] (print stays light).
 */
import { isPanelBars, type LiveChartSpec } from '../../../calculators/lib/chart.ts';
import { drawChart, type DrawOptions } from './svg-chart.ts';
import { drawPanelBars } from './svg-panel-bars.ts';
import { patchMarkup } from './patch-markup.ts';
import { drawnSizeAttributes } from './drawn-size.ts';


/** Either kind of live chart, drawn at one width. */
export function drawLive(spec: LiveChartSpec, opts: DrawOptions): string {
  return isPanelBars(spec) ? drawPanelBars(spec, opts) : drawChart(spec, opts);
}

/** Widths of the two build-time drawings: a desktop text column, and a 390 px phone less the page's margins. */
export const WIDE = 640;
export const NARROW = 340;

function labelled(svg: string, description: string): string {
  const name = description.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return svg.replace('<svg ', `<svg role="img" aria-label="${name}" `);
}

export function chartVariantsHtml(spec: LiveChartSpec): string {
  const wide = labelled(drawLive(spec, { width: WIDE }), spec.description);
  const narrow = labelled(drawLive(spec, { width: NARROW }), spec.description);
  return (
    `<div class="chart-variant chart-wide"${drawnSizeAttributes(wide)}>${wide}</div>` +
    `<div class="chart-variant chart-narrow"${drawnSizeAttributes(narrow)}>${narrow}</div>`
  );
}

const current = new WeakMap<HTMLElement, { spec: LiveChartSpec; width: number; svg: string }>();
let observer: ResizeObserver | undefined;

function boxWidth(box: HTMLElement): number {
  return Math.floor(box.getBoundingClientRect().width) || WIDE;
}

function draw(box: HTMLElement, spec: LiveChartSpec, width: number): void {
  const svg = labelled(drawLive(spec, { width }), spec.description);
  // Only what changed since the last drawing is written (patch-markup.ts): most of a chart stays put as the reader types.
  patchMarkup(box, current.get(box)?.svg, svg);
  current.set(box, { spec, width, svg });
}

export function showChart(box: HTMLElement, spec: LiveChartSpec | undefined): void {
  if (!spec) {
    box.replaceChildren();
    current.delete(box);
    return;
  }
  // Measured once; after that the observer below keeps the width, so a keystroke's redraw does not
  // force the browser to lay the page out in the middle of updating it (3–4 ms a keystroke).
  draw(box, spec, current.get(box)?.width ?? boxWidth(box));
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      const target = entry.target as HTMLElement;
      const shown = current.get(target);
      const width = Math.floor(entry.contentRect.width);
      if (shown && width > 0 && width !== shown.width) draw(target, shown.spec, width);
    }
  });
  observer.observe(box);
}
