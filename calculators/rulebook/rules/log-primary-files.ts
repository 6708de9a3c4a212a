/** LogPrimaryFiles: 2–510 on UNIX and Linux, 2–254 on Windows (IBM's Log stanza page). Its words: facts/log.json. */
import { logRange } from '../lib/range.ts';

export const MIN_PRIMARY_FILES = 2;

export default logRange({ id: 'log.primary-files-range', key: 'LogPrimaryFiles', min: { MIN_PRIMARY_FILES }, max: 'maxPrimary', unit: 'files', why: 'Primary files are allocated when the queue manager is created; the count can be changed at a restart' });
