/** kernel.threads-max: IBM's minimum of 32768, "sufficient to run two moderate sized queue managers". Its words: facts/os.json. */
import { kernelMinimum } from '../lib/minimum.ts';

export const IBM_MIN_THREADS_MAX = 32768n;

export default kernelMinimum({ key: 'kernel.threads-max', minimum: { value: { IBM_MIN_THREADS_MAX }, unit: 'threads' }, limits: 'the threads on the whole system (every queue manager thread counts)' });
