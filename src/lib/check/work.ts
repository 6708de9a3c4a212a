/**
 * The work /check/ does on text, as one function both the Web Worker and the in-page fallback run:
 * check configuration (calculators/check/, with the measurement formats as one more reader so their
 * lines are not listed as unread), or read measurements with their calculator links. Never throws:
 * an unexpected error becomes a message.
 */
import { checkConfiguration } from '../../../calculators/check/index.ts';
import { measurementReader } from '../../../calculators/check/measure/reader.ts';
import { readWithLinks } from './measure/read.ts';
import { VALUES_PAGE, type PagedCheckResult, type WorkAnswer, type WorkRequest } from './worker-protocol.ts';
import type { ReadValue } from '../../../calculators/check/index.ts';

/** The last check's values, kept here so the page can ask for the rest a page at a time. */
let lastValues: readonly ReadValue[] = [];

function paged(result: ReturnType<typeof checkConfiguration>): PagedCheckResult {
  if (!result.ok) return result;
  lastValues = result.values;
  return result.values.length <= VALUES_PAGE ? result : { ...result, values: result.values.slice(0, VALUES_PAGE), valuesTotal: result.values.length };
}

const failed = (err: unknown, what: string) => ({ ok: false as const, message: err instanceof Error ? err.message : `The ${what} could not be read.` });

export function doWork(request: WorkRequest): WorkAnswer<WorkRequest> {
  const text = 'text' in request && typeof request.text === 'string' ? request.text : '';
  try {
    if (request.kind === 'check') return paged(checkConfiguration(text, { platform: request.platform, ...(request.workload ? { workload: request.workload } : {}), readers: [measurementReader] }));
    if (request.kind === 'values') return { ok: true, values: lastValues.slice(Math.max(0, request.from), Math.max(0, request.from) + Math.min(VALUES_PAGE, Math.max(0, request.count))) };
    return { ok: true, result: readWithLinks(text) };
  } catch (err) {
    return failed(err, request.kind === 'measure' ? 'measurements' : 'configuration');
  }
}
