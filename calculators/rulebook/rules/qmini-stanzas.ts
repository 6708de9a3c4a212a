/** qm.ini stanzas read but not judged (TCP, Service, ExitPath, …), listed so nothing pasted is silently dropped. */
import type { CheckContext } from '../context.ts';
import { finding } from '../lib/finding.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/qmini.json' with { type: 'json' };

/** Stanzas some rule judges; the rest are noted as read. */
export const JUDGED_STANZAS = ['log', 'channels', 'tuningparameters'];

export const rule = ruleFacts(facts, 'qmini.stanzas', [{ name: 'JUDGED_STANZAS', value: 'Log, Channels, TuningParameters' }]);

export function check(ctx: CheckContext): Finding[] {
  if (!ctx.stanzas.length) return [];
  const others = ctx.stanzas.filter((s) => !JUDGED_STANZAS.includes(s.name.toLowerCase()));
  const out: Finding[] = [];
  if (others.length) {
    out.push(finding(rule, { severity: 'info', title: `Read, not judged: ${others.map((s) => `${s.name} (${s.entries.length} ${s.entries.length === 1 ? 'key' : 'keys'})`).join(', ')}`, why: 'No rule of this guide covers these stanzas; their values are listed with the values read.', line: others[0]!.line }));
  }
  return out;
}

export default { rule, check };
