/**
 * /check/'s Web Worker: checks pasted configuration and reads measurements off the page's main thread,
 * so a large paste or a day of amqsrua never holds the page. Started when the reader turns to a
 * panel (worker-client.ts: whenUsed), before any paste, so a paste makes no request and a page only
 * read loads none of this; it makes no request itself either.
 */
import { answerOf } from './work.ts';
import { textJoiner, type TextPiece } from './text-pieces.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

const whole = textJoiner();

self.addEventListener('message', async (e: MessageEvent<ToWorker | TextPiece>) => {
  const request = whole(e.data);
  if (request) (self as unknown as Worker).postMessage({ id: e.data.id, answer: await answerOf(request) } satisfies FromWorker);
});
