/**
 * amqsrua's value scanner (calculators/check/measure/amqsrua-value.ts) reads the common shapes
 * without the full pattern, for speed; it must read every text exactly as the pattern does. Worked
 * examples from the report's lines, then a property over texts built from the pieces amqsrua prints
 * and the ones that trip a scanner (separators, signs, decimals, stray words).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMQSRUA_METRICS } from '../../calculators/check/measure/amqsrua-metrics.ts';
import { convert, convertByPattern } from '../../calculators/check/measure/amqsrua-value.ts';

const metric = (label: string) => AMQSRUA_METRICS[label]!;

describe('amqsrua values', () => {
  it('reads the report’s printed values (mq-linux-persistent section 2.3) in base units', () => {
    expect(convert(metric('log - write latency'), 'Log - write latency 25 uSec', 19)).toBe(25e-6);
    expect(convert(metric('log - physical bytes written'), 'Log - physical bytes written 1159884800 115987019/sec', 28)).toBe(115987019);
    expect(convert(metric('log - current primary space in use'), 'Log - current primary space in use 4.61%', 34)).toBe(4.61);
    expect(convert(metric('log - bytes occupied by reusable extents'), 'Log - bytes occupied by reusable extents 512MB', 40)).toBe(512 * 1024 ** 2);
    expect(convert(metric('log - bytes in use'), 'Log - bytes in use 1,610,612,736', 18)).toBe(1610612736);
    expect(convert(metric('log - write latency'), 'Log - write latency banana uSec', 19)).toMatch(/not a number/);
    expect(convert(metric('log - write latency'), 'Log - write latency 25 MB', 19)).toMatch(/latency needs its unit/);
    expect(convert(metric('log - physical bytes written'), 'Log - physical bytes written 1 234/sec', 28)).toBe(234);
  });

  it('agrees with the full pattern on any text made of amqsrua’s pieces', () => {
    const piece = fc.constantFrom('0', '7', '25', '123', '4096', '1159884800', '9999999999999999', '.', '.5', ',', ',234', "'", ' ', '  ', '-', '+', 'uSec', 'usec', 'us', 'µs', 'ms', 'MB', 'KB', 'GB', 'bytes', '%', '/sec', 'banana', 'USEC');
    const metrics = fc.constantFrom(...Object.values(AMQSRUA_METRICS));
    fc.assert(
      fc.property(metrics, fc.array(piece, { maxLength: 8 }), (m, parts) => {
        const text = parts.join('');
        expect(convert(m, `Label ${text}`, 5)).toEqual(convertByPattern(m, text.trim()));
      }),
      { numRuns: 3000 },
    );
  });
});
