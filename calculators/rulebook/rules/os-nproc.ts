/** nproc: processes and, on Linux, threads of the user that starts the queue manager; IBM's minimum 4096. */
import { userLimit } from '../lib/user-limit.ts';
import { IBM, MQCONFIG, OTHER } from '../sources.ts';

export const IBM_MIN_NPROC = 4096n;

export default userLimit({
  item: 'nproc',
  what: 'Processes and threads per user',
  statement: 'The user that starts the queue manager needs nproc of at least 4,096, hard and soft; on Linux every thread counts against it.',
  severity: 'Warning below 4,096 (as mqconfig grades it, WARN), ok at or above or unlimited.',
  platforms: ['linux'],
  releases: 'IBM MQ 7.5 to 9.4 (the same minimum in each mqconfig)',
  sources: [IBM.linuxTuning, MQCONFIG.v8, OTHER.rlimit, OTHER.openshiftPids],
  minimum: { value: { IBM_MIN_NPROC }, unit: 'processes and threads' },
  below: 'warning',
  counts: 'the processes and threads of the user (every queue manager thread, including one per client connection, counts)',
});
