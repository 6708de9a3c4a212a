/** LogPrimaryFiles: 2–510 on UNIX and Linux, 2–254 on Windows (IBM's Log stanza page). */
import type { CheckContext } from '../context.ts';
import { PLATFORM_LIMITS } from '../../lib/log-limits.ts';
import { logEntries, rangeFinding } from '../lib/range.ts';
import { IBM } from '../sources.ts';
import type { Rule } from '../types.ts';

export const MIN_PRIMARY_FILES = 2;

export const rule: Rule = {
  id: 'log.primary-files-range',
  title: 'Primary log files (LogPrimaryFiles)',
  statement: 'LogPrimaryFiles must be from 2 to 510 on UNIX and Linux, 2 to 254 on Windows.',
  severity: 'Error outside the range, ok inside it.',
  appliesTo: { platforms: ['unix', 'linux', 'windows'], releases: 'IBM MQ 7.5 to 9.4' },
  sources: [IBM.logStanza],
  thresholds: [
    { name: 'MIN_PRIMARY_FILES', value: String(MIN_PRIMARY_FILES), unit: 'files' },
    { name: 'PLATFORM_LIMITS.unix.maxPrimary', value: String(PLATFORM_LIMITS.unix.maxPrimary), unit: 'files', note: 'UNIX and Linux' },
    { name: 'PLATFORM_LIMITS.windows.maxPrimary', value: String(PLATFORM_LIMITS.windows.maxPrimary), unit: 'files', note: 'Windows' },
  ],
};

export function check(ctx: CheckContext) {
  const lim = PLATFORM_LIMITS[ctx.platform];
  return logEntries(ctx, 'LogPrimaryFiles').map(({ entry }) => rangeFinding(rule, entry, 'Primary files are allocated when the queue manager is created; the count can be changed at a restart', MIN_PRIMARY_FILES, lim.maxPrimary, ` on ${lim.name}`));
}

export default { rule, check };
