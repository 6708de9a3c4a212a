/** kernel.shmmax: the largest shared memory segment; IBM's minimum 268435456 bytes (256 MiB). */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM, MQCONFIG } from '../sources.ts';

export const IBM_MIN_SHMMAX = 268435456n;

export default kernelMinimum({
  rule: {
    id: 'os.kernel.shmmax',
    title: 'Largest shared memory segment (kernel.shmmax)',
    statement: 'kernel.shmmax must be at least 268,435,456 bytes (256 MiB) on a Linux host that runs IBM MQ.',
    severity: 'Error below 268,435,456, ok at or above; the kernel default 18,446,744,073,692,774,399 is effectively unlimited.',
    appliesTo: { platforms: ['linux'], releases: 'IBM MQ 7.5 to 9.4' },
    sources: [IBM.linuxTuning, MQCONFIG.v8],
    thresholds: [{ name: 'IBM_MIN_SHMMAX', value: IBM_MIN_SHMMAX.toString(), unit: 'bytes' }],
    aliases: ['mqconfig.shmmax'],
  },
  name: 'shmmax',
  key: 'kernel.shmmax',
  minimum: () => IBM_MIN_SHMMAX,
  limits: 'the bytes in one System V shared memory segment',
  below: 'error',
});
