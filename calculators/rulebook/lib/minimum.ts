/**
 * The shape most operating-system rules share: a setting with IBM's minimum, read from mqconfig,
 * sysctl -a, /proc or /etc/sysctl.conf under the name the OS uses, judged in the same words
 * whichever it came from. Below the minimum is the severity the rule gives (mqconfig's own FAIL
 * or WARN); at or above it is ok. The fix raises only.
 */
import type { CheckContext, RuleModule } from '../context.ts';
import { valuesNamed } from '../context.ts';
import { type Exact, parseExact, showExact } from '../exact.ts';
import { releaseWords } from '../release.ts';
import type { Finding, Fix, ReadValue, Rule, Severity } from '../types.ts';
import { finding } from './finding.ts';
import { sysctlFixes } from './fixes.ts';

export interface KernelMinimum {
  rule: Rule;
  /** The name read values carry (`file-max`, `pid_max`, …). */
  name: string;
  /** The sysctl key a fix sets (`fs.file-max`). */
  key: string;
  minimum: (ctx: CheckContext) => bigint;
  /** What the setting limits, in a phrase ("open files on the whole system"). */
  limits: string;
  below: Severity;
}

/** "(716 in use, from the mqconfig line)": the use, when the tool printed it, never mistaken for the setting. */
export function inUseWords(v: ReadValue): string {
  return v.inUse === undefined ? '' : ` ${showExact(v.inUse)} in use.`;
}

export function notANumber(rule: Rule, v: ReadValue, expect: string): Finding {
  return finding(rule, { severity: 'warning', title: `${v.name} = ${v.setting} could not be read as a number`, recommended: `Check the line: ${v.name} takes ${expect}.`, why: 'The value is not a whole number, so it was not compared with IBM’s minimum.', line: v.line });
}

export function kernelMinimum(spec: KernelMinimum): RuleModule {
  return {
    rule: spec.rule,
    check(ctx) {
      const min = spec.minimum(ctx);
      return valuesNamed(ctx, spec.name).map((v) => {
        const current: Exact | null = parseExact(v.setting);
        if (current === null) return notANumber(spec.rule, v, `a whole number of at least ${showExact(min)}`);
        const ok = current === 'unlimited' || current >= min;
        const fixes: Fix[] = ok ? [] : sysctlFixes(spec.key, min, current);
        return finding(spec.rule, {
          severity: ok ? 'ok' : spec.below,
          title: ok ? `${spec.name} = ${showExact(current)}, at least IBM’s ${showExact(min)}` : `${spec.name} = ${showExact(current)}, below IBM’s minimum of ${showExact(min)}`,
          recommended: ok ? '' : `Raise ${spec.key} to at least ${showExact(min)}.`,
          why: `${spec.name} limits ${spec.limits}. Minimum for ${releaseWords(ctx.release)}.${inUseWords(v)}`,
          line: v.line,
          fixes,
        });
      });
    },
  };
}
