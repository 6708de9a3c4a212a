/** LogSecondaryFiles: 1–509 on UNIX and Linux, 1–253 on Windows. */
import type { CheckContext } from '../context.ts';
import { PLATFORM_LIMITS } from '../../lib/log-limits.ts';
import { logEntries, rangeFinding } from '../lib/range.ts';
import { IBM } from '../sources.ts';
import type { Rule } from '../types.ts';

export const MIN_SECONDARY_FILES = 1;

export const rule: Rule = {
  id: 'log.secondary-files-range',
  title: 'Secondary log files (LogSecondaryFiles)',
  statement: 'LogSecondaryFiles must be from 1 to 509 on UNIX and Linux, 1 to 253 on Windows.',
  severity: 'Error outside the range, ok inside it.',
  appliesTo: { platforms: ['unix', 'linux', 'windows'], releases: 'IBM MQ 7.5 to 9.4' },
  sources: [IBM.logStanza],
  thresholds: [
    { name: 'MIN_SECONDARY_FILES', value: String(MIN_SECONDARY_FILES), unit: 'files' },
    { name: 'PLATFORM_LIMITS.unix.maxSecondary', value: String(PLATFORM_LIMITS.unix.maxSecondary), unit: 'files', note: 'UNIX and Linux' },
    { name: 'PLATFORM_LIMITS.windows.maxSecondary', value: String(PLATFORM_LIMITS.windows.maxSecondary), unit: 'files', note: 'Windows' },
  ],
};

export function check(ctx: CheckContext) {
  const lim = PLATFORM_LIMITS[ctx.platform];
  return logEntries(ctx, 'LogSecondaryFiles').map(({ entry }) => rangeFinding(rule, entry, 'Secondary files are allocated, and formatted, when the primaries are full', MIN_SECONDARY_FILES, lim.maxSecondary, ` on ${lim.name}`));
}

export default { rule, check };
