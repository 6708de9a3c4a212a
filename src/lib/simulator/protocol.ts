/**
 * Messages between the simulator page and its Web Worker. The worker owns Pyodide and the model;
 * the page only sends JSON-able requests and receives JSON-able results.
 */

/** One model run: a preset (or none) and parameter overrides, as strings from the form or URL. */
export interface RunRequest {
  preset: string | null;
  set: Record<string, string>;
}

/** The model's JSON output for one run (mqsim.result_json): outputs plus the resolved parameters. */
export interface RunResult {
  model: string;
  version: string;
  preset: string | null;
  params: Record<string, number>;
  roundTripsPerSec: number;
  meanResponseMs: number;
  p50ResponseMs: number;
  p95ResponseMs: number;
  p99ResponseMs: number;
  meanLogWriteBytes: number;
  logMBps: number;
  meanLogWriteUs: number;
  logWritesPerSec: number;
  loggerUtilisation: number;
  cpuUtilisation: number;
  lockContentionPct: number | null;
  /** 95% confidence interval of each output over the replications; null for one replication. */
  ci95: Record<string, [number, number]> | null;
  replications: number;
  measuredRoundTrips: number;
  simulatedSeconds: number;
  events: number;
  truncated: boolean;
  /** Wall-clock milliseconds the worker spent simulating this run (not loading); absent when precomputed. */
  wallMs?: number;
  [key: string]: unknown;
}

export type ToWorker =
  | { type: 'init'; indexURL: string; modelURL: string }
  | { type: 'run'; id: number; runs: RunRequest[] }
  | { type: 'cancel'; id: number };

export type ErrorKind = 'param' | 'python' | 'load';

export type FromWorker =
  | { type: 'loading' }
  | { type: 'ready'; loadMs: number; pythonVersion: string }
  | { type: 'progress'; id: number; fraction: number; run: number; runs: number }
  | { type: 'result'; id: number; results: RunResult[] }
  | { type: 'error'; id: number | null; kind: ErrorKind; message: string }
  | { type: 'cancelled'; id: number };
