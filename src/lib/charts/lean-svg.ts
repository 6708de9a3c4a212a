/**
 * Shrinks the SVG Vega writes to what an inline chart on a page needs. Vega's output is built for
 * interactive scenegraphs: ARIA roles on every mark (our figure is labelled once, as a whole),
 * class names, pointer-events, empty background and foreground paths for every group, the font
 * repeated on every label, and coordinates to many decimals. None of it changes what is drawn.
 */

/** Coordinates to a tenth of a pixel; integers stay integers. */
function roundNumbers(value: string): string {
  return value.replace(/-?\d*\.\d+(?:e-?\d+)?/g, (n) => {
    const r = Math.round(Number(n) * 10) / 10;
    return String(Object.is(r, -0) ? 0 : r);
  });
}

const GEOMETRY = new Set(['d', 'transform', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'width', 'height', 'points', 'dx', 'dy', 'stroke-width', 'font-size']);
const DROPPED = new Set(['class', 'role', 'pointer-events', 'focusable', 'version', 'xmlns:xlink']);

function rewriteAttributes(tag: string): string {
  const group = tag.startsWith('<g ');
  return tag.replace(/\s([a-zA-Z:-]+)="([^"]*)"/g, (whole, name: string, value: string) => {
    // A mark group keeps its kind ("mark-rect role-mark"): one short class per mark, and what tests count marks by.
    if (name === 'class' && group && /^mark-\S+ role-mark\b/.test(value)) return ` class="${/^mark-\S+ role-mark/.exec(value)![0]}"`;
    if (DROPPED.has(name) || name.startsWith('aria-') || name === 'font-family') return '';
    if (name === 'opacity' && value === '1') return '';
    // SVG defaults (Vega sets no other value on the groups above): stroke-width 1, text-anchor start.
    if ((name === 'stroke-width' && value === '1') || (name === 'text-anchor' && value === 'start')) return '';
    if (name === 'font-size' && /^12(px)?$/.test(value)) return ''; // the root's default (below)
    if (name === 'transform' && /^translate\(0,0\)$/.test(value)) return '';
    if (name === 'font-size') return ` font-size="${roundNumbers(value.replace(/px$/, ''))}"`;
    return GEOMETRY.has(name) ? ` ${name}="${roundNumbers(value)}"` : whole;
  });
}

/** Removes each attribute-less <g> and its matching </g>, keeping what is inside. */
function unwrapBareGroups(svg: string): string {
  const keep: boolean[] = [];
  return svg.replace(/<g(\s[^>]*)?>|<\/g>/g, (tag, attrs: string | undefined) => {
    if (tag === '</g>') return keep.pop() ? tag : '';
    const bare = !attrs || !attrs.trim();
    keep.push(!bare);
    return bare ? '' : tag;
  });
}

export function leanSvg(svg: string, font: string): string {
  let out = svg
    // Invisible helpers: empty backgrounds of groups and hidden foregrounds.
    .replace(/<path class="(?:background|foreground)"[^>]*(?:d="M0,0h0v0h0Z"|display="none")[^>]*\/>/g, '')
    .replace(/<path class="foreground"[^>]*d=""[^>]*\/>/g, '')
    // Labels Vega hid to avoid overlaps: they are drawn with opacity 0.
    .replace(/<text [^>]*opacity="0"[^>]*>[^<]*<\/text>/g, '')
    .replace(/<[a-zA-Z]+\s[^>]*>/g, rewriteAttributes);
  // A group background with neither fill nor stroke of its own draws nothing (the root group's fill is none).
  out = out.replace(/<path d="[^"]*"\/>/g, '');
  out = unwrapBareGroups(out);
  // Empty groups left behind once their helpers are gone.
  for (let i = 0; i < 4; i++) out = out.replace(/<g(?:\s[^>]*)?><\/g>/g, '');
  const quoted = font.replace(/"/g, '&quot;');
  return out.replace(/^<svg /, `<svg font-family="${quoted}" font-size="12" `);
}
