/**
 * A sweep drawn as SVG without Vega: the model's line (with its 95% band when there is one) and
 * the report's measurements as diamonds, on linear axes from zero. Small enough to run in the
 * browser under the site's Content-Security-Policy (Vega compiles expressions with Function, which
 * the policy forbids) and used at build time too, so a precomputed sweep and a live one look the
 * same. Colours and shapes follow sweepSpec (sweep.ts). To be replaced by the site's live-chart
 * module when there is one.
 */
import { MODEL_SERIES, REPORT_SERIES, type SweepRow } from './sweep.ts';

const MODEL_COLOUR = '#1f5fa8';
const REPORT_COLOUR = '#c2410c';
const FONT = 'system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, sans-serif';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (t: string) => t.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
const r1 = (v: number) => Math.round(v * 10) / 10;

/** About `count` round tick values from 0 to at least `max` (1, 2 or 5 times a power of ten apart). */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let v = 0; v < max + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

const label = (v: number) => v.toLocaleString('en-GB', { maximumFractionDigits: 3 });

export function sweepSvg(rows: SweepRow[], opts: { xTitle: string; yTitle: string; width?: number; height?: number }): string {
  const width = opts.width ?? 560;
  const height = opts.height ?? 320;
  const left = 70;
  const right = 16;
  const top = 12;
  const bottom = 70;
  const model = rows.filter((r) => r.series === MODEL_SERIES).sort((a, b) => a.x - b.x);
  const report = rows.filter((r) => r.series === REPORT_SERIES);
  const xs = rows.map((r) => r.x);
  const ys = rows.flatMap((r) => [r.y, typeof r.hi === 'number' ? r.hi : r.y]);
  const xMin = Math.min(0, ...xs);
  const xTicks = niceTicks(Math.max(...xs, 0));
  const yTicks = niceTicks(Math.max(...ys, 0));
  const xMax = xTicks.at(-1)!;
  const yMax = yTicks.at(-1)!;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const sx = (v: number) => r1(left + ((v - xMin) / (xMax - xMin || 1)) * plotW);
  const sy = (v: number) => r1(top + plotH - (v / (yMax || 1)) * plotH);
  const parts: string[] = [];
  for (const t of yTicks) {
    parts.push(`<line x1="${left}" x2="${left + plotW}" y1="${sy(t)}" y2="${sy(t)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${left - 6}" y="${sy(t) + 4}" text-anchor="end" font-size="12" fill="#1f2937">${label(t)}</text>`);
  }
  for (const t of xTicks) {
    parts.push(`<line x1="${sx(t)}" x2="${sx(t)}" y1="${top + plotH}" y2="${top + plotH + 5}" stroke="#888"/>`);
    parts.push(`<text x="${sx(t)}" y="${top + plotH + 18}" text-anchor="middle" font-size="12" fill="#1f2937">${label(t)}</text>`);
  }
  parts.push(`<line x1="${left}" x2="${left + plotW}" y1="${top + plotH}" y2="${top + plotH}" stroke="#888"/>`);
  parts.push(`<text x="${left + plotW / 2}" y="${top + plotH + 36}" text-anchor="middle" font-size="13" font-weight="bold" fill="#111827">${esc(opts.xTitle)}</text>`);
  parts.push(
    `<text transform="translate(16 ${top + plotH / 2}) rotate(-90)" text-anchor="middle" font-size="13" font-weight="bold" fill="#111827">${esc(opts.yTitle)}</text>`,
  );
  const banded = model.filter((r) => typeof r.lo === 'number' && typeof r.hi === 'number');
  if (banded.length > 1) {
    const upper = banded.map((r) => `${sx(r.x)},${sy(r.hi as number)}`);
    const lower = [...banded].reverse().map((r) => `${sx(r.x)},${sy(r.lo as number)}`);
    parts.push(`<polygon points="${[...upper, ...lower].join(' ')}" fill="${MODEL_COLOUR}" fill-opacity="0.2" stroke="none"/>`);
  }
  if (model.length) {
    parts.push(`<polyline points="${model.map((r) => `${sx(r.x)},${sy(r.y)}`).join(' ')}" fill="none" stroke="${MODEL_COLOUR}" stroke-width="2"/>`);
    for (const r of model) parts.push(`<circle cx="${sx(r.x)}" cy="${sy(r.y)}" r="3.5" fill="${MODEL_COLOUR}"/>`);
  }
  const diamond = (x: number, y: number, s = 6) => `<path d="M${x} ${r1(y - s)}L${r1(x + s)} ${y}L${x} ${r1(y + s)}L${r1(x - s)} ${y}Z" fill="${REPORT_COLOUR}"/>`;
  for (const r of report) parts.push(diamond(sx(r.x), sy(r.y)));
  // Legend below the axis title: a circle for the model, a diamond for the report (shape and colour, for greyscale print).
  const ly = height - 12;
  parts.push(`<circle cx="${left + 6}" cy="${ly - 4}" r="4" fill="${MODEL_COLOUR}"/>`);
  parts.push(`<text x="${left + 16}" y="${ly}" font-size="12" fill="#1f2937">${esc(MODEL_SERIES)}</text>`);
  if (report.length) {
    parts.push(diamond(left + 166, ly - 4, 5));
    parts.push(`<text x="${left + 176}" y="${ly}" font-size="12" fill="#1f2937">${esc(REPORT_SERIES)}</text>`);
  }
  if (banded.length > 1) {
    parts.push(`<rect x="${left + 316}" y="${ly - 10}" width="14" height="10" fill="${MODEL_COLOUR}" fill-opacity="0.2"/>`);
    parts.push(`<text x="${left + 336}" y="${ly}" font-size="12" fill="#1f2937">95% interval</text>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${FONT}" class="sim-sweep-svg"><rect width="${width}" height="${height}" fill="#ffffff"/>${parts.join('')}</svg>`;
}
