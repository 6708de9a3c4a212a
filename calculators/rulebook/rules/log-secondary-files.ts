/** LogSecondaryFiles: 1–509 on UNIX and Linux, 1–253 on Windows. Its words: facts/log.json. */
import { logRange } from '../lib/range.ts';

export const MIN_SECONDARY_FILES = 1;

export default logRange({ id: 'log.secondary-files-range', key: 'LogSecondaryFiles', min: { MIN_SECONDARY_FILES }, max: 'maxSecondary', unit: 'files', why: 'Secondary files are allocated, and formatted, when the primaries are full' });
