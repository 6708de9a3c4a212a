/** kernel.shmmni: System V shared memory segments; IBM's minimum 4096. */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM, MQCONFIG } from '../sources.ts';

export const IBM_MIN_SHMMNI = 4096n;

export default kernelMinimum({
  rule: {
    id: 'os.kernel.shmmni',
    title: 'Shared memory segments (kernel.shmmni)',
    statement: 'kernel.shmmni must be at least 4,096 on a Linux host that runs IBM MQ.',
    severity: 'Error below 4,096, ok at or above.',
    appliesTo: { platforms: ['linux'], releases: 'IBM MQ 7.5 to 9.4 (the same minimum in each mqconfig)' },
    sources: [IBM.linuxTuning, MQCONFIG.v8],
    thresholds: [{ name: 'IBM_MIN_SHMMNI', value: IBM_MIN_SHMMNI.toString(), unit: 'segments' }],
    aliases: ['mqconfig.shmmni'],
  },
  name: 'shmmni',
  key: 'kernel.shmmni',
  minimum: () => IBM_MIN_SHMMNI,
  limits: 'the System V shared memory segments on the system',
  below: 'error',
});
