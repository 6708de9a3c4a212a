/**
 * IBM's 2020 best practices (lines 1349–1352): "As an initial target, one log extent should hold
 * at least 10 seconds of log data streaming." Larger extents switch less often and leave more time
 * to prepare the next one. LogFilePages is fixed at crtmqm, so the fix is for the next queue manager.
 */
import { type CheckContext, stanzaNamed } from '../context.ts';
import { MAX_FILE_PAGES } from '../../lib/log-limits.ts';
import { logRate } from '../../lib/log-workload.ts';
import { finding } from '../lib/finding.ts';
import { logConfig } from '../lib/log-config.ts';
import type { Finding } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { EXTENT_MIN_SECONDS, pagesForTenSeconds } from '../log-numbers.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/log.json' with { type: 'json' };
import { num } from '../../format.ts';

// The rule's number and formula live in ../log-numbers.ts (shared with log sizing without this rule's prose).
export { EXTENT_MIN_SECONDS, pagesForTenSeconds } from '../log-numbers.ts';

export const rule = ruleFacts(facts, 'log.extent-seconds', [threshold({ EXTENT_MIN_SECONDS }, 'seconds')]);

export function check(ctx: CheckContext): Finding[] {
  const w = ctx.workload;
  if (!w) return [];
  return stanzaNamed(ctx, 'Log').flatMap((stanza) => {
    const c = logConfig(stanza, ctx.platform);
    if (typeof c === 'string') return [];
    const { logBytesPerSec } = logRate(w);
    if (logBytesPerSec <= 0) return [];
    const seconds = c.fileBytes / logBytesPerSec;
    const ok = seconds >= EXTENT_MIN_SECONDS;
    const pages = Math.max(c.pages, pagesForTenSeconds(logBytesPerSec));
    return [
      finding(rule, {
        severity: ok ? 'ok' : 'warning',
        title: `One extent (${c.pages} pages) holds ${num(seconds, 1)} s of this workload’s log${ok ? '' : `, under IBM’s ${EXTENT_MIN_SECONDS} s`}`,
        recommended: ok ? '' : `For the next queue manager, crtmqm -lf ${pages}${pages === MAX_FILE_PAGES ? ' (IBM’s largest file, still under 10 s: spread the load over more queue managers)' : ''}; LogFilePages cannot change once the queue manager exists.`,
        why: 'Larger extents switch less often and allow more time to prepare new linear logs or recycle circular ones.',
        line: stanza.line,
      }),
    ];
  });
}

export default { rule, check };
