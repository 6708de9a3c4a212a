/**
 * The broker-flow-cost calculator: the report's rows reproduced, the page's question ("which flow
 * costs least per message at 10 KB, and how many cores for 2,000 msgs/s") answered from one link
 * against an independent scan of the dataset, its points equal to the catalogue's, and bad inputs.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import def, { POINTS, CHEAPEST } from '../../calculators/broker-flow-cost.ts';
import { parseInputs, runCalculator } from '../../calculators/inputs.ts';
import { invalidText, validRaw } from '../../calculators/lib/input-arbitraries.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { findDataset } from '../../src/lib/data/catalogue.ts';
import { pointFromRow, pointCost } from '../../calculators/lib/broker/points.ts';
import { isStandardSize } from '../../calculators/lib/broker/sizes.ts';

function run(raw: Record<string, string | undefined>) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r;
}

const long = findDataset('wmb-v8-aix/processing-profiles-long');

describe('broker-flow-cost: worked examples', () => {
  for (const ex of def.examples) it(ex.label, () => expect(exampleMismatches(def, ex)).toEqual([]));
});

describe('broker-flow-cost: the data', () => {
  it('reads the same points from the CSV as the catalogue gives', () => {
    const fromCatalogue = long.rows.map((r) => pointFromRow(r.values, (id) => ({ href: `/data/wmb-v8-aix/${id}/`, title: id })));
    expect(POINTS).toEqual(fromCatalogue);
    expect(POINTS.length).toBe(long.rows.length);
  });
});

describe('broker-flow-cost: the question from one link', () => {
  it('names the cheapest flow at 10 KB and the cores for 2,000 msgs/s, matching a scan of the dataset', () => {
    const r = run({ messageBytes: '10240', rate: '2000' });
    // Independently: the cheapest non-persistent flow whose measured standard sizes bracket 10 KB, by straight-line cost.
    const byFlow = new Map<string, typeof POINTS[number][]>();
    for (const p of POINTS) if (p.persistence === 'NONE' && isStandardSize(p.size)) byFlow.set(p.table, [...(byFlow.get(p.table) ?? []), p]);
    let best = { flow: '', cost: Infinity };
    for (const pts of byFlow.values()) {
      const lo = pts.filter((p) => p.bytes <= 10240).sort((a, b) => b.bytes - a.bytes)[0];
      const hi = pts.filter((p) => p.bytes >= 10240).sort((a, b) => a.bytes - b.bytes)[0];
      if (!lo || !hi) continue;
      const cost = lo === hi ? pointCost(lo).value : pointCost(lo).value + ((10240 - lo.bytes) / (hi.bytes - lo.bytes)) * (pointCost(hi).value - pointCost(lo).value);
      if (cost < best.cost) best = { flow: lo.flow, cost };
    }
    expect(r.outputs.cpuMsPerMsg).toBeCloseTo(best.cost, 12);
    expect(r.outputs.coresNeeded).toBeCloseTo((2000 * best.cost) / 1000 / 0.8, 12);
    expect(r.work[0]!.substituted).toMatch(new RegExp(`^1\\. ${best.flow.replace(/[()]/g, '\\$&')}`));
    expect(r.work[1]!.substituted).toContain('report line 344');
    expect(r.work[1]!.substituted).toContain('report line 345');
    expect(r.warnings.join(' ')).toContain('interpolated');
  });

  it('sizes a persistent flow and says when the machine is too small', () => {
    const r = run({ flow: '41', persistence: 'FULL', messageBytes: '2048', rate: '2000', cores: '2' });
    expect(r.outputs.fits).toBe(false);
    expect(r.warnings.join(' ')).toContain('over your 80% ceiling');
  });
});

describe('broker-flow-cost: inputs it must refuse', () => {
  it('a size outside what the flow was measured at names the size and the flow\'s range', () => {
    const r = runCalculator(def, { flow: '04', messageBytes: '1024' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.message).toMatch(/Message size \(messageBytes\) must be a whole number from 2048/);
  });

  it('a persistence the flow was not measured at names persistence', () => {
    const httpFlow = POINTS.find((p) => p.transport === 'HTTP')!;
    const r = runCalculator(def, { flow: httpFlow.table, persistence: 'FULL' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ input: 'persistence' });
  });

  it('an unknown or inherited flow name is refused, not looked up', () => {
    for (const bad of ['__proto__', 'constructor', '99', 'toString']) {
      const r = runCalculator(def, { flow: bad });
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.errors[0]!.message).toContain('Message flow (flow) must be one of cheapest');
    }
  });

  it('never throws or prints a broken number for any input in range', () => {
    fc.assert(
      fc.property(validRaw(def.inputs), (raw) => {
        expect(parseInputs(def, raw).ok).toBe(true);
        const r = runCalculator(def, raw);
        if (!r.ok) {
          for (const e of r.errors) expect(['flow', 'transport', 'persistence', 'messageBytes']).toContain(e.input);
          return;
        }
        for (const out of def.outputs) if (typeof r.outputs[out.name] === 'number') expect(Number.isFinite(r.outputs[out.name])).toBe(true);
        expect([...r.work.flatMap((w) => [w.formula, w.substituted]), ...r.warnings].join('\n')).not.toMatch(/NaN|Infinity|undefined/);
      }),
      { numRuns: 300 },
    );
  });

  for (const spec of def.inputs) {
    it(`rejects a bad ${spec.name}, naming it`, () => {
      fc.assert(
        fc.property(invalidText(spec), (bad) => {
          const r = runCalculator(def, { [spec.name]: bad });
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.errors.find((e) => e.input === spec.name)?.message).toContain(`${spec.label} (${spec.name}) must be`);
        }),
        { numRuns: 30 },
      );
    });
  }
  it('the cheapest option is the default', () => expect(def.inputs[0]).toMatchObject({ name: 'flow', default: CHEAPEST }));
});
