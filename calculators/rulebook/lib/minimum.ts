/**
 * The shape most operating-system rules share: a setting with IBM's minimum, read from mqconfig,
 * sysctl -a, /proc or /etc/sysctl.conf under the name the OS uses, judged in the same words
 * whichever it came from. Below the minimum is an error (mqconfig's own FAIL); at or above it is
 * ok. The fix raises only. A rule module states only its key, its minimum and what the key limits;
 * its words (title, statement, sources, the older mqconfig alias) are its facts/os.json entry.
 */
import type { RuleModule } from '../context.ts';
import { valuesNamed } from '../context.ts';
import { type Exact, parseExact, showExact } from '../exact.ts';
import { releaseWords } from '../release.ts';
import type { Finding, Fix, ReadValue, Rule, ThresholdValue } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/os.json' with { type: 'json' };
import { finding } from './finding.ts';
import { sysctlFixes } from './fixes.ts';
import { type Named, nameAndValue, threshold } from './threshold.ts';

/** IBM's minimum, as the rule module exports it (`{ IBM_MIN_FILE_MAX }`), and what it counts. */
export interface Minimum {
  value: Named<bigint>;
  /** e.g. "files", "pages", "bytes". */
  unit: string;
}

/** A kernel minimum as code: the sysctl key (its rule is `os.<key>`), IBM's minimum, and what the key limits. */
export interface KernelMinimum {
  /** The sysctl key a fix sets (`fs.file-max`); its last part is the name read values carry (`file-max`). */
  key: string;
  minimum: Minimum;
  /** What the setting limits, in a phrase for each finding's why ("the files open on the whole system"). */
  limits: string;
}

/** "(716 in use, from the mqconfig line)": the use, when the tool printed it, never mistaken for the setting. */
export function inUseWords(v: ReadValue): string {
  return v.inUse === undefined ? '' : ` ${showExact(v.inUse)} in use.`;
}

export function notANumber(rule: Rule, v: ReadValue, expect: string): Finding {
  return finding(rule, { severity: 'warning', title: `${v.name} = ${v.setting} could not be read as a number`, recommended: `Check the line: ${v.name} takes ${expect}.`, why: 'The value is not a whole number, so it was not compared with IBM’s minimum.', line: v.line });
}

/** The minimum's value and its line for /rules/. */
export function minimumOf(m: Minimum): { min: bigint; threshold: ThresholdValue } {
  const [, min] = nameAndValue(m.value);
  return { min, threshold: threshold(m.value, m.unit) };
}

/** Below the minimum is an error (mqconfig's FAIL); at or above it, or unlimited, is ok. */
export function kernelMinimum(spec: KernelMinimum): RuleModule {
  const name = spec.key.slice(spec.key.lastIndexOf('.') + 1);
  const { min, threshold: minimumLine } = minimumOf(spec.minimum);
  const rule = ruleFacts(facts, `os.${spec.key}`, [minimumLine]);
  return {
    rule,
    check(ctx) {
      return valuesNamed(ctx, name).map((v) => {
        const current: Exact | null = parseExact(v.setting);
        if (current === null) return notANumber(rule, v, `a whole number of at least ${showExact(min)}`);
        const ok = current === 'unlimited' || current >= min;
        const fixes: Fix[] = ok ? [] : sysctlFixes(spec.key, min, current);
        return finding(rule, {
          severity: ok ? 'ok' : 'error',
          title: ok ? `${name} = ${showExact(current)}, at least IBM’s ${showExact(min)}` : `${name} = ${showExact(current)}, below IBM’s minimum of ${showExact(min)}`,
          recommended: ok ? '' : `Raise ${spec.key} to at least ${showExact(min)}.`,
          why: `${name} limits ${spec.limits}. Minimum for ${releaseWords(ctx.release)}.${inUseWords(v)}`,
          line: v.line,
          fixes,
        });
      });
    },
  };
}
