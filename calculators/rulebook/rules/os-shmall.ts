/** kernel.shmall: total shared memory, in pages; IBM's minimum 2097152 pages. */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM, MQCONFIG } from '../sources.ts';

export const IBM_MIN_SHMALL = 2097152n;

export default kernelMinimum({
  rule: {
    id: 'os.kernel.shmall',
    title: 'Total shared memory (kernel.shmall)',
    statement: 'kernel.shmall must be at least 2,097,152 pages on a Linux host that runs IBM MQ.',
    severity: 'Error below 2,097,152, ok at or above; the kernel default 18,446,744,073,692,774,399 is effectively unlimited.',
    appliesTo: { platforms: ['linux'], releases: 'IBM MQ 7.5 to 9.4' },
    sources: [IBM.linuxTuning, MQCONFIG.v8],
    thresholds: [{ name: 'IBM_MIN_SHMALL', value: IBM_MIN_SHMALL.toString(), unit: 'pages' }],
    aliases: ['mqconfig.shmall'],
  },
  name: 'shmall',
  key: 'kernel.shmall',
  minimum: () => IBM_MIN_SHMALL,
  limits: 'the shared memory, in pages, on the whole system',
  below: 'error',
});
