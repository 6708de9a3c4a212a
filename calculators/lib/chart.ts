/**
 * A chart as data: what a calculator result (or any live view) draws, in the result's own units.
 * No DOM and no drawing here: src/lib/charts/live.ts turns it into SVG at build time (the page's
 * first chart, readable without JavaScript) and again in the browser as the inputs change, with
 * the same scales, ticks and look. Keeping it declarative keeps calculators testable: a test reads
 * the points, not pixels.
 */

export interface XY {
  x: number;
  y: number;
  /** Extra words for this point's tooltip, e.g. "measured (Table 11)". */
  note?: string;
}

/**
 * How tick labels and values print numbers: whole numbers with separators; as many decimals as the
 * tick step needs ('auto'); or 'short', at most three significant figures so labels stay short
 * and small costs stay distinct (0.126, 2.41, 10.7, 1,234).
 */
export type NumberFormat = 'integer' | 'auto' | 'short';

export interface LinearAxis {
  kind: 'linear';
  title: string;
  format?: NumberFormat;
  /** Start the axis at zero even when the data does not reach it (default true: bars and counts read from zero). */
  zero?: boolean;
}

/** Categories down the chart, one bar row each, labelled above the bar so long names stay whole on a phone. */
export interface BandAxis {
  kind: 'band';
  categories: string[];
}

export type PointShape = 'circle' | 'diamond' | 'square' | 'triangle';

export type Mark =
  /** A line through the points in order; `step-after` holds each value until the next x. */
  | { kind: 'line'; series: string; points: XY[]; dashed?: boolean; curve?: 'linear' | 'step-after'; markers?: boolean }
  | { kind: 'points'; series: string; points: XY[]; shape?: PointShape; /** Marker area in px² (default 64). */ size?: number }
  /** Horizontal bars on a band y axis, from zero to `value` on the linear x axis, each labelled with its value. */
  | { kind: 'bars'; series: string; bars: { category: string; value: number }[] }
  /** A vertical line across the plot at x, e.g. a limit the bars must stay under. */
  | { kind: 'rule'; series: string; x: number; dashed?: boolean };

export interface ChartSpec {
  /** The chart's finding in words: the SVG's text alternative. */
  description: string;
  x: LinearAxis;
  y: LinearAxis | BandAxis;
  /** Legend order; also fixes each series' colour (palette slot by position), so colours do not move as series come and go. */
  series: string[];
  marks: Mark[];
}

/**
 * Rows measured on more than one scale at once, such as a message flow's CPU per message and its
 * rate: each row's label spans the chart, and each measure has its own panel of bars from zero,
 * side by side. Each bar carries its value, so the panels have no axis ticks.
 */
export interface PanelBarsSpec {
  kind: 'panel-bars';
  /** The chart's finding in words: the SVG's text alternative. */
  description: string;
  rows: {
    label: string;
    /** Written on the row's bars as data-key, so a page can find the bars of a row. */
    key: string;
    /** Drawn pale and outlined, and so named in the tooltip: an estimate, not a measurement. */
    estimated?: boolean;
  }[];
  panels: {
    /** Names the panel's bars: class="bar bar-<id>". */
    id: string;
    title: string;
    /** What each bar's tooltip puts after its value, e.g. "msgs/s". */
    unit: string;
    format?: NumberFormat;
    /** One value per row, in row order. */
    values: number[];
  }[];
  /** Shown in place of the rows when there are none. */
  empty: string;
}

/** Anything live.ts draws. */
export type LiveChartSpec = ChartSpec | PanelBarsSpec;

export function isPanelBars(spec: LiveChartSpec): spec is PanelBarsSpec {
  return 'kind' in spec && spec.kind === 'panel-bars';
}
