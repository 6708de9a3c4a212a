/**
 * Units on calculator inputs (calculators/lib/units.ts through parseInputs): every size, time, rate
 * and distance input takes a value with a unit, 1024-based for KB/MB/GB; unknown units, control
 * characters and words are refused with a message that names the input and says what was wrong.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNITS, UNIT_IDS, baseUnitOf, parseQuantity, unitLabel } from '../../calculators/lib/units.ts';
import { parseInputs, readingOf, runCalculator } from '../../calculators/inputs.ts';
import type { CalculatorDefinition, NumberInput } from '../../calculators/types.ts';
import { calculators } from '../../src/lib/calculators/registry.ts';

const num = (name: string, unit: string, extra: Partial<NumberInput> = {}): NumberInput => ({
  kind: 'number', name, label: name, help: '', unit, min: 0, max: 1e15, ...extra,
});

const def: Pick<CalculatorDefinition, 'inputs'> = {
  inputs: [
    num('size', 'bytes', { integer: true, optional: true }),
    num('pages', 'pages of 4 KiB', { integer: true, optional: true }),
    num('latency', 'ms', { optional: true }),
    num('uow', 's', { optional: true }),
    num('distance', 'km', { optional: true }),
    num('rate', 'messages/s', { optional: true }),
    num('bandwidth', 'bytes/s', { optional: true }),
    num('files', 'files', { integer: true, optional: true }),
    num('connections', 'connections', { integer: true, optional: true }),
    num('brokerRate', 'msgs/s', { optional: true }),
  ],
};

function read(name: string, text: string): number | string {
  const r = parseInputs(def, { [name]: text });
  return r.ok ? (r.values[name] as number) : r.errors[0]!.message;
}

describe('values with units', () => {
  it.each([
    ['size', '2 KB', 2048],
    ['size', '2KiB', 2048],
    ['size', '2kb', 2048],
    ['size', '16 MiB', 16777216],
    ['size', '1.5 GB', 1610612736],
    ['size', '2048', 2048],
    ['size', '2,048 bytes', 2048],
    ['size', '1 TB', 1099511627776],
    ['pages', '64 MiB', 16384],
    ['pages', '16384', 16384],
    ['latency', '500 us', 0.5],
    ['latency', '500 µs', 0.5],
    ['latency', '2 ms', 2],
    ['latency', '0.3 s', 300],
    ['uow', '2 ms', 0.002],
    ['uow', '1 day', 86400],
    ['uow', '90 min', 5400],
    ['distance', '60 km', 60],
    ['distance', '500 m', 0.5],
    ['rate', '120,000/min', 2000],
    ['rate', '2000/s', 2000],
    ['rate', '7,200,000 messages/h', 2000],
    ['bandwidth', '100 MB/s', 104857600],
    ['files', '12 files', 12],
    // Issue 27: the way people write them.
    ['size', '2K', 2048],
    ['size', '2k', 2048],
    ['size', '2 KB', 2048],
    ['size', '1.5M', 1572864],
    ['rate', '2000/s', 2000],
    ['rate', '2,000 msg/s', 2000],
    ['rate', '2000 msgs/s', 2000],
    ['rate', '2,000 Messages/s', 2000],
    ['rate', '1.5k/s', 1500],
    ['rate', '1.5k msg/s', 1500],
    ['rate', '2k', 2000],
    ['rate', '3,000 messages per minute', 50],
    ['distance', '60km', 60],
    ['latency', '1.5 ms', 1.5],
    ['latency', '500 µs', 0.5],
    ['latency', '500μs', 0.5],
    ['bandwidth', '1.5k/s', 1536],
    ['bandwidth', '2 MB per second', 2097152],
    ['files', '1k', 1000],
    ['files', '12 file', 12],
    ['connections', '10k connections', 10000],
    ['connections', '1.5M', 1500000],
    ['brokerRate', '2,000 msg/s', 2000],
    ['brokerRate', '2000 messages/s', 2000],
  ] as const)('%s = %j reads as %d', (name, text, want) => {
    expect(read(name, text)).toBe(want);
  });

  it('names the accepted units when a unit is unknown or measures something else', () => {
    expect(read('size', '2 XB')).toBe(
      'size (size) must be a whole number from 0 to 1,000,000,000,000,000 bytes, or a size in B, K or KB, MB, GB, TB (1,024-based, as MQ uses them) or KiB, MiB, GiB, TiB; got "2 XB", and "XB" is not a unit it accepts',
    );
    expect(read('latency', '2 km')).toMatch(/a time in µs, ms, s, min, h or days; got "2 km", and "km" is not a unit it accepts$/);
    expect(read('rate', '5 bytes/s')).toMatch(/"bytes\/s" is not a unit it accepts/);
    expect(read('files', '12 KB')).toMatch(/"KB" is not a unit it accepts \(give a plain number\)$/);
    // A count's k is not a size's K, another noun is not this one's, and m is metres or minutes, never millions.
    expect(read('rate', '2000 bytes/s')).toMatch(/"bytes\/s" is not a unit it accepts/);
    expect(read('rate', '2000 tx/s')).toMatch(/"tx\/s" is not a unit it accepts/);
    expect(read('connections', '2 files')).toMatch(/"files" is not a unit it accepts/);
    expect(read('connections', '2m')).toMatch(/"m" is not a unit it accepts/);
    expect(read('latency', '5m')).toMatch(/"m" is not a unit it accepts/);
    expect(read('distance', '2k')).toMatch(/"k" is not a unit it accepts/);
  });

  it('keeps whole-number and range checks after conversion', () => {
    expect(read('size', '0.1 KB')).toMatch(/got "0.1 KB", which is not a whole number$/);
    expect(read('pages', '1 KB')).toMatch(/not a whole number/);
    expect(parseInputs({ inputs: [num('x', 'bytes', { max: 1024 })] }, { x: '2 KB' }).ok).toBe(false);
  });

  it('shows how a value with a unit was read, and nothing for a bare number', () => {
    expect(readingOf(def.inputs[0]!, '2 KB')).toBe('2 KB read as 2,048 bytes');
    expect(readingOf(def.inputs[1]!, '64 MiB')).toBe('64 MiB read as 16,384 pages of 4 KiB');
    expect(readingOf(def.inputs[0]!, '2048')).toBeUndefined();
    expect(readingOf(def.inputs[0]!, '2 XB')).toBeUndefined();
  });

  it('knows the dimension of every unit the calculators declare for sizes, times, rates and distances', () => {
    for (const c of calculators) {
      for (const spec of c.inputs) {
        if (spec.kind !== 'number') continue;
        if (/bytes|KiB|MiB|^s$|^ms$|^km$|\/s$/.test(spec.unit)) expect(baseUnitOf(spec.unit), `${c.id}.${spec.name} (${spec.unit})`).toBeDefined();
      }
    }
  });

  it('reads any size with any unit back to the same number of bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 20 }), fc.constantFrom(['KB', 1024], ['MiB', 1024 ** 2], ['GB', 1024 ** 3], ['B', 1]), (n, [unit, factor]) => {
        const q = parseQuantity(`${n} ${unit}`, 'bytes');
        expect(q).toEqual({ ok: true, value: n * (factor as number), unit });
      }),
    );
  });
});

describe('hostile and odd text (issue 16)', () => {
  it('rejects a control character anywhere, naming the input and showing it', () => {
    for (const text of ['1\n6384', '16384\n', '\t16384', '1\u00006384', '1\u2028', '1␊6384']) {
      const r = parseInputs(def, { pages: text });
      expect(r.ok, JSON.stringify(text)).toBe(false);
      if (!r.ok) expect(r.errors[0]!.message).toMatch(/^pages \(pages\) must be .*which contains a control character/);
    }
    expect(read('pages', '1\n6384')).toContain('got "1␊6384"');
  });

  it('says "not a number" in words and quotes what was typed, "undefined" included', () => {
    expect(read('size', 'banana')).toMatch(/got "banana", which is not a number$/);
    expect(read('size', 'undefined')).toMatch(/got "undefined", which is not a number$/);
    for (const text of ['NaN', 'Infinity', '-inf']) expect(read('size', text)).toMatch(/got text that is not a number$/);
  });

  it('treats prototype names as unknown values, never as inherited properties', () => {
    const r = runCalculator(calculators.find((c) => c.id === 'log-sizing')!, { platform: '__proto__', toString: '1', constructor: 'x' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.input)).toEqual(['platform']);
  });
});

describe('one table of units (issue 28)', () => {
  it('gives every convertible unit a positive factor, and reads each unit id back as itself', () => {
    for (const id of UNIT_IDS) {
      const u = UNITS[id] as { dimension?: string; factor?: number };
      if (u.dimension === undefined) continue;
      expect(u.factor, id).toBeGreaterThan(0);
      const base = baseUnitOf(id);
      if (base) expect(base.factor, id).toBe(u.factor);
    }
  });

  it('labels units the way they are read: µs, not us', () => {
    expect(unitLabel('us')).toBe('µs');
    expect(unitLabel('CPU us/message')).toBe('CPU µs/message');
    expect(unitLabel('round-trips/s')).toBe('round trips/s');
    expect(unitLabel('not-a-unit')).toBe('not-a-unit');
    for (const id of UNIT_IDS) expect(UNITS[id].label, id).not.toMatch(/\bus\b/);
  });

  it('reads k and M after a count as thousands and millions, and K after a size as 1,024', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (n) => {
        expect(parseQuantity(`${n}K`, 'bytes')).toMatchObject({ ok: true, value: n * 1024 });
        expect(parseQuantity(`${n}k/s`, 'messages/s')).toMatchObject({ ok: true, value: n * 1000 });
        expect(parseQuantity(`${n}k`, 'connections')).toMatchObject({ ok: true, value: n * 1000 });
        expect(parseQuantity(`${n}M`, 'connections')).toMatchObject({ ok: true, value: n * 1e6 });
      }),
    );
  });
});

