/**
 * Draws a PanelBarsSpec (calculators/lib/chart.ts) as an SVG string at a given pixel width, with
 * the same text, ink, palette and outer element as svg-chart.ts, so it themes, prints and redraws
 * like every other live chart. Each row is its label (spanning the width, wrapped, never cut)
 * over one bar per panel; each panel scales its bars to its own largest value and writes the
 * value after the bar.
 */
import type { PanelBarsSpec } from '../../../calculators/lib/chart.ts';
import { escapeHtml } from '../escape-html.ts';
import { INK, LABEL_SIZE, PALETTE_LIGHT, TITLE_SIZE } from './theme.ts';
import { formatValue, lines, round, svgRoot, text, textWidth, wrapText, type DrawOptions } from './svg-chart.ts';

const PAD = 4;
const PANEL_GAP = 24;
const BAR_H = 12;
const ROW_GAP = 8;
/** Between a row's label and its bars, clear of the label's descenders. */
const LABEL_GAP = 3;
const LINE_H = LABEL_SIZE + 3;

export function drawPanelBars(spec: PanelBarsSpec, opts: DrawOptions): string {
  const width = Math.max(240, Math.round(opts.width));
  const inner = width - 2 * PAD;
  const count = Math.max(1, spec.panels.length);
  const panelW = (inner - PANEL_GAP * (count - 1)) / count;
  const panelX = (i: number) => PAD + i * (panelW + PANEL_GAP);
  const parts: string[] = [];

  // Panel titles, each wrapped to its panel; the rows start below the tallest.
  const titles = spec.panels.map((p) => wrapText(p.title, TITLE_SIZE, panelW));
  spec.panels.forEach((_, i) => parts.push(lines(panelX(i), PAD + TITLE_SIZE, titles[i]!, TITLE_SIZE, { fill: INK.title.light, weight: 600 })));
  let top = PAD + Math.max(1, ...titles.map((t) => t.length)) * (TITLE_SIZE + 3) + ROW_GAP;

  if (spec.rows.length === 0) {
    const rows = wrapText(spec.empty, LABEL_SIZE, inner);
    parts.push(lines(PAD, top + LABEL_SIZE, rows, LABEL_SIZE));
    return svgRoot(width, Math.round(top + rows.length * LINE_H + PAD), parts.join(''));
  }

  // Each panel's bars stop short of its edge by its widest value label.
  const scales = spec.panels.map((p) => {
    const labels = p.values.map((v) => formatValue(v, p.format));
    const room = panelW - Math.max(...labels.map((l) => textWidth(l, LABEL_SIZE))) - 6;
    const max = Math.max(0, ...p.values);
    return { labels, length: (v: number) => (max > 0 ? Math.max(1, (v / max) * room) : 1) };
  });

  spec.rows.forEach((row, r) => {
    const label = wrapText(row.label, LABEL_SIZE, inner);
    const key = escapeHtml(row.key);
    const bars = spec.panels.map((p, i) => {
      const colour = PALETTE_LIGHT[i % PALETTE_LIGHT.length]!;
      const value = p.values[r] ?? 0;
      const w = scales[i]!.length(value);
      const x = panelX(i);
      const y = top + label.length * LINE_H + LABEL_GAP;
      const shown = scales[i]!.labels[r]!;
      // An estimate is pale with an outline: told apart by more than colour, and named in its tooltip.
      const paint = row.estimated ? `fill="${colour}" fill-opacity="0.3" stroke="${colour}"` : `fill="${colour}"`;
      const tip = `${row.label}: ${shown} ${p.unit}${row.estimated ? ' (estimate)' : ''}`;
      return (
        `<rect class="bar bar-${escapeHtml(p.id)}" data-key="${key}" x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${BAR_H}" ${paint}><title>${escapeHtml(tip)}</title></rect>` +
        text(x + w + 4, y + BAR_H - 2, shown)
      );
    });
    parts.push(`<g class="bar-row" data-key="${key}">${lines(PAD, top + LABEL_SIZE, label, LABEL_SIZE)}${bars.join('')}</g>`);
    top += label.length * LINE_H + LABEL_GAP + BAR_H + ROW_GAP;
  });
  return svgRoot(width, Math.round(top + PAD), parts.join(''));
}
