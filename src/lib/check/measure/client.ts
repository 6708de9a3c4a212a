/**
 * Reads measurements off the page's main thread: in a module Web Worker started when the page is
 * idle (so reading a paste makes no request), or, where workers cannot start (a page opened from
 * disk: file:// forbids them), in the page after the status line has been painted. Only the latest
 * request's answer is delivered.
 */
import type { FromWorker, MeasureResult, ToWorker } from './protocol.ts';

type Reply = { ok: true; result: MeasureResult } | { ok: false; message: string };

export class MeasureClient {
  private worker: Worker | undefined;
  private broken = false;
  private next = 1;
  private waiting = new Map<number, { resolve: (r: Reply | Promise<Reply>) => void; text: string }>();

  /** Starts the worker now (call when the page is idle), so a later paste loads nothing. */
  warm(): void {
    this.ensure();
  }

  read(text: string): Promise<Reply> {
    const worker = this.ensure();
    if (!worker) return this.inPage(text);
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve, text });
      worker.postMessage({ id, text } satisfies ToWorker);
    });
  }

  private ensure(): Worker | undefined {
    if (this.worker || this.broken) return this.worker;
    try {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'mq-measure' });
      worker.addEventListener('message', (e: MessageEvent<FromWorker>) => {
        const done = this.waiting.get(e.data.id);
        this.waiting.delete(e.data.id);
        done?.resolve(e.data.ok ? { ok: true, result: e.data.result } : { ok: false, message: e.data.message });
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
    for (const { resolve, text } of pending) resolve(this.inPage(text));
  }

  private async inPage(text: string): Promise<Reply> {
    await new Promise((r) => setTimeout(r, 30));
    const { readWithLinks } = await import('./read.ts');
    try {
      return { ok: true, result: readWithLinks(text) };
    } catch (err) {
      return { ok: false, message: err instanceof Error ? err.message : 'The measurements could not be read.' };
    }
  }
}
