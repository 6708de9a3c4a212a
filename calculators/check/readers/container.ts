/**
 * A container's pids limit, the number the rule container.pids-limit judges, as it is read:
 *   cgroup v2 / v1  `cat /sys/fs/cgroup/pids.max` (or …/pids/pids.max) then its value on the next
 *                   line, "max" or a number; `grep . /sys/fs/cgroup/pids.*` lines ("…/pids.max:4096");
 *                   pids.current the same way, for the tasks in use
 *   inspect JSON    `podman inspect` / `docker inspect`: "PidsLimit": 2048 (Podman's default), -1 or 0
 *                   for none, null where the runtime set none; the rest of the JSON is recognised
 * Values: pids.max and PidsLimit, exact decimal strings or "unlimited"; the runtime (podman, docker)
 * is taken from the inspect output itself ("io.container.manager": "libpod" is Podman's).
 */
import { type Reader, gathering, plural } from './reader.ts';

const CAT = /^(?:.*[$#>]\s*)?(?:sudo\s+)?cat\s+(\S*\/)?(pids\.(?:max|current))\s*$/;
const GREP = /^\s*(\S*\/)?(pids\.(?:max|current)):\s*(\S+)\s*$/;
const LIMIT_VALUE = /^\s*(max|\d{1,20})\s*$/;
const PIDS_LIMIT = /^\s*"PidsLimit"\s*:\s*(-?\d{1,20}|null)\s*,?\s*$/;
/** Lines of a JSON document as inspect prints it: a member, a bracket, or a value in an array. */
const JSON_LINE = /^\s*(?:"(?:[^"\\]|\\.)*"\s*:.*|[[\]{}],?|\],?|\},?|"(?:[^"\\]|\\.)*",?|-?\d+(?:\.\d+)?,?|true,?|false,?|null,?)\s*$/;
const INSPECT_COMMAND = /^(?:.*[$#>]\s*)?(?:sudo\s+)?(podman|docker)\s+(?:container\s+)?inspect\b/;

/** "max" and the runtimes' "no limit" numbers as the checker's "unlimited"; anything else exact. */
const setting = (raw: string) => (raw === 'max' || raw === '-1' || raw === '0' ? 'unlimited' : raw);

export const containerReader: Reader = {
  id: 'container',
  read(lines) {
    const { values, unread, claimed } = gathering();
    const current: { value: string; line: number }[] = [];
    const take = (name: string, raw: string, origin: string, line: number, text: string) => {
      if (name === 'pids.current') current.push({ value: raw, line });
      else values.push({ name, setting: setting(raw), origin, line, text });
    };
    let runtime: 'podman' | 'docker' | undefined;
    let inspect = false;
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]!;
      const cat = CAT.exec(l.text);
      const next = lines[i + 1];
      if (cat && next && next.n === l.n + 1) {
        const v = LIMIT_VALUE.exec(next.text);
        if (v && (cat[2] === 'pids.max' || v[1] !== 'max')) {
          claimed.push(l.n, next.n);
          take(cat[2]!, v[1]!, 'cgroup', next.n, `${l.text.trim()} → ${next.text.trim()}`);
          i++;
          continue;
        }
      }
      const grep = GREP.exec(l.text);
      if (grep && LIMIT_VALUE.test(grep[3]!) && (grep[2] === 'pids.max' || grep[3] !== 'max')) {
        claimed.push(l.n);
        take(grep[2]!, grep[3]!, 'cgroup', l.n, l.text);
        continue;
      }
      const command = INSPECT_COMMAND.exec(l.text);
      if (command) {
        runtime ??= command[1] as 'podman' | 'docker';
        claimed.push(l.n);
        continue;
      }
      const limit = PIDS_LIMIT.exec(l.text);
      if (limit) {
        claimed.push(l.n);
        inspect = true;
        if (limit[1] === 'null') unread.push({ line: l.n, text: l.text, why: 'PidsLimit null: the runtime set no limit of its own; read /sys/fs/cgroup/pids.max inside the container for the limit in force' });
        else take('PidsLimit', limit[1]!, 'inspect', l.n, l.text);
      }
      if (/"io\.container\.manager"\s*:\s*"libpod"/.test(l.text)) runtime = 'podman';
    }
    // The rest of an inspect document is recognised as such (read for PidsLimit only), not listed line by line.
    if (inspect) for (const l of lines) if (!claimed.includes(l.n) && JSON_LINE.test(l.text)) claimed.push(l.n);
    for (const v of values) if (v.origin === 'inspect') v.origin = runtime ? `${runtime} inspect` : 'container inspect';
    // pids.current is the use of the pids.max read with it (the nearest one above, else the first).
    for (const c of current) {
      const limit = [...values].reverse().find((v) => v.name === 'pids.max' && v.line < c.line) ?? values.find((v) => v.name === 'pids.max');
      if (limit && limit.inUse === undefined) limit.inUse = c.value;
      else unread.push({ line: c.line, text: lines.find((l) => l.n === c.line)?.text ?? '', why: 'pids.current without a pids.max read with it: the use alone is not judged' });
    }
    return { values, unread, claimed, ...(values.length ? { summary: `container pids limit (${plural(values.length, 'value')})` } : {}) };
  },
};
