/**
 * The work /check/ does on text, as one function both the Web Worker and the in-page fallback run:
 * check configuration (calculators/check/, with the measurement formats as one more reader so their
 * lines are not listed as unread), or read measurements with their calculator links. Never throws:
 * an unexpected error becomes a message.
 */
import { checkConfiguration } from '../../../calculators/check/index.ts';
import { measurementReader } from '../../../calculators/check/measure/reader.ts';
import { readWithLinks } from './measure/read.ts';
import type { WorkAnswer, WorkRequest } from './worker-protocol.ts';

const failed = (err: unknown, what: string) => ({ ok: false as const, message: err instanceof Error ? err.message : `The ${what} could not be read.` });

export function doWork(request: WorkRequest): WorkAnswer<WorkRequest> {
  const text = typeof request.text === 'string' ? request.text : '';
  try {
    if (request.kind === 'check') return checkConfiguration(text, { platform: request.platform, ...(request.workload ? { workload: request.workload } : {}), readers: [measurementReader] });
    return { ok: true, result: readWithLinks(text) };
  } catch (err) {
    return failed(err, request.kind === 'check' ? 'configuration' : 'measurements');
  }
}
