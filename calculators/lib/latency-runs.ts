/**
 * The shape both latency calculators share: a measured run (one printed table row, read from its
 * dataset in data/), a curve (one report's runs by message size, with what it applies to), and the
 * message sizes the MQ Appliance and MQ 9.3 reports measured.
 */
import type { MeasuredPoint } from './reciprocal-interpolation.ts';
import { num } from '../format.ts';

/** The M2002 report's siting advice: no more than 10 ms between the HA appliances (line 414); its curve and the HA calculator's prose both state it. */
export const M2002_HA_ADVICE = { maxMs: 10, line: 414 } as const;

/** The message sizes the reports measured, as byte counts (the option values of `msgSize`). */
export type MessageBytes = '256' | '2048' | '20480' | '204800';

export const MESSAGE_BYTES: readonly MessageBytes[] = ['256', '2048', '20480', '204800'];

/**
 * The reports' own label for each size. The appliance reports define 2K as 2048 bytes; 20K and
 * 200K are read with the same binary convention (20,480 and 204,800 bytes), which they do not state.
 */
export const REPORT_SIZE_LABEL: Record<MessageBytes, string> = {
  '256': '256b',
  '2048': '2KB',
  '20480': '20KB',
  '204800': '200KB',
};

export const MESSAGE_SIZE_OPTIONS = MESSAGE_BYTES.map((value) => ({
  value,
  label: `${num(Number(value))} bytes (${REPORT_SIZE_LABEL[value]})`,
}));

export function isMessageBytes(value: unknown): value is MessageBytes {
  return typeof value === 'string' && (MESSAGE_BYTES as readonly string[]).includes(value);
}

/** Where a run is printed: the report, its dataset in data/, the table number and the table's lines. */
export interface RunSource {
  report: string;
  dataset: string;
  table: string;
  lines: readonly [number, number];
}

/** One measured run: a "Max Rate*" row of a report with the columns the calculators use. */
export interface LatencyRun {
  /** Added (simulated) latency on the replication link, ms; 0 for the directly connected run. */
  addedMs: number;
  /** "Max Rate*": peak round trips per second (2 puts + 2 gets each). */
  roundTripsPerSec: number;
  /** "CPU%": CPU utilisation at that peak. */
  cpuPct: number;
  /** "Clients": requester clients at that peak. */
  clients: number;
  /** "Latency#": single-thread round-trip latency, ms (absent where a report does not print it). */
  singleThreadMs?: number;
  /** "vs Direct" as printed, percent; absent on the direct run and where a report does not print it. Read from data/ for tests; pages do not ship it. */
  vsDirectPct?: number;
  /** The row label as printed ("10Q 10QM Request Responder 1ms Latency (2KB Persistent)"). Read from data/ for tests; pages do not ship it. */
  label?: string;
  source: RunSource;
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
  /** For chart captions: "Table 9 direct; Table 10 at 2 ms; ...", written from the runs. */
  measured: string;
  runs: Partial<Record<MessageBytes, readonly LatencyRun[]>>;
  /** IBM's advice on the most latency for this technology, with its source, when the report gives one. */
  advice?: { maxMs: number; text: string };
}

/** The sizes a curve has runs for, as option values. */
export function sizesOf(curve: LatencyCurve): MessageBytes[] {
  return MESSAGE_BYTES.filter((size) => curve.runs[size] !== undefined);
}

export function pointsOf(runs: readonly LatencyRun[]): MeasuredPoint[] {
  return runs.map((r) => ({ x: r.addedMs, y: r.roundTripsPerSec }));
}

/** "mq-appliance-m2002 Table 11 (lines 437–473), 2KB at 1 ms": where a run is printed. */
export function citeRun(run: LatencyRun, size?: MessageBytes): string {
  const { report, table, lines } = run.source;
  const what = size ? `, ${REPORT_SIZE_LABEL[size]} at ${run.addedMs} ms` : '';
  return `${report} Table ${table} (lines ${lines[0]}–${lines[1]})${what}`;
}
