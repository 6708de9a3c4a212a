/** kernel.shmmni: System V shared memory segments; IBM's minimum 4096. Its words: facts/os.json. */
import { kernelMinimum } from '../lib/minimum.ts';

export const IBM_MIN_SHMMNI = 4096n;

export default kernelMinimum({ key: 'kernel.shmmni', minimum: { value: { IBM_MIN_SHMMNI }, unit: 'segments' }, limits: 'the System V shared memory segments on the system' });
