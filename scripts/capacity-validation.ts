/**
 * Calibrates and validates the capacity model (issue 43, item 3).
 *
 *   npx node scripts/capacity-validation.ts calibrate   fits the calibrated constants of
 *       calculators/simulator/capacity-constants.json on the calibration points (and only those)
 *   npx node scripts/capacity-validation.ts validate    writes calculators/capacity/validation.json
 *
 * (`npx node`: the project's Node 22, which runs TypeScript directly.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calibrate, formatConstants } from '../calculators/capacity/calibrate.ts';
import { computeValidation } from '../calculators/capacity/validation.ts';
import type { CapacityConstants } from '../calculators/capacity/validation-points.ts';

const CONSTANTS = fileURLToPath(new URL('../calculators/simulator/capacity-constants.json', import.meta.url));
const VALIDATION = fileURLToPath(new URL('../calculators/capacity/validation.json', import.meta.url));

const constants = JSON.parse(readFileSync(CONSTANTS, 'utf8')) as CapacityConstants;
const command = process.argv[2];

if (command === 'calibrate') {
  const { constants: fitted, fits } = calibrate(constants);
  writeFileSync(CONSTANTS, formatConstants(fitted));
  for (const f of fits) {
    console.log(`${f.constant} = ${f.value}  (${f.point}: measured ${f.measured}, model ${f.model.toFixed(2)}, ${f.errorPct.toFixed(1)}%${f.atBound ? ', AT A BOUND of its range' : ''})`);
  }
} else if (command === 'validate') {
  const v = computeValidation(constants);
  writeFileSync(VALIDATION, `${JSON.stringify(v, null, 1)}\n`);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const f of v.families) {
    console.log(`${f.family}: ${f.offered ? 'offered' : 'NOT offered'}; rate ${f.rate.points} points, median |error| ${f.rate.medianAbsErrorPct}%, within ±30% ${pct(f.rate.shareWithin30)}, q10 ${f.rate.q10}, q90 ${f.rate.q90}; all ${f.all.points} points, median ${f.all.medianAbsErrorPct}%, within ${pct(f.all.shareWithin30)}`);
  }
  const o = v.overall;
  console.log(`overall: rate ${o.rate.points} points, median |error| ${o.rate.medianAbsErrorPct}%, within ±30% ${pct(o.rate.shareWithin30)}; all ${o.all.points} points, median ${o.all.medianAbsErrorPct}%, within ${pct(o.all.shareWithin30)}; goal ${o.metGoal ? 'met' : 'NOT met'}`);
  const unexplained = v.points.filter((p) => p.miss === 'UNEXPLAINED');
  for (const p of unexplained) console.log(`UNEXPLAINED miss: ${p.id} (${p.errorPct.toFixed(1)}%)`);
} else {
  console.error('usage: npx node scripts/capacity-validation.ts calibrate|validate');
  process.exit(2);
}
