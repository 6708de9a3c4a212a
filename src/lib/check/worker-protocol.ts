/**
 * What /check/'s two panels and their one Web Worker say to each other: configuration text to check,
 * or measurement text to read, in; the checker's or the reader's result out. The worker, the in-page
 * fallback and both panels import these shapes, so they cannot drift apart.
 */
import type { CheckResult, Platform, Workload } from '../../../calculators/check/index.ts';
import type { MeasureResult } from './measure/protocol.ts';

export type CheckRequest = { kind: 'check'; text: string; platform: Platform; workload?: Workload };
export type MeasureRequest = { kind: 'measure'; text: string };
export type WorkRequest = CheckRequest | MeasureRequest;

/** The answer to each kind of request. */
export type WorkAnswer<R extends WorkRequest> = R extends CheckRequest ? CheckResult : { ok: true; result: MeasureResult } | { ok: false; message: string };

export type ToWorker = WorkRequest & { id: number };
export type FromWorker = { id: number; answer: WorkAnswer<WorkRequest> };
