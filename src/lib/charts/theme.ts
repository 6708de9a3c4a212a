/**
 * One look for every chart on the site, whether Vega draws it at build time (report charts) or
 * live.ts draws it (calculator, explorer and simulator charts): fonts, sizes, ink and a palette.
 *
 * Colours are written into the SVG as their light-theme values; chart-theme.css swaps each one
 * for its dark twin under [data-theme='dark'] by attribute selector, so a static SVG follows the
 * theme with no JavaScript and prints dark on white. tests/unit/chart-theme.test.ts checks that
 * the stylesheet covers every colour listed here.
 */

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const LABEL_SIZE = 12;
export const TITLE_SIZE = 13;

/** Ink on the light background, and its dark-theme twin. */
export const INK = {
  text: { light: '#1f2937', dark: '#e5e7eb' },
  title: { light: '#111827', dark: '#f3f4f6' },
  grid: { light: '#e5e7eb', dark: '#374151' },
  axis: { light: '#6b7280', dark: '#9ca3af' },
  background: { light: '#ffffff', dark: '#17181c' },
} as const;

/**
 * Series colours, in order. Light values keep at least 3:1 contrast on white, dark values on the
 * dark background; neighbours differ in hue and lightness so they stay apart for common colour
 * vision deficiencies (after Okabe and Ito). Past the fourth series charts add a dash or a shape.
 */
export const PALETTE = [
  { light: '#0b62a4', dark: '#6cb6ff' },
  { light: '#c4500b', dark: '#ff9a57' },
  { light: '#0a7d5a', dark: '#3fd1a2' },
  { light: '#a3367f', dark: '#f08cc8' },
  { light: '#8a6a00', dark: '#e6c14a' },
  { light: '#4b5563', dark: '#b8c0cc' },
  { light: '#5b3fb5', dark: '#b3a1ff' },
  { light: '#b4233b', dark: '#ff8095' },
] as const;

export const PALETTE_LIGHT: string[] = PALETTE.map((c) => c.light);

/** Dash patterns for series past the fourth (solid first), so lines differ in more than colour. */
export const DASHES: number[][] = [[], [], [], [], [6, 3], [2, 3], [8, 3, 2, 3], [1, 2]];
