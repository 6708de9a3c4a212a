/**
 * Today's counterpart of the HP-UX kernel-limits calculator: the Linux limits a queue manager's
 * user and container need for a number of connections and queue managers. IBM documents minimums
 * (mqconfig's nofile, the kernel's threads-max and pid_max, "enough for two moderately sized
 * queue managers"); the per-connection cost (one thread and one socket per channel connection
 * with a threaded listener) is the HP-UX report's. On Linux a thread counts as a process for both
 * the per-user limit (nproc) and a container's pids limit, which is why connections drive them.
 */
import type { CalculatorDefinition, Source, WorkStep } from './types.ts';
import { num } from './format.ts';
import { DEFAULT_CONNS_PER_PROCESS, STD_STREAMS } from './kernel-limits.ts';

/** mqconfig (MQ V8) checks the open-file limit, hard and soft, against IBM>=10240; IBM's AIX page says "at least 10240". */
export const IBM_MIN_NOFILE = 10240;
/** kernel.threads-max and kernel.pid_max: 32768, "sufficient to run two moderate sized queue managers". */
export const IBM_MIN_THREADS = { value: 32768, queueManagers: 2 } as const;
/** fs.file-max: mqconfig checks IBM>=524288. */
export const IBM_MIN_FILE_MAX = 524288;
/** Our derived default for one moderately sized queue manager: 32,768 threads ÷ 2 queue managers. */
export const THREADS_PER_QMGR_DEFAULT = IBM_MIN_THREADS.value / IBM_MIN_THREADS.queueManagers;

const SOURCES = {
  kernel: {
    kind: 'ibm-docs',
    title: 'Configuring and tuning the operating system on Linux (IBM MQ 10.0)',
    url: 'https://www.ibm.com/docs/en/ibm-mq/10.0.x?topic=linux-configuring-tuning-operating-system',
    what: 'Minimum kernel values: kernel.threads-max 32768 and kernel.pid_max 32768, marked "Increase": the values shown are sufficient to run two moderate sized queue managers; raise them for more, or for heavy workloads.',
  },
  users: {
    kind: 'ibm-docs',
    title: 'Configuring and tuning the operating system on Linux (IBM MQ 9.0)',
    url: 'https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.0.0/com.ibm.mq.ins.doc/q008550_.htm',
    what: 'The NOFILE and NPROC limits apply to the user that starts the queue manager (mqm); if another user starts it, give that user the same entries.',
  },
  systemd: {
    kind: 'vendor-docs',
    vendor: 'IBM MQ 9.2 documentation (as mirrored by setgetweb.com)',
    title: 'Configuring and tuning the operating system on Linux',
    url: 'https://setgetweb.com/p/MQ92/ins/q008550_.htm',
    what: 'NOFILE and NPROC limits set through a pluggable security module (PAM) are not applied to queue managers started with systemd: give equivalent values in the unit file of the queue manager service.',
  },
  aixFiles: {
    kind: 'ibm-docs',
    title: 'Operating System configuration and tuning for IBM MQ on AIX (IBM MQ 8.0)',
    url: 'https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_8.0.0/com.ibm.mq.ins.doc/q008530_.html',
    what: 'Set the open-file limit to at least 10240; running short gives MQRC_UNEXPECTED_ERROR (2195) and an FFST.',
  },
  mqconfigNofile: {
    kind: 'vendor-docs',
    vendor: 'IBM (mqconfig output quoted in ibm-messaging/mq-docker issue 1)',
    title: 'mqconfig V3.7 for WebSphere MQ V8.0: nofile',
    url: 'https://github.com/ibm-messaging/mq-docker/issues/1',
    what: 'mqconfig checks nofile (ulimit -Hn and -Sn) against IBM>=10240.',
  },
  mqconfigFileMax: {
    kind: 'vendor-docs',
    vendor: 'IBM (mqconfig output quoted in ibm-messaging/mq-docker issue 6)',
    title: 'mqconfig for WebSphere MQ V8.0: file-max',
    url: 'https://github.com/ibm-messaging/mq-docker/issues/6',
    what: 'mqconfig checks fs.file-max against IBM>=524288.',
  },
  rlimit: {
    kind: 'vendor-docs',
    vendor: 'Linux man-pages project',
    title: 'getrlimit(2): RLIMIT_NPROC and RLIMIT_NOFILE',
    url: 'https://man7.org/linux/man-pages/man2/getrlimit.2.html',
    what: 'RLIMIT_NPROC limits the processes, more precisely on Linux the threads, of the real user ID; RLIMIT_NOFILE limits the file descriptors of one process.',
  },
  pids: {
    kind: 'vendor-docs',
    vendor: 'The Linux kernel',
    title: 'Control Group v2: PID controller',
    url: 'https://docs.kernel.org/admin-guide/cgroup-v2.html',
    what: 'pids.max limits the number of tasks (processes and threads) in a cgroup, which is what a container runtime\'s pids limit sets.',
  },
  hpuxThreads: {
    kind: 'report',
    report: 'mq-hpux-v53',
    lines: [543, 548],
    what: 'runmqlsr runs a thread per connection (inetd\'s amqcrsta a process per connection).',
  },
  hpuxFiles: {
    kind: 'report',
    report: 'mq-hpux-v53',
    lines: [1610, 1623],
    what: 'Per connection one socket; per listener process stdin, stdout and stderr; connections shared 50 to an amqrmppa pool process in the report\'s arithmetic.',
  },
} satisfies Record<string, Source>;

const definition: CalculatorDefinition = {
  id: 'linux-limits',
  title: 'Linux limits for a queue manager (nofile, nproc, container pids)',
  group: 'connections-and-os-limits',
  question: 'What open-file, process and container pid limits does the mqm user need for this many connections and queue managers on Linux?',
  appliesTo:
    'IBM MQ on Linux (distributed MQ, queue managers started by the mqm user or in containers). The minimums are IBM\'s documented ones (mqconfig for MQ V8, the MQ 9.0 and 10.0 kernel tables); one thread and one socket per connection is what the MQ V5.3 HP-UX report measured for a threaded listener, still how channel connections are served. The per-queue-manager thread budget is derived from IBM\'s "two moderate queue managers" and is yours to replace with a measured count.',
  inputs: [
    {
      kind: 'number',
      name: 'connections',
      label: 'Connections per queue manager',
      unit: 'connections',
      help: 'Client (SVRCONN) and server channel connections into each queue manager at its busiest. Each is served by a thread of a channel pool process (amqrmppa) and holds a socket.',
      min: 0,
      max: 1000000,
      integer: true,
      default: 1000,
    },
    {
      kind: 'number',
      name: 'queueManagers',
      label: 'Queue managers run by the user',
      unit: 'queue managers',
      help: 'Queue managers started by the same user (mqm) on this host; nproc counts all their threads together.',
      min: 1,
      max: 1000,
      integer: true,
      default: 1,
    },
    {
      kind: 'number',
      name: 'threadsPerQmgr',
      label: 'Threads per queue manager before connections',
      unit: 'threads',
      help: `The threads a queue manager runs besides one per connection. Default ${num(THREADS_PER_QMGR_DEFAULT)}: IBM's 32,768 threads for two moderate queue managers, halved (derived). Replace it with a count from your system: ps -L -u mqm | wc -l, minus the connections.`,
      min: 1,
      max: 1000000,
      integer: true,
      default: THREADS_PER_QMGR_DEFAULT,
    },
    {
      kind: 'number',
      name: 'connsPerProcess',
      label: 'Connections per channel pool process',
      unit: 'connections',
      help: `How many connections share one amqrmppa process, which holds their sockets; ${DEFAULT_CONNS_PER_PROCESS} in the HP-UX report's arithmetic (lines 1610-1623).`,
      min: 1,
      max: 1000000,
      integer: true,
      default: DEFAULT_CONNS_PER_PROCESS,
    },
  ],
  outputs: [
    { name: 'nofile', label: 'nofile (ulimit -n) for mqm', unit: 'count', noun: 'open files', help: 'Open files per process, hard and soft.' },
    { name: 'nproc', label: 'nproc (ulimit -u) for mqm', unit: 'count', noun: 'processes and threads', help: 'Processes and threads of the user, all queue managers together.' },
    { name: 'pidsLimit', label: 'Container pids limit, one queue manager', unit: 'count', noun: 'processes and threads', help: 'pids.max of a container running one queue manager.' },
    { name: 'threadsMax', label: 'kernel.threads-max and kernel.pid_max', unit: 'count', noun: 'threads' },
    { name: 'fileMax', label: 'fs.file-max', unit: 'count', noun: 'open files' },
  ],
  formulas: [
    'threads per queue manager = threads before connections + connections × 1 (one thread per connection)',
    'nproc = queue managers × threads per queue manager (on Linux every thread counts)',
    'pidsLimit = threads per queue manager (a container counts threads as tasks)',
    'nofile = max(10,240, connections per pool process + 3)',
    'threadsMax = max(32,768, nproc); fileMax = max(524,288, queue managers × (connections + 3 × pool processes))',
  ],
  explanation: [
    'On Linux the per-user process limit (nproc, ulimit -u) counts threads, and so does a container\'s pids limit (the cgroup\'s pids.max). A queue manager serves each channel connection on a thread of a channel pool process, as the HP-UX report measured for its threaded listener (lines 543-548), so both limits grow with connections. The open-file limit (nofile, ulimit -n) is per process; the pool processes share out the sockets, so IBM\'s minimum of 10,240 normally covers it.',
    'IBM documents the minimums: nofile of at least 10,240 for the user that starts the queue manager (mqconfig checks it, hard and soft), fs.file-max of 524,288, and kernel.threads-max and kernel.pid_max of 32,768, values IBM says are enough for two moderately sized queue managers and should be raised for more or for heavy workloads. The NOFILE and NPROC entries apply to whichever user starts the queue manager. This calculator keeps IBM\'s minimums as floors and adds the connections on top.',
    'The threads a queue manager needs before its connections depend on its configuration and workload, and IBM gives no formula. The default here divides IBM\'s 32,768 threads between its two moderate queue managers (16,384 each): generous for a small queue manager. Count your own (ps -L -u mqm | wc -l, or pids.current in a container) and enter it; keep headroom, because a container that reaches its pids limit cannot start a thread, and the queue manager fails the connection or the operation that needed it.',
    'The HP-UX calculator shows the same arithmetic for MQ V5.3 on HP-UX 11 (nkthread, nproc, maxuprc, nfile): this is its counterpart today.',
  ],
  related: [{ id: 'kernel-limits', why: 'the same arithmetic as the MQ V5.3 report measured it on HP-UX 11 (nkthread, nproc, maxuprc, nfile).' }],
  sources: Object.values(SOURCES),
  examples: [
    {
      label: 'IBM\'s kernel minimum: two moderate queue managers in 32,768 threads (no connections added)',
      inputs: { connections: '0', queueManagers: '2' },
      expected: { nproc: IBM_MIN_THREADS.value, threadsMax: IBM_MIN_THREADS.value },
      source: SOURCES.kernel,
    },
    {
      label: 'mqconfig\'s nofile: at least 10,240 for the mqm user',
      inputs: { connections: '100', queueManagers: '1' },
      expected: { nofile: IBM_MIN_NOFILE, fileMax: IBM_MIN_FILE_MAX },
      source: SOURCES.mqconfigNofile,
    },
  ],
  compute(v) {
    const connections = v.connections as number;
    const qms = v.queueManagers as number;
    const base = v.threadsPerQmgr as number;
    const perProcess = v.connsPerProcess as number;

    const perQmgr = base + connections;
    const nproc = qms * perQmgr;
    const processes = Math.ceil(connections / perProcess);
    const perProcessFiles = Math.min(connections, perProcess) + STD_STREAMS;
    const nofile = Math.max(IBM_MIN_NOFILE, perProcessFiles);
    const threadsMax = Math.max(IBM_MIN_THREADS.value, nproc);
    const files = qms * (connections + STD_STREAMS * processes);
    const fileMax = Math.max(IBM_MIN_FILE_MAX, files);

    const work: WorkStep[] = [
      {
        label: 'Threads of one queue manager (one per connection, lines 543-548)',
        formula: 'threads = threads before connections + connections',
        substituted: `${num(base)} + ${num(connections)} = ${num(perQmgr)}`,
        output: 'pidsLimit',
      },
      {
        label: 'nproc: every thread of every queue manager the user runs',
        formula: 'nproc = queue managers × threads',
        substituted: `${num(qms)} × ${num(perQmgr)} = ${num(nproc)}`,
        output: 'nproc',
      },
      {
        label: 'nofile: the busiest pool process\'s sockets and stdin, stdout, stderr, at least IBM\'s 10,240',
        formula: 'nofile = max(10,240, min(connections, per process) + 3)',
        substituted: `max(10,240, ${num(Math.min(connections, perProcess))} + 3) = ${num(nofile)}`,
        output: 'nofile',
      },
      {
        label: 'Kernel threads and process ids, at least IBM\'s 32,768',
        formula: 'threads-max = pid_max = max(32,768, nproc)',
        substituted: `max(32,768, ${num(nproc)}) = ${num(threadsMax)}`,
        output: 'threadsMax',
      },
      {
        label: 'Open files system-wide, at least mqconfig\'s 524,288',
        formula: 'fileMax = max(524,288, queue managers × (connections + 3 × ⌈connections ÷ per process⌉))',
        substituted: `max(524,288, ${num(qms)} × (${num(connections)} + 3 × ${num(processes)})) = ${num(fileMax)}`,
        output: 'fileMax',
      },
    ];
    const warnings: string[] = [];
    if (base === THREADS_PER_QMGR_DEFAULT) {
      warnings.push(`The ${num(base)} threads per queue manager before connections is derived from IBM's "two moderate queue managers in 32,768 threads", not measured: count your queue manager's threads and enter them for a tighter limit.`);
    }
    if (qms > 1) warnings.push('A container normally runs one queue manager, so the pids limit is for one; nproc and the kernel values cover them all.');
    const limits = [
      `# /etc/security/limits.conf (or a file in /etc/security/limits.d/) for the user that starts the queue managers`,
      `mqm  hard  nofile  ${nofile}`,
      `mqm  soft  nofile  ${nofile}`,
      `mqm  hard  nproc   ${nproc}`,
      `mqm  soft  nproc   ${nproc}`,
    ].join('\n');
    const sysctl = [`kernel.threads-max = ${threadsMax}`, `kernel.pid_max = ${threadsMax}`, `fs.file-max = ${fileMax}`].join('\n');
    return {
      ok: true,
      summary: `Give the mqm user nofile ${num(nofile)} and nproc ${num(nproc)}, a container of one queue manager a pids limit of ${num(perQmgr)}, and the kernel threads-max and pid_max of ${num(threadsMax)}.`,
      outputs: { nofile, nproc, pidsLimit: perQmgr, threadsMax, fileMax },
      work,
      warnings,
      snippets: [
        { label: 'Per-user limits (PAM limits.conf)', language: 'text', text: limits },
        { label: 'A queue manager started by systemd: limits in its unit file, which PAM limits do not reach', language: 'ini', text: `[Service]\nLimitNOFILE=${nofile}\nLimitNPROC=${nproc}` },
        { label: 'Kernel settings (/etc/sysctl.conf, then sysctl -p)', language: 'ini', text: sysctl },
        { label: 'Flags for docker run or podman run, one queue manager per container', language: 'shell', text: `--pids-limit ${perQmgr} --ulimit nofile=${nofile}:${nofile}` },
      ],
    };
  },
};

export default definition;
