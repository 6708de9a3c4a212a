/**
 * The measurement rules, in the rulebook's shape (calculators/rulebook/rules/measure-*.ts): the
 * lead registers this list in calculators/rulebook/index.ts. Order is the order findings are listed
 * within a severity.
 */
import type { MeasureRule } from '../../rulebook/rules/measure-common.ts';
import { primarySpace } from '../../rulebook/rules/measure-primary-space.ts';
import { extentFill } from '../../rulebook/rules/measure-extent-fill.ts';
import { latencyCap } from '../../rulebook/rules/measure-latency-cap.ts';
import { latencyBand } from '../../rulebook/rules/measure-latency-band.ts';
import { physicalLogical } from '../../rulebook/rules/measure-physical-logical.ts';
import { diskHeadroom } from '../../rulebook/rules/measure-disk-headroom.ts';
import { fioLogLike } from '../../rulebook/rules/measure-fio-log-like.ts';
import { measureInput } from '../../rulebook/rules/measure-input.ts';
import { mqldtConsistency } from '../../rulebook/rules/measure-mqldt-consistency.ts';

export const MEASURE_RULES: readonly MeasureRule[] = [primarySpace, extentFill, diskHeadroom, fioLogLike, mqldtConsistency, physicalLogical, latencyCap, latencyBand, measureInput];

/** The rules' metadata alone (id, statement, sources, applies-to), for the rulebook's index and /rules/. */
export const MEASURE_RULEBOOK = MEASURE_RULES.map((r) => r.rule);
