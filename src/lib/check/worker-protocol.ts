/**
 * What /check/'s two panels and their one Web Worker say to each other: configuration text to check,
 * or measurement text to read, in; the checker's or the reader's result out. The worker, the in-page
 * fallback and both panels import these shapes, so they cannot drift apart.
 */
import type { CheckResult, Platform, ReadValue, Workload } from '../../../calculators/check/index.ts';
import type { MeasureResult } from './measure/protocol.ts';

export type CheckRequest = { kind: 'check'; text: string; platform: Platform; workload?: Workload };
export type MeasureRequest = { kind: 'measure'; text: string };
/** More rows of the last check's table of values (a gather of fifty queue managers has hundreds of thousands). */
export type ValuesRequest = { kind: 'values'; from: number; count: number };
export type WorkRequest = CheckRequest | MeasureRequest | ValuesRequest;

/**
 * A check's answer carries its first VALUES_PAGE values and how many there are in all; the rest come a
 * page at a time when asked for, so the page never takes a message it cannot read in one short task.
 */
export const VALUES_PAGE = 2000;
export type PagedCheckResult = CheckResult & { valuesTotal?: number };

/** The answer to each kind of request. */
export type WorkAnswer<R extends WorkRequest> = R extends CheckRequest
  ? PagedCheckResult
  : R extends ValuesRequest
    ? { ok: true; values: ReadValue[] } | { ok: false; message: string }
    : { ok: true; result: MeasureResult } | { ok: false; message: string };

export type ToWorker = WorkRequest & { id: number };
export type FromWorker = { id: number; answer: WorkAnswer<WorkRequest> };
