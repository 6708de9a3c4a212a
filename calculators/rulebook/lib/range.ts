/**
 * qm.ini numbers against IBM's documented ranges. A value outside its range stops the queue
 * manager from starting or is replaced, so it is an error; the fix names a value inside the range
 * and never below the one pasted unless the pasted one is above the maximum.
 */
import type { CheckContext, IniEntry, IniStanza } from '../context.ts';
import { entryOf, stanzaNamed } from '../context.ts';
import type { Finding, Rule } from '../types.ts';
import { finding } from './finding.ts';

/** A whole number as qm.ini takes it (up to 9 digits), or null. */
export function wholeNumber(value: string): number | null {
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** Each Log stanza's entry for `key`, with its stanza. */
export function logEntries(ctx: CheckContext, key: string): { stanza: IniStanza; entry: IniEntry }[] {
  return stanzaNamed(ctx, 'Log').flatMap((stanza) => {
    const entry = entryOf(stanza, key);
    return entry ? [{ stanza, entry }] : [];
  });
}

export function rangeFinding(rule: Rule, entry: IniEntry, what: string, min: number, max: number, where: string): Finding {
  const n = wholeNumber(entry.value);
  const ok = n !== null && n >= min && n <= max;
  const range = `${min}–${max.toLocaleString('en-US')}${where}`;
  return finding(rule, {
    severity: ok ? 'ok' : 'error',
    title: ok ? `${entry.key}=${n} is within IBM’s range (${range})` : `${entry.key}=${entry.value} is outside IBM’s range (${range})`,
    recommended: ok ? '' : `Set ${entry.key} to a whole number from ${range}.`,
    why: ok ? `${what}.` : `${what}. A value outside the range stops the queue manager from starting or is replaced by a default.`,
    line: entry.line,
  });
}
