/** LogFilePages: 64–65535 on UNIX and Linux, 32–65535 on Windows; fixed when the queue manager is created. */
import type { CheckContext } from '../context.ts';
import { MAX_FILE_PAGES, PLATFORM_LIMITS } from '../../lib/log-limits.ts';
import { logEntries, rangeFinding } from '../lib/range.ts';
import { IBM } from '../sources.ts';
import type { Rule } from '../types.ts';

export const rule: Rule = {
  id: 'log.file-pages-range',
  title: 'Log file size (LogFilePages)',
  statement: 'LogFilePages must be from 64 to 65,535 pages of 4 KiB on UNIX and Linux, 32 to 65,535 on Windows, and is fixed when the queue manager is created.',
  severity: 'Error outside the range, ok inside it.',
  appliesTo: { platforms: ['unix', 'linux', 'windows'], releases: 'IBM MQ 7.5 to 9.4' },
  sources: [IBM.logStanza],
  thresholds: [
    { name: 'PLATFORM_LIMITS.unix.minPages', value: String(PLATFORM_LIMITS.unix.minPages), unit: 'pages of 4 KiB', note: 'UNIX and Linux' },
    { name: 'PLATFORM_LIMITS.windows.minPages', value: String(PLATFORM_LIMITS.windows.minPages), unit: 'pages of 4 KiB', note: 'Windows' },
    { name: 'MAX_FILE_PAGES', value: String(MAX_FILE_PAGES), unit: 'pages of 4 KiB' },
  ],
};

export function check(ctx: CheckContext) {
  const lim = PLATFORM_LIMITS[ctx.platform];
  return logEntries(ctx, 'LogFilePages').map(({ entry }) => rangeFinding(rule, entry, 'LogFilePages is the size of every log file in 4 KiB pages, fixed when the queue manager is created', lim.minPages, MAX_FILE_PAGES, ` on ${lim.name}`));
}

export default { rule, check };
