/** LogPrimaryFiles: 2–510 on UNIX and Linux, 2–254 on Windows (IBM's Log stanza page). */
import { logRange } from '../lib/range.ts';
import { IBM } from '../sources.ts';

export const MIN_PRIMARY_FILES = 2;

export default logRange({
  id: 'log.primary-files-range',
  key: 'LogPrimaryFiles',
  what: 'Primary log files',
  statement: 'LogPrimaryFiles must be from 2 to 510 on UNIX and Linux, 2 to 254 on Windows.',
  releases: 'IBM MQ 7.5 to 9.4',
  sources: [IBM.logStanza],
  min: { MIN_PRIMARY_FILES },
  max: 'maxPrimary',
  unit: 'files',
  why: 'Primary files are allocated when the queue manager is created; the count can be changed at a restart',
});
