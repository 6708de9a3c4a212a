/**
 * The page's side of /check/'s Web Worker, shared by the configuration checker and the measurements
 * panel (one worker for both). The worker, which holds the readers and the rulebook, is started when
 * the reader first turns to a panel (whenUsed: focus, a press or a drag, which come before any paste
 * or drop), so a page only looked at loads none of it and a paste makes no request; where workers cannot start (a page opened from disk: file:// forbids them), or the
 * worker fails to load, the same work runs in the page after the status line has been painted.
 */
import { postInPieces } from './text-pieces.ts';
import type { FromWorker, WorkAnswer, WorkRequest } from './worker-protocol.ts';

type Waiting = { resolve: (a: WorkAnswer<WorkRequest> | Promise<WorkAnswer<WorkRequest>>) => void; request: WorkRequest };

export class CheckWorker {
  private worker: Worker | undefined;
  private broken = false;
  private next = 1;
  private waiting = new Map<number, Waiting>();

  /** Starts the worker now (call when the reader turns to a panel), so a later paste loads nothing. */
  warm(): void {
    this.ensure();
  }

  /** True once the page has given up on the worker and works in the page instead. */
  get inPage(): boolean {
    return this.broken;
  }

  ask<R extends WorkRequest>(request: R): Promise<WorkAnswer<R>> {
    const worker = this.ensure();
    if (!worker) return this.runInPage(request) as Promise<WorkAnswer<R>>;
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve: resolve as Waiting['resolve'], request });
      void postInPieces(worker, id, request);
    });
  }

  private ensure(): Worker | undefined {
    if (this.worker || this.broken) return this.worker;
    try {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'mq-check' });
      worker.addEventListener('message', (e: MessageEvent<FromWorker>) => {
        const done = this.waiting.get(e.data.id);
        this.waiting.delete(e.data.id);
        done?.resolve(e.data.answer);
      });
      worker.addEventListener('error', () => this.fallBack());
      this.worker = worker;
    } catch {
      this.broken = true;
    }
    return this.worker;
  }

  /** The worker failed to load: answer what it was asked in the page instead. */
  private fallBack(): void {
    this.broken = true;
    this.worker?.terminate();
    this.worker = undefined;
    const pending = [...this.waiting.values()];
    this.waiting.clear();
    for (const { resolve, request } of pending) resolve(this.runInPage(request));
  }

  private async runInPage(request: WorkRequest): Promise<WorkAnswer<WorkRequest>> {
    // Let the "checking…" status paint before the page is busy.
    await new Promise((r) => setTimeout(r, 30));
    const { answerOf } = await import('./work.ts');
    return answerOf(request);
  }
}

/**
 * Calls `start` once, the first time the reader turns to `panel`: focus moving into it (a click in a
 * box, Tab, a paste's keyboard focus), a press on it, or a file dragged over it. Each of these comes
 * before text or a file can reach the panel, so what `start` loads is there by the time it is needed.
 */
export function whenUsed(panel: HTMLElement, start: () => void): void {
  const events = ['focusin', 'pointerdown', 'dragenter'] as const;
  const once = () => {
    for (const e of events) panel.removeEventListener(e, once);
    start();
  };
  for (const e of events) panel.addEventListener(e, once);
}

let shared: CheckWorker | undefined;

/** The page's one worker, whichever panel asks first. */
export function checkWorker(): CheckWorker {
  shared ??= new CheckWorker();
  return shared;
}
