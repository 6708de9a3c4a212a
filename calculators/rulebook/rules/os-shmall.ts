/** kernel.shmall: total shared memory, in pages; IBM's minimum 2097152 pages. */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM, MQCONFIG } from '../sources.ts';

export const IBM_MIN_SHMALL = 2097152n;

export default kernelMinimum({
  key: 'kernel.shmall',
  what: 'Total shared memory',
  statement: 'kernel.shmall must be at least 2,097,152 pages on a Linux host that runs IBM MQ.',
  severity: 'Error below 2,097,152, ok at or above; the kernel default 18,446,744,073,692,774,399 is effectively unlimited.',
  releases: 'IBM MQ 7.5 to 9.4',
  sources: [IBM.linuxTuning, MQCONFIG.v8],
  minimum: { value: { IBM_MIN_SHMALL }, unit: 'pages' },
  limits: 'the shared memory, in pages, on the whole system',
});
