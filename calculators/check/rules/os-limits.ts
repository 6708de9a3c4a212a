/**
 * Open files, processes and the kernel settings IBM's mqconfig checks, against IBM's documented
 * minimums (the constants the linux-limits calculator uses, imported from it). mqconfig's own
 * verdict lines are reported as it printed them, since it already knows the release it checked.
 */
import { IBM_MIN_FILE_MAX, IBM_MIN_NOFILE, IBM_MIN_THREADS, THREADS_PER_QMGR_DEFAULT } from '../../linux-limits.ts';
import { SOURCES } from '../sources.ts';
import type { Finding, MqconfigEntry, SysctlEntry, UlimitEntry } from '../types.ts';

const n = (x: number) => x.toLocaleString('en-GB');

/** kernel.sem is four numbers: semmsl semmns semopm semmni. mqconfig (MQ V8) checks each against these. */
const SEM_MINIMUMS = [
  { name: 'semmsl', min: 32 },
  { name: 'semmns', min: 4096 },
  { name: 'semopm', min: 32 },
  { name: 'semmni', min: 128 },
] as const;

/** Kernel settings with a documented minimum: sysctl key, minimum, what it limits, its source. */
const KERNEL_MINIMUMS = [
  { key: 'fs.file-max', min: IBM_MIN_FILE_MAX, what: 'open files on the whole system', sources: [SOURCES.mqconfigFileMax, SOURCES.linuxKernel] },
  { key: 'kernel.threads-max', min: IBM_MIN_THREADS.value, what: 'threads on the whole system; IBM’s value is enough for two moderately sized queue managers', sources: [SOURCES.linuxKernel] },
  { key: 'kernel.pid_max', min: IBM_MIN_THREADS.value, what: 'process and thread ids; IBM’s value is enough for two moderately sized queue managers', sources: [SOURCES.linuxKernel] },
  { key: 'kernel.shmmni', min: 4096, what: 'shared memory segments', sources: [SOURCES.mqconfigV8] },
  { key: 'kernel.shmmax', min: 268435456, what: 'bytes in one shared memory segment', sources: [SOURCES.mqconfigV8] },
] as const;

function atLeast(rule: string, name: string, value: number | null, min: number, what: string, line: number, sources: Finding['sources'], fix: string): Finding {
  const ok = value === null || value >= min;
  return {
    rule,
    severity: ok ? 'ok' : 'error',
    title: ok ? `${name} = ${value === null ? 'unlimited' : n(value)}, at least IBM’s ${n(min)}` : `${name} = ${n(value!)}, below IBM’s minimum of ${n(min)}`,
    recommended: ok ? '' : fix,
    why: `${name} limits ${what}.`,
    line,
    sources,
  };
}

export function checkUlimit(entries: UlimitEntry[]): Finding[] {
  const findings: Finding[] = [];
  const files = entries.find((e) => e.flag === 'n');
  if (files) {
    findings.push(
      atLeast('os.nofile', 'open files (ulimit -n)', files.value, IBM_MIN_NOFILE, 'the files and sockets one process of the user that runs the queue manager may hold open; running short gives MQRC_UNEXPECTED_ERROR (2195) and an FFST', files.line, [SOURCES.mqconfigV8, SOURCES.linuxUsers, SOURCES.osLimitsGuide], `Set nofile to at least ${n(IBM_MIN_NOFILE)}, hard and soft, for mqm in /etc/security/limits.conf, or LimitNOFILE= in the systemd unit that starts the queue manager (PAM limits do not apply under systemd).`),
    );
  }
  const procs = entries.find((e) => e.flag === 'u');
  if (procs) {
    const ok = procs.value === null || procs.value >= THREADS_PER_QMGR_DEFAULT;
    findings.push({
      rule: 'os.nproc',
      severity: ok ? 'ok' : 'warning',
      title: ok ? `max user processes (ulimit -u) = ${procs.value === null ? 'unlimited' : n(procs.value)}` : `max user processes (ulimit -u) = ${n(procs.value!)}: fewer threads than one moderately sized queue manager may use`,
      recommended: ok ? '' : `On Linux every thread counts against nproc. Size it with the linux-limits calculator for your connections; ${n(THREADS_PER_QMGR_DEFAULT)} per queue manager is our derived starting point (IBM’s ${n(IBM_MIN_THREADS.value)} threads for two queue managers, halved).`,
      why: 'nproc limits the processes and threads of the user that runs the queue manager; each client connection under a threaded listener is a thread.',
      line: procs.line,
      sources: [SOURCES.linuxUsers, SOURCES.linuxKernel, SOURCES.osLimitsGuide],
      calculator: { label: 'Linux limits for your connections and queue managers', href: '/calculators/linux-limits/' },
    });
  }
  return findings;
}

export function checkSysctl(entries: SysctlEntry[]): Finding[] {
  const findings: Finding[] = [];
  for (const spec of KERNEL_MINIMUMS) {
    const entry = entries.find((e) => e.key === spec.key);
    if (!entry) continue;
    const value = /^\d+$/.test(entry.value) ? Number(entry.value) : NaN;
    if (!Number.isFinite(value)) {
      findings.push({ rule: `os.${spec.key}`, severity: 'warning', title: `${spec.key} = ${entry.value} is not a number`, recommended: `Set ${spec.key} to a whole number of at least ${n(spec.min)}.`, why: `${spec.key} limits ${spec.what}.`, line: entry.line, sources: [...spec.sources] });
      continue;
    }
    findings.push(atLeast(`os.${spec.key}`, spec.key, value, spec.min, spec.what, entry.line, [...spec.sources], `Set ${spec.key} = ${n(spec.min)} or more in /etc/sysctl.conf (or a file in /etc/sysctl.d/) and run sysctl -p.`));
  }
  const sem = entries.find((e) => e.key === 'kernel.sem');
  if (sem) {
    const parts = sem.value.split(/\s+/).map(Number);
    if (parts.length !== 4 || parts.some((x) => !Number.isInteger(x))) {
      findings.push({ rule: 'os.kernel.sem', severity: 'warning', title: `kernel.sem = ${sem.value} is not four numbers`, recommended: 'kernel.sem takes semmsl semmns semopm semmni, for example "32 4096 32 128" or more.', why: 'The four System V semaphore limits are given together.', line: sem.line, sources: [SOURCES.linuxKernel] });
    } else {
      const low = SEM_MINIMUMS.filter((s, i) => parts[i]! < s.min);
      findings.push({
        rule: 'os.kernel.sem',
        severity: low.length ? 'error' : 'ok',
        title: low.length ? `kernel.sem: ${low.map((s) => `${s.name} ${n(parts[SEM_MINIMUMS.indexOf(s)]!)} < ${n(s.min)}`).join(', ')}` : `kernel.sem = ${sem.value}: every semaphore limit at least IBM’s`,
        recommended: low.length ? `Set kernel.sem to at least "${SEM_MINIMUMS.map((s) => s.min).join(' ')}" (semmsl semmns semopm semmni).` : '',
        why: 'The queue manager uses System V semaphores for its shared resources.',
        line: sem.line,
        sources: [SOURCES.mqconfigV8],
      });
    }
  }
  return findings;
}

export function checkMqconfig(entries: MqconfigEntry[]): Finding[] {
  return entries.map((e) => ({
    rule: `mqconfig.${e.name}`,
    severity: e.status === 'FAIL' ? 'error' : e.status === 'WARN' ? 'warning' : 'ok',
    title: `mqconfig: ${e.name} ${e.current === null ? '' : `${n(e.current)} `}(IBM${e.relation}${n(e.required)}) ${e.status}`,
    recommended: e.status === 'PASS' ? '' : `Change ${e.name} so that it is ${e.relation === '>=' ? 'at least' : e.relation === '<=' ? 'at most' : 'exactly'} ${n(e.required)}, as mqconfig asks for this release, then run mqconfig again.`,
    why: 'mqconfig compares each setting with IBM’s requirement for the MQ release installed.',
    line: e.line,
    sources: [SOURCES.linuxKernel, SOURCES.osLimitsGuide],
  }));
}
