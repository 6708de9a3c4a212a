/**
 * The rulebook's container.pids-limit rule (calculators/rulebook/rules/container-pids-limit.ts) fed
 * from a paste: each distinct pids limit read (cgroup pids.max, inspect's PidsLimit), with the tasks
 * in use when pids.current was pasted with it, and the runtime the inspect output names. The rule
 * states the thresholds and the fixes; this only maps what was read onto its inputs.
 */
import type { CheckContext } from '../rulebook/context.ts';
import { evaluatePidsLimit, type ContainerRuntime } from '../rulebook/rules/container-pids-limit.ts';
import type { Finding } from '../rulebook/types.ts';

const RUNTIME_OF: Record<string, ContainerRuntime> = { 'podman inspect': 'podman', 'docker inspect': 'docker' };

export function containerPidsFindings(ctx: CheckContext): Finding[] {
  const seen = new Set<string>();
  return ctx.values
    .filter((v) => v.name === 'pids.max' || v.name === 'PidsLimit')
    .filter((v) => {
      const key = `${v.name}=${v.setting}/${v.inUse ?? ''}`;
      return !seen.has(key) && seen.add(key);
    })
    .flatMap((v) =>
      evaluatePidsLimit({ limit: v.setting, runtime: Object.hasOwn(RUNTIME_OF, v.origin) ? RUNTIME_OF[v.origin]! : 'unknown', ...(v.inUse !== undefined ? { inUse: v.inUse } : {}) }).map((f) => ({
        ...f,
        title: `${v.name}: ${f.title}`,
        line: v.line,
      })),
    );
}
