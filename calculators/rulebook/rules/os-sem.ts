/**
 * kernel.sem: semmsl semmns semopm semmni. IBM's minimums changed with MQ 8.0: MQ 7.5's mqconfig
 * asked for 500 256000 250 1024, MQ 8.0 to 9.4's for 32 4096 32 128 (mqconfig outputs in
 * tests/fixtures/real-config). The release mqconfig names decides which apply.
 */
import { type CheckContext, valuesNamed } from '../context.ts';
import { parseExact, showExact } from '../exact.ts';
import { finding } from '../lib/finding.ts';
import { semFixes } from '../lib/fixes.ts';
import { inUseWords, notANumber } from '../lib/minimum.ts';
import { isBeforeV8, releaseWords } from '../release.ts';
import type { Finding } from '../types.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/os.json' with { type: 'json' };

export const SEM_NAMES = ['semmsl', 'semmns', 'semopm', 'semmni'] as const;
export const IBM_MIN_SEM = [32n, 4096n, 32n, 128n] as const;
export const IBM_MIN_SEM_V75 = [500n, 256000n, 250n, 1024n] as const;

export const rule = ruleFacts(facts, 'os.kernel.sem', [
  { name: 'IBM_MIN_SEM', value: IBM_MIN_SEM.join(' '), unit: 'semmsl semmns semopm semmni', note: 'MQ 8.0 and later' },
  { name: 'IBM_MIN_SEM_V75', value: IBM_MIN_SEM_V75.join(' '), unit: 'semmsl semmns semopm semmni', note: 'WebSphere MQ 7.5' },
]);

export function semMinimums(ctx: Pick<CheckContext, 'release'>): readonly bigint[] {
  return isBeforeV8(ctx.release) ? IBM_MIN_SEM_V75 : IBM_MIN_SEM;
}

export function check(ctx: CheckContext): Finding[] {
  const read = SEM_NAMES.map((n) => valuesNamed(ctx, n)[0]);
  const present = read.filter((v) => v !== undefined);
  if (!present.length) return [];
  const mins = semMinimums(ctx);
  const values = read.map((v) => (v ? parseExact(v.setting) : undefined));
  const bad = present.find((v) => typeof parseExact(v.setting) !== 'bigint');
  if (bad) return [notANumber(rule, bad, 'a whole number')];
  const low = SEM_NAMES.flatMap((name, i) => {
    const v = values[i];
    return typeof v === 'bigint' && v < mins[i]! ? [`${name} ${showExact(v)} is below ${showExact(mins[i]!)}`] : [];
  });
  const all = values.every((v) => typeof v === 'bigint') ? (values as bigint[]) : undefined;
  const shown = SEM_NAMES.map((n, i) => (typeof values[i] === 'bigint' ? `${n} ${showExact(values[i] as bigint)}` : `${n} not pasted`)).join(', ');
  return [
    finding(rule, {
      severity: low.length ? 'error' : 'ok',
      title: low.length ? `kernel.sem: ${low.join('; ')}` : `kernel.sem: ${shown}, each at least IBM’s ${mins.join(' ')}`,
      recommended: low.length ? `Raise kernel.sem to at least ${mins.join(' ')} (semmsl semmns semopm semmni), keeping any value that is already higher.` : '',
      why: `The queue manager uses System V semaphores for its shared resources. Minimums for ${releaseWords(ctx.release)}: ${mins.join(' ')}.${present.map(inUseWords).join('')}`,
      line: Math.min(...present.map((v) => v.line)),
      fixes: low.length ? semFixes(mins, all) : [],
    }),
  ];
}

export default { rule, check };
