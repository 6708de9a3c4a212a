import { escapeHtml } from './escape.ts';
import { formatNumber } from '../format.ts';
import { sizeText } from './sizes.ts';
import type { ViewRow } from './view.ts';

/**
 * The explorer's chart: CPU ms per message and message rate side by side as two bar panels,
 * each row labelled across both, drawn as a plain SVG string so the same code renders it at build
 * time (no JavaScript needed) and in the browser (no charting library to download).
 * One <rect class="bar"> per row and panel; estimated rows are drawn hatched.
 */

export const MAX_BARS = 25;

// Labels sit above their bars so long flow names stay whole on a narrow screen.
const W = 680;
const GAP = 24;
const PANEL_W = (W - GAP) / 2;
const VALUE_W = 56;
const TOP = 28;
const ROW_H = 34;
const LABEL_Y = 11;
const BAR_Y = 15;
const BAR_H = 12;
const COLOURS = { rate: '#1f5fa8', cost: '#c2410c' } as const;

export function rowLabel(r: ViewRow): string {
  return `${r.flow} · ${sizeText(r.size)} · ${r.persistence}`;
}

/** Figures to three significant digits at most, so labels stay short but small costs stay distinct. */
export function shortNumber(v: number): string {
  if (v >= 100) return formatNumber(Math.round(v));
  const digits = v >= 10 ? 1 : v >= 1 ? 2 : 3;
  return formatNumber(Number(v.toFixed(digits)));
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

export interface BarsSvg {
  svg: string;
  shown: number;
  total: number;
}

export function barsSvg(rows: ViewRow[], opts: { idPrefix: string; max?: number }): BarsSvg {
  const max = opts.max ?? MAX_BARS;
  const shown = rows.slice(0, max);
  const height = TOP + Math.max(1, shown.length) * ROW_H + 4;
  const id = escapeHtml(opts.idPrefix);
  const title = shown.length
    ? `Message rate and CPU ms per message of ${shown.length} ${shown.length === 1 ? 'point' : 'points'}${rows.length > shown.length ? ` (the first ${shown.length} of ${rows.length})` : ''}`
    : 'No measured point matches the filters';
  // Cost first: the explorer ranks by it, and on a phone the chart scrolls with its left panel in view.
  const costX = 0;
  const rateX = PANEL_W + GAP;
  const scale = (v: number, top: number) => (top > 0 ? Math.max(1, (v / top) * (PANEL_W - VALUE_W)) : 1);
  const maxRate = Math.max(0, ...shown.map((r) => r.messagesPerS));
  const maxCost = Math.max(0, ...shown.map((r) => r.costMs));

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="flow-bars" viewBox="0 0 ${W} ${height}" width="${W}" height="${height}" role="img" aria-labelledby="${id}-title">`,
    `<title id="${id}-title">${escapeHtml(title)}</title>`,
    `<defs>${Object.entries(COLOURS)
      .map(([name, c]) => `<pattern id="${id}-hatch-${name}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#ffffff"/><rect width="3" height="6" fill="${c}"/></pattern>`)
      .join('')}</defs>`,
    `<rect width="${W}" height="${height}" fill="#ffffff"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="12" fill="#1f2937">`,
    `<text x="${costX}" y="16" font-weight="600">CPU ms per message (lower is cheaper)</text>`,
    `<text x="${rateX}" y="16" font-weight="600">Messages/s (higher is faster)</text>`,
  ];
  if (!shown.length) parts.push(`<text x="0" y="${TOP + 12}">No measured point matches the filters.</text>`);
  shown.forEach((r, i) => {
    const y = TOP + i * ROW_H;
    const estimated = r.costFrom === 'interpolated';
    const label = rowLabel(r) + (estimated ? ' (estimate)' : '');
    const rateW = scale(r.messagesPerS, maxRate);
    const costW = scale(r.costMs, maxCost);
    const key = escapeHtml(r.key);
    const fill = (name: keyof typeof COLOURS) => (estimated ? `fill="url(#${id}-hatch-${name})" stroke="${COLOURS[name]}"` : `fill="${COLOURS[name]}"`);
    parts.push(
      `<g class="bar-row" data-key="${key}">`,
      `<text x="0" y="${y + LABEL_Y}" font-weight="500">${escapeHtml(clip(label, 100))}</text>`,
      `<rect class="bar bar-rate" data-key="${key}" x="${rateX}" y="${y + BAR_Y}" width="${rateW.toFixed(1)}" height="${BAR_H}" ${fill('rate')}><title>${escapeHtml(`${label}: ${formatNumber(Number(r.messagesPerS.toFixed(1)))} msgs/s`)}</title></rect>`,
      `<text x="${(rateX + rateW + 4).toFixed(1)}" y="${y + BAR_Y + BAR_H - 2}">${shortNumber(r.messagesPerS)}</text>`,
      `<rect class="bar bar-cost" data-key="${key}" x="${costX}" y="${y + BAR_Y}" width="${costW.toFixed(1)}" height="${BAR_H}" ${fill('cost')}><title>${escapeHtml(`${label}: ${shortNumber(r.costMs)} CPU ms/msg`)}</title></rect>`,
      `<text x="${(costX + costW + 4).toFixed(1)}" y="${y + BAR_Y + BAR_H - 2}">${shortNumber(r.costMs)}</text>`,
      `</g>`,
    );
  });
  parts.push('</g></svg>');
  return { svg: parts.join(''), shown: shown.length, total: rows.length };
}
