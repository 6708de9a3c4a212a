/**
 * One text checked whole, as the command line and the fleet check a file: its measurements read
 * once (readMeasurements), and its configuration checked with those measurements as one more reader
 * (their lines read, their log sizes seen by the rules). A text of measurements alone (amqsrua,
 * mqldt, fio, ping…) holds no configuration, and that is no problem; monitoring output is read
 * whatever its length, configuration up to the checker's limit (a gather's is larger, limits.ts).
 * Each measured queue manager's capacity is answered from both (capacity-each.ts).
 */
import { checkConfiguration, type CheckOptions, type CheckResult } from './index.ts';
import { pasteLimit } from './limits.ts';
import { readMeasurementLines, type Measurements } from './measure/index.ts';
import { splitLines } from './measure/text.ts';
import { measuredReader } from './measure/measured-reader.ts';
import { capacityEach, type CapacityAnswer } from './capacity-each.ts';
import type { Verdicts } from '../capacity/index.ts';

export type CheckedConfiguration = Extract<CheckResult, { ok: true }>;

export interface CheckedText {
  measurements: Measurements;
  /** The configuration checked, when the text was within the checker's limit and held some. */
  config?: CheckedConfiguration;
  /** Why nothing could be checked (the checker's message), when neither reader read anything. */
  problem?: string;
  /** Each measured queue manager's capacity, or why none is given (capacity-each.ts); empty when nothing measured one. */
  capacity: CapacityAnswer[];
}

export function checkText(text: string, opts: Omit<CheckOptions, 'readers' | 'lines'> & { capacityVerdicts?: Verdicts }): CheckedText {
  // Split once: the measurement readers and the configuration checker read the same lines (and their scopes, scopes.ts).
  const whole = typeof text === 'string' ? text : '';
  const lines = splitLines(whole);
  const measurements = readMeasurementLines(lines, whole);
  const measured = measurements.recognised.length > 0;
  const checked = text.length > pasteLimit(text) && measured ? undefined : checkConfiguration(text, { ...opts, lines, readers: [measuredReader(measurements)] });
  if (checked && !checked.ok) return measured ? withCapacity({ measurements }, () => capacityEach(measurements, opts.capacityVerdicts)) : { measurements, problem: checked.message, capacity: [] };
  return withCapacity({ measurements, ...(checked ? { config: checked } : {}) }, () => capacityEach({ ...measurements, ...(checked ? { settings: checked.settings } : {}) }, opts.capacityVerdicts));
}

/**
 * The capacity answered when first asked for, then kept: the command line's --json and the compare
 * panel never show it, and a gather's 50 queue managers take a band search each.
 */
function withCapacity(read: Omit<CheckedText, 'capacity'>, answer: () => CapacityAnswer[]): CheckedText {
  let capacity: CapacityAnswer[] | undefined;
  return {
    ...read,
    get capacity() {
      capacity ??= answer();
      return capacity;
    },
  };
}
