import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { INK, PALETTE } from '../../src/lib/charts/theme.ts';

const css = readFileSync(new URL('../../src/styles/chart-theme.css', import.meta.url), 'utf8');

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('chart theme', () => {
  const pairs = [...Object.values(INK), ...PALETTE];
  it.each(pairs.map((p) => [p.light, p.dark]))('dark mode swaps %s for %s, as fill and as stroke', (light, dark) => {
    for (const prop of ['fill', 'stroke']) {
      const rule = new RegExp(`\\[${prop}='${light}' i\\] \\{\\s*${prop}: ${dark};`);
      expect(css).toMatch(rule);
    }
  });

  it('keeps every series colour at 3:1 or more against its background, in both themes', () => {
    for (const c of PALETTE) {
      expect(contrast(c.light, INK.background.light)).toBeGreaterThanOrEqual(3);
      expect(contrast(c.dark, INK.background.dark)).toBeGreaterThanOrEqual(3);
    }
  });

  it('has no light colour twice (a swap must be unambiguous)', () => {
    const lights = pairs.map((p) => p.light.toLowerCase());
    expect(new Set(lights).size).toBe(lights.length);
  });
});
