import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import constants from '../../calculators/simulator/capacity-constants.json' with { type: 'json' };
import committed from '../../calculators/capacity/validation.json' with { type: 'json' };
import { CALIBRATION_PLAN, calibrate, formatConstants } from '../../calculators/capacity/calibrate.ts';
import { computeValidation, familyVerdicts, GOAL, quantile, RATE_METRICS, summarise, type PointResult } from '../../calculators/capacity/validation.ts';
import { validationPoints } from '../../calculators/capacity/validation-points.ts';
import { cellOf, findDataset, findReport } from '../../src/lib/data/catalogue.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';

/**
 * The capacity model's out-of-sample validation (issue 43, item 3): the committed validation.json is
 * what the points and constants give now; calibration and validation points are disjoint and the
 * calibration fits only calibration points; every measured value is its catalogued cell and is
 * printed on the report line the point cites; the summaries are what the points give.
 */
const fresh = computeValidation(constants);
const points = validationPoints();

describe('capacity validation', () => {
  it('validation.json is fresh (rerun `npx node scripts/capacity-validation.ts validate`)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(fresh)));
  });

  it('the constants are the calibration\'s fixed point and written in the file\'s format (rerun `... calibrate`)', () => {
    const { constants: again } = calibrate(constants);
    expect(again).toEqual(constants);
    expect(formatConstants(constants)).toBe(readFileSync(new URL('../../calculators/simulator/capacity-constants.json', import.meta.url), 'utf8'));
  });

  it('the assumed logger time per record reaches exactly the 2017 host\'s calibrated value, as its basis says', () => {
    expect(constants.assumed.logUsPerRecord.range[1]).toBe(constants.calibration.hosts['mq-linux-persistent'].logUsPerRecord);
  });

  it('calibration and validation points are disjoint, and the calibration fits calibration points only', () => {
    const ids = points.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const calibration = new Set(points.filter((p) => p.role === 'calibration').map((p) => p.id));
    const validation = new Set(points.filter((p) => p.role === 'validation').map((p) => p.id));
    expect([...calibration].filter((id) => validation.has(id))).toEqual([]);
    for (const fit of CALIBRATION_PLAN) expect(calibration.has(fit.point), fit.point).toBe(true);
    // No cell is both: a calibration point and a validation point never cite the same dataset cell.
    const cell = (p: (typeof points)[number]) => `${p.dataset}|${JSON.stringify(p.row)}|${p.column}`;
    const calCells = new Set(points.filter((p) => p.role === 'calibration').map(cell));
    expect(points.filter((p) => p.role === 'validation' && calCells.has(cell(p))).map((p) => p.id)).toEqual([]);
    // Every family is validated on points it was not fitted to, across at least three reports.
    for (const f of fresh.families) expect(f.all.points, f.family).toBeGreaterThan(5);
    expect(new Set(points.map((p) => p.dataset.split('/')[0])).size).toBeGreaterThanOrEqual(3);
  });

  it('a calibration that names a validation point is refused', () => {
    const plan = CALIBRATION_PLAN as unknown as { point: string }[];
    const saved = plan[0]!.point;
    plan[0]!.point = 'v93-filesystems/SSD/20KB/roundTripsPerSec';
    try {
      expect(() => calibrate(constants)).toThrow(/validation point/);
    } finally {
      plan[0]!.point = saved;
    }
  });

  it('every measured value equals its catalogued cell and is printed on the report line cited', () => {
    const texts = new Map<string, string[]>();
    for (const p of points) {
      const ds = findDataset(p.dataset);
      const { value } = cellOf(ds, p.row, p.column);
      expect(value, p.id).toBe(p.measured);
      const report = findReport(p.dataset.split('/')[0]!);
      const path = reportTextPath(report);
      if (!texts.has(path)) texts.set(path, readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8').split('\n'));
      const line = texts.get(path)![p.line - 1]!;
      // The report prints thousands with commas (171,103) and a whole percentage as is.
      const printed = [p.measured.toLocaleString('en-US', { maximumFractionDigits: 2 }), String(p.measured)];
      expect(printed.some((s) => new RegExp(`(^|[^\\d.,])${s.replace(/[.]/g, '\\.')}($|[^\\d,])`).test(line)), `${p.id}: line ${p.line} "${line.trim()}" should print ${p.measured}`).toBe(true);
      // A point's dataset line range holds its line.
      const [from, to] = ds.meta.lines;
      expect(p.line >= from && p.line <= to, `${p.id}: line ${p.line} outside ${p.dataset} [${from}, ${to}]`).toBe(true);
    }
  });

  it('the summaries are what the points give (checked by hand on the committed points)', () => {
    const validation = (committed.points as unknown as PointResult[]).filter((p) => p.role === 'validation');
    for (const f of committed.families) {
      const mine = validation.filter((p) => p.family === f.family);
      const rate = mine.filter((p) => RATE_METRICS.includes(p.metric));
      expect(f.rate.points).toBe(rate.length);
      const abs = rate.map((p) => Math.abs(p.errorPct)).sort((a, b) => a - b);
      const mid = (abs.length - 1) / 2;
      expect(f.rate.medianAbsErrorPct).toBeCloseTo((abs[Math.floor(mid)]! + abs[Math.ceil(mid)]!) / 2, 3);
      expect(f.rate.shareWithin30).toBeCloseTo(abs.filter((e) => e <= 30).length / abs.length, 3);
      expect(f.offered).toBe(f.rate.medianAbsErrorPct <= GOAL.medianAbsErrorPct && f.rate.shareWithin30 >= GOAL.shareWithin);
      expect(f.rate.q10).toBeLessThanOrEqual(f.rate.q90);
      expect(f.all.points).toBe(mine.length);
    }
    expect(committed.overall.rate).toEqual(summarise(validation.filter((p) => RATE_METRICS.includes(p.metric))));
    expect(familyVerdicts()).toEqual(committed.families);
  });

  it('quantiles interpolate between order statistics', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([0, 10], 0.1)).toBeCloseTo(1, 12);
    expect(quantile([-0.5, 0, 0.2, 1], 0.9)).toBeCloseTo(0.76, 12);
  });

  it('every validation point outside ±30% has its reason, and no other point has one', () => {
    for (const p of committed.points as unknown as PointResult[]) {
      const outside = p.role === 'validation' && Math.abs(p.errorPct) > GOAL.withinPct;
      expect(p.miss !== undefined, p.id).toBe(outside);
      if (outside) expect(p.miss, p.id).not.toBe('UNEXPLAINED');
    }
  });
});
