/** A qm.ini pasted without its Log stanza: the log rules have nothing to read, so say so. */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/qmini.json' with { type: 'json' };

export const rule = ruleFacts(facts, 'qmini.no-log-stanza', []);

export function check(ctx: CheckContext): Finding[] {
  if (!ctx.stanzas.length || ctx.stanzas.some((s) => s.name.toLowerCase() === 'log')) return [];
  return [finding(rule, { severity: 'info', title: 'The qm.ini text has no Log: stanza', recommended: 'Paste the Log: stanza too to have the log checked.', why: 'The log rules read the Log stanza.' })];
}

export default { rule, check };
