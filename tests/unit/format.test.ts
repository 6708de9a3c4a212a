import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber, formatStored, formatWithUnit, num } from '../../calculators/format.ts';

describe('formatStored', () => {
  it('groups the integer part and keeps every printed decimal', () => {
    expect(formatStored('1744830464')).toBe('1,744,830,464');
    expect(formatStored('0.010')).toBe('0.010');
    expect(formatStored('-12345.50')).toBe('-12,345.50');
    expect(formatStored('999')).toBe('999');
  });
  it('leaves report line numbers and non-numbers alone', () => {
    expect(formatStored('1496', 'line')).toBe('1496');
    expect(formatStored('n/a')).toBe('n/a');
  });
});

describe('formatWithUnit', () => {
  it('puts % and × against the number and other units after a space', () => {
    expect(formatWithUnit(91.83, 'percent')).toBe('91.83%');
    expect(formatWithUnit(94215, 'round-trips/s')).toBe('94,215 round trips/s');
    expect(formatWithUnit(400, 'count')).toBe('400');
    expect(formatNumber(79.876, 1)).toBe('79.9');
  });
});

describe('num', () => {
  const intl = (v: number, digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(v);
  it('reads as Intl writes it, the first time and every time after (its texts are kept)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -0, 0.5, -2.5, 1e21, Number.NaN, Infinity)), fc.integer({ min: 0, max: 20 }), (v, digits) => {
        expect(num(v, digits)).toBe(intl(v, digits));
        expect(num(v, digits)).toBe(intl(v, digits));
      }),
    );
  });
  it('writes -0 as Intl does, though a kept 0 is the same key', () => {
    expect(num(0, 2)).toBe('0');
    expect(num(-0, 2)).toBe('-0');
    expect(num(0, 2)).toBe('0');
  });
  it('keeps the texts per number of digits', () => {
    expect(num(1.23456, 2)).toBe('1.23');
    expect(num(1.23456, 4)).toBe('1.2346');
    expect(num(1.23456)).toBe('1.235');
  });
});
