/**
 * A list of findings counted by severity, in the words every summary uses ("2 errors, 1 warning,
 * 3 notes, 5 ok"): mqcheck's summary line per file, /check/'s result line and its queue managers'
 * group headings. Info findings are called notes, as the text output and the page label them.
 */
import type { Severity } from '../rulebook/types.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * `withOk`: end with the ok count too. A group heading leaves it out unless the group has nothing
 * else, so a queue manager with only passes reads "0 errors, 0 warnings, 0 notes, 4 ok", not a
 * heading that seems to count nothing.
 */
export function severityCounts(findings: readonly { severity: Severity }[], withOk = true): string {
  const n = { error: 0, warning: 0, info: 0, ok: 0 };
  for (const f of findings) n[f.severity]++;
  const okCounted = withOk || n.error + n.warning + n.info === 0;
  return [plural(n.error, 'error'), plural(n.warning, 'warning'), plural(n.info, 'note'), ...(okCounted ? [`${n.ok} ok`] : [])].join(', ');
}
