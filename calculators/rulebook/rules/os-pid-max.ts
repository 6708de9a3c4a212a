/** kernel.pid_max: process and thread ids; IBM's minimum 32768. Its words: facts/os.json. */
import { kernelMinimum } from '../lib/minimum.ts';

export const IBM_MIN_PID_MAX = 32768n;

export default kernelMinimum({ key: 'kernel.pid_max', minimum: { value: { IBM_MIN_PID_MAX }, unit: 'ids' }, limits: 'the process and thread ids the kernel hands out' });
