/** kernel.pid_max: process and thread ids; IBM's minimum 32768. */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM } from '../sources.ts';

export const IBM_MIN_PID_MAX = 32768n;

export default kernelMinimum({
  rule: {
    id: 'os.kernel.pid_max',
    title: 'Process and thread ids (kernel.pid_max)',
    statement: 'kernel.pid_max must be at least 32,768 on a Linux host that runs IBM MQ.',
    severity: 'Error below 32,768, ok at or above.',
    appliesTo: { platforms: ['linux'], releases: 'IBM MQ 9.0 and later (mqconfig prints it from 9.1 in the samples)' },
    sources: [IBM.linuxTuning],
    thresholds: [{ name: 'IBM_MIN_PID_MAX', value: IBM_MIN_PID_MAX.toString(), unit: 'ids' }],
    aliases: ['mqconfig.pid_max'],
  },
  name: 'pid_max',
  key: 'kernel.pid_max',
  minimum: () => IBM_MIN_PID_MAX,
  limits: 'the process and thread ids the kernel hands out',
  below: 'error',
});
