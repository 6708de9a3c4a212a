/**
 * A long text crosses to /check/'s worker in pieces, each posted in a task of its own. postMessage
 * copies a string in the task that sends it: a 10 MiB gather took 35–60 ms to clone in one piece
 * (structuredClone in Node), the longest main-thread task of opening it on /check/ (43 ms CPU, 87 ms
 * wall on a loaded machine, against the 50 ms budget of issue 43). A piece of TEXT_PIECE characters
 * costs a tenth of that; the worker joins the pieces and answers the request as if sent whole.
 */
import type { ToWorker, WorkRequest } from './worker-protocol.ts';

/** Characters a piece: a megabyte-sized copy is a few milliseconds. */
export const TEXT_PIECE = 1 << 20;

/** A piece of request `id`'s text, ahead of the request itself. */
export type TextPiece = { id: number; piece: string };

/**
 * A task boundary: a message to a channel of our own runs after any waiting input or rendering.
 * Not src/lib/dom/next-task.ts: importing it here put /check/ at 71,768 bytes gzip, over its
 * 70 KiB budget (tests/browser/page-weight.test.ts), for the same boundary.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Posts `request` to `worker`: a text over TEXT_PIECE goes first, a piece a task, and the request after it with an empty text. */
export async function postInPieces(worker: Worker, id: number, request: WorkRequest): Promise<void> {
  if (!('text' in request) || request.text.length <= TEXT_PIECE) return worker.postMessage({ id, ...request } satisfies ToWorker);
  const { text } = request;
  for (let at = 0; at < text.length; at += TEXT_PIECE) {
    await nextTask();
    worker.postMessage({ id, piece: text.slice(at, at + TEXT_PIECE) } satisfies TextPiece);
  }
  await nextTask();
  worker.postMessage({ id, ...request, text: '', pieced: true } satisfies ToWorker);
}

/** The worker's side: holds each request's pieces until the request comes, then gives it its whole text. */
export function textJoiner(): (message: TextPiece | ToWorker) => WorkRequest | undefined {
  const pieces = new Map<number, string[]>();
  return (message) => {
    if ('piece' in message) {
      const held = pieces.get(message.id);
      if (held) held.push(message.piece);
      else pieces.set(message.id, [message.piece]);
      return undefined;
    }
    const { id, pieced, ...request } = message;
    if (!pieced) return request;
    const text = (pieces.get(id) ?? []).join('');
    pieces.delete(id);
    return { ...request, text } as WorkRequest;
  };
}
