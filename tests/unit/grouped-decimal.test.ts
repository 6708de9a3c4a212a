import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupedDecimal } from '../../calculators/grouped-decimal.ts';

// groupedDecimal stands in for Intl.NumberFormat('en-US') (whose first use in a page is slow to
// start): it must write every number exactly as Intl does.
const intl = (v: number, min: number, max: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max }).format(v);

describe('groupedDecimal writes numbers as Intl en-US does', () => {
  it('on hand-picked values', () => {
    // Written out by hand, then checked against Intl below.
    const cases: [number, number, number, string][] = [
      [1744830464, 0, 3, '1,744,830,464'],
      [0.415, 0, 3, '0.415'],
      [1.005, 0, 2, '1.01'], // the shortest decimal 1.005 rounds up, though the double is a hair under
      [2.5, 0, 0, '3'],
      [-2.5, 0, 0, '-3'],
      [-0, 0, 3, '-0'],
      [-0.0001, 0, 3, '-0'],
      [0.0004, 0, 3, '0'],
      [0.0005, 0, 3, '0.001'],
      [999.9996, 0, 3, '1,000'],
      [9.995, 2, 2, '10.00'],
      [123.456, 2, 2, '123.46'],
      [12.5, 6, 6, '12.500000'],
      [1e21, 0, 2, '1,000,000,000,000,000,000,000'],
      [1.5e-7, 0, 20, '0.00000015'],
      [0.1 + 0.2, 0, 20, '0.30000000000000004'],
      [NaN, 0, 2, 'NaN'],
      [Infinity, 0, 2, '∞'],
      [-Infinity, 0, 2, '-∞'],
      [0, 2, 2, '0.00'],
      [100, 0, 3, '100'],
      [0.95, 0, 0, '1'],
      [0.45, 0, 0, '0'],
    ];
    for (const [v, min, max, text] of cases) {
      expect(groupedDecimal(v, min, max), `${v} ${min}..${max}`).toBe(text);
      expect(intl(v, min, max), `Intl: ${v} ${min}..${max}`).toBe(text);
    }
  });

  it('on any double, at any precision the site asks for', () => {
    const digits = fc.integer({ min: 0, max: 20 });
    fc.assert(
      fc.property(fc.double({ noNaN: false }), digits, digits, (v, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(groupedDecimal(v, min, max)).toBe(intl(v, min, max));
      }),
      { numRuns: 20000 },
    );
  });

  it('on values near rounding edges and of every size', () => {
    const near = fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 6 }), fc.constantFrom(-1, 0, 1)).map(([n, d, nudge]) => (n + 0.5 + nudge * 1e-9) / 10 ** d);
    const sizes = fc.tuple(fc.double({ min: 1, max: 10, noNaN: true }), fc.integer({ min: -30, max: 30 })).map(([m, e]) => m * 10 ** e);
    fc.assert(
      fc.property(fc.oneof(near, sizes), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), (v, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(groupedDecimal(v, min, max)).toBe(intl(v, min, max));
      }),
      { numRuns: 20000 },
    );
  });
});
