/**
 * Draws a ChartSpec (calculators/lib/chart.ts) as an SVG string at a given pixel width: pure
 * string building, so the same code renders at build time in Node and in the browser on every
 * keystroke without a charting library. Text is laid out at its real size for that width (the
 * caller draws at the container's width), wraps instead of being cut, and never overlaps: axis
 * titles sit above and below the plot, band labels above their bars, the legend flows in rows.
 */
import type { BandAxis, ChartSpec, LinearAxis, Mark, NumberFormat, PointShape, XY } from '../../../calculators/lib/chart.ts';
import { escapeHtml } from '../escape-html.ts';
import { formatNumber, shortNumber } from '../../../calculators/format.ts';
import { DASHES, FONT, INK, LABEL_SIZE, PALETTE_LIGHT, TITLE_SIZE } from './theme.ts';
import { decimalsFor, niceDomain, ticksOf } from './ticks.ts';
import { textWidth, wrapText } from './text-width.ts';

export { textWidth, wrapText };

export interface DrawOptions {
  /** Width of the SVG in CSS pixels; text keeps its size, so draw at the width it is shown. */
  width: number;
}

/** A linear scale as numbers: enough to place a value, and to hand to another drawer. */
export interface LinearScale {
  domain: [number, number];
  range: [number, number];
  step: number;
  format: NumberFormat;
}

const PAD = 4;
const ROW = 44; // one band row: label line above a bar
const BAR_H = 14;
const GAP = 8;

export function place(scale: LinearScale, v: number): number {
  const [d0, d1] = scale.domain;
  const [r0, r1] = scale.range;
  return round(r0 + ((v - d0) / (d1 - d0)) * (r1 - r0));
}

export function formatValue(v: number, format: NumberFormat | undefined, decimals = 2): string {
  if (format === 'integer') return formatNumber(Math.round(v));
  if (format === 'short') return shortNumber(v);
  return formatNumber(Number(v.toFixed(decimals)));
}

/** Coordinates to a tenth of a pixel: finer precision only adds bytes. */
export function round(v: number): number {
  return Math.round(v * 10) / 10;
}

export function text(x: number, y: number, content: string, opts: { size?: number; anchor?: 'start' | 'middle' | 'end'; fill?: string; weight?: number } = {}): string {
  const anchor = opts.anchor && opts.anchor !== 'start' ? ` text-anchor="${opts.anchor}"` : '';
  const weight = opts.weight ? ` font-weight="${opts.weight}"` : '';
  return `<text x="${round(x)}" y="${round(y)}" font-size="${opts.size ?? LABEL_SIZE}" fill="${opts.fill ?? INK.text.light}"${anchor}${weight}>${escapeHtml(content)}</text>`;
}

export function lines(x: number, y: number, rows: string[], size: number, opts: { anchor?: 'start' | 'middle'; fill?: string; weight?: number } = {}): string {
  return rows.map((r, i) => text(x, y + i * (size + 3), r, { size, ...opts })).join('');
}

function dataExtent(values: number[], zero: boolean): [number, number] {
  const all = zero ? [0, ...values] : values;
  return all.length ? [Math.min(...all), Math.max(...all)] : [0, 1];
}

function linearScale(axis: LinearAxis, values: number[], length: number, pixelsPerTick: number, flip: boolean): LinearScale {
  const [lo, hi] = dataExtent(values, axis.zero !== false);
  const count = Math.max(2, Math.floor(length / pixelsPerTick));
  const { domain, step } = niceDomain(lo, hi, count, axis.format === 'integer' ? 1 : 0);
  return { domain, step, range: flip ? [length, 0] : [0, length], format: axis.format ?? 'auto' };
}

function tickLabel(scale: LinearScale, v: number): string {
  return scale.format === 'integer' ? formatNumber(Math.round(v)) : scale.format === 'short' ? shortNumber(v) : formatNumber(v, decimalsFor(scale.step));
}

/** Fewer x ticks until their labels fit side by side with a gap. */
function fitXScale(axis: LinearAxis, values: number[], width: number): LinearScale {
  for (let per = 70; per < width * 2; per += 20) {
    const s = linearScale(axis, values, width, per, false);
    const ticks = ticksOf(s.domain[0], s.domain[1], s.step);
    const widest = Math.max(...ticks.map((t) => textWidth(tickLabel(s, t), LABEL_SIZE)));
    if (ticks.length <= 2 || (widest + 12) * ticks.length <= width) return s;
  }
  return linearScale(axis, values, width, width, false);
}

function seriesIndex(spec: ChartSpec, series: string): number {
  const i = spec.series.indexOf(series);
  return i < 0 ? spec.series.length : i;
}

function colourOf(spec: ChartSpec, series: string): string {
  return PALETTE_LIGHT[seriesIndex(spec, series) % PALETTE_LIGHT.length]!;
}

function dashOf(spec: ChartSpec, mark: Mark): string {
  const pattern = 'dashed' in mark && mark.dashed ? [6, 4] : (DASHES[seriesIndex(spec, mark.series)] ?? []);
  return pattern.length ? ` stroke-dasharray="${pattern.join(' ')}"` : '';
}

function shapePath(shape: PointShape, size: number): string {
  const r = Math.sqrt(size / Math.PI);
  switch (shape) {
    case 'diamond': {
      const d = round(r * 1.4);
      return `M0,${-d}L${d},0L0,${d}L${-d},0Z`;
    }
    case 'square': {
      const s = round(r * 0.9);
      return `M${-s},${-s}H${s}V${s}H${-s}Z`;
    }
    case 'triangle': {
      const t = round(r * 1.3);
      return `M0,${-t}L${t},${round(t * 0.8)}H${-t}Z`;
    }
    default: {
      const c = round(r);
      return `M${c},0A${c},${c},0,1,1,${-c},0A${c},${c},0,1,1,${c},0`;
    }
  }
}

interface Frame {
  x: LinearScale;
  y: LinearScale | undefined; // undefined for a band y axis
  band: BandAxis | undefined;
  plotW: number;
  plotH: number;
}

function pointTitle(spec: ChartSpec, series: string, p: XY): string {
  const yAxis = spec.y.kind === 'linear' ? spec.y : undefined;
  const parts = [`${series}: ${spec.x.title} ${formatValue(p.x, spec.x.format)}`];
  if (yAxis) parts.push(`${yAxis.title} ${formatValue(p.y, yAxis.format)}`);
  if (p.note) parts.push(p.note);
  return `<title>${escapeHtml(parts.join('; '))}</title>`;
}

function drawMark(spec: ChartSpec, mark: Mark, frame: Frame): string {
  const colour = colourOf(spec, mark.series);
  const px = (v: number) => place(frame.x, v);
  const py = (v: number) => place(frame.y!, v);
  switch (mark.kind) {
    case 'line': {
      if (!frame.y || mark.points.length === 0) return '';
      const [first, ...rest] = mark.points;
      let d = `M${px(first!.x)},${py(first!.y)}`;
      for (const p of rest) d += mark.curve === 'step-after' ? `H${px(p.x)}V${py(p.y)}` : `L${px(p.x)},${py(p.y)}`;
      const markers = mark.markers
        ? mark.points.map((p) => `<path transform="translate(${px(p.x)},${py(p.y)})" d="${shapePath('circle', 40)}" fill="${colour}">${pointTitle(spec, mark.series, p)}</path>`).join('')
        : '';
      return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"${dashOf(spec, mark)}/>${markers}`;
    }
    case 'points': {
      if (!frame.y) return '';
      const d = shapePath(mark.shape ?? 'circle', mark.size ?? 64);
      return mark.points
        .map((p) => `<path transform="translate(${px(p.x)},${py(p.y)})" d="${d}" fill="${colour}" stroke="${INK.background.light}" stroke-width="1">${pointTitle(spec, mark.series, p)}</path>`)
        .join('');
    }
    case 'bars': {
      if (!frame.band) return '';
      return mark.bars
        .map((b) => {
          const row = frame.band!.categories.indexOf(b.category);
          if (row < 0) return '';
          const top = row * ROW + LABEL_SIZE + 6;
          const w = Math.max(1, px(b.value));
          const value = formatValue(b.value, spec.x.format);
          const labelW = textWidth(value, LABEL_SIZE);
          // The value sits after the bar, or inside its end when the bar reaches the edge.
          const inside = w + 4 + labelW > frame.plotW;
          const label = inside
            ? text(w - 4, top + BAR_H - 3, value, { anchor: 'end', fill: INK.background.light })
            : text(w + 4, top + BAR_H - 3, value);
          return `<rect x="0" y="${round(top)}" width="${round(w)}" height="${BAR_H}" fill="${colour}"><title>${escapeHtml(`${b.category}: ${value} ${spec.x.title}`)}</title></rect>${label}`;
        })
        .join('');
    }
    case 'rule': {
      const x = px(mark.x);
      return `<line x1="${x}" x2="${x}" y1="0" y2="${frame.plotH}" stroke="${colour}" stroke-width="2"${dashOf(spec, mark)}><title>${escapeHtml(`${mark.series}: ${formatValue(mark.x, spec.x.format)}`)}</title></line>`;
    }
  }
}

function legendSwatch(spec: ChartSpec, series: string, x: number, y: number): string {
  const marks = spec.marks.filter((m) => m.series === series);
  const colour = colourOf(spec, series);
  const line = marks.find((m) => m.kind === 'line' || m.kind === 'rule');
  const points = marks.find((m): m is Extract<Mark, { kind: 'points' }> => m.kind === 'points');
  if (points) return `<path transform="translate(${x + 9},${y})" d="${shapePath(points.shape ?? 'circle', 60)}" fill="${colour}"/>`;
  if (line) return `<line x1="${x}" x2="${x + 18}" y1="${y}" y2="${y}" stroke="${colour}" stroke-width="2"${dashOf(spec, line)}/>`;
  return `<rect x="${x + 2}" y="${y - 6}" width="14" height="12" fill="${colour}"/>`;
}

/** Legend entries flowed into rows across the width; returns the markup and its height. */
function legend(spec: ChartSpec, width: number, top: number): { svg: string; height: number } {
  const shown = spec.series.filter((s) => spec.marks.some((m) => m.series === s));
  if (shown.length < 2) return { svg: '', height: 0 };
  const lineH = LABEL_SIZE + 3;
  let x = 0;
  let y = top + LABEL_SIZE;
  let rowH = lineH;
  const parts: string[] = [];
  for (const s of shown) {
    const rows = wrapText(s, LABEL_SIZE, width - 26);
    const w = 24 + Math.max(...rows.map((r) => textWidth(r, LABEL_SIZE)));
    if (x > 0 && x + w > width) {
      x = 0;
      y += rowH + 6;
      rowH = lineH;
    }
    parts.push(legendSwatch(spec, s, x, y - 4), lines(x + 24, y, rows, LABEL_SIZE));
    rowH = Math.max(rowH, rows.length * lineH);
    x += w + 16;
  }
  return { svg: `<g class="role-legend">${parts.join('')}</g>`, height: y + rowH - top };
}

function xValues(spec: ChartSpec): number[] {
  return spec.marks.flatMap((m) => (m.kind === 'bars' ? m.bars.map((b) => b.value) : m.kind === 'rule' ? [m.x] : m.points.map((p) => p.x)));
}

function yValues(spec: ChartSpec): number[] {
  return spec.marks.flatMap((m) => (m.kind === 'line' || m.kind === 'points' ? m.points.map((p) => p.y) : []));
}

/** The chart as an SVG element string, `width` CSS pixels wide and as tall as its content needs. */
export function drawChart(spec: ChartSpec, opts: DrawOptions): string {
  const width = Math.max(240, Math.round(opts.width));
  const parts: string[] = [];
  let top = PAD;

  // Y title above the plot, left-aligned: reads on a phone without rotating the head.
  if (spec.y.kind === 'linear') {
    const rows = wrapText(spec.y.title, TITLE_SIZE, width - 2 * PAD);
    parts.push(lines(PAD, top + TITLE_SIZE, rows, TITLE_SIZE, { fill: INK.title.light, weight: 600 }));
    top += rows.length * (TITLE_SIZE + 3) + GAP;
  }

  let plotLeft = PAD;
  let y: LinearScale | undefined;
  let plotH: number;
  if (spec.y.kind === 'linear') {
    plotH = Math.round(Math.min(300, Math.max(180, width * 0.5)));
    y = linearScale(spec.y, yValues(spec), plotH, 40, true);
    const yTicks = ticksOf(y.domain[0], y.domain[1], y.step);
    plotLeft = PAD + Math.max(...yTicks.map((t) => textWidth(tickLabel(y!, t), LABEL_SIZE))) + 8;
  } else plotH = spec.y.categories.length * ROW;

  // The last x label is centred on the plot's right edge: leave room for its right half.
  let plotW = width - plotLeft - PAD - 8;
  let x = fitXScale(spec.x, xValues(spec), plotW);
  const overhang = textWidth(tickLabel(x, ticksOf(x.domain[0], x.domain[1], x.step).at(-1) ?? 0), LABEL_SIZE) / 2 + 2;
  if (overhang > 8) {
    plotW = width - plotLeft - PAD - overhang;
    x = fitXScale(spec.x, xValues(spec), plotW);
  }
  const frame: Frame = { x, y, band: spec.y.kind === 'band' ? spec.y : undefined, plotW, plotH };
  const xTicks = ticksOf(x.domain[0], x.domain[1], x.step);

  const plot: string[] = [];
  const grid = (x1: number, y1: number, x2: number, y2: number) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${INK.grid.light}"/>`;
  plot.push(...xTicks.map((t) => grid(place(x, t), 0, place(x, t), plotH)));
  if (y) {
    const yTicks = ticksOf(y.domain[0], y.domain[1], y.step);
    plot.push(...yTicks.map((t) => grid(0, place(y!, t), plotW, place(y!, t))));
    plot.push(...yTicks.map((t) => text(-6, place(y!, t) + 4, tickLabel(y!, t), { anchor: 'end' })));
  } else if (frame.band) {
    plot.push(...frame.band.categories.map((c, i) => lines(0, i * ROW + LABEL_SIZE, wrapText(c, LABEL_SIZE, plotW), LABEL_SIZE)));
  }
  plot.push(`<line x1="0" y1="${plotH}" x2="${plotW}" y2="${plotH}" stroke="${INK.axis.light}"/>`);
  plot.push(...xTicks.map((t) => text(place(x, t), plotH + LABEL_SIZE + 4, tickLabel(x, t), { anchor: 'middle' })));
  for (const m of spec.marks) plot.push(drawMark(spec, m, frame));
  parts.push(`<g transform="translate(${round(plotLeft)},${top})">${plot.join('')}</g>`);
  top += plotH + LABEL_SIZE + 4 + GAP;

  const xTitle = wrapText(spec.x.title, TITLE_SIZE, width - 2 * PAD);
  parts.push(lines(plotLeft + plotW / 2, top + TITLE_SIZE, xTitle, TITLE_SIZE, { anchor: 'middle', fill: INK.title.light, weight: 600 }));
  top += xTitle.length * (TITLE_SIZE + 3) + GAP;

  const key = legend(spec, width - 2 * PAD, top);
  if (key.svg) {
    parts.push(`<g transform="translate(${PAD},0)">${key.svg}</g>`);
    top += key.height + GAP;
  }
  return svgRoot(width, Math.round(top + PAD), parts.join(''));
}

/** The outer element every live chart shares: its size, font and background. */
export function svgRoot(width: number, height: number, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="live-chart" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family='${FONT}'>` +
    `<rect width="${width}" height="${height}" fill="${INK.background.light}"/>${content}</svg>`
  );
}
