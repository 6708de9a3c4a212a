/** kernel.threads-max: IBM's minimum of 32768, "sufficient to run two moderate sized queue managers". */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM } from '../sources.ts';

export const IBM_MIN_THREADS_MAX = 32768n;

export default kernelMinimum({
  rule: {
    id: 'os.kernel.threads-max',
    title: 'Threads on the whole system (kernel.threads-max)',
    statement: 'kernel.threads-max must be at least 32,768, which IBM says is enough for two moderately sized queue managers.',
    severity: 'Error below 32,768 (mqconfig FAIL), ok at or above.',
    appliesTo: { platforms: ['linux'], releases: 'IBM MQ 9.0 and later (mqconfig prints it from 9.1 in the samples)' },
    sources: [IBM.linuxTuning],
    thresholds: [{ name: 'IBM_MIN_THREADS_MAX', value: IBM_MIN_THREADS_MAX.toString(), unit: 'threads' }],
    aliases: ['mqconfig.threads-max'],
  },
  name: 'threads-max',
  key: 'kernel.threads-max',
  minimum: () => IBM_MIN_THREADS_MAX,
  limits: 'the threads on the whole system (every queue manager thread counts)',
  below: 'error',
});
