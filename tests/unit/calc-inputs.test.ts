import { describe, expect, it } from 'vitest';
import { describeAccepted, parseInputs, runCalculator } from '../../calculators/inputs.ts';
import type { CalculatorDefinition } from '../../calculators/types.ts';

// A small definition exercising every input kind; the real calculators have their own tests.
const def: CalculatorDefinition = {
  id: 'test',
  title: 'Test',
  group: 'log-and-disk',
  question: 'q',
  appliesTo: 'a',
  inputs: [
    { kind: 'number', name: 'logFilePages', label: 'Log file pages', help: '', unit: 'pages', min: 64, max: 65535, integer: true, default: 4096 },
    { kind: 'number', name: 'ratio', label: 'Ratio', help: '', unit: '', min: 0, max: 1 },
    { kind: 'number', name: 'cache', label: 'Cache', help: '', unit: 'bytes', min: 0, max: 1e15, integer: true, optional: true },
    { kind: 'enum', name: 'platform', label: 'Platform', help: '', default: 'unix', options: [{ value: 'unix', label: 'Unix' }, { value: 'windows', label: 'Windows' }] },
    { kind: 'list', name: 'levels', label: 'Levels', help: '', unit: 'topics', min: 1, max: 1000, integer: true, maxItems: 3, default: [10, 100] },
  ],
  outputs: [
    { name: 'double', label: 'Double', unit: 'count' },
    { name: 'inverse', label: 'Inverse', unit: 'count', optional: true },
  ],
  formulas: [],
  explanation: [],
  sources: [],
  examples: [],
  compute(v) {
    const pages = v.logFilePages as number;
    const ratio = v.ratio as number;
    return { ok: true, outputs: { double: pages * 2, inverse: 1 / ratio }, work: [], warnings: [] };
  },
};

function messages(raw: Record<string, string | undefined>): string[] {
  const r = parseInputs(def, raw);
  return r.ok ? [] : r.errors.map((e) => e.message);
}

describe('parseInputs', () => {
  it('applies defaults for absent values and leaves optional ones undefined', () => {
    const r = parseInputs(def, { ratio: '0.5' });
    expect(r).toEqual({ ok: true, values: { logFilePages: 4096, ratio: 0.5, cache: undefined, platform: 'unix', levels: [10, 100] } });
  });

  it('names the input, its query name and range, and what was given', () => {
    expect(messages({ ratio: '0.5', logFilePages: '1.5' })).toEqual(['Log file pages (logFilePages) must be a whole number from 64 to 65535; got 1.5']);
    expect(messages({ ratio: '0.5', logFilePages: 'abc' })).toEqual(['Log file pages (logFilePages) must be a whole number from 64 to 65535; got "abc", which is not a number']);
    expect(messages({ ratio: '0.5', logFilePages: '' })).toEqual(['Log file pages (logFilePages) must be a whole number from 64 to 65535; it is empty']);
    expect(messages({ ratio: '0.5', platform: 'solaris' })).toEqual(['Platform (platform) must be one of unix, windows; got "solaris"']);
    expect(messages({})).toEqual(['Ratio (ratio) is required: enter a number from 0 to 1']);
  });

  it('rejects every kind of bad number', () => {
    for (const bad of ['-1', '63', '65536', '1e308', '1e309', 'Infinity', 'NaN', '0x100', '12abc', '1.5', ' ', '--1', '1,2']) {
      expect(parseInputs(def, { ratio: '0.5', logFilePages: bad }).ok, bad).toBe(false);
    }
  });

  it('accepts plain, exponent and thousands-grouped numbers', () => {
    for (const [text, n] of [['16384', 16384], ['1.6384e4', 16384], [' 16,384 ', 16384], ['+64', 64]] as const) {
      const r = parseInputs(def, { ratio: '0.5', logFilePages: text });
      expect(r.ok && r.values.logFilePages, text).toBe(n);
    }
  });

  it('treats an empty optional input as not given', () => {
    const r = parseInputs(def, { ratio: '0', cache: '' });
    expect(r.ok && r.values.cache).toBeUndefined();
  });

  it('parses lists and rejects too many or bad items', () => {
    const ok = parseInputs(def, { ratio: '0', levels: '1, 2,3' });
    expect(ok.ok && ok.values.levels).toEqual([1, 2, 3]);
    expect(parseInputs(def, { ratio: '0', levels: '1,2,3,4' }).ok).toBe(false);
    expect(parseInputs(def, { ratio: '0', levels: '1,,3' }).ok).toBe(false);
    expect(describeAccepted(def.inputs[4]!)).toBe('a comma-separated list of 1 to 3 whole numbers, each from 1 to 1000');
  });

  it('reports all faulty inputs at once', () => {
    expect(messages({ ratio: '2', logFilePages: '1' })).toHaveLength(2);
  });
});

describe('runCalculator', () => {
  it('returns outputs and the parsed values', () => {
    const r = runCalculator(def, { ratio: '0.5' });
    expect(r.ok && r.outputs).toEqual({ double: 8192, inverse: 2 });
  });

  it('turns a non-finite output into an error instead of showing it', () => {
    const r = runCalculator(def, { ratio: '0' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]!.message).toMatch(/Inverse \(inverse\)/);
  });

  it('turns a throwing compute into an error', () => {
    const throwing = { ...def, compute: () => { throw new Error('boom'); } };
    const r = runCalculator(throwing, { ratio: '0.5' });
    expect(!r.ok && r.errors[0]!.message).toMatch(/boom/);
  });

  it('rejects a required output left out', () => {
    const missing = { ...def, compute: () => ({ ok: true as const, outputs: {}, work: [], warnings: [] }) };
    expect(runCalculator(missing, { ratio: '0.5' }).ok).toBe(false);
  });
});
