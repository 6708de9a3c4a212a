/**
 * qm.ini numbers against IBM's documented ranges. A value outside its range stops the queue
 * manager from starting or is replaced, so it is an error; the fix names a value inside the range
 * and never below the one pasted unless the pasted one is above the maximum.
 */
import type { CheckContext, IniEntry, IniStanza, Platform, RuleModule } from '../context.ts';
import { entryOf, stanzaNamed } from '../context.ts';
import { PLATFORM_LIMITS } from '../../lib/log-limits.ts';
import type { Finding, Rule, ThresholdValue } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/log.json' with { type: 'json' };
import { finding } from './finding.ts';
import { type Named, nameAndValue, threshold } from './threshold.ts';
import { num } from '../../format.ts';

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
  const range = `${min}–${num(max)}${where}`;
  return finding(rule, {
    severity: ok ? 'ok' : 'error',
    title: ok ? `${entry.key}=${n} is within IBM’s range (${range})` : `${entry.key}=${entry.value} is outside IBM’s range (${range})`,
    recommended: ok ? '' : `Set ${entry.key} to a whole number from ${range}.`,
    why: ok ? `${what}.` : `${what}. A value outside the range stops the queue manager from starting or is replaced by a default.`,
    line: entry.line,
  });
}

/** A limit IBM gives per platform (UNIX and Linux, Windows), by its name in PLATFORM_LIMITS. */
export type PlatformBound = 'minPages' | 'maxPrimary' | 'maxSecondary' | 'maxTotal';
/** A bound of a range: one constant on every platform (`{ MIN_PRIMARY_FILES }`), or per platform. */
export type Bound = Named<number> | PlatformBound;

/** The lines /rules/ shows for a range's bounds: a constant once, a per-platform limit once per platform. */
export function boundThresholds(bounds: readonly Bound[], unit: string): ThresholdValue[] {
  return bounds.flatMap((b) =>
    typeof b === 'string'
      ? (Object.keys(PLATFORM_LIMITS) as Platform[]).map((p) => threshold({ [`PLATFORM_LIMITS.${p}.${b}`]: PLATFORM_LIMITS[p][b] }, unit, PLATFORM_LIMITS[p].name))
      : [threshold(b, unit)],
  );
}

/**
 * A Log stanza key with IBM's range, as code: the bounds and the words every finding's why uses.
 * Its title, statement and sources are its facts/log.json entry; the grade is rangeFinding's.
 */
export interface LogRange {
  id: string;
  key: string;
  min: Bound;
  max: Bound;
  unit: string;
  /** What the key does, for every finding's why. */
  why: string;
}

export function logRange(spec: LogRange): RuleModule {
  const rule = ruleFacts(facts, spec.id, boundThresholds([spec.min, spec.max], spec.unit));
  return {
    rule,
    check(ctx) {
      const lim = PLATFORM_LIMITS[ctx.platform];
      const bound = (b: Bound) => (typeof b === 'string' ? lim[b] : nameAndValue(b)[1]);
      return logEntries(ctx, spec.key).map(({ entry }) => rangeFinding(rule, entry, spec.why, bound(spec.min), bound(spec.max), ` on ${lim.name}`));
    },
  };
}
