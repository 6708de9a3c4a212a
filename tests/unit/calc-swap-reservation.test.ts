import { describe, expect, it } from 'vitest';
import def, { CONNECTION_TYPES, perConnection } from '../../calculators/swap-reservation.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';

const GIB = 1024 ** 3;
function run(raw: Record<string, string>) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}

describe('swap-reservation worked examples (mq-hpux-v53 Tables 17, 19, 20 and 7.3.3)', () => {
  for (const ex of def.examples) {
    it(ex.label, () => expect(exampleMismatches(def, ex)).toEqual([]));
  }

  it('17,500 runmqlsr clients reserve about 7GB: 423K each, as the report divides it', () => {
    const bytes = run({ runmqlsrClients: '17500' }).outputs.swapReservedBytes as number;
    expect(bytes).toBe(17500 * 423 * 1024);
    expect(bytes / GIB).toBeCloseTo(7.06, 2);
  });

  it('6,100 inetd clients reserve about 11.7GB (Table 17)', () => {
    const bytes = run({ inetdClients: '6100', runmqlsrClients: '0' }).outputs.swapReservedBytes as number;
    expect(bytes / GIB).toBeCloseTo(11.7, 6);
  });

  it('adds the connection types together', () => {
    const a = run({ runmqlsrClients: '1000' }).outputs;
    const b = run({ runmqlsrClients: '0', runmqlsrChannelPairs: '1000' }).outputs;
    const both = run({ runmqlsrClients: '1000', runmqlsrChannelPairs: '1000' }).outputs;
    expect(both.swapReservedBytes).toBe((a.swapReservedBytes as number) + (b.swapReservedBytes as number));
    expect(both.realMemoryBytes).toBe((a.realMemoryBytes as number) + (b.realMemoryBytes as number));
  });
});

describe('swap-reservation maxswapchunks and the swapchunk unit', () => {
  it('counts 2 MiB chunks (swchunk is 2,048 blocks of 1 KB), not 2,048-byte ones', () => {
    const r = run({ runmqlsrClients: '17500' });
    expect(r.outputs.maxswapchunks).toBe(3615);
    const literal = r.work.find((w) => w.label.includes('taken literally'))!;
    expect(literal.substituted).toMatch(/= 3,701,250, beyond the 16,384 chunks/);
  });

  it('checks the total against physical swap only when it is given', () => {
    expect(run({ runmqlsrClients: '17500' }).outputs.fitsInSwap).toBeNull();
    expect(run({ runmqlsrClients: '17500', swapBytes: String(8 * GIB) }).outputs.fitsInSwap).toBe(true);
    const tight = run({ runmqlsrClients: '17500', swapBytes: String(7 * GIB) });
    expect(tight.outputs.fitsInSwap).toBe(false);
    expect(tight.warnings.join(' ')).toMatch(/does not fit/);
  });

  it('warns when more than HP-UX’s 16,384 swap chunks would be needed', () => {
    const r = run({ inetdChannelPairs: '8000', runmqlsrClients: '0' });
    expect(r.outputs.maxswapchunks as number).toBeGreaterThan(16384);
    expect(r.warnings.join(' ')).toMatch(/raise swchunk/);
  });
});

describe('swap-reservation per-connection figures', () => {
  it('derives each from the measured totals', () => {
    const byInput = Object.fromEntries(CONNECTION_TYPES.map((t) => [t.input, t]));
    expect(perConnection(byInput.runmqlsrClients!.swap)).toBe(423 * 1024);
    expect(perConnection(byInput.inetdClients!.shm) / 1024).toBeCloseTo(24.0, 1); // Table 17's 24.0K per client
    expect(perConnection(byInput.runmqlsrChannelPairs!.shm) / 1024).toBeCloseTo(99.1, 1); // Table 19's 99.1K per pair
    expect(perConnection(byInput.inetdChannelPairs!.shm) / 1024).toBeCloseTo(111.2, 1);
  });

  it('gives zero for zero connections, with a note, and no chart', () => {
    const r = run({ runmqlsrClients: '0' });
    expect(r.outputs).toMatchObject({ swapReservedBytes: 0, sharedMemoryBytes: 0, realMemoryBytes: 0, maxswapchunks: 0 });
    expect(r.warnings[0]).toMatch(/No connections/);
    expect(r.chart).toBeUndefined();
  });

  it('draws one bar per connection type in use', () => {
    const r = run({ runmqlsrClients: '100', inetdClients: '100' });
    expect(r.chart!.marks.flatMap((m) => (m.kind === 'bars' ? m.bars.map((b) => b.category) : []))).toEqual(['Client connections, inetd amqcrsta', 'Client connections, runmqlsr']);
  });

  it('rejects bad counts naming the input', () => {
    for (const bad of ['-1', '1.5', '100001', 'many', '1e308']) {
      const r = runCalculator(def, { inetdClients: bad });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0]!.message).toMatch(/^Client connections via inetd amqcrsta \(inetdClients\) must be a whole number from 0 to 100,000/);
    }
  });
});
