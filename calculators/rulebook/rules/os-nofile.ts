/** nofile: open files per process of the user that starts the queue manager; IBM's minimum 10240, hard and soft. */
import { userLimit } from '../lib/user-limit.ts';
import { IBM, MQCONFIG, OTHER } from '../sources.ts';

export const IBM_MIN_NOFILE = 10240n;

export default userLimit({
  item: 'nofile',
  what: 'Open files per process',
  statement: 'The user that starts the queue manager needs nofile of at least 10,240, hard and soft.',
  severity: 'Error below 10,240 (mqconfig FAIL), ok at or above or unlimited.',
  platforms: ['linux', 'unix'],
  releases: 'IBM MQ 7.5 to 9.4 (the same minimum in each mqconfig)',
  sources: [IBM.linuxTuning, MQCONFIG.v8, OTHER.rlimit],
  minimum: { value: { IBM_MIN_NOFILE }, unit: 'open files per process' },
  below: 'error',
  counts: 'the files and sockets one process may hold open; running short gives MQRC_UNEXPECTED_ERROR (2195) and an FFST',
});
