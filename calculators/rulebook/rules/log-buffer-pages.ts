/**
 * LogBufferPages. IBM's Log stanza page: 0 (the queue manager chooses 512) or 18–4096, a value
 * from 1 to 17 being taken as 18. The Linux persistent-messaging report (2017, MQ V9.0.4) recommends
 * 4096 (Best Practice #6, lines 389–401) and calls 128 its minimum; IBM's 2020 best practices
 * (lines 1318–1330) find the default suitable for most installations, suggest raising it for
 * persistent messages over 1 MB, and allow 32 under 100 small persistent messages a second.
 */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { qmIniFix } from '../lib/fixes.ts';
import { logEntries, wholeNumber } from '../lib/range.ts';
import type { Finding } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { DEFAULT_BUFFER_PAGES, LIGHT_PUTS_PER_SEC, LINUX_REPORT_BUFFER_PAGES, LINUX_REPORT_MIN_BUFFER_PAGES, MAX_BUFFER_PAGES, MIN_BUFFER_PAGES, SMALLEST_BUFFER_IBM_MENTIONS } from '../log-numbers.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/log.json' with { type: 'json' };

// The rule's numbers live in ../log-numbers.ts (shared with log sizing without this rule's prose).
export { DEFAULT_BUFFER_PAGES, LIGHT_PUTS_PER_SEC, LINUX_REPORT_BUFFER_PAGES, LINUX_REPORT_MIN_BUFFER_PAGES, MAX_BUFFER_PAGES, MIN_BUFFER_PAGES, proposedBufferPages, SMALL_MESSAGE_BYTES, SMALLEST_BUFFER_IBM_MENTIONS } from '../log-numbers.ts';

export const rule = ruleFacts(facts, 'log.buffer-pages', [
  threshold({ DEFAULT_BUFFER_PAGES }, 'pages of 4 KiB', 'what 0 means'),
  threshold({ MIN_BUFFER_PAGES }, 'pages of 4 KiB', '1–17 are taken as 18'),
  threshold({ MAX_BUFFER_PAGES }, 'pages of 4 KiB'),
  threshold({ LINUX_REPORT_BUFFER_PAGES }, 'pages of 4 KiB', 'Linux report Best Practice #6 (2017)'),
  threshold({ SMALLEST_BUFFER_IBM_MENTIONS }, 'pages of 4 KiB', 'IBM 2020, under 100 small persistent messages/s'),
]);

export function check(ctx: CheckContext): Finding[] {
  return logEntries(ctx, 'LogBufferPages').map(({ entry }) => {
    const n = wholeNumber(entry.value);
    const base = { line: entry.line };
    const raise = [qmIniFix(`qm.ini: the Linux report’s ${LINUX_REPORT_BUFFER_PAGES} pages (16 MiB); takes effect at the next restart`, 'Log', { LogBufferPages: String(LINUX_REPORT_BUFFER_PAGES) })];
    if (n === null) {
      // "0 1" (a footnote mark copied from IBM's example qm.ini) is not a number of pages at all, so it is not called out of range.
      return finding(rule, { ...base, severity: 'error', title: `LogBufferPages=${entry.value} is not a whole number`, recommended: `Set LogBufferPages to 0 (the queue manager chooses ${DEFAULT_BUFFER_PAGES} pages) or a whole number from ${MIN_BUFFER_PAGES} to ${MAX_BUFFER_PAGES} (16 MiB), with nothing else on the line but a ; comment.`, why: 'The log buffer is counted in 4 KiB pages, at most 4096.' });
    }
    if (n > MAX_BUFFER_PAGES) {
      return finding(rule, { ...base, severity: 'error', title: `LogBufferPages=${entry.value} is outside IBM’s range (0, or 18–4096)`, recommended: `Set LogBufferPages to 0 (the queue manager chooses ${DEFAULT_BUFFER_PAGES} pages) or a whole number from ${MIN_BUFFER_PAGES} to ${MAX_BUFFER_PAGES} (16 MiB).`, why: 'The log buffer is counted in 4 KiB pages, at most 4096.' });
    }
    if (n === 0) {
      return finding(rule, { ...base, severity: 'info', title: `LogBufferPages=0: the queue manager uses ${DEFAULT_BUFFER_PAGES} pages (2 MiB)`, recommended: `IBM’s 2020 best practices find the default suitable for most installations; for heavy persistent traffic the Linux report (2017) recommends ${LINUX_REPORT_BUFFER_PAGES} (Best Practice #6).`, why: 'A bigger buffer lets the logger write more log records in one I/O.', fixes: raise });
    }
    if (n < MIN_BUFFER_PAGES) {
      return finding(rule, { ...base, severity: 'warning', title: `LogBufferPages=${n} is taken as ${MIN_BUFFER_PAGES}: IBM’s smallest buffer`, recommended: `Set ${MIN_BUFFER_PAGES} or more so that the stanza says what the queue manager does; under ${LIGHT_PUTS_PER_SEC} small persistent messages a second IBM’s 2020 best practices suggest ${SMALLEST_BUFFER_IBM_MENTIONS}.`, why: 'IBM documents 1–17 as using 18 pages.', fixes: [qmIniFix(`qm.ini: IBM’s ${SMALLEST_BUFFER_IBM_MENTIONS} pages for a light workload`, 'Log', { LogBufferPages: String(SMALLEST_BUFFER_IBM_MENTIONS) })] });
    }
    if (n < MAX_BUFFER_PAGES) {
      return finding(rule, { ...base, severity: 'info', title: `LogBufferPages=${n} is within IBM’s range`, recommended: `The Linux report (2017) recommends ${LINUX_REPORT_BUFFER_PAGES} for persistent throughput (Best Practice #6)${n < LINUX_REPORT_MIN_BUFFER_PAGES ? ` and calls ${LINUX_REPORT_MIN_BUFFER_PAGES} its minimum` : ''}; IBM’s 2020 best practices raise it for persistent messages over 1 MB and allow ${SMALLEST_BUFFER_IBM_MENTIONS} under ${LIGHT_PUTS_PER_SEC} small messages a second.`, why: 'A bigger buffer lets the logger aggregate more records per write; the memory cost (16 MiB at most) is small on today’s servers.', fixes: raise });
    }
    return finding(rule, { ...base, severity: 'ok', title: `LogBufferPages=${n}, the maximum, as the Linux report recommends`, why: 'The largest buffer lets the logger aggregate the most records per write.' });
  });
}

export default { rule, check };
