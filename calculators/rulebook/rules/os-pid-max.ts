/** kernel.pid_max: process and thread ids; IBM's minimum 32768. */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM } from '../sources.ts';

export const IBM_MIN_PID_MAX = 32768n;

export default kernelMinimum({
  key: 'kernel.pid_max',
  what: 'Process and thread ids',
  statement: 'kernel.pid_max must be at least 32,768 on a Linux host that runs IBM MQ.',
  severity: 'Error below 32,768, ok at or above.',
  releases: 'IBM MQ 9.0 and later (mqconfig prints it from 9.1 in the samples)',
  sources: [IBM.linuxTuning],
  minimum: { value: { IBM_MIN_PID_MAX }, unit: 'ids' },
  limits: 'the process and thread ids the kernel hands out',
});
