/** Primary plus secondary files: at least 3, at most 511 on UNIX and Linux (255 on Windows). */
import { type CheckContext, entryOf, stanzaNamed } from '../context.ts';
import { PLATFORM_LIMITS } from '../../lib/log-limits.ts';
import { finding } from '../lib/finding.ts';
import { boundThresholds, wholeNumber } from '../lib/range.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/log.json' with { type: 'json' };

export const MIN_TOTAL_FILES = 3;
/** IBM's defaults when the stanza leaves a count out. */
export const DEFAULT_PRIMARY_FILES = 3;
export const DEFAULT_SECONDARY_FILES = 2;

export const rule = ruleFacts(facts, 'log.total-files', boundThresholds([{ MIN_TOTAL_FILES }, 'maxTotal'], 'files'));

export function check(ctx: CheckContext): Finding[] {
  const lim = PLATFORM_LIMITS[ctx.platform];
  const where = ` on ${lim.name}`;
  return stanzaNamed(ctx, 'Log').flatMap((stanza) => {
    const primary = entryOf(stanza, 'LogPrimaryFiles');
    const secondary = entryOf(stanza, 'LogSecondaryFiles');
    if (!primary && !secondary) return [];
    const p = primary ? wholeNumber(primary.value) : DEFAULT_PRIMARY_FILES;
    const s = secondary ? wholeNumber(secondary.value) : DEFAULT_SECONDARY_FILES;
    if (p === null || s === null) return [];
    const total = p + s;
    const ok = total >= MIN_TOTAL_FILES && total <= lim.maxTotal;
    return [
      finding(rule, {
        severity: ok ? 'ok' : 'error',
        title: ok ? `${total} log files in all (${p} primary + ${s} secondary), within IBM’s ${MIN_TOTAL_FILES}–${lim.maxTotal}${where}` : `${p} primary + ${s} secondary = ${total} log files, outside IBM’s ${MIN_TOTAL_FILES}–${lim.maxTotal}${where}`,
        recommended: ok ? '' : `Keep LogPrimaryFiles + LogSecondaryFiles between ${MIN_TOTAL_FILES} and ${lim.maxTotal}${where}: fewer, larger files (LogFilePages) hold the same log.`,
        why: 'IBM limits the total of primary and secondary files, whatever each count is on its own.',
        line: (secondary ?? primary)!.line,
      }),
    ];
  });
}

export default { rule, check };
