/** LogWriteIntegrity: TripleWrite (default) is safe everywhere; SingleWrite only on storage with atomic 4 KiB writes. */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { logEntries } from '../lib/range.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/log.json' with { type: 'json' };

export const WRITE_INTEGRITY = ['SingleWrite', 'DoubleWrite', 'TripleWrite'] as const;

export const rule = ruleFacts(facts, 'log.write-integrity', [threshold({ WRITE_INTEGRITY })]);

export function check(ctx: CheckContext) {
  return logEntries(ctx, 'LogWriteIntegrity').map(({ entry }) => {
    const v = entry.value.trim();
    const known = WRITE_INTEGRITY.find((k) => k.toLowerCase() === v.toLowerCase());
    return finding(rule, {
      severity: !known ? 'error' : known === 'TripleWrite' ? 'ok' : 'warning',
      title: !known ? `LogWriteIntegrity=${v} is not a value IBM documents` : `LogWriteIntegrity=${known}`,
      recommended: known === 'TripleWrite' ? '' : 'Use TripleWrite (the default) unless the file system or device guarantees that 4 KiB writes are atomic.',
      why: 'TripleWrite is safe in almost every case and only costs anything when a partial log page is written; SingleWrite is safe only on storage that guarantees atomic 4 KiB writes.',
      line: entry.line,
    });
  });
}

export default { rule, check };
