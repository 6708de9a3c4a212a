/**
 * The measurement rules (rules/measure-*.ts), which the checker's measurement reader
 * (calculators/check/measure/) runs over what it read, and index.ts lists on /rules/. Order is the
 * order findings are listed within a severity.
 */
import type { MeasureRule } from './rules/measure-common.ts';
import { primarySpace } from './rules/measure-primary-space.ts';
import { extentFill } from './rules/measure-extent-fill.ts';
import { latencyCap } from './rules/measure-latency-cap.ts';
import { latencyBand } from './rules/measure-latency-band.ts';
import { physicalLogical } from './rules/measure-physical-logical.ts';
import { diskHeadroom } from './rules/measure-disk-headroom.ts';
import { fioLogLike } from './rules/measure-fio-log-like.ts';
import { measureInput } from './rules/measure-input.ts';
import { mqldtConsistency } from './rules/measure-mqldt-consistency.ts';
import { nativeHaSync } from './rules/mqsc-native-ha-sync.ts';
import { nativeHaReplication } from './rules/measure-native-ha-replication.ts';

export const MEASURE_RULES: readonly MeasureRule[] = [primarySpace, extentFill, diskHeadroom, fioLogLike, mqldtConsistency, physicalLogical, latencyCap, latencyBand, nativeHaSync, nativeHaReplication, measureInput];

/** The rules' metadata alone (id, statement, sources, applies-to), for the rulebook's index and /rules/. */
export const MEASURE_RULEBOOK = MEASURE_RULES.map((r) => r.rule);
