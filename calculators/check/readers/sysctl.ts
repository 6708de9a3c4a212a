/**
 * Kernel settings in the forms an administrator pastes:
 *   sysctl -a, sysctl KEY   "kernel.sem = 250	32000	32	128"
 *   /etc/sysctl.conf        "fs.file-max=524288"
 *   grep -r . /proc/sys/…   "/proc/sys/fs/file-max:94452"
 *   cat /proc/sys/…         "# cat /proc/sys/kernel/threads-max" then "7594" on the next line
 * Every key is named as mqconfig names it (file-max, pid_max, threads-max, shmmax, shmall, shmmni,
 * semmsl…semmni, tcp_keepalive_time) so the same setting meets the same rule from any format.
 */
import type { ReadValue, UnreadLine } from '../../rulebook/types.ts';
import { type PasteLine, type Reader, gathering, plural } from './reader.ts';

const SYSCTL = /^\s*([a-z][\w-]*(?:\.[\w-]+)+)\s*=\s*(.*?)\s*$/;
const PROC_GREP = /^\s*\/proc\/sys\/([\w-]+(?:\/[\w-]+)+)\s*:\s*(.*?)\s*$/;
const PROC_CAT = /^\s*(?:[$#]\s*)?(?:sudo\s+)?cat\s+\/proc\/sys\/([\w-]+(?:\/[\w-]+)+)\s*$/;
const NUMBERS = /^\d+(?:\s+\d+)*$/;

/** sysctl key → the name mqconfig uses; kernel.sem is four. */
const NAMES: Record<string, string | string[]> = {
  'fs.file-max': 'file-max',
  'kernel.pid_max': 'pid_max',
  'kernel.threads-max': 'threads-max',
  'kernel.shmmax': 'shmmax',
  'kernel.shmall': 'shmall',
  'kernel.shmmni': 'shmmni',
  'kernel.sem': ['semmsl', 'semmns', 'semopm', 'semmni'],
  'net.ipv4.tcp_keepalive_time': 'tcp_keepalive_time',
};

function take(key: string, raw: string, l: PasteLine, origin: string, values: ReadValue[], unread: UnreadLine[]): void {
  const names = Object.hasOwn(NAMES, key) ? NAMES[key] : undefined;
  if (!names) {
    unread.push({ line: l.n, text: l.text, why: `${key}: no rule uses this setting` });
    return;
  }
  const parts = raw.trim().split(/\s+/);
  const list = typeof names === 'string' ? [names] : names;
  if (!NUMBERS.test(raw.trim()) || parts.length !== list.length) {
    unread.push({ line: l.n, text: l.text, why: `${key} should be ${list.length === 1 ? 'a whole number' : `${list.length} whole numbers`}` });
    return;
  }
  list.forEach((name, i) => values.push({ name, setting: parts[i]!.replace(/^0+(?=\d)/, ''), origin, line: l.n, text: l.text }));
}

export const sysctlReader: Reader = {
  id: 'sysctl',
  read(lines) {
    const { values, unread, claimed } = gathering();
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]!;
      const cat = PROC_CAT.exec(l.text);
      const next = lines[i + 1];
      if (cat && next && NUMBERS.test(next.text.trim())) {
        claimed.push(l.n, next.n);
        take(cat[1]!.replace(/\//g, '.'), next.text, next, 'proc', values, unread);
        i++;
        continue;
      }
      const g = PROC_GREP.exec(l.text);
      if (g) {
        claimed.push(l.n);
        take(g[1]!.replace(/\//g, '.'), g[2]!, l, 'proc', values, unread);
        continue;
      }
      const m = SYSCTL.exec(l.text);
      if (m) {
        claimed.push(l.n);
        take(m[1]!, m[2]!, l, 'sysctl', values, unread);
      }
    }
    return { values, unread, claimed, ...(claimed.length ? { summary: `kernel settings (${plural(claimed.length, 'line')}, ${plural(values.length, 'value')} a rule uses)` } : {}) };
  },
};
