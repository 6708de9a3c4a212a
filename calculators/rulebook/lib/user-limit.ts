/**
 * Per-user limits (nofile, nproc) for the user that starts the queue manager, read from mqconfig
 * (hard and soft), ulimit -a (soft) or limits.conf. Judged in the same words from each; the fix
 * raises only what is known to be lower, and says whose limits were read when that was not mqm.
 */
import { type CheckContext, type RuleModule, valuesNamed } from '../context.ts';
import { type Exact, parseExact, showExact } from '../exact.ts';
import type { Finding, ReadValue, Rule, Severity } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/os.json' with { type: 'json' };
import { finding } from './finding.ts';
import { QM_USER, userLimitFixes } from './fixes.ts';
import { type Minimum, inUseWords, minimumOf, notANumber } from './minimum.ts';

/** A per-user limit as code: the item (its rule is `os.<item>`), IBM's minimum, mqconfig's grade below it, and what it counts. */
export interface UserLimit {
  item: 'nofile' | 'nproc';
  minimum: Minimum;
  /** mqconfig's grade below the minimum: FAIL (error) or WARN (warning). */
  below: Severity;
  /** What the limit counts, in a phrase for each finding's why. */
  counts: string;
}

interface Judged {
  rule: Rule;
  item: UserLimit['item'];
  minimum: bigint;
  below: Severity;
  counts: string;
}

export function userLimit(spec: UserLimit): RuleModule {
  const { min, threshold } = minimumOf(spec.minimum);
  const rule = ruleFacts(facts, `os.${spec.item}`, [threshold]);
  const judged: Judged = { rule, item: spec.item, minimum: min, below: spec.below, counts: spec.counts };
  return { rule, check: (ctx) => checkUserLimit(judged, ctx) };
}

/** Why the per-user values may not be the queue manager's: the user mqconfig or ulimit ran as. */
export function whoseWords(v: ReadValue): string {
  if (v.origin === 'limits.conf') return v.user === QM_USER ? '' : ` This line is for “${v.user}”: it reaches ${QM_USER} only if that is ${QM_USER}’s group (@group) or * (every user but root).`;
  if (v.user && v.user !== QM_USER) return ` These are ${v.user}’s limits (mqconfig ran as ${v.user}), not ${QM_USER}’s.`;
  if (v.origin === 'ulimit') return ` ulimit -a shows the limits of whoever ran it; run it as ${QM_USER} (sudo -u ${QM_USER} bash -c 'ulimit -a').`;
  return '';
}

function checkUserLimit(spec: Judged, ctx: CheckContext): Finding[] {
  const soft = valuesNamed(ctx, spec.item);
  const hard = valuesNamed(ctx, `${spec.item}-hard`);
  const current = (list: typeof soft): Exact | undefined => {
    const p = list[0] ? parseExact(list[0].setting) : null;
    return p === null ? undefined : p;
  };
  let fixesGiven = false;
  return [...hard, ...soft]
    .sort((a, b) => a.line - b.line)
    .map((v) => {
      const value = parseExact(v.setting);
      if (value === null) return notANumber(spec.rule, v, 'a whole number or unlimited');
      const kind = v.name.endsWith('-hard') ? 'hard' : 'soft';
      const ok = value === 'unlimited' || value >= spec.minimum;
      const fixes = ok || fixesGiven ? [] : userLimitFixes(spec.item, spec.minimum, current(soft), current(hard));
      if (fixes.length) fixesGiven = true;
      return finding(spec.rule, {
        severity: ok ? 'ok' : spec.below,
        title: `${spec.item} (${kind}) = ${showExact(value)}${ok ? `, at least IBM’s ${showExact(spec.minimum)}` : `, below IBM’s ${showExact(spec.minimum)}`}`,
        recommended: ok ? '' : `Raise the ${kind} ${spec.item} of ${QM_USER} (the user that starts the queue manager) to at least ${showExact(spec.minimum)}.`,
        why: `${spec.item} limits ${spec.counts}.${inUseWords(v)}${whoseWords(v)}`,
        line: v.line,
        fixes,
      });
    });
}
