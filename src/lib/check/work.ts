/**
 * The work /check/ does on text, as one function both the Web Worker and the in-page fallback run:
 * check configuration (calculators/check/, with the measurement formats as one more reader so their
 * lines are not listed as unread), read measurements with their calculator links, or summarise one
 * file of a fleet into its rows (calculators/check/fleet/). Never throws: an unexpected error
 * becomes a message.
 */
import { checkConfiguration } from '../../../calculators/check/index.ts';
import { readMeasurements } from '../../../calculators/check/measure/index.ts';
import { measuredReader } from '../../../calculators/check/measure/measured-reader.ts';
import { readWithLinks } from './measure/read.ts';
import { fileRows } from '../../../calculators/check/fleet/file-rows.ts';
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
    if (request.kind === 'check') return paged(checkConfiguration(text, { platform: request.platform, ...(request.workload ? { workload: request.workload } : {}), readers: [measuredReader(readMeasurements(text))] }));
    if (request.kind === 'fleet-file') return fileRows(String(request.name), text, { platform: request.platform });
    if (request.kind === 'values') return { ok: true, values: lastValues.slice(Math.max(0, request.from), Math.max(0, request.from) + Math.min(VALUES_PAGE, Math.max(0, request.count))) };
    return { ok: true, result: readWithLinks(text) };
  } catch (err) {
    if (request.kind === 'fleet-file') return { unread: { file: String(request.name), why: failed(err, 'file').message } };
    return failed(err, request.kind === 'measure' ? 'measurements' : 'configuration');
  }
}
