/**
 * Container pids limit: in a container every MQ thread counts against the runtime's pids limit (the
 * container's nproc), and the runtime's default may be lower than IBM's nproc minimum for the mqm user.
 * Facts: CRI-O's default pids_limit of 1024 in OpenShift 4 against Docker's 4096 (mq-openshift-pidlimit
 * lines 2–3); OpenShift 4.10 back to 4096 (mq-openshift-configuration lines 195–197); the
 * ContainerRuntimeConfig way to raise it (lines 203–226). IBM's nproc minimum: the MQ documentation.
 */
import { IBM_MIN_NPROC } from './os-nproc.ts';
import type { Finding, Fix } from '../types.ts';
import { parseLimit, containerLinks } from './container-values.ts';
import { finding } from '../lib/finding.ts';
import { threshold } from '../lib/threshold.ts';
import { ruleFacts } from '../catalogue.ts';
import facts from '../facts/container.json' with { type: 'json' };

/** CRI-O's default pids_limit, the OpenShift 4 default before 4.10 (mq-openshift-pidlimit line 2). */
export const CRIO_DEFAULT_PIDS_LIMIT = 1024n;
/** Docker's default pids limit, as the note states it (mq-openshift-pidlimit line 3). */
export const DOCKER_DEFAULT_PIDS_LIMIT = 4096n;
/** OpenShift 4.10 and later: "the default PID limit is now back up to 4096" (mq-openshift-configuration line 196). */
export const OPENSHIFT_410_DEFAULT_PIDS_LIMIT = 4096n;
/** IBM's minimum nproc for the user that starts the queue manager (rule os.nproc): the target a fix raises to. */
export const MQ_NPROC_MINIMUM = IBM_MIN_NPROC;
/** Threads in use at the limit: the pids controller refuses the next one (the kernel's own rule). */
export const PIDS_IN_USE_AT_LIMIT = 'threads in use at or above the pids limit';

export type ContainerRuntime = 'cri-o' | 'openshift-4.10+' | 'docker' | 'podman' | 'unknown';
export const RUNTIMES: readonly ContainerRuntime[] = ['cri-o', 'openshift-4.10+', 'docker', 'podman', 'unknown'];

/** The runtime's default limit where a source states one (Podman's is not in the sources, so none is assumed). */
export function defaultPidsLimit(runtime: ContainerRuntime): bigint | undefined {
  if (runtime === 'cri-o') return CRIO_DEFAULT_PIDS_LIMIT;
  if (runtime === 'openshift-4.10+') return OPENSHIFT_410_DEFAULT_PIDS_LIMIT;
  if (runtime === 'docker') return DOCKER_DEFAULT_PIDS_LIMIT;
  return undefined;
}

export const containerPidsLimitRule = ruleFacts(facts, 'container.pids-limit', [
  threshold({ PIDS_IN_USE_AT_LIMIT }),
  threshold({ MQ_NPROC_MINIMUM }, 'processes and threads (rule os.nproc)'),
  threshold({ CRIO_DEFAULT_PIDS_LIMIT }, 'pids, CRI-O’s default in OpenShift 4 before 4.10'),
  threshold({ DOCKER_DEFAULT_PIDS_LIMIT }, 'pids, as IBM’s note gives Docker’s'),
  threshold({ OPENSHIFT_410_DEFAULT_PIDS_LIMIT }, 'pids, OpenShift 4.10 and later'),
]);

/** The fixes that raise the limit to `target`, for the runtime in use. Only offered when the limit is known to be lower. */
function raiseFixes(runtime: ContainerRuntime, target: bigint): Fix[] {
  const openshift: Fix = {
    label: 'OpenShift: a ContainerRuntimeConfig for the worker pool (as IBM’s note applies it; then label the pool config-crio: set-pid)',
    language: 'yaml',
    text: ['apiVersion: machineconfiguration.openshift.io/v1', 'kind: ContainerRuntimeConfig', 'metadata:', '  name: set-pid-limit', 'spec:', '  machineConfigPoolSelector:', '    matchLabels:', '      config-crio: set-pid', '  containerRuntimeConfig:', `    pidsLimit: ${target}`].join('\n'),
  };
  const run: Fix = { label: `${runtime === 'podman' ? 'Podman' : 'Docker'}: start the container with a higher limit`, language: 'shell', text: `${runtime === 'podman' ? 'podman' : 'docker'} run --pids-limit ${target} …` };
  if (runtime === 'cri-o' || runtime === 'openshift-4.10+') return [openshift];
  if (runtime === 'docker' || runtime === 'podman') return [run];
  return [openshift, run];
}

export interface PidsLimitInput {
  /** The pids limit as read (cgroup pids.max, `docker inspect` PidsLimit, crio.conf pids_limit); omit when unknown. */
  limit?: string;
  runtime: ContainerRuntime;
  /** Threads and processes in use in the container, when known (e.g. mqconfig's nproc use, or `ps -eLf | wc -l`). */
  inUse?: string;
}

export function evaluatePidsLimit(input: PidsLimitInput): Finding[] {
  const rule = containerPidsLimitRule;
  const sources = containerLinks(rule);
  if (!RUNTIMES.includes(input.runtime)) throw new RangeError(`runtime: "${String(input.runtime).slice(0, 40)}" is not one of ${RUNTIMES.join(', ')}`);
  const runtimeDefault = defaultPidsLimit(input.runtime);
  if (input.limit === undefined || input.limit.trim() === '') {
    const known = runtimeDefault === undefined ? '' : ` The default for ${input.runtime} is ${runtimeDefault}.`;
    return [finding(rule, {
      severity: runtimeDefault !== undefined && runtimeDefault < MQ_NPROC_MINIMUM ? 'warning' : 'info',
      title: `Pids limit not given; check that it is at least ${MQ_NPROC_MINIMUM}`,
      recommended: `Read the limit inside the running container (cat /sys/fs/cgroup/pids.max, or /sys/fs/cgroup/pids/pids.max on cgroup v1) and raise it only if it is below ${MQ_NPROC_MINIMUM}.${known}`,
      why: 'Each queue manager thread is a task in the container’s pids cgroup; when the limit is reached new threads cannot start.',
    }, sources)];
  }
  const limit = parseLimit(input.limit, 'pids limit');
  const inUse = input.inUse === undefined || input.inUse.trim() === '' ? undefined : parseLimit(input.inUse, 'threads in use');
  if (inUse?.kind === 'unlimited') throw new RangeError('threads in use: give a count, not a limit word');
  if (limit.kind === 'unlimited') return [finding(rule, { severity: 'ok', title: `Pids limit ${limit.as}: no limit`, recommended: '', why: 'Without a pids limit the container is bounded only by the host’s pid_max and threads-max.' }, sources)];
  const findings: Finding[] = [];
  if (inUse && inUse.value >= limit.value) {
    // No target is invented here: how far above today's use to go depends on the workload, which no source sizes.
    findings.push(finding(rule, {
      severity: 'error',
      title: `${inUse.value} threads in use against a pids limit of ${limit.value}`,
      recommended: inUse.value < MQ_NPROC_MINIMUM ? `Raise the pids limit to at least ${MQ_NPROC_MINIMUM} (the fix below).` : `Raise the pids limit well above the ${inUse.value} threads in use, leaving room for the peak number of connections.`,
      why: 'At the limit the queue manager and its channels cannot start new threads.',
    }, sources));
  }
  if (limit.value < MQ_NPROC_MINIMUM) {
    findings.push(finding(rule, {
      severity: 'warning',
      title: `Pids limit ${limit.value} is below IBM’s nproc minimum of ${MQ_NPROC_MINIMUM}${limit.value === CRIO_DEFAULT_PIDS_LIMIT ? ' (CRI-O’s default before OpenShift 4.10)' : ''}`,
      recommended: `Raise the pids limit to at least ${MQ_NPROC_MINIMUM}.`,
      why: 'IBM’s note found 1024 “adequate for the vast majority of scenarios” but raised it for its own many-threaded tests; MQ’s own minimum for the mqm user is 4096 processes.',
      fixes: raiseFixes(input.runtime, MQ_NPROC_MINIMUM),
    }, sources));
  } else if (findings.length === 0) {
    findings.push(finding(rule, { severity: 'ok', title: `Pids limit ${limit.value} is at least ${MQ_NPROC_MINIMUM}`, recommended: '', why: 'At or above IBM’s nproc minimum for the queue manager’s user.' }, sources));
  }
  return findings;
}
