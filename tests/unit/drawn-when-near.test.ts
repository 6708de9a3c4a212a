import { describe, expect, it } from 'vitest';
import { estimatedProseHeight, estimatedTableHeight } from '../../src/lib/site/drawn-when-near.ts';
import { drawnSize, drawnSizeAttributes, drawnSizeStyle } from '../../src/lib/charts/drawn-size.ts';

const rem = (css: string) => {
  const m = /^(\d+(?:\.\d)?)rem$/.exec(css);
  if (!m) throw new Error(`not a rem length: ${css}`);
  return Number(m[1]);
};

describe('estimated heights of blocks drawn when near the screen', () => {
  it('gives a table a header and caption, and 2.2 rem a row', () => {
    expect(estimatedTableHeight(0)).toBe('5.0rem');
    expect(estimatedTableHeight(10)).toBe('27.0rem');
  });

  it('gives prose a heading, and a line of 1.75 rem per 46 characters at a phone’s width, plus a gap after each block', () => {
    expect(estimatedProseHeight(0, 0)).toBe('3.5rem');
    // 92 characters in one paragraph: two lines and its gap.
    expect(estimatedProseHeight(92, 1)).toBe(`${(3.5 + 3 * 1.75).toFixed(1)}rem`);
    // More text, or more blocks for the same text, never stands shorter.
    for (let chars = 0; chars < 2000; chars += 37) {
      expect(rem(estimatedProseHeight(chars + 1, 3))).toBeGreaterThanOrEqual(rem(estimatedProseHeight(chars, 3)));
      expect(rem(estimatedProseHeight(chars, 4))).toBeGreaterThan(rem(estimatedProseHeight(chars, 3)));
    }
  });
});

describe('a drawing’s box sized before it is drawn', () => {
  const svg = '<svg role="img" aria-label="x" width="640" height="997" viewBox="0 0 640 997"><rect width="10" height="10"/></svg>';
  it('reads the size from the root element only', () => {
    expect(drawnSize(svg)).toEqual({ width: 640, height: 997 });
    expect(drawnSizeStyle(svg)).toBe('--drawn-width: 640px; --drawn-ratio: 640 / 997');
    expect(drawnSizeAttributes(svg)).toBe(' data-drawn-size style="--drawn-width: 640px; --drawn-ratio: 640 / 997"');
  });
  it('gives a drawing without a size no box size, rather than a box of zero or NaN', () => {
    const unsized = '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    expect(drawnSize(unsized)).toBeUndefined();
    expect(drawnSizeStyle(unsized)).toBeUndefined();
    expect(drawnSizeAttributes(unsized)).toBe('');
    expect(drawnSize('<svg width="0" height="5">')).toBeUndefined();
  });
});
