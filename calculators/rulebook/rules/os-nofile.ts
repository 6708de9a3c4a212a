/** nofile: open files per process of the user that starts the queue manager; IBM's minimum 10240, hard and soft. Its words: facts/os.json. */
import { userLimit } from '../lib/user-limit.ts';

export const IBM_MIN_NOFILE = 10240n;

export default userLimit({ item: 'nofile', minimum: { value: { IBM_MIN_NOFILE }, unit: 'open files per process' }, below: 'error', counts: 'the files and sockets one process may hold open; running short gives MQRC_UNEXPECTED_ERROR (2195) and an FFST' });
