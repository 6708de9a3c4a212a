/** kernel.threads-max: IBM's minimum of 32768, "sufficient to run two moderate sized queue managers". */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM } from '../sources.ts';

export const IBM_MIN_THREADS_MAX = 32768n;

export default kernelMinimum({
  key: 'kernel.threads-max',
  what: 'Threads on the whole system',
  statement: 'kernel.threads-max must be at least 32,768, which IBM says is enough for two moderately sized queue managers.',
  severity: 'Error below 32,768 (mqconfig FAIL), ok at or above.',
  releases: 'IBM MQ 9.0 and later (mqconfig prints it from 9.1 in the samples)',
  sources: [IBM.linuxTuning],
  minimum: { value: { IBM_MIN_THREADS_MAX }, unit: 'threads' },
  limits: 'the threads on the whole system (every queue manager thread counts)',
});
