import { describe, expect, it } from 'vitest';
import { formatNumber, formatStored, formatWithUnit } from '../../calculators/format.ts';

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
