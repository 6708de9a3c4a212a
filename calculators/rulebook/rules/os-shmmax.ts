/** kernel.shmmax: the largest shared memory segment; IBM's minimum 268435456 bytes (256 MiB). */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM, MQCONFIG } from '../sources.ts';

export const IBM_MIN_SHMMAX = 268435456n;

export default kernelMinimum({
  key: 'kernel.shmmax',
  what: 'Largest shared memory segment',
  statement: 'kernel.shmmax must be at least 268,435,456 bytes (256 MiB) on a Linux host that runs IBM MQ.',
  severity: 'Error below 268,435,456, ok at or above; the kernel default 18,446,744,073,692,774,399 is effectively unlimited.',
  releases: 'IBM MQ 7.5 to 9.4',
  sources: [IBM.linuxTuning, MQCONFIG.v8],
  minimum: { value: { IBM_MIN_SHMMAX }, unit: 'bytes' },
  limits: 'the bytes in one System V shared memory segment',
});
