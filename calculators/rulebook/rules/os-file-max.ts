/** fs.file-max: open files on the whole system. mqconfig: IBM>=524288 on every release pasted (7.5 to 9.4). */
import { kernelMinimum } from '../lib/minimum.ts';
import { IBM, MQCONFIG } from '../sources.ts';

export const IBM_MIN_FILE_MAX = 524288n;

export default kernelMinimum({
  key: 'fs.file-max',
  what: 'Open files on the whole system',
  statement: 'fs.file-max must be at least 524,288 on a Linux host that runs IBM MQ.',
  severity: 'Error below 524,288, ok at or above; a value of 2^62 or more is named effectively unlimited.',
  releases: 'IBM MQ 7.5 to 9.4 (mqconfig checks the same minimum in each)',
  sources: [IBM.linuxTuning, MQCONFIG.fileMax],
  minimum: { value: { IBM_MIN_FILE_MAX }, unit: 'files' },
  limits: 'the files open on the whole system',
});
