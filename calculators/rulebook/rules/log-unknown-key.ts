/** A Log stanza key IBM does not document is ignored without a word, so the value meant never applies. */
import { type CheckContext, stanzaNamed } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { closest } from '../lib/spelling.ts';
import type { Finding } from '../types.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/log.json' with { type: 'json' };

/** The keys IBM documents for the Log stanza (IBM MQ 9.2). */
export const LOG_KEYS = ['LogPrimaryFiles', 'LogSecondaryFiles', 'LogFilePages', 'LogType', 'LogBufferPages', 'LogPath', 'LogWriteIntegrity', 'LogManagement'] as const;

export const rule = ruleFacts(facts, 'log.unknown-key', [threshold({ LOG_KEYS })]);

export function check(ctx: CheckContext): Finding[] {
  return stanzaNamed(ctx, 'Log').flatMap((stanza) =>
    stanza.entries
      .filter((e) => !(LOG_KEYS as readonly string[]).includes(e.key))
      .map((entry) => {
        const suggestion = closest(entry.key, LOG_KEYS);
        return finding(rule, {
          severity: 'warning',
          title: `${entry.key} is not a Log stanza key${suggestion ? `: did you mean ${suggestion}?` : ''}`,
          recommended: suggestion ? `Rename it to ${suggestion} (keys are spelt exactly as IBM documents them).` : `Remove it, or move it to the stanza it belongs to. The Log stanza’s keys are ${LOG_KEYS.join(', ')}.`,
          why: 'The queue manager ignores a key it does not know without any message, so the setting never takes effect.',
          line: entry.line,
        });
      }),
  );
}

export default { rule, check };
