/**
 * The work /check/ does on text, as one function both the Web Worker and the in-page fallback run:
 * check configuration (calculators/check/, with the measurement formats as one more reader so their
 * lines are not listed as unread; for a text that holds measurements, the measurements panel's result
 * from the same reading), read measurements with their calculator links, or summarise one file of a
 * fleet into its rows (calculators/check/fleet/). Never throws: an unexpected error becomes a message.
 */
import { checkConfiguration } from '../../../calculators/check/index.ts';
import { readMeasurements } from '../../../calculators/check/measure/index.ts';
import { measuredReader } from '../../../calculators/check/measure/measured-reader.ts';
import { checkedWithLinks, readWithLinks } from './measure/read.ts';
import { fileRows } from '../../../calculators/check/fleet/file-rows.ts';
import { FOLDED_PAGE, VALUES_PAGE, type CapacityAnswer, type CapacityRequest, type CheckAnswer, type CheckRequest, type PagedCheckResult, type WorkAnswer, type WorkRequest } from './worker-protocol.ts';
import { capacityFor, keepForCapacity } from './capacity-source.ts';
import type { ReadValue } from '../../../calculators/check/index.ts';
import { compareEarlier, type Checked } from './compare-work.ts';

/** The last check's values, kept here so the page can ask for the rest a page at a time. */
let lastValues: readonly ReadValue[] = [];
/** The last check whole, kept for a comparison with an earlier gather (made into a snapshot only then). */
let lastChecked: Checked | undefined;

function paged(result: ReturnType<typeof checkConfiguration>): PagedCheckResult {
  if (!result.ok) return result;
  lastValues = result.values;
  return result.values.length <= VALUES_PAGE ? result : { ...result, values: result.values.slice(0, FOLDED_PAGE), valuesTotal: result.values.length };
}

const failed = (err: unknown, what: string) => ({ ok: false as const, message: err instanceof Error ? err.message : `The ${what} could not be read.` });

/** The configuration checked with the measurements read once as one of its readers; the measurements panel's result from the same reading when asked or when any was recognised. */
function check(request: CheckRequest, text: string): CheckAnswer {
  const started = performance.now();
  const measurements = readMeasurements(text);
  const readMs = performance.now() - started;
  const checked = checkConfiguration(text, { platform: request.platform, ...(request.workload ? { workload: request.workload } : {}), readers: [measuredReader(measurements)] });
  lastChecked = checked.ok ? { findings: checked.findings, values: checked.values, readings: measurements.readings } : undefined;
  const answer: CheckAnswer = paged(checked);
  if (checked.ok) {
    const capacity = keepForCapacity(measurements, checked.settings);
    if (capacity.length) answer.capacity = capacity;
  }
  // The readers, not a guess at the text, say whether it held measurements: whatever they recognised
  // (a scrape, a dspmq, a ping) is the measurements panel's too, so the check's summary never points
  // to that panel while leaving it empty.
  if (!request.measure && !measurements.recognised.length) return answer;
  let measured: CheckAnswer['measured'];
  try {
    measured = { ok: true, result: checkedWithLinks(measurements, checked, readMs) };
  } catch (err) {
    measured = failed(err, 'measurements');
  }
  return { ...answer, measured };
}

/** One queue manager's capacity, the model loaded by the first such request (capacity-source.ts). */
async function capacity(request: CapacityRequest): Promise<CapacityAnswer> {
  try {
    const answer = await capacityFor(String(request.queueManager));
    return answer ? { ok: true, capacity: answer } : { ok: false, message: 'That queue manager is not in the last check.' };
  } catch (err) {
    return failed(err, 'capacity');
  }
}

/** Every request, the capacity's too (which may load the model first, so it is answered later). */
export function answerOf(request: WorkRequest): WorkAnswer<WorkRequest> | Promise<WorkAnswer<WorkRequest>> {
  return request.kind === 'capacity' ? capacity(request) : doWork(request);
}

export function doWork(request: Exclude<WorkRequest, CapacityRequest>): WorkAnswer<WorkRequest> {
  const text = 'text' in request && typeof request.text === 'string' ? request.text : '';
  try {
    if (request.kind === 'check') return check(request, text);
    if (request.kind === 'fleet-file') return fileRows(String(request.name), text, { platform: request.platform });
    if (request.kind === 'compare') return compareEarlier(lastChecked, request.files, request.platform);
    if (request.kind === 'values') return { ok: true, values: lastValues.slice(Math.max(0, request.from), Math.max(0, request.from) + Math.min(VALUES_PAGE, Math.max(0, request.count))) };
    return { ok: true, result: readWithLinks(text) };
  } catch (err) {
    if (request.kind === 'fleet-file') return { unread: { file: String(request.name), why: failed(err, 'file').message } };
    return failed(err, request.kind === 'measure' ? 'measurements' : request.kind === 'compare' ? 'earlier files' : 'configuration');
  }
}
