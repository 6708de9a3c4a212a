/**
 * mqcheck's fleet formats on every core: the files are summarised on worker threads, one per core
 * (os.availableParallelism()), each given the next file as it finishes one, so a thread reads one
 * file at a time and only its rows cross back. The threads run the command's own script (the
 * one-file checker, or `npm run check`'s bundle in memory): node-main.ts serves a thread's jobs when
 * it is not the main thread, so the one file is all a server needs. With fewer than two files, or one
 * core, the files are read in process: starting a thread costs more than it saves.
 */
import { availableParallelism, cpus } from 'node:os';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import type { Platform } from '../../rulebook/context.ts';
import type { FileRows } from '../fleet/index.ts';
import { readFileRows, type ReadFile } from './fleet-report.ts';

interface ThreadJob {
  index: number;
  path: string;
}
type ThreadAnswer = { index: number } & FileRows;

const cores = () => (typeof availableParallelism === 'function' ? availableParallelism() : cpus().length);

/** Each file's rows in the order given; `script` is the command's own module, which serves the jobs (serveThread). */
export async function summariseInThreads(files: readonly string[], platform: Platform, script: URL, readFile: ReadFile): Promise<FileRows[]> {
  const count = Math.min(cores(), files.length);
  if (count < 2) return files.map((f) => readFileRows(f, readFile, platform));
  const answers = new Array<FileRows>(files.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<void>((resolve, reject) => {
        const worker = new Worker(script, { workerData: { platform } });
        const give = () => {
          if (next >= files.length) {
            void worker.terminate().then(() => resolve());
            return;
          }
          const index = next++;
          worker.postMessage({ index, path: files[index]! } satisfies ThreadJob);
        };
        worker.on('message', ({ index, ...rows }: ThreadAnswer) => {
          answers[index] = rows;
          give();
        });
        worker.on('error', reject);
        give();
      }),
    ),
  );
  return answers;
}

/** A thread's side: each job's file read and summarised, its rows posted back. */
export function serveThread(readFile: ReadFile): void {
  const { platform } = workerData as { platform: Platform };
  parentPort!.on('message', (job: ThreadJob) => {
    parentPort!.postMessage({ index: job.index, ...readFileRows(job.path, readFile, platform) } satisfies ThreadAnswer);
  });
}
