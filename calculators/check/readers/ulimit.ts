/**
 * Per-process limits as shells and the kernel print them:
 *   bash `ulimit -a`   "open files                          (-n) 1024" (soft limits)
 *   zsh/dash           "-n: file descriptors               1024"
 *   /proc/<pid>/limits "Max open files            1024                 524288               files" (soft, hard)
 *   limits.conf        "mqm  hard  nofile  10240" (/etc/security/limits.conf or limits.d/; "-" sets both)
 * The queue manager's rules use nofile (-n, "Max open files") and nproc (-u, "Max processes");
 * every other limit is read too, under the name limits.conf gives it (core, stack, memlock …), so a
 * whole `ulimit -a` is read and none of it is listed as not read; no rule judges those.
 */
import { type Reader, gathering, plural } from './reader.ts';

const BASH = /^\s*([a-z][a-z -]*?)\s+\((?:[^()]*,\s*)?-([A-Za-z])\)\s+(\d+|unlimited)\s*$/i;
const ZSH = /^\s*-([A-Za-z]):\s+([a-z][a-z ()-]*?)\s+(\d+|unlimited)\s*$/i;
const PROC = /^\s*Max\s+([a-z ]+?)\s{2,}(\d+|unlimited)\s+(\d+|unlimited)(?:\s+[a-z]+)?\s*$/i;
const LIMITS_CONF = /^\s*([@%]?[\w.-]+|\*)\s+(soft|hard|-)\s+(nofile|nproc)\s+(\S+)\s*(?:#.*)?$/;
// limits.conf's item names (pam_limits), for bash's and dash's flags and /proc/<pid>/limits' rows; the pipe size has none.
const FLAG_NAME: Record<string, string> = { n: 'nofile', u: 'nproc', c: 'core', d: 'data', e: 'nice', f: 'fsize', i: 'sigpending', l: 'memlock', m: 'rss', p: 'pipe', q: 'msgqueue', r: 'rtprio', s: 'stack', t: 'cpu', v: 'as', x: 'locks', R: 'rttime', k: 'kqueues', b: 'sbsize', P: 'npts', T: 'threads' };
const PROC_NAME: Record<string, string> = { 'open files': 'nofile', processes: 'nproc', 'cpu time': 'cpu', 'file size': 'fsize', 'data size': 'data', 'stack size': 'stack', 'core file size': 'core', 'resident set': 'rss', 'locked memory': 'memlock', 'address space': 'as', 'file locks': 'locks', 'pending signals': 'sigpending', 'msgqueue size': 'msgqueue', 'nice priority': 'nice', 'realtime priority': 'rtprio', 'realtime timeout': 'rttime' };

export const ulimitReader: Reader = {
  id: 'ulimit',
  read(lines) {
    const { values, unread, claimed } = gathering();
    for (const l of lines) {
      const m = BASH.exec(l.text) ?? ZSH.exec(l.text);
      if (m) {
        claimed.push(l.n);
        const flag = BASH.test(l.text) ? m[2]! : m[1]!;
        const name = Object.hasOwn(FLAG_NAME, flag) ? FLAG_NAME[flag] : undefined;
        if (name) values.push({ name, setting: m[3]!.toLowerCase(), origin: 'ulimit', line: l.n, text: l.text });
        else unread.push({ line: l.n, text: l.text, why: `ulimit -${flag}: no rule uses this limit` });
        continue;
      }
      const c = LIMITS_CONF.exec(l.text);
      if (c) {
        claimed.push(l.n);
        if (!/^(\d+|unlimited)$/.test(c[4]!)) {
          unread.push({ line: l.n, text: l.text, why: `limits.conf ${c[3]} “${c[4]}” is not a whole number or unlimited` });
          continue;
        }
        const kinds = c[2] === '-' ? ['soft', 'hard'] : [c[2]!];
        for (const kind of kinds) values.push({ name: kind === 'hard' ? `${c[3]}-hard` : c[3]!, setting: c[4]!, origin: 'limits.conf', line: l.n, text: l.text, user: c[1]! });
        continue;
      }
      const p = PROC.exec(l.text);
      if (p) {
        claimed.push(l.n);
        const what = p[1]!.toLowerCase();
        const name = Object.hasOwn(PROC_NAME, what) ? PROC_NAME[what] : undefined;
        if (!name) {
          unread.push({ line: l.n, text: l.text, why: `/proc limits “Max ${what}”: no rule uses this limit` });
          continue;
        }
        values.push({ name, setting: p[2]!.toLowerCase(), origin: 'proc-limits', line: l.n, text: l.text });
        values.push({ name: `${name}-hard`, setting: p[3]!.toLowerCase(), origin: 'proc-limits', line: l.n, text: l.text });
      }
    }
    return { values, unread, claimed, ...(claimed.length ? { summary: `process limits (${plural(claimed.length, 'line')})` } : {}) };
  },
};
