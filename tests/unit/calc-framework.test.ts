import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculators, calculatorById } from '../../src/lib/calculators/registry.ts';
import { loadCalculator } from '../../src/lib/calculators/load.ts';
import { isDefinition } from '../../src/lib/calculators/shape.ts';
import { presetRaw, rawFromSearch, resultText, searchFromRaw } from '../../src/lib/calculators/query.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { formatOutput, rawOutput, readableBytes, readableSeconds, shortNumber } from '../../calculators/format.ts';
import { defaultRaw, parseInputs, runCalculator, withImpliedChoices } from '../../calculators/inputs.ts';
import logSizing from '../../calculators/log-sizing.ts';

describe('registry', () => {
  it('discovers every calculator file and nothing else', () => {
    const ids = calculators.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['log-sizing', 'kernel-limits', 'swap-reservation']));
    expect(ids).not.toContain('types');
    expect(ids).not.toContain('inputs');
    expect(ids).not.toContain('format');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds a calculator by id and names the known ones when it cannot', () => {
    expect(calculatorById('log-sizing')).toBe(logSizing);
    expect(() => calculatorById('nope')).toThrow(/Unknown calculator "nope".*log-sizing/);
  });

  it('loads one calculator lazily by id, as the page script does', async () => {
    expect((await loadCalculator('kernel-limits')).id).toBe('kernel-limits');
    await expect(loadCalculator('types')).rejects.toThrow();
    await expect(loadCalculator('../inputs')).rejects.toThrow(/Unknown calculator/);
  });

  it('recognises a definition by its shape', () => {
    expect(isDefinition(logSizing)).toBe(true);
    expect(isDefinition({ id: 'x', title: 'x', inputs: [], outputs: [] })).toBe(false);
    expect(isDefinition(null)).toBe(false);
  });

  // Every registered calculator honours the contract the generic component relies on.
  for (const def of calculators) {
    describe(def.id, () => {
      it('has unique input and output names, and defaults that parse', () => {
        const names = def.inputs.map((i) => i.name);
        expect(new Set(names).size).toBe(names.length);
        expect(new Set(def.outputs.map((o) => o.name)).size).toBe(def.outputs.length);
        expect(parseInputs(def, defaultRaw(def)).ok).toBe(true);
      });

      it('computes its defaults and reproduces its worked examples', () => {
        expect(runCalculator(def, {}).ok).toBe(true);
        expect(def.examples.length).toBeGreaterThan(0);
        for (const ex of def.examples) expect(exampleMismatches(def, ex)).toEqual([]);
      });

      it('cites every example’s source among its sources or as a report line range', () => {
        for (const ex of def.examples) {
          if (ex.source.kind === 'report') expect(ex.source.lines[0]).toBeLessThanOrEqual(ex.source.lines[1]);
          else expect(ex.source.url).toMatch(/^https?:\/\//);
        }
      });
    });
  }
});

describe('query string', () => {
  it('reads only the calculator’s inputs', () => {
    expect(rawFromSearch(logSizing, '?logFilePages=16384&utm=x&platform=windows')).toEqual({ logFilePages: '16384', platform: 'windows' });
  });

  it('writes every input, keeps other parameters, drops empty optional ones and keeps empty required ones', () => {
    const raw = { ...defaultRaw(logSizing), logFilePages: '', cacheBytes: '' };
    const search = searchFromRaw(logSizing, raw, '?lang=en&cacheBytes=5');
    const params = new URLSearchParams(search);
    expect(params.get('lang')).toBe('en');
    expect(params.get('logFilePages')).toBe('');
    expect(params.has('cacheBytes')).toBe(false);
    expect(params.get('primaryFiles')).toBe('3');
    // Round trip: what is written is what is read back.
    expect(rawFromSearch(logSizing, search)).toEqual(Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'cacheBytes')));
  });

  it('completes a worked example with the defaults, so a preset resets every other input', () => {
    const raw = presetRaw(logSizing, { primaryFiles: '24' });
    expect(raw.primaryFiles).toBe('24');
    expect(raw.logFilePages).toBe('4096');
    expect(raw.cacheBytes).toBe('');
  });

  it('opens log sizing in recommend mode, but a link or example giving the Log stanza means check mode', () => {
    expect(defaultRaw(logSizing).mode).toBe('recommend');
    expect(presetRaw(logSizing, { primaryFiles: '24' }).mode).toBe('check');
    expect(presetRaw(logSizing, { msgBytes: '2048' }).mode).toBe('recommend');
    expect(withImpliedChoices(logSizing, { logFilePages: '16384' })).toEqual({ logFilePages: '16384', mode: 'check' });
    // A mode given is never overridden, and nothing is added when nothing implies it.
    expect(withImpliedChoices(logSizing, { mode: 'recommend', logFilePages: '16384' }).mode).toBe('recommend');
    const none = { msgBytes: '2 KB' };
    expect(withImpliedChoices(logSizing, none)).toBe(none);
    const r = runCalculator(logSizing, { logFilePages: '16384', primaryFiles: '24', secondaryFiles: '2' });
    expect(r.ok && r.outputs.maxLogBytes).toBe(1744830464);
    expect(r.ok && r.outputs.recPrimaryFiles).toBeNull();
  });

  it('copies results as text with inputs, outputs and the link', () => {
    const raw = { logFilePages: '16384', primaryFiles: '24', secondaryFiles: '2' };
    const text = resultText(logSizing, raw, runCalculator(logSizing, raw), 'https://example.org/x');
    expect(text).toContain('Log file pages (logFilePages): 16384 pages of 4 KiB');
    expect(text).toContain('Maximum log space: 1,744,830,464 bytes (1.625 GiB)');
    expect(text).toContain('Link: https://example.org/x');
    const bad = resultText(logSizing, { logFilePages: 'x' }, runCalculator(logSizing, { logFilePages: 'x' }), 'u');
    expect(bad).toContain('No result:');
  });
});

describe('readable units', () => {
  it('shows big byte counts in binary units with the exact figure beside', () => {
    expect(formatOutput(1744830464, 'bytes')).toBe('1,744,830,464 bytes (1.625 GiB)');
    expect(formatOutput(67108864, 'bytes')).toBe('67,108,864 bytes (64 MiB)');
    expect(formatOutput(512, 'bytes')).toBe('512 bytes');
    expect(readableBytes(7580160000)).toBe('7.06 GiB');
  });

  it('shows seconds as minutes, hours or days', () => {
    expect(readableSeconds(45)).toBe('45 s');
    expect(readableSeconds(353.4)).toBe('5.89 min');
    expect(readableSeconds(7200)).toBe('2 h');
    expect(readableSeconds(3 * 86400)).toBe('3 days');
    expect(formatOutput(353.4, 'seconds')).toBe('353 s (5.89 min)');
  });

  // 2 × 61 × 4,558,000 bytes is a model's estimate: 530.315 MiB said as 530 MiB, the exact bytes beside it.
  it.each([
    [556076000, 'bytes', '556,076,000 bytes (530 MiB)'],
    [1140850688, 'bytes', '1,140,850,688 bytes (1.06 GiB)'],
    [9116000, 'bytes/s', '9,116,000 bytes/s (8.69 MiB/s)'],
    [36367390.81517562, 'bytes/s', '34.7 MiB/s'],
    [500.4, 'bytes/s', '500 bytes/s'],
    [91.8347, 'percent', '91.8%'],
    [80, 'percent', '80%'],
    [0.6, 'ms', '0.6 ms'],
    [0.0123456, 'ms', '0.0123 ms'],
    [94215, 'round-trips/s', '94,215 round trips/s'],
    [46695.4, 'round-trips/s', '46,695 round trips/s'],
    [12.5, 'seconds', '12.5 s'],
    [125.14816673979816, 'seconds', '125 s (2.09 min)'],
    [60.4, 'km', '60.4 km'],
  ] as const)('rounds what is derived to three significant figures and keeps what is exact: %s %s is "%s"', (value, unit, text) => {
    expect(formatOutput(value, unit)).toBe(text);
  });

  it('says what a count counts, and leaves the count itself exact', () => {
    expect(formatOutput(0.22142723821943447, 'count', 'cores')).toBe('0.221 cores');
    expect(formatOutput(1048576, 'count', 'open files')).toBe('1,048,576 open files');
    expect(formatOutput(3, 'count')).toBe('3');
    expect(rawOutput(0.22142723821943447)).toBe('0.22142723821943447');
  });

  it('never shows more than three significant figures for a number that is not whole', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), (v) => {
        fc.pre(!Number.isInteger(v));
        const text = shortNumber(v);
        const digits = text.replace(/[,.-]/g, '').replace(/^0+/, '');
        // Whole numbers from 100 up keep every digit of the integer part (17,717, not 17,700).
        expect(digits.length).toBeLessThanOrEqual(Math.max(3, String(Math.round(v)).length));
        expect(Math.abs(Number(text.replace(/,/g, '')) - v)).toBeLessThanOrEqual(Math.abs(v) * 0.005 + 0.5 * (v >= 100 ? 1 : 0));
      }),
    );
  });

  it('gives data-value in base units, empty when there is no result', () => {
    expect(rawOutput(1744830464)).toBe('1744830464');
    expect(rawOutput(true)).toBe('true');
    expect(rawOutput('never')).toBe('never');
    expect(rawOutput(null)).toBe('');
    expect(formatOutput('never', 'seconds')).toBe('never');
    expect(formatOutput(null, 'bytes')).toBe('—');
  });
});

describe('one-line answers (issue 13 item 3)', () => {
  for (const def of calculators) {
    it(`${def.id} leads every result with one sentence`, () => {
      for (const raw of [{}, ...def.examples.map((e) => e.inputs)]) {
        const r = runCalculator(def, raw);
        if (!r.ok) continue;
        expect(r.summary, JSON.stringify(raw)).toMatch(/^[A-Z0-9][^\n]{20,600}[.]$/);
        expect(r.summary).not.toMatch(/NaN|Infinity|undefined/);
      }
    });
  }

  it('groups every calculator under one of the five tasks', () => {
    for (const def of calculators) expect(['log-and-disk', 'connections-and-os-limits', 'ha-and-dr', 'zos', 'broker']).toContain(def.group);
  });
});
