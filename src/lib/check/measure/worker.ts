/**
 * The measurement reader in a Web Worker: a day of amqsrua output is several megabytes, and reading
 * it on the page would freeze typing and scrolling. Nothing here touches the network.
 */
import type { FromWorker, ToWorker } from './protocol.ts';
import { readWithLinks } from './read.ts';

self.addEventListener('message', (e: MessageEvent<ToWorker>) => {
  const { id, text } = e.data;
  let reply: FromWorker;
  try {
    reply = { id, ok: true, result: readWithLinks(typeof text === 'string' ? text : '') };
  } catch (err) {
    reply = { id, ok: false, message: err instanceof Error ? err.message : 'The measurements could not be read.' };
  }
  (self as unknown as Worker).postMessage(reply);
});
