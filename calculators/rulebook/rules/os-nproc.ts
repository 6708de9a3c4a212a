/** nproc: processes and, on Linux, threads of the user that starts the queue manager; IBM's minimum 4096. Its words: facts/os.json. */
import { userLimit } from '../lib/user-limit.ts';

export const IBM_MIN_NPROC = 4096n;

export default userLimit({ item: 'nproc', minimum: { value: { IBM_MIN_NPROC }, unit: 'processes and threads' }, below: 'warning', counts: 'the processes and threads of the user (every queue manager thread, including one per client connection, counts)' });
