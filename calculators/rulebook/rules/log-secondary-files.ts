/** LogSecondaryFiles: 1–509 on UNIX and Linux, 1–253 on Windows. */
import { logRange } from '../lib/range.ts';
import { IBM } from '../sources.ts';

export const MIN_SECONDARY_FILES = 1;

export default logRange({
  id: 'log.secondary-files-range',
  key: 'LogSecondaryFiles',
  what: 'Secondary log files',
  statement: 'LogSecondaryFiles must be from 1 to 509 on UNIX and Linux, 1 to 253 on Windows.',
  releases: 'IBM MQ 7.5 to 9.4',
  sources: [IBM.logStanza],
  min: { MIN_SECONDARY_FILES },
  max: 'maxSecondary',
  unit: 'files',
  why: 'Secondary files are allocated, and formatted, when the primaries are full',
});
