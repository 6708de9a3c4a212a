/**
 * mqfleet's worker thread: reads one file at a time (so the text never crosses threads), summarises
 * it into the fleet's rows (file-rows.ts) and posts them back. Bundled to JavaScript by
 * scripts/mqfleet.mjs, as Node runs a worker thread's script only as JavaScript.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { Platform } from '../../rulebook/context.ts';
import { fileRows, type FileRows } from './file-rows.ts';

export interface ThreadJob {
  index: number;
  path: string;
}
export type ThreadAnswer = { index: number } & FileRows;

const { platform } = workerData as { platform: Platform };

function summarise(path: string): FileRows {
  let text: string;
  try {
    text = new TextDecoder('utf-8').decode(readFileSync(path));
  } catch (e) {
    return { unread: { file: path, why: `cannot be read (${e instanceof Error ? e.message : String(e)})` } };
  }
  try {
    return fileRows(path, text, { platform });
  } catch (e) {
    // The readers never throw on text; should one, the file is named rather than the run lost.
    return { unread: { file: path, why: `could not be summarised (${e instanceof Error ? e.message : String(e)})` } };
  }
}

parentPort!.on('message', (job: ThreadJob) => {
  parentPort!.postMessage({ index: job.index, ...summarise(job.path) } satisfies ThreadAnswer);
});
