/**
 * The page's handle on the simulator worker: the first run starts it (and with it the download of
 * Pyodide and the model, which a reader who only looks at the precomputed results never pays for);
 * runs batches of model runs, reports progress, and cancels. A cancel settles the run at once; the
 * worker stops at its next slice, and if it does not answer within CANCEL_GRACE_MS it is terminated
 * and a fresh one is started by the next run.
 */
import type { ErrorKind, FromWorker, RunRequest, RunResult, ToWorker } from './protocol.ts';

const CANCEL_GRACE_MS = 1500;

export class SimulatorError extends Error {
  readonly kind: ErrorKind | 'cancelled';
  constructor(kind: ErrorKind | 'cancelled', message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface ClientOptions {
  /** Absolute URL of the folder holding pyodide.mjs, ending in "/". */
  indexURL: string;
  /** Absolute URL of mqsim.pyz (the model with its data file). */
  modelURL: string;
  /** Loading and ready notices, for the status line and the benchmark. */
  onStatus?: (status: { phase: 'loading' } | { phase: 'ready'; loadMs: number; pythonVersion: string }) => void;
  /** Only for tests and the benchmark: how to create the worker. */
  createWorker?: () => Worker;
}

interface Pending {
  id: number;
  resolve: (r: RunResult[]) => void;
  reject: (e: SimulatorError) => void;
  onProgress?: (fraction: number, run: number, runs: number) => void;
}

export class SimulatorClient {
  private worker: Worker | undefined;
  private pending: Pending | undefined;
  private nextId = 1;
  private readonly opts: ClientOptions;

  constructor(opts: ClientOptions) {
    this.opts = opts;
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Runs the requests one after another in the worker; rejects with a SimulatorError. */
  run(runs: RunRequest[], onProgress?: Pending['onProgress']): Promise<RunResult[]> {
    if (this.pending) this.cancel();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<RunResult[]>((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress };
      worker.postMessage({ type: 'run', id, runs } satisfies ToWorker);
    });
  }

  /** Stops the current run, if any; its promise rejects with kind "cancelled". */
  cancel(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    p.reject(new SimulatorError('cancelled', 'Cancelled.'));
    const worker = this.worker;
    if (!worker) return;
    worker.postMessage({ type: 'cancel', id: p.id } satisfies ToWorker);
    const timer = setTimeout(() => {
      if (this.worker === worker) this.reset();
    }, CANCEL_GRACE_MS);
    const onMessage = (e: MessageEvent<FromWorker>) => {
      if (e.data.type === 'cancelled' && e.data.id === p.id) {
        clearTimeout(timer);
        worker.removeEventListener('message', onMessage);
      }
    };
    worker.addEventListener('message', onMessage);
  }

  /** Terminates the worker (a fresh one starts with the next run). */
  reset(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.opts.createWorker
      ? this.opts.createWorker()
      : new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'mqsim' });
    worker.addEventListener('message', (e: MessageEvent<FromWorker>) => this.onMessage(worker, e.data));
    worker.addEventListener('error', (e) => {
      if (this.worker !== worker) return;
      this.reset();
      this.fail(null, 'load', `The simulator worker stopped: ${e.message || 'unknown error'}`);
    });
    worker.postMessage({ type: 'init', indexURL: this.opts.indexURL, modelURL: this.opts.modelURL } satisfies ToWorker);
    this.worker = worker;
    return worker;
  }

  private fail(id: number | null, kind: ErrorKind, message: string): void {
    const p = this.pending;
    if (!p || (id !== null && id !== p.id)) return;
    this.pending = undefined;
    p.reject(new SimulatorError(kind, message));
    // A runtime that failed to load stays broken: start afresh next time.
    if (kind === 'load') this.reset();
  }

  private onMessage(worker: Worker, msg: FromWorker): void {
    if (this.worker !== worker) return;
    switch (msg.type) {
      case 'loading':
        this.opts.onStatus?.({ phase: 'loading' });
        break;
      case 'ready':
        this.opts.onStatus?.({ phase: 'ready', loadMs: msg.loadMs, pythonVersion: msg.pythonVersion });
        break;
      case 'progress':
        if (this.pending?.id === msg.id) this.pending.onProgress?.(msg.fraction, msg.run, msg.runs);
        break;
      case 'result': {
        const p = this.pending;
        if (p?.id !== msg.id) return;
        this.pending = undefined;
        p.resolve(msg.results);
        break;
      }
      case 'error':
        this.fail(msg.id, msg.kind, msg.message);
        break;
      case 'cancelled':
        break;
    }
  }
}
