/**
 * Properties the checker keeps for any input (fast-check): reading never throws and never reads a
 * value that is not in the text; exact integers survive reading unchanged; and no fix ever names a
 * value below a known current one.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { EFFECTIVELY_UNLIMITED_FROM, exactString, parseExact, showExact } from '../../calculators/rulebook/exact.ts';
import { semFixes, shellQuote, sysctlFixes, userLimitFixes } from '../../calculators/rulebook/lib/fixes.ts';

const MQCONFIG_NAMES = ['semmsl', 'shmmax', 'shmall', 'file-max', 'pid_max', 'threads-max'];
const SYSCTL_KEYS = ['fs.file-max', 'kernel.pid_max', 'kernel.threads-max', 'kernel.shmmax', 'kernel.shmall', 'kernel.shmmni'];
const bigDecimal = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });

/** Every number a sysctl fix names after "=" (sysctl -w key=N, a sysctl.d line key = N). */
function namedValues(text: string): bigint[] {
  return [...text.matchAll(/= ?(\d+)(?![\d.])/g)].map((m) => BigInt(m[1]!));
}

describe('reading', () => {
  it('never throws, and every value read appears in its line as pasted', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.tuple(fc.constantFrom(...MQCONFIG_NAMES), bigDecimal, bigDecimal).map(([n, a, b]) => `  ${n}   ${a} of ${b} files  (0%)    IBM>=32768   PASS`),
      fc.tuple(fc.constantFrom(...SYSCTL_KEYS), bigDecimal).map(([k, v]) => `${k} = ${v}`),
      fc.tuple(fc.constantFrom('open files', 'max user processes'), fc.constantFrom('n', 'u'), bigDecimal).map(([l, f, v]) => `${l}   (-${f}) ${v}`),
      fc.constantFrom('Log:', 'Channels:', '   LogPrimaryFiles=3', '   MaxChannels=5000', '\t', '\r', 'kernel.sem = 250\t32000\t32\t128'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const text = lines.join(lines.length % 2 ? '\n' : '\r\n');
        const r = checkConfiguration(text, { platform: 'unix' });
        if (!r.ok) return r.message.length > 0;
        for (const v of r.values) {
          if (!v.text.includes(v.setting) && !(v.setting === 'unlimited' && /unlimited/i.test(v.text))) return false;
          if (v.inUse !== undefined && !v.text.includes(v.inUse)) return false;
        }
        return r.findings.every((f) => !/NaN|undefined|Infinity/.test(f.title + f.recommended + f.why));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps integers exact: a setting read is the decimal pasted, shown with grouping, never rounded', () => {
    fc.assert(
      fc.property(bigDecimal, (n) => {
        const r = checkConfiguration(`fs.file-max = ${n}`, { platform: 'unix' });
        if (!r.ok) return false;
        const setting = r.values[0]!.setting;
        const back = parseExact(setting);
        return setting === n.toString() && back === n && exactString(back) === n.toString() && showExact(n).replace(/,| \(effectively unlimited\)/g, '') === n.toString();
      }),
    );
    expect(showExact(9223372036854775807n)).toBe('9,223,372,036,854,775,807 (effectively unlimited)');
    expect(showExact(EFFECTIVELY_UNLIMITED_FROM - 1n)).not.toContain('unlimited');
  });
});

describe('fixes never lower a known value', () => {
  it('sysctl: no fix when the current value reaches the target; otherwise only the target, which is higher', () => {
    fc.assert(
      fc.property(bigDecimal, fc.bigInt({ min: 1n, max: 1n << 40n }), (current, target) => {
        const fixes = sysctlFixes('fs.file-max', target, current);
        if (current >= target) return fixes.length === 0;
        return fixes.length > 0 && fixes.every((f) => namedValues(f.text).every((v) => v > current));
      }),
    );
  });

  it('kernel.sem: each of the four keeps its current value when that is higher', () => {
    const four = fc.tuple(bigDecimal, bigDecimal, bigDecimal, bigDecimal);
    fc.assert(
      fc.property(four, (cur) => {
        const targets = [32n, 4096n, 32n, 128n];
        const fixes = semFixes(targets, cur);
        if (cur.every((c, i) => c >= targets[i]!)) return fixes.length === 0;
        const m = /kernel\.sem='?(\d+) (\d+) (\d+) (\d+)/.exec(fixes[0]!.text)!;
        return m.slice(1).every((v, i) => BigInt(v) >= cur[i]! && BigInt(v) >= targets[i]!);
      }),
    );
  });

  it('nofile and nproc: limits.d, systemd and container values are never below the current soft or hard limit', () => {
    const limit = fc.oneof(fc.constant('unlimited' as const), fc.bigInt({ min: 0n, max: 1n << 40n }));
    const atLeast = (v: string, cur: bigint | 'unlimited') => (v === 'infinity' || v === '-1' ? true : cur !== 'unlimited' && BigInt(v) >= cur);
    fc.assert(
      fc.property(fc.constantFrom('nofile' as const, 'nproc' as const), limit, limit, fc.bigInt({ min: 1n, max: 1n << 20n }), (item, soft, hard, target) => {
        for (const f of userLimitFixes(item, target, soft, hard)) {
          for (const m of f.text.matchAll(/^mqm {2}(soft|hard) {2}\w+ {2}(\d+)$/gm)) {
            const cur = m[1] === 'soft' ? soft : hard;
            if (cur === 'unlimited' || BigInt(m[2]!) <= cur) return false;
          }
          const systemd = /^Limit\w+=(\w+)(?::(\w+))?$/m.exec(f.text);
          if (systemd && !(atLeast(systemd[1]!, soft) && atLeast(systemd[2] ?? systemd[1]!, hard))) return false;
          const docker = /--ulimit nofile=(-?\d+):(-?\d+)/.exec(f.text);
          if (docker && !(atLeast(docker[1]!, soft) && atLeast(docker[2]!, hard))) return false;
          const pids = /--pids-limit (-?\d+)/.exec(f.text);
          if (pids && !atLeast(pids[1]!, hard)) return false;
        }
        return true;
      }),
    );
  });

  it('the checker attaches no fix to a setting already at or above IBM’s minimum', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 524288n, max: (1n << 64n) - 1n }), fc.bigInt({ min: 10240n, max: 1n << 40n }), (fileMax, nofile) => {
        const r = checkConfiguration(`fs.file-max = ${fileMax}\nopen files (-n) ${nofile}\n`, { platform: 'unix' });
        return r.ok && r.findings.every((f) => !f.fixes?.length || f.rule === 'os.limits-user');
      }),
    );
  });
});

describe('shell quoting', () => {
  it('quotes any text so a POSIX shell reads it back as one word, unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const q = shellQuote(text);
        // Either only safe characters, or single-quoted with every ' closed, escaped and reopened.
        return /^[\w@%+=:,./-]+$/.test(q) ? q === text : q.startsWith("'") && q.endsWith("'") && q.slice(1, -1).split("'\\''").join("'") === text;
      }),
    );
    expect(sysctlFixes("kernel.x; rm -rf /", 10n, 1n)[0]!.text).toBe("sysctl -w 'kernel.x; rm -rf /'=10");
  });
});
