/** kernel.shmall: total shared memory, in pages; IBM's minimum 2097152 pages. Its words: facts/os.json. */
import { kernelMinimum } from '../lib/minimum.ts';

export const IBM_MIN_SHMALL = 2097152n;

export default kernelMinimum({ key: 'kernel.shmall', minimum: { value: { IBM_MIN_SHMALL }, unit: 'pages' }, limits: 'the shared memory, in pages, on the whole system' });
