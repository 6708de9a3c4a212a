/** A qm.ini pasted without its Log stanza: the log rules have nothing to read, so say so. */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import { IBM } from '../sources.ts';
import type { Finding, Rule } from '../types.ts';

export const rule: Rule = {
  id: 'qmini.no-log-stanza',
  title: 'qm.ini without a Log stanza',
  statement: 'The recovery log is checked from the qm.ini Log stanza; a qm.ini pasted without it gets no log findings.',
  severity: 'A note.',
  appliesTo: { platforms: ['unix', 'linux', 'windows'], releases: 'IBM MQ 7.5 to 9.4' },
  sources: [IBM.logStanza],
  thresholds: [],
};

export function check(ctx: CheckContext): Finding[] {
  if (!ctx.stanzas.length || ctx.stanzas.some((s) => s.name.toLowerCase() === 'log')) return [];
  return [finding(rule, { severity: 'info', title: 'The qm.ini text has no Log: stanza', recommended: 'Paste the Log: stanza too to have the log checked.', why: 'The log rules read the Log stanza.' })];
}

export default { rule, check };
