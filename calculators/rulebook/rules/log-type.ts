/** LogType: CIRCULAR (the default) or LINEAR, fixed when the queue manager is created. */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { logEntries } from '../lib/range.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/log.json' with { type: 'json' };

export const LOG_TYPES = ['CIRCULAR', 'LINEAR'] as const;

export const rule = ruleFacts(facts, 'log.type', [threshold({ LOG_TYPES })]);

export function check(ctx: CheckContext) {
  return logEntries(ctx, 'LogType').map(({ entry }) => {
    const v = entry.value.trim().toUpperCase();
    const ok = (LOG_TYPES as readonly string[]).includes(v);
    return finding(rule, {
      severity: ok ? 'ok' : 'error',
      title: ok ? `LogType=${v}` : `LogType=${entry.value} is not a log type`,
      recommended: ok ? '' : 'Set LogType=CIRCULAR (the default) or LogType=LINEAR (for media recovery). The type is fixed when the queue manager is created (crtmqm -lc or -ll).',
      why: ok ? (v === 'LINEAR' ? 'Linear logs keep every file until it is archived or deleted, for media recovery: plan the archive space.' : 'Circular logs reuse their files; they restart faster but give no media recovery.') : 'IBM documents CIRCULAR and LINEAR only.',
      line: entry.line,
    });
  });
}

export default { rule, check };
