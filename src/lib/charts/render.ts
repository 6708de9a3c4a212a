import { drawnSize } from './drawn-size.ts';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { Dataset } from '../data/catalogue.ts';
import type { Row } from '../data/validate.ts';
import { leanSvg } from './lean-svg.ts';
import { FONT, INK, LABEL_SIZE, PALETTE_LIGHT, TITLE_SIZE } from './theme.ts';
import { textWidth, wrapText } from './text-width.ts';

// Vega lays out text by its estimated width; without a canvas it guesses 0.8 em a character,
// which leaves labels in wide empty margins. Our estimate is close to the real font.
type TextItem = { fontSize?: number; fontWeight?: string | number; text?: unknown };
(vega as unknown as { textMetrics: { width: (item: TextItem, text?: unknown) => number } }).textMetrics.width = (item, text) => {
  const bold = item.fontWeight === 'bold' || Number(item.fontWeight) >= 600;
  return textWidth(String(text ?? item.text ?? ''), item.fontSize ?? 11) * (bold ? 1.08 : 1);
};

/**
 * Shared look for every Vega chart (theme.ts): system fonts (nothing fetched), 12-13 px text, the
 * site palette in its light values (chart-theme.css swaps them in dark mode). Labels are never cut
 * short (labelLimit 0): a long label wraps onto a second line instead (WRAP_LABEL).
 */
/**
 * Vega expression: a label longer than `at` characters split at the last space before it, as two
 * lines (Vega draws an array as lines of text).
 */
function wrapLabel(at: number): string {
  const cut = `lastindexof(slice(datum.label, 0, ${at}), ' ')`;
  return `length(datum.label) > ${at} && ${cut} > 0 ? [slice(datum.label, 0, ${cut}), slice(datum.label, ${cut} + 1)] : datum.label`;
}
const WRAP_LABEL = wrapLabel(34);
/** On a phone, band labels (beside bars) and legend labels (indented under the plot) wrap sooner. */
const NARROW_WRAP_LABEL = wrapLabel(22);
const NARROW_WRAP_LEGEND = wrapLabel(26);
/** Longest one-line x axis title on a phone, in px: longer ones become two lines. */
const NARROW_TITLE = 260;

export const CHART_CONFIG = {
  font: FONT,
  background: INK.background.light,
  aria: false,
  axis: {
    labelFontSize: LABEL_SIZE,
    titleFontSize: TITLE_SIZE,
    gridColor: INK.grid.light,
    domainColor: INK.axis.light,
    tickColor: INK.axis.light,
    labelColor: INK.text.light,
    titleColor: INK.title.light,
    labelLimit: 0,
  },
  axisBand: { labelExpr: WRAP_LABEL },
  legend: { labelFontSize: LABEL_SIZE, titleFontSize: LABEL_SIZE, labelColor: INK.text.light, titleColor: INK.title.light, orient: 'bottom', labelLimit: 0 },
  header: { labelFontSize: LABEL_SIZE, titleFontSize: TITLE_SIZE, labelColor: INK.title.light, titleColor: INK.title.light, labelLimit: 0 },
  title: { fontSize: 14, color: INK.title.light },
  text: { color: INK.text.light, fontSize: LABEL_SIZE },
  range: { category: PALETTE_LIGHT },
  view: { stroke: 'transparent' },
} as const;

/** Rows of one or more datasets, each tagged with the dataset it came from. */
export function chartRows(datasets: Dataset[]): Row[] {
  return datasets.flatMap((ds) => ds.rows.map((r) => ({ ...r.values, dataset: ds.meta.id })));
}

/** The spec's config over the shared one, key by key: a spec that sets one legend property keeps the rest. */
function mergeConfig(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = b && typeof b === 'object' && !Array.isArray(b) && v && typeof v === 'object' && !Array.isArray(v) ? { ...b, ...v } : v;
  }
  return out;
}

/** Vega-Lite's warnings stop the build: a warning means a chart is not drawn as written. */
const logger = {
  level: (() => logger) as unknown,
  error: (...args: unknown[]) => {
    throw new Error(args.join(' '));
  },
  warn: (...args: unknown[]) => {
    throw new Error(`Vega-Lite: ${args.join(' ')}`);
  },
  info: () => logger,
  debug: () => logger,
};

async function toSvg(full: Record<string, unknown>): Promise<string> {
  const { spec: vgSpec } = compile(full as unknown as TopLevelSpec, { logger: logger as never });
  const view = new vega.View(vega.parse(vgSpec), { renderer: 'none' });
  try {
    // Vega already writes a viewBox, so CSS can scale the SVG down if it must.
    return leanSvg(await view.toSVG(), FONT);
  } finally {
    view.finalize();
  }
}

const LEGEND_CHANNELS = new Set(['color', 'fill', 'stroke', 'shape', 'strokeDash', 'size', 'opacity']);

/**
 * Every legend of the spec wraps its long labels (Vega-Lite's legend config has no labelExpr, so
 * each legend gets it), unless the spec words its labels itself.
 */
function withWrappedLegends(spec: Record<string, unknown>, expr: string): Record<string, unknown> {
  const out = clone(spec);
  for (const o of objects(out)) {
    const enc = o.encoding;
    if (!enc || typeof enc !== 'object') continue;
    for (const [channel, def] of Object.entries(enc as Record<string, unknown>)) {
      if (!LEGEND_CHANNELS.has(channel) || !def || typeof def !== 'object' || !('field' in def)) continue;
      const d = def as Record<string, unknown>;
      if (d.legend === null) continue;
      const legend = (d.legend ?? {}) as Record<string, unknown>;
      if (!('labelExpr' in legend)) d.legend = { ...legend, labelExpr: expr };
    }
  }
  return out;
}

function fullSpec(spec: Record<string, unknown>, rows: Row[], description: string | undefined, width: number): Record<string, unknown> {
  const legendExpr = width <= NARROW_WIDTH ? NARROW_WRAP_LEGEND : WRAP_LABEL;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width,
    height: 320,
    ...withWrappedLegends(spec, legendExpr),
    description,
    data: { values: rows },
    config: mergeConfig(CHART_CONFIG, (spec.config as Record<string, unknown> | undefined) ?? {}),
  };
}

/**
 * Renders a Vega-Lite spec to an SVG string at build time, so charts read without JavaScript.
 * The spec's data is the catalogued rows; nothing else can reach the chart.
 */
export async function renderSvg(spec: Record<string, unknown>, rows: Row[], opts: { width?: number; description?: string } = {}): Promise<string> {
  return toSvg(fullSpec(spec, rows, opts.description, opts.width ?? 640));
}

/** Width of the phone drawing in CSS px: a 390 px screen less the page's and the frame's margins. */
export const NARROW_WIDTH = 340;
/** Width of the desktop drawing: Starlight's text column less the chart frame's padding. */
export const WIDE_WIDTH = 680;

/** Width of one facet cell on a phone: the narrow width less room for the y axis labels and title. */
const NARROW_CELL = 230;
/** Header for facets stacked on a phone: the label above each cell, read left to right. */
const STACKED_HEADER = { labelAngle: 0, labelOrient: 'top', labelAnchor: 'start', labelAlign: 'left' };

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** Every object under `node` (depth first), for rules that apply wherever a key appears. */
function* objects(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) for (const n of node) yield* objects(n);
  else if (node && typeof node === 'object') {
    yield node as Record<string, unknown>;
    for (const v of Object.values(node)) yield* objects(v);
  }
}

/**
 * The phone layout of a spec, by rule: side-by-side facets and concatenations stacked as rows
 * with their headers on top, legends in one column, facet cells NARROW_CELL wide, long x titles
 * on two lines. A chart file's `narrow` object (merged over the spec first) handles what the
 * rules cannot.
 */
export function narrowSpec(spec: Record<string, unknown>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const out = clone({ ...spec, ...overrides });
  for (const o of objects(out)) {
    const legend = o.legend;
    if (legend && typeof legend === 'object' && 'columns' in legend) (legend as Record<string, unknown>).columns = 1;
    // A horizontal axis title wider than the phone's plot wraps (Vega-Lite draws an array as lines).
    const x = o.x as Record<string, unknown> | undefined;
    if (x && typeof x === 'object' && typeof x.title === 'string' && textWidth(x.title, TITLE_SIZE) * 1.08 > NARROW_TITLE) {
      x.title = wrapText(x.title, TITLE_SIZE * 1.08, NARROW_TITLE);
    }
  }
  // Rows or columns of facets become one wrapped column: headers above each cell, no header band at the side.
  const wrap = (holder: Record<string, unknown>, facetKey: string): boolean => {
    const by = (holder.row ?? holder.column) as Record<string, unknown> | undefined;
    if (!by || (holder.row && holder.column)) return false;
    delete holder.row;
    delete holder.column;
    holder[facetKey] = { ...by, header: { ...((by.header as object | undefined) ?? {}), ...STACKED_HEADER } };
    return true;
  };
  const facet = out.facet as Record<string, unknown> | undefined;
  if (facet) {
    if (wrap(facet, 'by')) out.facet = facet.by;
    out.columns = 1;
    if (out.spec && typeof out.spec === 'object') (out.spec as Record<string, unknown>).width = NARROW_CELL;
  }
  const encoding = out.encoding as Record<string, unknown> | undefined;
  if (encoding && wrap(encoding, 'facet')) {
    (encoding.facet as Record<string, unknown>).columns = 1;
    out.width = NARROW_CELL;
  }
  const config = (out.config ?? {}) as Record<string, unknown>;
  out.config = {
    ...config,
    legend: { ...((config.legend as object | undefined) ?? {}), columns: 1 },
    axisBand: { ...((config.axisBand as object | undefined) ?? {}), labelExpr: NARROW_WRAP_LABEL },
  };
  if (Array.isArray(out.hconcat)) {
    out.vconcat = out.hconcat;
    delete out.hconcat;
  }
  if (Array.isArray(out.vconcat)) for (const view of out.vconcat as Record<string, unknown>[]) view.width = NARROW_CELL;
  return out;
}

function hasFacetChannel(spec: Record<string, unknown>): boolean {
  const enc = spec.encoding as Record<string, unknown> | undefined;
  return !!enc && ('row' in enc || 'column' in enc || 'facet' in enc);
}

function isSingleView(spec: Record<string, unknown>): boolean {
  return !hasFacetChannel(spec) && !['facet', 'vconcat', 'hconcat', 'concat', 'repeat'].some((k) => k in spec);
}

/**
 * The chart drawn twice: as specified (wide), and for a phone (narrow: narrowSpec, then fitted
 * to NARROW_WIDTH when it is a single or layered view). CSS shows the one that fits its column,
 * so the text stays at its real 12-13 px on a phone instead of being scaled down.
 */
export async function renderVariants(
  spec: Record<string, unknown>,
  rows: Row[],
  opts: { description?: string; narrow?: Record<string, unknown> } = {},
): Promise<{ wide: string; narrow: string }> {
  const wide = await fitted(spec, rows, opts.description, WIDE_WIDTH);
  const narrow = await fitted(narrowSpec(spec, opts.narrow), rows, opts.description, NARROW_WIDTH);
  return { wide, narrow };
}

/**
 * Draws the spec as is; if it comes out wider than `limit`, narrows the plot (or each facet cell)
 * by the overflow and draws it again. Vega's own "fit" autosize ignores text marks that stand
 * outside the plot (bar value labels), so it is measured rather than trusted.
 */
async function fitted(spec: Record<string, unknown>, rows: Row[], description: string | undefined, limit: number): Promise<string> {
  let svg = await toSvg(fullSpec(spec, rows, description, limit));
  let cell = cellWidth(spec) ?? (isSingleView(spec) ? limit : NARROW_CELL);
  for (let pass = 0; pass < 4 && svgWidth(svg) > limit && cell > MIN_CELL; pass++) {
    cell = Math.max(MIN_CELL, Math.floor(cell - (svgWidth(svg) - limit)));
    svg = await toSvg(fullSpec(withCellWidth(spec, cell), rows, description, limit));
  }
  return svg;
}

function cellWidth(spec: Record<string, unknown>): number | undefined {
  const inner = (spec.spec ?? (spec.vconcat as unknown[] | undefined)?.[0] ?? (spec.hconcat as unknown[] | undefined)?.[0] ?? spec) as Record<string, unknown>;
  return typeof inner.width === 'number' ? inner.width : undefined;
}

const MIN_CELL = 120;

function svgWidth(svg: string): number {
  return drawnSize(svg)?.width ?? 0;
}

/** The spec with every facet cell or concatenated view `width` px wide. */
function withCellWidth(spec: Record<string, unknown>, width: number): Record<string, unknown> {
  const out = clone(spec);
  if (out.spec && typeof out.spec === 'object') (out.spec as Record<string, unknown>).width = width;
  for (const key of ['vconcat', 'hconcat', 'concat']) {
    const views = out[key];
    if (Array.isArray(views)) for (const v of views as Record<string, unknown>[]) v.width = width;
  }
  if (isSingleView(out) || hasFacetChannel(out)) out.width = width;
  return out;
}

export interface SceneItem {
  /** Vega mark type: rect (bars), symbol (points), line, text, ... */
  type: string;
  /** The data row the item draws, with the spec's computed fields. */
  datum: Record<string, unknown>;
  /** Vega's name for the mark, e.g. "concat_1_layer_1_marks": which panel or layer drew it. */
  mark: string;
}

/**
 * The data marks of a chart as Vega lays them out (axes, legends and titles left out): what a test
 * checks a chart draws, now that the page's SVG carries no per-mark labels.
 */
export async function sceneItems(spec: Record<string, unknown>, rows: Row[]): Promise<SceneItem[]> {
  const { spec: vgSpec } = compile(fullSpec(spec, rows, undefined, WIDE_WIDTH) as unknown as TopLevelSpec, { logger: logger as never });
  const view = new vega.View(vega.parse(vgSpec), { renderer: 'none' });
  try {
    await view.runAsync();
    const out: SceneItem[] = [];
    type Node = { marktype?: string; role?: string; name?: string; items?: Node[]; datum?: Record<string, unknown> };
    const walk = (node: Node, mark?: Node) => {
      if (node.marktype !== undefined) {
        for (const item of node.items ?? []) walk(item, node);
        return;
      }
      if (mark?.role === 'mark' && mark.marktype !== 'group' && node.datum) out.push({ type: mark.marktype!, datum: node.datum, mark: mark.name ?? '' });
      for (const child of node.items ?? []) walk(child);
    };
    walk((view.scenegraph() as unknown as { root: Node }).root);
    return out;
  } finally {
    view.finalize();
  }
}
