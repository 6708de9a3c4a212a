/** fs.file-max: open files on the whole system. mqconfig: IBM>=524288 on every release pasted (7.5 to 9.4). */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM, MQCONFIG } from '../sources.ts';

export const IBM_MIN_FILE_MAX = 524288n;

export default kernelMinimum({
  rule: {
    id: 'os.fs.file-max',
    title: 'Open files on the whole system (fs.file-max)',
    statement: 'fs.file-max must be at least 524,288 on a Linux host that runs IBM MQ.',
    severity: 'Error below 524,288, ok at or above; a value of 2^62 or more is named effectively unlimited.',
    appliesTo: { platforms: ['linux'], releases: 'IBM MQ 7.5 to 9.4 (mqconfig checks the same minimum in each)' },
    sources: [IBM.linuxTuning, MQCONFIG.fileMax],
    thresholds: [{ name: 'IBM_MIN_FILE_MAX', value: IBM_MIN_FILE_MAX.toString(), unit: 'files' }],
    aliases: ['mqconfig.file-max'],
  },
  name: 'file-max',
  key: 'fs.file-max',
  minimum: () => IBM_MIN_FILE_MAX,
  limits: 'the files open on the whole system',
  below: 'error',
});
