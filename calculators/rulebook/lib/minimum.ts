/**
 * The shape most operating-system rules share: a setting with IBM's minimum, read from mqconfig,
 * sysctl -a, /proc or /etc/sysctl.conf under the name the OS uses, judged in the same words
 * whichever it came from. Below the minimum is an error (mqconfig's own FAIL); at or above it is
 * ok. The fix raises only. A rule module states only its facts (kernelMinimum's spec).
 */
import type { RuleModule } from '../context.ts';
import { valuesNamed } from '../context.ts';
import { type Exact, parseExact, showExact } from '../exact.ts';
import { releaseWords } from '../release.ts';
import type { Source } from '../../types.ts';
import type { Finding, Fix, ReadValue, Rule, Threshold } from '../types.ts';
import { finding } from './finding.ts';
import { sysctlFixes } from './fixes.ts';
import { type Named, nameAndValue, threshold } from './threshold.ts';

/** IBM's minimum, as the rule module exports it (`{ IBM_MIN_FILE_MAX }`), and what it counts. */
export interface Minimum {
  value: Named<bigint>;
  /** e.g. "files", "pages", "bytes". */
  unit: string;
}

/**
 * A kernel minimum's own facts. The rest follows from the key: the rule's id is `os.<key>`, its
 * title `<what> (<key>)`, the name read values carry is the key's last part (`fs.file-max` →
 * `file-max`), which is also mqconfig's name and so the older alias `mqconfig.<name>`.
 */
export interface KernelMinimum {
  /** The sysctl key a fix sets (`fs.file-max`). */
  key: string;
  /** What the key sets, as the title names it ("Open files on the whole system"). */
  what: string;
  statement: string;
  severity: string;
  releases: string;
  sources: Source[];
  minimum: Minimum;
  /** What the setting limits, in a phrase ("the files open on the whole system"). */
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
export function minimumOf(m: Minimum): { min: bigint; threshold: Threshold } {
  const [, min] = nameAndValue(m.value);
  return { min, threshold: threshold(m.value, m.unit) };
}

/** Below the minimum is an error (mqconfig's FAIL); at or above it, or unlimited, is ok. */
export function kernelMinimum(spec: KernelMinimum): RuleModule {
  const name = spec.key.slice(spec.key.lastIndexOf('.') + 1);
  const { min, threshold: minimumLine } = minimumOf(spec.minimum);
  const rule: Rule = {
    id: `os.${spec.key}`,
    title: `${spec.what} (${spec.key})`,
    statement: spec.statement,
    severity: spec.severity,
    appliesTo: { platforms: ['linux'], releases: spec.releases },
    sources: spec.sources,
    thresholds: [minimumLine],
    aliases: [`mqconfig.${name}`],
  };
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
