/**
 * Log capacity against the workload, graded as IBM grades it. The need is IBM's active-log rule,
 * 2 × (longest unit of work + 1 s) × log bytes per second. IBM's 2020 best practices (lines
 * 1343–1364): secondary extents are formatted each time they are used, a performance penalty, so
 * the primaries should cope with peak load. Hence: ok when the primaries alone hold the need,
 * warning when only primaries plus secondaries do, error when not even all of them do. Log sizing's
 * check mode shows the same grade as its `verdict` output.
 */
import { type CheckContext, stanzaNamed } from '../context.ts';
import { PLATFORM_LIMITS } from '../../lib/log-limits.ts';
import { logRate } from '../../lib/log-workload.ts';
import { finding } from '../lib/finding.ts';
import { qmIniFix } from '../lib/fixes.ts';
import { logConfig } from '../lib/log-config.ts';
import type { Finding } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { ACTIVE_LOG_FACTOR, gradeLogCapacity } from '../log-numbers.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/log.json' with { type: 'json' };
import { num } from '../../format.ts';

// The grading and its factor live in ../log-numbers.ts (shared with log sizing without this rule's prose).
export { ACTIVE_LOG_FACTOR, gradeLogCapacity, type Verdict } from '../log-numbers.ts';

export const rule = ruleFacts(facts, 'log.capacity', [threshold({ ACTIVE_LOG_FACTOR }, undefined, 'need = 2 × (N + 1) × B')]);

const mib = (bytes: number) => `${num(bytes / 1048576, 1)} MiB`;

export function check(ctx: CheckContext): Finding[] {
  const w = ctx.workload;
  if (!w) return [];
  return stanzaNamed(ctx, 'Log').map((stanza) => {
    const c = logConfig(stanza, ctx.platform);
    const params = new URLSearchParams({ platform: ctx.platform, msgBytes: String(w.msgBytes), putsPerSec: String(w.putsPerSec), msgsPerUow: String(w.msgsPerUow), longestUowSec: String(w.longestUowSec) });
    const recommend = { label: 'Log sizing: recommend a Log stanza for this workload', href: `/calculators/log-sizing/?mode=recommend&${params}` };
    if (typeof c === 'string') {
      return finding(rule, { severity: 'info', title: 'Log capacity was not checked: the Log stanza has values outside IBM’s ranges', recommended: 'Correct the values flagged, or let the calculator propose a stanza.', why: `${c}.`, line: stanza.line, calculator: recommend });
    }
    const { logBytesPerSec, requiredLogBytes } = logRate(w);
    const verdict = gradeLogCapacity({ primaryBytes: c.primaryBytes, maxLogBytes: c.maxLogBytes, requiredBytes: requiredLogBytes });
    const needPrimary = Math.ceil(requiredLogBytes / c.fileBytes);
    const lim = PLATFORM_LIMITS[ctx.platform];
    const fixes = verdict !== 'ok' && needPrimary > c.primary && needPrimary + c.secondary <= lim.maxTotal && needPrimary <= lim.maxPrimary
      ? [qmIniFix(`qm.ini: enough primary files of this size to hold the need (takes effect at the next restart)`, 'Log', { LogPrimaryFiles: String(needPrimary) })]
      : [];
    const check = new URLSearchParams({ mode: 'check', logFilePages: String(c.pages), primaryFiles: String(c.primary), secondaryFiles: String(c.secondary), ...Object.fromEntries(params) });
    const held = `the primary files hold ${mib(c.primaryBytes)}, all ${c.primary + c.secondary} files ${mib(c.maxLogBytes)}`;
    return finding(rule, {
      severity: verdict,
      title: verdict === 'ok' ? `The primary files (${mib(c.primaryBytes)}) hold the ${mib(requiredLogBytes)} this workload needs` : verdict === 'warning' ? `Only primaries plus secondaries hold the ${mib(requiredLogBytes)} this workload needs: ${held}` : `Not even all the log files hold the ${mib(requiredLogBytes)} this workload needs: ${held}`,
      recommended: verdict === 'ok' ? '' : `Add primary files (${needPrimary} of ${mib(c.fileBytes)} hold it), make them larger (LogFilePages is fixed at crtmqm), or shorten the longest unit of work.`,
      why: `Need = 2 × (${w.longestUowSec} s + 1 s) × ${num(Math.round(logBytesPerSec))} bytes/s (${num(w.putsPerSec)} puts/s of ${num(w.msgBytes)} bytes, IBM’s record sizes). Secondary files are formatted each time they are used, a performance penalty; a unit of work that outlives the whole log is rolled back (AMQ7469, reason 2003).`,
      line: stanza.line,
      fixes,
      calculator: verdict === 'ok' ? { label: 'Log sizing: this configuration checked in full', href: `/calculators/log-sizing/?${check}` } : recommend,
    });
  });
}

export default { rule, check };
