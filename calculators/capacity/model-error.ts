/**
 * Whether the capacity answer is offered for a set-up, and the band's width there, from the model's
 * out-of-sample validation (calculators/capacity/validation.json, written by
 * scripts/capacity-validation.ts from the report datasets). A set-up is offered only where every
 * validation family that measured that kind of queue manager met the goal (issue 43: "where a
 * family fails, the capacity answer is not offered there"); its band is the widest error those
 * families showed on the rates they were not fitted to.
 */
import validation from './validation.json' with { type: 'json' };
import type { Family, FamilyVerdict } from './capacity.ts';

/** The validation families that measured each kind of set-up (validation-points.ts' family ids). */
export const COVERING: Readonly<Record<Family, readonly string[]>> = {
  // One queue manager logging to its own device: the 2017 report's six devices and MQ 9.3's SSD, SAN and NFS.
  'log-device': ['linux-2017-devices', 'v93-filesystems'],
  // RDQM and multi-instance queue managers at 0, 1 and 2 ms added (MQ 9.3 Tables 12–14).
  'ha-replicated': ['v93-ha'],
  // Native HA against a single instance by cores (OpenShift 4.12).
  'native-ha': ['nativeha-cores'],
};

interface ValidationFamily {
  family: string;
  title: string;
  offered: boolean;
  rate: { points: number; medianAbsErrorPct: number; shareWithin30: number; q10: number; q90: number };
  why: string;
}

const families = validation.families as ValidationFamily[];

export function verdictFor(setUp: Family): FamilyVerdict {
  const covering = COVERING[setUp].map((id) => {
    const f = families.find((x) => x.family === id);
    if (!f) throw new Error(`calculators/capacity/validation.json has no family "${id}": rerun npx node scripts/capacity-validation.ts validate`);
    return f;
  });
  const failed = covering.filter((f) => !f.offered);
  return {
    offered: failed.length === 0,
    q10: Math.min(...covering.map((f) => f.rate.q10)),
    q90: Math.max(...covering.map((f) => f.rate.q90)),
    why: failed.length
      ? `Not offered: the model missed its validation goal (median error at most 15%, 90% of points within ±30%, on measurements it was not fitted to) for ${failed.map((f) => `${f.title}: median ${f.rate.medianAbsErrorPct.toFixed(1)}%, ${Math.round(f.rate.shareWithin30 * f.rate.points)} of ${f.rate.points} rates (${(f.rate.shareWithin30 * 100).toFixed(1)}%) within ±30%`).join('; ')}.`
      : `Offered: validated out of sample on ${covering.map((f) => f.title).join('; ')}.`,
  };
}

export const FAMILY_VERDICTS: Readonly<Record<Family, FamilyVerdict>> = {
  'log-device': verdictFor('log-device'),
  'ha-replicated': verdictFor('ha-replicated'),
  'native-ha': verdictFor('native-ha'),
};
