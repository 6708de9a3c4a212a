import { describe, expect, it } from 'vitest';
import { estimateCpu, parseNumber, ESTIMATE_DEFAULTS } from '../../calculators/lib/broker/estimate.ts';

const input = (over: Partial<typeof ESTIMATE_DEFAULTS>) => ({ ...ESTIMATE_DEFAULTS, ...over });

describe('estimateCpu', () => {
  it('turns the report formula round: busy cores = rate × CPU ms/msg ÷ 1000', () => {
    // The 23-execution-group XSLT run: 11,122.6 msgs/s at 95.3% of 8 cores is 0.6855 ms/msg and 7.624 busy cores.
    const r = estimateCpu(0.6855, input({ rate: '11122.6', cores: '8', ceiling: '100' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.busyCores).toBeCloseTo(7.6246, 3);
    expect(r.value.utilisationPct).toBeCloseTo(95.3, 1);
    expect(r.value.fits).toBe(true);
  });

  it('sizes against a ceiling and a relative core speed', () => {
    const r = estimateCpu(0.4, input({ rate: '2000', cores: '2', ceiling: '80', speed: '2' }));
    if (!r.ok) throw new Error('expected a result');
    expect(r.value.cpuMsPerMsg).toBeCloseTo(0.2, 12);
    expect(r.value.busyCores).toBeCloseTo(0.4, 12);
    expect(r.value.coresNeeded).toBeCloseTo(0.5, 12);
    expect(r.value.utilisationPct).toBeCloseTo(20, 12);
    expect(r.value.maxRate).toBeCloseTo(8000, 6);
  });

  it('says when the rate does not fit the machine under the ceiling', () => {
    const r = estimateCpu(2.5, input({ rate: '5000', cores: '8', ceiling: '80' }));
    if (!r.ok) throw new Error('expected a result');
    expect(r.value.busyCores).toBeCloseTo(12.5, 9);
    expect(r.value.fits).toBe(false);
    expect(r.value.coresNeeded).toBeCloseTo(15.625, 9);
  });

  it.each([
    ['rate', '0', 'Target message rate'],
    ['rate', '', 'Target message rate'],
    ['cores', '-1', 'Cores on your machine'],
    ['ceiling', '120', 'Planning ceiling'],
    ['speed', 'fast', 'Relative core speed'],
  ] as const)('rejects %s = "%s", naming the input and its range', (field, value, label) => {
    const r = estimateCpu(0.4, input({ [field]: value }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.field).toBe(field);
    expect(r.errors[0]!.message).toMatch(new RegExp(`^${label} must be a number from .+ to .+`));
  });

  it('refuses a non-positive cost, which would be a programming error', () => {
    expect(() => estimateCpu(0, ESTIMATE_DEFAULTS)).toThrow(/positive/);
  });
});

describe('parseNumber', () => {
  it.each([
    ['2000', 2000],
    ['2,000', 2000],
    [' 1.5 ', 1.5],
    ['.5', 0.5],
    ['1e3', 1000],
  ])('reads "%s" as %s', (raw, n) => expect(parseNumber(raw)).toBe(n));
  it.each(['', 'abc', '1,0', '-5', '12abc', 'Infinity'])('rejects "%s"', (raw) => expect(parseNumber(raw)).toBeUndefined());
});
