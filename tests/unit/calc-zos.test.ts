/**
 * The two z/OS SMDS calculators: the report's worked examples (as the dataset corrects them),
 * their constants tied to the catalogued cells, edge and bad inputs, and the usual properties.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import recovery, { CONNECT_SECONDS, REBUILD_RATE, WORKED_EXAMPLES, Z16_CF_REQUEST_SLOWER } from '../../calculators/zos-structure-recovery.ts';
import smds, { CAPACITY_TABLE, CF_BYTES_PER_MESSAGE, CFCC25_INCREASE, DEFAULTS, MAX_DATASET_BYTES, STORAGE_BOUNDARY_BYTES, storedBytes } from '../../calculators/zos-smds-storage.ts';
import { parseInputs, runCalculator } from '../../calculators/inputs.ts';
import { invalidText, validRaw } from '../../calculators/lib/input-arbitraries.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { cellOf, findDataset } from '../../src/lib/data/catalogue.ts';

function run(def: typeof recovery, raw: Record<string, string | undefined>) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}

for (const def of [recovery, smds]) {
  describe(`${def.id}: worked examples`, () => {
    for (const ex of def.examples) {
      it(ex.label, () => {
        expect(exampleMismatches(def, ex)).toEqual([]);
        expect(ex.source.kind).toBe('report');
      });
    }
  });

  describe(`${def.id}: properties`, () => {
    it('gives finite outputs and clean text for any input in range', () => {
      fc.assert(
        fc.property(validRaw(def.inputs), (raw) => {
          expect(parseInputs(def, raw).ok).toBe(true);
          const r = run(def, raw);
          for (const out of def.outputs) expect(Number.isFinite(r.outputs[out.name] as number), out.name).toBe(true);
          expect([...r.work.flatMap((w) => [w.formula, w.substituted]), ...r.warnings].join('\n')).not.toMatch(/NaN|Infinity|undefined/);
        }),
        { numRuns: 200 },
      );
    });
    for (const spec of def.inputs) {
      it(`rejects a bad ${spec.name}, naming it and its range`, () => {
        fc.assert(
          fc.property(invalidText(spec), (bad) => {
            const r = runCalculator(def, { [spec.name]: bad });
            expect(r.ok).toBe(false);
            if (!r.ok) expect(r.errors.find((e) => e.input === spec.name)?.message).toContain(`${spec.label} (${spec.name}) must be`);
          }),
          { numRuns: 40 },
        );
      });
    }
  });
}

describe('zos-structure-recovery', () => {
  const ds = findDataset('mq-zos-v71/structure-recovery-times');

  it('uses the dataset\'s rate, connect time and totals, and shows the printed 23.18 beside the corrected 22.98', () => {
    for (const ex of WORKED_EXAMPLES) {
      const where = { example: ex.example };
      expect(cellOf(ds, where, 'rebuild_rate_msgs_per_s').value).toBe(REBUILD_RATE.value);
      expect(cellOf(ds, where, 'connect_s_per_structure').value).toBe(CONNECT_SECONDS.value);
      expect(cellOf(ds, where, 'structures').value).toBe(ex.structures);
      expect(cellOf(ds, where, 'messages_per_structure').value).toBe(ex.messagesPerStructure);
      expect(cellOf(ds, where, 'total_s').value).toBe(ex.totalSeconds);
    }
    const printed = ds.meta.corrections.find((c) => c.column === 'total_s')!;
    expect([printed.printed, printed.corrected]).toEqual([WORKED_EXAMPLES[1].printedTotal, '22.98']);
    const label = recovery.examples[1]!.label;
    expect(label).toContain('22.98');
    expect(label).toContain('printed 23.18');
  });

  it('works Example 2 the way the report does, with the corrected 0.649 s', () => {
    const r = run(recovery, { structures: '20', messagesPerStructure: '50000' });
    expect(r.work.map((w) => w.substituted)).toEqual(['50,000 ÷ 77,000 = 0.649 s', '0.649 + 0.5 = 1.149 s', '20 × 1.149 = 22.987 s']);
    expect(r.outputs.recoverySeconds).toBeCloseTo(22.987, 3);
    expect(r.warnings.join(' ')).toContain('single structure would take 13.487 s');
  });

  it('with no messages, recovery is the connect time of every structure', () => {
    expect(run(recovery, { structures: '63', messagesPerStructure: '0' }).outputs.recoverySeconds).toBeCloseTo(31.5, 9);
  });

  it('refuses 64 structures and a zero rate', () => {
    for (const [name, value, range] of [['structures', '64', 'from 1 to 63'], ['rebuildRate', '0', 'from 1 to']] as const) {
      const r = runCalculator(recovery, { [name]: value });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0]!.message).toContain(range);
    }
  });
});

describe('zos-smds-storage', () => {
  const buffers = findDataset('mq-zos-v71/smds-above-bar-buffer-storage');
  const capacity = findDataset('mq-zos-v71/smds-capacity-16tb');
  const limits = findDataset('mq-zos-v71/smds-capacity-limits');

  it('reproduces the buffer rows: 25MB per structure, 1,575MB for 63', () => {
    for (const row of buffers.rows) {
      const v = row.values;
      const r = run(smds, { structures: String(v.structures), dsbufs: String(v.dsbufs), dsblockKiB: String(v.dsblock_kb) });
      expect(r.outputs.aboveBarBytes).toBe((v.above_bar_mb as number) * 1024 ** 2);
    }
    expect([DEFAULTS.dsbufs, DEFAULTS.dsblockKiB]).toEqual([100, 256]);
  });

  it('keeps its limits and its copy of the capacity table in step with the datasets', () => {
    expect(cellOf(limits, { id: 'max-smds-size' }, 'tb').value! as number * 1024 ** 4).toBe(MAX_DATASET_BYTES.value);
    expect((cellOf(limits, { id: 'cf-per-offloaded-message' }, 'kb').value as number) * 1024).toBe(CF_BYTES_PER_MESSAGE.value);
    expect((cellOf(limits, { id: 'storage-boundary' }, 'kb').value as number) * 1024).toBe(STORAGE_BOUNDARY_BYTES.value);
    for (const row of CAPACITY_TABLE) {
      expect(cellOf(capacity, { message_size: row.size }, 'messages_in_16tb').value, row.size).toBe(row.messages);
      expect(cellOf(capacity, { message_size: row.size }, 'cf_gib').value, row.size).toBe(row.cfGiB);
      expect((cellOf(capacity, { message_size: row.size }, 'message_kb').value as number) * 1024).toBe(row.bytes);
      if ('printed' in row) expect(capacity.meta.corrections.find((c) => c.row.message_size === row.size)?.printed).toBe(row.printed);
    }
  });

  it('stores the 10KB row on the 4KB boundary the report states: 1,431,655,765, not the printed 1,717,986,918', () => {
    const r = run(smds, { messageBytes: String(10 * 1024) });
    expect(r.outputs.messagesPerDataset).toBe(Math.floor(16 * 1024 ** 4 / (12 * 1024)));
    expect(r.outputs.messagesPerDataset).toBe(1431655765);
    expect(cellOf(capacity, { message_size: '10KB' }, 'messages_in_16tb').value).toBe(1717986918);
  });

  it('a 1KB and a 3KB message take the same space (line 488)', () => {
    expect(storedBytes(1024)).toBe(storedBytes(3 * 1024));
    expect(storedBytes(4096)).toBe(4096);
    expect(storedBytes(4097)).toBe(8192);
  });

  it('says when a message does not fit in the data set', () => {
    const r = run(smds, { messageBytes: String(100 * 1024 ** 2), datasetBytes: String(1024 ** 2) });
    expect(r.outputs).toMatchObject({ messagesPerDataset: 0, cfBytes: 0 });
    expect(r.warnings.join(' ')).toContain('does not fit');
  });

  it('refuses a data set over 16TB', () => {
    const r = runCalculator(smds, { datasetBytes: String(16 * 1024 ** 4 + 1) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.message).toMatch(/Shared message data set size \(datasetBytes\) must be a whole number from 4096 to 17,592,186,044,416/);
  });
});

// What the newer z/OS reports change: the z16 report (2022) for both calculators, tied to its catalogued figures.
describe('z/OS calculators: what IBM z16 (2022) changes', () => {
  const z16 = findDataset('mq-zos-z16/text-figures');
  const fig = (id: string) => cellOf(z16, { id }, 'value');
  const line = (id: string) => cellOf(z16, { id }, 'line').value as number;

  it('the CFCC level 25 increases are the z16 report\'s 8MB, cited on their lines', () => {
    expect(CFCC25_INCREASE.applicationBytes).toBe((fig('application-structure-increase').value as number) * 1024 ** 2);
    expect(CFCC25_INCREASE.adminBytes).toBe((fig('admin-structure-increase').value as number) * 1024 ** 2);
    const [from, to] = CFCC25_INCREASE.lines;
    for (const id of ['application-structure-increase', 'admin-structure-increase']) {
      expect(line(id)).toBeGreaterThanOrEqual(from);
      expect(line(id)).toBeLessThanOrEqual(to);
    }
    expect(smds.sources.some((s) => s.kind === 'report' && s.report === 'mq-zos-z16')).toBe(true);
    expect(smds.appliesTo).toMatch(/CFCC level 25/);
  });

  it('SMDS storage says how much CF to add at CFCC level 25, for the structures entered', () => {
    expect(run(smds, { structures: '1' }).warnings.join(' ')).toMatch(/8MB larger \(8 MiB in all\)/);
    expect(run(smds, { structures: '63' }).warnings.join(' ')).toMatch(/each of the 63 application structures 8MB larger \(504 MiB in all\)/);
  });

  it('structure recovery says the 2013 rate is not re-measured, citing the z16 CF request times, only while the rate is the report\'s', () => {
    expect(Z16_CF_REQUEST_SLOWER.microseconds).toBe(fig('cf-request-slower').value);
    expect(line('cf-request-slower')).toBeGreaterThanOrEqual(Z16_CF_REQUEST_SLOWER.lines[0]);
    expect(line('cf-request-slower')).toBeLessThanOrEqual(Z16_CF_REQUEST_SLOWER.lines[1]);
    expect(run(recovery, {}).warnings.join(' ')).toMatch(/no newer IBM report re-measures it/);
    expect(run(recovery, { rebuildRate: '50000' }).warnings.join(' ')).not.toMatch(/no newer IBM report/);
    expect(recovery.sources.some((s) => s.kind === 'report' && s.report === 'mq-zos-z16')).toBe(true);
  });
});
