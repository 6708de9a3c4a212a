/** kernel.shmmni: System V shared memory segments; IBM's minimum 4096. */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM, MQCONFIG } from '../sources.ts';

export const IBM_MIN_SHMMNI = 4096n;

export default kernelMinimum({
  key: 'kernel.shmmni',
  what: 'Shared memory segments',
  statement: 'kernel.shmmni must be at least 4,096 on a Linux host that runs IBM MQ.',
  severity: 'Error below 4,096, ok at or above.',
  releases: 'IBM MQ 7.5 to 9.4 (the same minimum in each mqconfig)',
  sources: [IBM.linuxTuning, MQCONFIG.v8],
  minimum: { value: { IBM_MIN_SHMMNI }, unit: 'segments' },
  limits: 'the System V shared memory segments on the system',
});
