import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRow, loadCatalogue } from '../../src/lib/data/catalogue.ts';
import def from '../../calculators/kernel-limits.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';

function run(raw: Record<string, string>) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}

describe('kernel-limits worked examples (mq-hpux-v53 section 7.3)', () => {
  for (const ex of def.examples) {
    it(ex.label, () => expect(exampleMismatches(def, ex)).toEqual([]));
  }

  it('amqcrsta, 10,000 connections: nfile 40,000, nproc 10,000, nkthread 30,000', () => {
    const { outputs } = run({ connections: '10000', listener: 'amqcrsta' });
    expect(outputs).toMatchObject({ nfile: 40000, nproc: 10000, maxuprc: 10000, ncallout: 10000, nkthread: 30000, maxConnections: 10000 });
  });

  it('runmqlsr, 30,000 connections at 50 per process: 600 processes, nfile 31,800, nkthread 30,000', () => {
    const { outputs } = run({ connections: '30000', listener: 'runmqlsr', connsPerProcess: '50' });
    expect(outputs).toMatchObject({ processes: 600, nproc: 600, nfile: 31800, nkthread: 30000, maxConnections: 30000 });
  });
});

describe('kernel-limits rules', () => {
  it('shows the report’s printed 28,000+ as an erratum for runmqlsr only', () => {
    expect(run({ listener: 'runmqlsr' }).warnings.join(' ')).toMatch(/prints "10,000 \+ 600 x 3 = 28,000\+".*30,000 \+ 600 × 3 = 31,800/);
    expect(run({ listener: 'amqcrsta' }).warnings.join(' ')).not.toMatch(/28,000/);
  });

  it('warns past the 30,000-thread maximum and names the ceiling', () => {
    const r = run({ connections: '10001', listener: 'amqcrsta' });
    expect(r.outputs.nkthread).toBe(30003);
    expect(r.warnings.join(' ')).toMatch(/at most 10,000 connections/);
  });

  it('rounds pool processes up and notes a divisor other than the report’s 50', () => {
    const r = run({ connections: '30001', listener: 'runmqlsr', connsPerProcess: '60' });
    expect(r.outputs.processes).toBe(501);
    expect(r.outputs.nfile).toBe(30001 + 501 * 3);
    expect(r.warnings.join(' ')).toMatch(/text says "60"/);
  });

  it('adds headroom in whole numbers, and lowers the ceiling to match', () => {
    const r = run({ connections: '10000', listener: 'amqcrsta', headroomPct: '10' });
    expect(r.outputs).toMatchObject({ nproc: 11000, nkthread: 33000, nfile: 44000, maxConnections: 9090 });
    // The ceiling is the largest connection count whose threads, with headroom, stay within 30,000.
    expect(run({ connections: '9090', listener: 'amqcrsta', headroomPct: '10' }).outputs.nkthread).toBeLessThanOrEqual(30000);
    expect(run({ connections: '9091', listener: 'amqcrsta', headroomPct: '10' }).outputs.nkthread).toBeGreaterThan(30000);
  });

  it('rejects bad input with a message naming the input and its range', () => {
    for (const [name, bad] of [['connections', '0'], ['connections', '2.5'], ['listener', 'inetd'], ['connsPerProcess', ''], ['headroomPct', '-5']] as const) {
      const r = runCalculator(def, { [name]: bad });
      expect(r.ok, `${name}=${bad}`).toBe(false);
      if (!r.ok) expect(r.errors[0]!.message).toContain(`(${name})`);
    }
  });

  it('emits the tunables as a snippet', () => {
    const r = run({ connections: '30000', listener: 'runmqlsr' });
    expect(r.snippets![0]!.text).toBe('nkthread  30000\nnproc     600\nmaxuprc   600\nncallout  600\nnfile     31800');
  });
});

describe('one answer for runmqlsr nfile (issue 13 item 6)', () => {
  it('gives the errata’s and the dataset’s corrected 31,800 for the report’s 30,000 connections', () => {
    const nfile = run({ listener: 'runmqlsr', connections: '30000', connsPerProcess: '50' }).outputs.nfile;
    const catalogue = loadCatalogue();
    const sizing = catalogue.datasets.find((d) => d.report.id === 'mq-hpux-v53' && d.meta.id === 'hpux-kernel-sizing')!;
    expect(findRow(sizing, { id: 'nfile-runmqlsr' }).values.formula_result).toBe(nfile);
    const errata = readFileSync(join(process.cwd(), 'data/mq-hpux-v53/errata.csv'), 'utf8');
    expect(errata).toMatch(/nfile-runmqlsr,.*"30,000 \+ 600 × 3 = 31,800\+"/);
    expect(nfile).toBe(31800);
  });
});

