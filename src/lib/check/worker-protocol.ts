/**
 * What /check/'s panels and their one Web Worker say to each other: configuration text to check,
 * measurement text to read, or one file of a fleet to summarise, in; the checker's, the reader's or
 * the fleet's rows out. The worker, the in-page fallback and the panels import these shapes, so
 * they cannot drift apart.
 */
import type { CheckResult, Platform, ReadValue, Workload } from '../../../calculators/check/index.ts';
import type { MeasureResult } from './measure/protocol.ts';
import type { FileRows } from '../../../calculators/check/fleet/file-rows.ts';
import type { Comparison } from '../../../calculators/check/compare/diff.ts';
import type { Capacity, CapacityRefusal } from '../../../calculators/capacity/types.ts';

/**
 * `measure`: the text looks like measurements (handoff.ts), so the page has already told the
 * measurements panel to expect them. Either way, when it holds measurements the answer carries the
 * measurements panel's result too, made from the same reading of the text (each reader runs once for
 * both panels): `measured` is there whenever a measurement reader recognised something.
 */
export type CheckRequest = { kind: 'check'; text: string; platform: Platform; workload?: Workload; measure?: boolean };
export type MeasureRequest = { kind: 'measure'; text: string };
/** More rows of the last check's table of values (a gather of fifty queue managers has hundreds of thousands). */
export type ValuesRequest = { kind: 'values'; from: number; count: number };
/** One file of a fleet (the fleet section), summarised into its rows; the text is dropped once they are made. */
export type FleetFileRequest = { kind: 'fleet-file'; name: string; text: string; platform: Platform };
/**
 * The last check's text compared with earlier files (a gather of last week, its qm.ini, an mqcheck
 * --format=json report): each is read and checked here, and only the comparison crosses back.
 */
export type CompareRequest = { kind: 'compare'; files: { name: string; text: string }[]; platform: Platform };
/** The capacity answer for one queue manager of the last check, asked for when its block is drawn ('' for a paste that names none). */
export type CapacityRequest = { kind: 'capacity'; queueManager: string };
export type WorkRequest = CheckRequest | MeasureRequest | ValuesRequest | FleetFileRequest | CompareRequest | CapacityRequest;
/** The comparison, or why there is none (no check yet, an earlier file that gave nothing); `skipped` names files not read. */
export type CompareAnswer = { ok: true; comparison: Comparison; skipped: string[] } | { ok: false; message: string };

/**
 * A check's answer carries its first VALUES_PAGE values and how many there are in all; the rest come a
 * page at a time when asked for, so the page never takes a message it cannot read in one short task.
 */
export const VALUES_PAGE = 2000;
/**
 * A check with more values than VALUES_PAGE shows them folded, drawn this many at a time when opened,
 * so its answer carries only the first FOLDED_PAGE: deserialising 2,000 rows nobody has asked for
 * held the page for part of the 24–36 ms the answer of a 50-queue-manager gather took to arrive.
 */
export const FOLDED_PAGE = 500;
export type PagedCheckResult = CheckResult & { valuesTotal?: number };

/** The measurements panel's result, or why the text could not be read. */
export type MeasureAnswer = { ok: true; result: MeasureResult } | { ok: false; message: string };
/** `capacity`: the queue managers that get a Capacity block, each answered when its block is drawn (CapacityRequest). */
export type CheckAnswer = PagedCheckResult & { measured?: MeasureAnswer; capacity?: string[] };
export type CapacityAnswer = { ok: true; capacity: Capacity | CapacityRefusal } | { ok: false; message: string };

/** The answer to each kind of request. */
export type WorkAnswer<R extends WorkRequest> = R extends CheckRequest
  ? CheckAnswer
  : R extends ValuesRequest
    ? { ok: true; values: ReadValue[] } | { ok: false; message: string }
    : R extends FleetFileRequest
      ? FileRows
      : R extends CompareRequest
        ? CompareAnswer
        : R extends CapacityRequest
          ? CapacityAnswer
          : MeasureAnswer;

/** `pieced`: the text came ahead in pieces (text-pieces.ts) and the request carries it empty. */
export type ToWorker = WorkRequest & { id: number; pieced?: true };
export type FromWorker = { id: number; answer: WorkAnswer<WorkRequest> };
