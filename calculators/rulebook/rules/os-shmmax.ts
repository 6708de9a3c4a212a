/** kernel.shmmax: the largest shared memory segment; IBM's minimum 268435456 bytes (256 MiB). Its words: facts/os.json. */
import { kernelMinimum } from '../lib/minimum.ts';

export const IBM_MIN_SHMMAX = 268435456n;

export default kernelMinimum({ key: 'kernel.shmmax', minimum: { value: { IBM_MIN_SHMMAX }, unit: 'bytes' }, limits: 'the bytes in one System V shared memory segment' });
