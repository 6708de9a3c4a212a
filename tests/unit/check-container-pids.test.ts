/**
 * /check/ reads a container's pids limit (cgroup pids.max, inspect's PidsLimit) and the rulebook's
 * container.pids-limit rule judges it. Expectations written from the rule's statement: below 4096 a
 * warning with a raise-only fix for the runtime the paste names; "max" no limit; use at the limit an error.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkConfiguration } from '../../calculators/check/index.ts';

const check = (text: string) => {
  const r = checkConfiguration(text, { platform: 'unix' });
  if (!r.ok) throw new Error(r.message);
  return r;
};
const pids = (r: ReturnType<typeof check>) => r.findings.filter((f) => f.rule === 'container.pids-limit');

describe('container pids limit', () => {
  it('Podman’s manual example: PidsLimit 2048 is a warning with a podman fix that raises it to 4096', () => {
    const r = check(readFileSync(new URL('../fixtures/real-config/podman-container-inspect-docs.txt', import.meta.url), 'utf8'));
    const [f] = pids(r);
    expect(f!.severity).toBe('warning');
    expect(f!.title).toContain('2048');
    expect(f!.line).toBe(219);
    expect(f!.fixes!.map((x) => x.text)).toEqual(['podman run --pids-limit 4096 …']);
    expect(r.values.find((v) => v.name === 'PidsLimit')!.origin).toBe('podman inspect');
  });

  it('reads cgroup v2 "max" as no limit, and pids.current as the use', () => {
    const r = check('$ cat /sys/fs/cgroup/pids.max\nmax\n$ cat /sys/fs/cgroup/pids.current\n37\n');
    expect(r.values).toMatchObject([{ name: 'pids.max', setting: 'unlimited', inUse: '37', origin: 'cgroup' }]);
    expect(pids(r).map((f) => f.severity)).toEqual(['ok']);
    expect(r.unread).toEqual([]);
  });

  it('flags the use at the limit as an error (grep . output of both files)', () => {
    const r = check('/sys/fs/cgroup/pids.current:1024\n/sys/fs/cgroup/pids.max:1024\n');
    expect(pids(r).map((f) => f.severity).sort()).toEqual(['error', 'warning']);
    // The fix is raise-only: to IBM's 4096, never below the 1024 the container has.
    expect(pids(r).find((f) => f.severity === 'warning')!.fixes!.every((x) => /4096/.test(x.text))).toBe(true);
  });

  it('a docker inspect PidsLimit of 8192 is ok; null is listed as not read, with why', () => {
    const ok = check('$ docker inspect mq1\n[\n  {\n    "HostConfig": {\n      "PidsLimit": 8192,\n      "Memory": 0\n    }\n  }\n]\n');
    expect(pids(ok).map((f) => f.severity)).toEqual(['ok']);
    expect(ok.values[0]!.origin).toBe('docker inspect');
    const none = checkConfiguration('$ docker inspect mq1\n[\n  {\n    "PidsLimit": null\n  }\n]\n', { platform: 'unix' });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.message).toMatch(/None of the .* lines/);
  });

  it('does not take a "cat pids.max" whose next line is not a limit, nor "max" as a use', () => {
    const r = check('$ cat pids.max\nPermission denied\nfs.file-max = 524288\n');
    expect(r.values.map((v) => v.name)).toEqual(['file-max']);
    expect(r.unread.map((u) => u.line)).toEqual([1, 2]);
  });
});
