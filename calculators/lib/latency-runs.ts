/**
 * The MQ Appliance M2002 report's replication-latency runs, in a shape both latency calculators
 * share. Every run is one printed table row, kept with its table and line so a page can cite it
 * and a test can compare it with the catalogued dataset.
 */
import type { MeasuredPoint } from './reciprocal-interpolation.ts';

/** The message sizes the report measured, as byte counts (the option values of `msgSize`). */
export type MessageBytes = '256' | '2048' | '20480' | '204800';

export const MESSAGE_BYTES: readonly MessageBytes[] = ['256', '2048', '20480', '204800'];

/**
 * The report's own label for each size. It defines 2K as 2048 bytes (line 221); 20K and 200K are
 * read with the same binary convention (20,480 and 204,800 bytes), which the report does not state.
 */
export const REPORT_SIZE_LABEL: Record<MessageBytes, string> = {
  '256': '256b',
  '2048': '2KB',
  '20480': '20KB',
  '204800': '200KB',
};

export const MESSAGE_SIZE_OPTIONS = MESSAGE_BYTES.map((value) => ({
  value,
  label: `${Number(value).toLocaleString('en-US')} bytes (${REPORT_SIZE_LABEL[value]})`,
}));

export function isMessageBytes(value: unknown): value is MessageBytes {
  return typeof value === 'string' && (MESSAGE_BYTES as readonly string[]).includes(value);
}

/** One measured run: a "Max Rate*" row of the report with the columns the calculators use. */
export interface LatencyRun {
  /** Added (simulated) latency on the replication link, ms; 0 for the directly connected run. */
  addedMs: number;
  /** "Max Rate*": peak round trips per second (2 puts + 2 gets each, line 147). */
  roundTripsPerSec: number;
  /** "CPU%": the appliance's CPU utilisation at that peak. */
  cpuPct: number;
  /** "Clients": requester clients at that peak. */
  clients: number;
  /** "Latency#": single-thread round-trip latency, ms (absent where a report does not print it). */
  singleThreadMs?: number;
  /** "vs Direct" as printed, percent; absent on the direct run itself. */
  vsDirectPct?: number;
  table: string;
  line: number;
  /** The report the run is printed in, when it is not the M2002 report the calculators started from. */
  report?: string;
}

/**
 * One measured curve a latency calculator can use: a report's runs by message size (a report may
 * not have measured every size), what it applies to, and which tables the points come from.
 */
export interface LatencyCurve {
  /** The option label of the `source` input. */
  label: string;
  /** How sentences name it: "M2003A HA pair". */
  name: string;
  report: string;
  appliesTo: string;
  /** For chart captions: "Table 9 direct; Table 10 at 1 ms; ...". */
  measured: string;
  runs: Partial<Record<MessageBytes, readonly LatencyRun[]>>;
  /** IBM's advice on the most latency for this technology, with its source, when the report gives one. */
  advice?: { maxMs: number; text: string };
}

/** The sizes a curve has runs for, as option values. */
export function sizesOf(curve: LatencyCurve): MessageBytes[] {
  return MESSAGE_BYTES.filter((size) => curve.runs[size] !== undefined);
}

export type RunsBySize = Record<MessageBytes, readonly LatencyRun[]>;

export function pointsOf(runs: readonly LatencyRun[]): MeasuredPoint[] {
  return runs.map((r) => ({ x: r.addedMs, y: r.roundTripsPerSec }));
}

/** "Table 11, line 442", or "mq-appliance-m2003 Table 10, line 1239" for a run from another report. */
export function citeRun(run: LatencyRun): string {
  return `${run.report ? `${run.report} ` : ''}Table ${run.table}, line ${run.line}`;
}
