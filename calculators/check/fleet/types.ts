/**
 * The fleet view's vocabulary: one row per queue manager found in many files (a gather can hold
 * several), with what the table shows and a compact list of its findings for the row's detail.
 * Only what the checker (checkConfiguration) and the measurement readers (readMeasurements)
 * returned is summarised here; nothing is read again. Plain data, so a row crosses from the Web
 * Worker or a worker thread as it is.
 */
import type { Verdicts } from '../../capacity/index.ts';
import type { Severity } from '../../rulebook/types.ts';
import type { Platform } from '../../rulebook/context.ts';

export type { Severity };

/** How the queue manager is kept available, as the files showed it; 'none' when nothing said otherwise. */
export type HaType = 'Native HA' | 'RDQM' | 'multi-instance' | 'none';

/** Where the row's host name came from: mq-gather's section header, or the file name standing in. */
export type HostSource = 'gather' | 'file';

/** One finding, as much of it as the row's detail view shows. */
export interface FleetFinding {
  severity: Severity;
  rule: string;
  title: string;
  /** What to do, for findings that are not ok. */
  recommended?: string;
  /** The file the finding came from, and its line there. */
  file: string;
  line?: number;
}

/** A per-user limit the row read (nofile, nproc): the lowest of soft and hard, against IBM's minimum. */
export interface LimitAgainstMinimum {
  /** Exact decimal string, or 'unlimited'. */
  value: string;
  /** IBM's minimum as a decimal string (the rule's own constant). */
  minimum: string;
  meets: boolean;
}

export interface FleetRow {
  host: string;
  hostFrom: HostSource;
  /** Absent when the file named no queue manager: the row then stands for the file (or the host's own sections). */
  queueManager?: string;
  /** The files the row was read from. */
  files: string[];
  /** As printed: dspmq's INSTVER, dspmqver's Version, or the release mqconfig named. */
  version?: string;
  haType: HaType;
  worst: Severity;
  errors: number;
  warnings: number;
  /** Peak of the primary log space in use, percent (the one value when there was one interval). */
  logPrimaryPeakPercent?: number;
  /** 95th percentile of the log write latency, seconds (the one value when there was one interval). */
  logWriteLatencyP95Seconds?: number;
  nofile?: LimitAgainstMinimum;
  nproc?: LimitAgainstMinimum;
  /** Native HA replicas in sync, and the instances seen (DISPLAY QMSTATUS TYPE(NATIVEHA)). */
  nativeHaInSync?: { inSync: number; instances?: number };
  /** The capacity answer's ceiling, persistent round trips a second (calculators/capacity/), where one was given. */
  capacityCeiling?: number;
  /** Ceiling ÷ the current rate, where a put rate was read too. */
  capacityHeadroom?: number;
  findings: FleetFinding[];
  /** With mqcheck --baseline or --compare: how many things changed since (attributes, objects, findings new and fixed). */
  changed?: number;
}

/** A file that gave no row, with the checker's own words for why. */
export interface UnreadFile {
  file: string;
  why: string;
}

export interface FleetTable {
  rows: FleetRow[];
  unread: UnreadFile[];
}

export interface FleetOptions {
  platform: Platform;
  /** Whether the capacity answer is offered per set-up: the validation's, unless a test says otherwise. */
  capacityVerdicts?: Verdicts;
}
