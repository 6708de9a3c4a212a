/**
 * The model's out-of-sample error per family, from calculators/capacity/validation.json (written by
 * the validation script from the report datasets; see validation-points.ts): the band's width,
 * and whether the capacity answer is offered for a set-up at all.
 */
import validation from './validation.json' with { type: 'json' };
import type { Family, FamilyVerdict } from './capacity.ts';

export const FAMILY_VERDICTS: Readonly<Record<Family, FamilyVerdict>> = validation.families as Record<Family, FamilyVerdict>;
