import { describe, expect, it } from 'vitest';
import { loadModelInfo } from '../../src/lib/simulator/model-info.ts';
import { measuredCell } from '../../src/lib/simulator/measured.ts';
import { presetConstants } from '../../src/lib/simulator/preset-notes.ts';
import { METRICS } from '../../src/lib/simulator/metrics.ts';

/**
 * The presets' targets are the catalogued cells: every measured value the model is calibrated or
 * validated against equals the cell of the dataset, row and column it cites.
 */
const info = loadModelInfo();

describe('simulator presets against the catalogue', () => {
  for (const [preset, result] of Object.entries(info.presets)) {
    it(`${preset}: every target value equals its catalogued cell`, () => {
      expect(result.points.length).toBeGreaterThan(0);
      for (const point of result.points) {
        expect(point.source.dataset.startsWith(`${info.presetInfo[preset]!.report}/`)).toBe(true);
        for (const m of point.metrics) {
          expect(METRICS[m.metric], m.metric).toBeDefined();
          const cell = measuredCell(point, m.metric);
          expect(cell.value, `${preset}/${point.id} ${m.metric}`).toBe(m.measured);
        }
      }
    });

    it(`${preset}: has calibration and validation points, and the calibrated values are fitted`, () => {
      const roles = new Set(result.points.map((p) => p.role));
      expect([...roles].sort()).toEqual(['calibration', 'validation']);
      const fitted = result.points.flatMap((p) => p.metrics.filter((m) => m.fitted));
      expect(fitted.length).toBeGreaterThan(0);
      for (const m of fitted) expect(Math.abs(m.errorPct), m.metric).toBeLessThan(3);
      for (const p of result.points.filter((pp) => pp.role === 'validation')) expect(p.metrics.every((m) => !m.fitted)).toBe(true);
    });
  }

  it('the brief\'s calibration points are the ones fitted', () => {
    const fittedIds = (preset: string) => info.presets[preset]!.points.filter((p) => p.metrics.some((m) => m.fitted)).map((p) => p.id);
    expect(fittedIds('appliance-ha')).toEqual(['rtt-0', 'rtt-0-single', 'rtt-2']);
    expect(fittedIds('linux-nfs-1g')).toEqual(['20k-60', '20k-180']);
    const validationRtts = info.presets['appliance-ha']!.points.filter((p) => p.role === 'validation' && p.set.requesters === undefined).map((p) => p.set.rttMs);
    expect(validationRtts).toEqual([1, 5, 10]);
  });

  it('every preset constant states its basis in mqsim.py', () => {
    const constants = presetConstants();
    expect(Object.keys(constants).sort()).toEqual(Object.keys(info.presetValues).sort());
    for (const [preset, list] of Object.entries(constants)) {
      expect(list.map((c) => c.name).sort(), preset).toEqual(Object.keys(info.presetValues[preset]!).sort());
      for (const c of list) {
        if (['warmupRoundTrips', 'roundTrips'].includes(c.name)) continue;
        expect(c.basis, `${preset}.${c.name}`).not.toBe('');
      }
      expect(list.filter((c) => c.kind === 'calibrated').length, preset).toBeGreaterThanOrEqual(2);
    }
  });
});
