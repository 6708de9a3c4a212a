import { describe, expect, it } from 'vitest';
import { leanSvg } from '../../src/lib/charts/lean-svg.ts';

const VEGA = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" class="marks" width="100" height="50" viewBox="0 0 100 50"><rect width="100" height="50" fill="#ffffff"/><g fill="none" stroke-miterlimit="4" transform="translate(10.123456,5)"><g class="mark-group role-frame root" role="graphics-object" aria-roledescription="group mark container"><g transform="translate(0,0)"><path class="background" aria-hidden="true" d="M0,0h0v0h0Z"/><g><g class="mark-rect role-mark layer_0_marks" role="graphics-object" aria-roledescription="rect mark container"><path aria-label="x: 1; y: 2" role="graphics-symbol" aria-roledescription="bar" d="M0.33333333,12.666666h20.5v-3.25Z" fill="#0b62a4"/></g><g class="mark-text role-axis-label" pointer-events="none"><text text-anchor="start" transform="translate(0,16)" font-family="system-ui, sans-serif" font-size="12px" fill="#1f2937" opacity="1">0</text><text text-anchor="middle" transform="translate(33.3,16)" font-family="system-ui, sans-serif" font-size="12px" fill="#1f2937" opacity="0">5</text><text font-size="13px" font-weight="bold" fill="#111827">Title</text></g></g><path class="foreground" aria-hidden="true" d="" display="none"/></g></g></g></svg>`;

describe('leanSvg', () => {
  const out = leanSvg(VEGA, 'system-ui, "Segoe UI"');
  it('keeps what is drawn, with coordinates to a tenth of a pixel', () => {
    expect(out).toContain('<path d="M0.3,12.7h20.5v-3.2Z" fill="#0b62a4"/>');
    expect(out).toContain('transform="translate(10.1,5)"');
    expect(out).toContain('>0</text>');
    expect(out).toContain('<text font-size="13" font-weight="bold" fill="#111827">Title</text>');
  });
  it('drops ARIA per mark, pointer events, hidden labels, empty helpers and the repeated font', () => {
    expect(out).not.toMatch(/aria-|role=|pointer-events|opacity|xlink|version=|display="none"|M0,0h0v0h0Z/);
    expect(out).not.toContain('>5</text>');
    expect(out.match(/font-family/g)).toHaveLength(1);
    expect(out).toMatch(/^<svg font-family="system-ui, &quot;Segoe UI&quot;" font-size="12" /);
  });
  it('keeps one class per mark group, for the kind of mark', () => {
    expect(out).toContain('<g class="mark-rect role-mark">');
    expect(out).not.toContain('role-axis-label');
    // Groups are balanced after bare ones are unwrapped.
    expect(out.match(/<g[ >]/g)!.length).toBe(out.match(/<\/g>/g)!.length);
  });
});
