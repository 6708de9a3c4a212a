/**
 * IBM's mqconfig report. Its lines are "name (flag) <current> IBM>=<minimum> PASS|WARN|FAIL",
 * where <current> is either the setting ("10240 files") or the amount in use of the setting
 * ("716 of 4194304 processids (0%)": 716 in use, setting 4194304). The header names the MQ release
 * ("settings for IBM\n MQ V9.4", wrapped or not) and the section "Current User Limits (root)" whose
 * per-user limits these are.
 */
import { parseRelease, type Release } from '../../rulebook/release.ts';
import { type Reader, gathering, plural } from './reader.ts';

const ENTRY = /^\s*([A-Za-z_][\w.-]*)\s+(?:\(([^)]*)\)\s+)?(.*?)\s+IBM\s*(>=|<=|=)\s*(\d+)\s+(PASS|WARN|FAIL)\.?\s*$/;
const OF = /^(\d+|unlimited)\s+of\s+(\d+|unlimited)\b/i;
const ONE = /^(\d+|unlimited)\b/i;
const HEADER = /^\s*mqconfig:\s*(?:V[\d.]+\s+)?analy[sz]ing\b/i;
const SECTION = /^\s*(System V Semaphores|System V Shared Memory|System Settings|Current\s*User Limits\s*\(([^)]*)\))\s*$/i;
const RELEASE = /\bMQ\s+V(\d{1,2}\.\d{1,2}(?:\.\d+)*)/i;
/** The command itself, as a transcript shows it just above the report ("$ sudo mqconfig", "    mqconfig"). */
const COMMAND = /^\s*(?:[\w.@:~/-]*[$#>]\s*)?(?:sudo\s+)?(?:\S*\/)?mqconfig(?:\s+-{1,2}[\w=.-]+)*\s*$/;

/** mqconfig's hard and soft per-user limits, named as the checker names them (soft plain). */
function nameOf(name: string, flag: string | undefined): string {
  if (flag && /^-H[nu]$/.test(flag)) return `${name}-hard`;
  return name;
}

export const mqconfigReader: Reader = {
  id: 'mqconfig',
  read(lines) {
    const { values, unread, claimed } = gathering();
    let release: Release | undefined;
    const limitsUsers: { name: string; line: number }[] = [];
    const minimums: { name: string; required: string }[] = [];
    let user: string | undefined;
    lines.forEach((l, i) => {
      if (HEADER.test(l.text)) {
        claimed.push(l.n);
        const before = lines[i - 1];
        if (before && before.n === l.n - 1 && COMMAND.test(before.text)) claimed.push(before.n);
        const next = lines[i + 1];
        const m = RELEASE.exec(l.text) ?? (next && RELEASE.exec(next.text));
        if (m) {
          release = parseRelease(m[1]!);
          if (next && !RELEASE.test(l.text)) claimed.push(next.n);
        }
        return;
      }
      const s = SECTION.exec(l.text);
      if (s) {
        claimed.push(l.n);
        user = s[2] !== undefined && /^[\w.-]{1,32}$/.test(s[2].trim()) ? s[2].trim() : undefined;
        if (user) limitsUsers.push({ name: user, line: l.n });
        return;
      }
      const m = ENTRY.exec(l.text);
      if (!m) return;
      claimed.push(l.n);
      minimums.push({ name: m[1]!, required: m[5]! });
      const middle = m[3]!.trim();
      const of = OF.exec(middle);
      const one = of ? null : ONE.exec(middle);
      if (!of && !one) {
        unread.push({ line: l.n, text: l.text, why: `An mqconfig line whose value “${middle.slice(0, 40)}” is not a number` });
        return;
      }
      const lower = (x: string) => (/^unlimited$/i.test(x) ? 'unlimited' : x);
      values.push({
        name: nameOf(m[1]!, m[2]),
        setting: lower(of ? of[2]! : one![1]!),
        ...(of ? { inUse: lower(of[1]!) } : {}),
        origin: 'mqconfig',
        line: l.n,
        text: l.text,
        ...(user && /^(nofile|nproc)/.test(m[1]!) ? { user } : {}),
      });
    });
    // Without a header, MQ 7.x's mqconfig still shows itself by the minimums it prints: semmsl
    // IBM>=500 and tcp_keepalive_time IBM<=300, which MQ 8.0 and later do not ask for.
    if (!release && minimums.some((m) => (m.name === 'semmsl' && m.required === '500') || m.name === 'tcp_keepalive_time')) release = { major: 7, minor: 0, text: '7.x', inferred: true };
    const summary = values.length ? `mqconfig${release ? ` for IBM MQ ${release.text}` : ''} (${plural(values.length, 'setting')}${limitsUsers.length ? `, per-user limits of ${[...new Set(limitsUsers.map((u) => u.name))].join(' and ')}` : ''})` : undefined;
    return { values, unread, claimed, ...(release ? { release } : {}), limitsUsers, ...(summary ? { summary } : {}) };
  },
};
