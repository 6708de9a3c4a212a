/** fs.file-max: open files on the whole system. mqconfig: IBM>=524288 on every release pasted (7.5 to 9.4). Its words: facts/os.json. */
import { kernelMinimum } from '../lib/minimum.ts';

export const IBM_MIN_FILE_MAX = 524288n;

export default kernelMinimum({ key: 'fs.file-max', minimum: { value: { IBM_MIN_FILE_MAX }, unit: 'files' }, limits: 'the files open on the whole system' });
