import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { Dataset } from '../data/catalogue.ts';
import type { Row } from '../data/validate.ts';

/** Shared look for every chart: system fonts (nothing fetched), readable sizes, a palette that survives greyscale print. */
export const CHART_CONFIG = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  background: '#ffffff',
  axis: { labelFontSize: 12, titleFontSize: 13, gridColor: '#e5e7eb', labelColor: '#1f2937', titleColor: '#111827' },
  legend: { labelFontSize: 12, titleFontSize: 12, labelColor: '#1f2937', titleColor: '#111827', orient: 'bottom' },
  title: { fontSize: 14, color: '#111827' },
  range: { category: ['#1f5fa8', '#c2410c', '#15803d', '#7e22ce', '#a16207', '#0e7490', '#be123c', '#4b5563'] },
  view: { stroke: 'transparent' },
} as const;

/** Rows of one or more datasets, each tagged with the dataset it came from. */
export function chartRows(datasets: Dataset[]): Row[] {
  return datasets.flatMap((ds) => ds.rows.map((r) => ({ ...r.values, dataset: ds.meta.id })));
}

/**
 * Renders a Vega-Lite spec to an SVG string at build time, so charts read without JavaScript.
 * The spec's data is the catalogued rows; nothing else can reach the chart.
 */
export async function renderSvg(spec: Record<string, unknown>, rows: Row[], opts: { width?: number; description?: string } = {}): Promise<string> {
  const full = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: opts.width ?? 640,
    height: 320,
    ...spec,
    description: opts.description,
    data: { values: rows },
    config: { ...CHART_CONFIG, ...((spec.config as object | undefined) ?? {}) },
  } as unknown as TopLevelSpec;
  const { spec: vgSpec } = compile(full);
  const view = new vega.View(vega.parse(vgSpec), { renderer: 'none' });
  try {
    // Vega already writes a viewBox, so CSS can scale the SVG to a phone's width.
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
