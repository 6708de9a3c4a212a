/**
 * Today's counterpart of the HP-UX kernel-limits calculator: the Linux limits a queue manager's
 * user and container need for a number of connections and queue managers, never below what the
 * system already has. The floors are IBM's minimums as mqconfig states them, read from the
 * rulebook (rules os.nofile, os.nproc, os.kernel.threads-max, os.kernel.pid_max, os.fs.file-max);
 * the only workload-derived extra is the sourced one: a thread per connected client (IBM 2020 best
 * practices line 1532; the HP-UX report lines 543–548), which nproc, a container's pids limit and
 * threads-max all count on Linux. Given the current values, a setting already at or above its
 * target gets no fix; without them every fix reads the current value first and raises only.
 */
import type { CalculatorDefinition, InputValues, Snippet, WorkStep } from './types.ts';
import { num } from './format.ts';
import { DEFAULT_CONNS_PER_PROCESS, STD_STREAMS } from './kernel-limits.ts';
import { IBM_MIN_NOFILE as NOFILE } from './rulebook/rules/os-nofile.ts';
import { IBM_MIN_NPROC as NPROC } from './rulebook/rules/os-nproc.ts';
import { IBM_MIN_FILE_MAX as FILE_MAX } from './rulebook/rules/os-file-max.ts';
import { IBM_MIN_THREADS_MAX as THREADS_MAX } from './rulebook/rules/os-threads-max.ts';
import { IBM_MIN_PID_MAX as PID_MAX } from './rulebook/rules/os-pid-max.ts';
import { sysctlFixes, userLimitFixes } from './rulebook/lib/fixes.ts';
import { namedCitations } from './lib/citations.ts';
import cited from './citations/linux-limits.json' with { type: 'json' };

export const IBM_MIN_NOFILE = Number(NOFILE);
export const IBM_MIN_NPROC = Number(NPROC);
export const IBM_MIN_FILE_MAX = Number(FILE_MAX);
export const IBM_MIN_THREADS_MAX = Number(THREADS_MAX);
export const IBM_MIN_PID_MAX = Number(PID_MAX);

/** What this calculator cites, by name: IBM's Linux and AIX tuning pages, mqconfig, the kernel's documentation and the report lines on threads and descriptors. */
const CITED = namedCitations('linux-limits', cited);

/** Optional "what you have now" inputs: one per setting, exact enough for a comparison (a float of a 64-bit limit never falls below a target under 2^53). */
const CURRENT = [
  { name: 'currentNofile', label: 'Current nofile (ulimit -n as mqm)', help: 'The open-file limit mqm has now (sudo -u mqm bash -c "ulimit -n"). Leave empty if unknown: the fix then reads it first and raises only.' },
  { name: 'currentNproc', label: 'Current nproc (ulimit -u as mqm)', help: 'The process limit mqm has now (sudo -u mqm bash -c "ulimit -u").' },
  { name: 'currentThreadsMax', label: 'Current kernel.threads-max', help: 'sysctl -n kernel.threads-max (about 125,000 on a current RHEL host with 16 GB).' },
  { name: 'currentPidMax', label: 'Current kernel.pid_max', help: 'sysctl -n kernel.pid_max (4,194,304 on current RHEL and Ubuntu).' },
  { name: 'currentFileMax', label: 'Current fs.file-max', help: 'sysctl -n fs.file-max (9,223,372,036,854,775,807 on current kernels: effectively unlimited).' },
] as const;

const current = (v: InputValues, name: string): bigint | undefined => (typeof v[name] === 'number' ? BigInt(Math.trunc(v[name] as number)) : undefined);

const definition: CalculatorDefinition = {
  id: 'linux-limits',
  title: 'Linux limits for a queue manager (nofile, nproc, container pids)',
  group: 'connections-and-os-limits',
  question: 'What open-file, process and container pid limits does the mqm user need for this many connections and queue managers on Linux, without lowering any I have?',
  appliesTo:
    'IBM MQ on Linux (distributed MQ, queue managers started by the mqm user or in containers). The floors are IBM\'s minimums as mqconfig states them (MQ 8.0 to 9.4: nofile 10,240, nproc 4,096, threads-max and pid_max 32,768, file-max 524,288); the per-connection thread is IBM\'s 2020 best practices (a thread per connected client in amqrmppa), as the MQ V5.3 HP-UX report measured too. The queue manager\'s other threads are yours to measure; without a count, IBM\'s 4,096 stands for them (an assumption, labelled).',
  inputs: [
    { kind: 'number', name: 'connections', label: 'Connections per queue manager', unit: 'connections', help: 'Client (SVRCONN) and server channel connections into each queue manager at its busiest. Each is a thread of a channel pool process (amqrmppa) and holds a socket.', min: 0, max: 1000000, integer: true, default: 1000 },
    { kind: 'number', name: 'queueManagers', label: 'Queue managers run by the user', unit: 'queue managers', help: 'Queue managers started by the same user (mqm) on this host; nproc counts all their threads together.', min: 1, max: 1000, integer: true, default: 1 },
    { kind: 'number', name: 'threadsPerQmgr', label: 'Measured threads per queue manager before connections', unit: 'threads', optional: true, help: 'Optional: count them on your system (ps -L -u mqm | wc -l, minus the connections). No source states a typical figure, so when this is empty IBM\'s nproc minimum of 4,096 stands for them.', min: 1, max: 1000000, integer: true },
    { kind: 'number', name: 'connsPerProcess', label: 'Connections per channel pool process', unit: 'connections', help: `How many connections share one amqrmppa process, which holds their sockets; ${DEFAULT_CONNS_PER_PROCESS} in the HP-UX V5.3 report's arithmetic (lines 1610-1623). Current releases do not document it.`, min: 1, max: 1000000, integer: true, default: DEFAULT_CONNS_PER_PROCESS },
    // Not `integer: true`: whole-number checks mean nothing above 2^53, where these limits often sit
    // (file-max 9223372036854775807), so the value is taken as typed and truncated for the comparison.
    ...CURRENT.map((c) => ({ kind: 'number' as const, name: c.name, label: c.label, unit: 'count', optional: true, help: c.help, min: 0, max: 2 ** 64 })),
  ],
  outputs: [
    { name: 'nofile', label: 'nofile (ulimit -n) for mqm, at least', unit: 'count', noun: 'open files', help: 'Open files per process, hard and soft.' },
    { name: 'nproc', label: 'nproc (ulimit -u) for mqm, at least', unit: 'count', noun: 'processes and threads', help: 'Processes and threads of the user, all queue managers together.' },
    { name: 'pidsLimit', label: 'Container pids limit, one queue manager, at least', unit: 'count', noun: 'processes and threads', help: 'pids.max of a container running one queue manager.' },
    { name: 'threadsMax', label: 'kernel.threads-max and kernel.pid_max, at least', unit: 'count', noun: 'threads' },
    { name: 'fileMax', label: 'fs.file-max, at least', unit: 'count', noun: 'open files' },
  ],
  formulas: [
    'measured: threads per queue manager = measured threads + connections; nproc = max(4,096, queue managers × threads per queue manager)',
    'not measured: nproc = 4,096 + queue managers × connections (IBM\'s minimum stands for the queue manager\'s own threads)',
    'pidsLimit = the same for one queue manager',
    'nofile = max(10,240, min(connections, per pool process) + 3)',
    'threadsMax = max(32,768, nproc); fileMax = max(524,288, queue managers × (connections + 3 × pool processes))',
    'A fix is offered only for a setting whose current value is below its target, or (current unknown) as a command that reads it first and raises only',
  ],
  explanation: [
    'On Linux the per-user process limit (nproc, ulimit -u) counts threads, and so does a container\'s pids limit (the cgroup\'s pids.max). A queue manager serves each client connection on a thread of a channel pool process (IBM\'s 2020 best practices; the HP-UX report measured the same for its threaded listener), so both limits grow with connections. The open-file limit (nofile, ulimit -n) is per process; the pool processes share out the sockets, so IBM\'s minimum of 10,240 normally covers it.',
    'IBM documents the minimums and mqconfig checks them: nofile 10,240 and nproc 4,096 for the user that starts the queue manager, fs.file-max 524,288, and kernel.threads-max and kernel.pid_max 32,768. Current distributions ship much higher kernel values (RHEL 9: pid_max 4,194,304, file-max 9,223,372,036,854,775,807), so the kernel targets here are floors to check, never values to set blindly: a line that set pid_max to 32,768 would lower it.',
    'The threads a queue manager needs besides its connections depend on its configuration and workload, and no IBM source gives a figure. Count your own (ps -L -u mqm | wc -l, or pids.current in a container) and enter it; keep headroom, because a container that reaches its pids limit cannot start a thread, and the queue manager fails the connection or the operation that needed it. OpenShift\'s CRI-O limited pods to 1,024 processes for a time (4,096 again from OCP 4.10); a ContainerRuntimeConfig raises it.',
    'The HP-UX calculator shows the same arithmetic for MQ V5.3 on HP-UX 11 (nkthread, nproc, maxuprc, nfile): this is its counterpart today.',
  ],
  related: [{ id: 'kernel-limits', why: 'the same arithmetic as the MQ V5.3 report measured it on HP-UX 11 (nkthread, nproc, maxuprc, nfile).' }],
  sources: Object.values(CITED),
  examples: [
    {
      label: 'IBM\'s minimums with no connections: nproc 4,096, threads-max and pid_max 32,768',
      inputs: { connections: '0', queueManagers: '2' },
      expected: { nproc: IBM_MIN_NPROC, threadsMax: IBM_MIN_THREADS_MAX, nofile: IBM_MIN_NOFILE, fileMax: IBM_MIN_FILE_MAX },
      source: CITED.kernel,
    },
    {
      label: 'mqconfig\'s nofile: at least 10,240 for the mqm user',
      inputs: { connections: '100', queueManagers: '1' },
      expected: { nofile: IBM_MIN_NOFILE, fileMax: IBM_MIN_FILE_MAX },
      source: CITED.mqconfigNofile,
    },
  ],
  compute(v) {
    const connections = v.connections as number;
    const qms = v.queueManagers as number;
    const base = v.threadsPerQmgr as number | undefined;
    const perProcess = v.connsPerProcess as number;

    const perQmgr = base === undefined ? IBM_MIN_NPROC + connections : Math.max(IBM_MIN_NPROC, base + connections);
    const nproc = base === undefined ? IBM_MIN_NPROC + qms * connections : Math.max(IBM_MIN_NPROC, qms * (base + connections));
    const processes = Math.ceil(connections / perProcess);
    const nofile = Math.max(IBM_MIN_NOFILE, Math.min(connections, perProcess) + STD_STREAMS);
    const threadsMax = Math.max(IBM_MIN_THREADS_MAX, nproc);
    const fileMax = Math.max(IBM_MIN_FILE_MAX, qms * (connections + STD_STREAMS * processes));

    const work: WorkStep[] = [
      base === undefined
        ? { label: 'nproc: IBM\'s 4,096 (standing for the queue manager\'s own threads, not measured) plus a thread per connection', formula: 'nproc = 4,096 + queue managers × connections', substituted: `4,096 + ${num(qms)} × ${num(connections)} = ${num(nproc)}`, output: 'nproc' }
        : { label: 'nproc: every measured thread and a thread per connection, at least IBM\'s 4,096', formula: 'nproc = max(4,096, queue managers × (measured threads + connections))', substituted: `max(4,096, ${num(qms)} × (${num(base)} + ${num(connections)})) = ${num(nproc)}`, output: 'nproc' },
      { label: 'Container pids limit, one queue manager', formula: base === undefined ? 'pidsLimit = 4,096 + connections' : 'pidsLimit = max(4,096, measured threads + connections)', substituted: `${num(perQmgr)}`, output: 'pidsLimit' },
      { label: 'nofile: the busiest pool process\'s sockets and stdin, stdout, stderr, at least IBM\'s 10,240', formula: 'nofile = max(10,240, min(connections, per process) + 3)', substituted: `max(10,240, ${num(Math.min(connections, perProcess))} + 3) = ${num(nofile)}`, output: 'nofile' },
      { label: 'Kernel threads and process ids, at least IBM\'s 32,768', formula: 'threads-max = pid_max = max(32,768, nproc)', substituted: `max(32,768, ${num(nproc)}) = ${num(threadsMax)}`, output: 'threadsMax' },
      { label: 'Open files system-wide, at least mqconfig\'s 524,288', formula: 'fileMax = max(524,288, queue managers × (connections + 3 × ⌈connections ÷ per process⌉))', substituted: `max(524,288, ${num(qms)} × (${num(connections)} + 3 × ${num(processes)})) = ${num(fileMax)}`, output: 'fileMax' },
    ];
    const warnings: string[] = [];
    if (base === undefined) warnings.push('No measured thread count: IBM\'s nproc minimum of 4,096 stands for the queue manager\'s own threads (an assumption derived from IBM\'s minimum, not measured); count yours and enter it for a tighter limit.');
    if (qms > 1) warnings.push('A container normally runs one queue manager, so the pids limit is for one; nproc and the kernel values cover them all.');

    const has = (name: string) => current(v, name);
    const snippets: Snippet[] = [];
    const add = (title: string, fixes: { label: string; language: string; text: string }[]) => fixes.forEach((f) => snippets.push({ label: `${title}: ${f.label}`, language: f.language === 'yaml' ? 'text' : (f.language as Snippet['language']), text: f.text }));
    add('nofile', userLimitFixes('nofile', BigInt(nofile), has('currentNofile'), undefined));
    add('nproc', userLimitFixes('nproc', BigInt(nproc), has('currentNproc'), undefined));
    add('kernel.threads-max', sysctlFixes('kernel.threads-max', BigInt(threadsMax), has('currentThreadsMax')));
    add('kernel.pid_max', sysctlFixes('kernel.pid_max', BigInt(threadsMax), has('currentPidMax')));
    add('fs.file-max', sysctlFixes('fs.file-max', BigInt(fileMax), has('currentFileMax')));
    const already = CURRENT.filter((c) => has(c.name) !== undefined).length;
    return {
      ok: true,
      summary: `The mqm user needs nofile of at least ${num(nofile)} and nproc of at least ${num(nproc)}, a container of one queue manager a pids limit of at least ${num(perQmgr)}, and the kernel threads-max and pid_max at least ${num(threadsMax)}${already ? '; settings you gave that already reach these get no fix' : '; the fixes read each current value first and raise only'}.`,
      outputs: { nofile, nproc, pidsLimit: perQmgr, threadsMax, fileMax },
      work,
      warnings,
      snippets,
    };
  },
};

export default definition;
