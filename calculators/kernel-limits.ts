/**
 * HP-UX v11 kernel limits for a number of MQ channel connections: the report's section 7.3
 * arithmetic (nkthread, nproc, ncallout, maxuprc, nfile), rebuilt from its components so its
 * printed sums can be checked. What each connection costs depends on the listener: inetd's
 * amqcrsta runs a process with three kernel threads per connection, runmqlsr one thread per
 * connection inside shared amqrmppa channel-pool processes.
 */
import type { CalculatorDefinition, ComputeResult, InputValues, WorkStep } from './types.ts';
import { num } from './format.ts';
import { namedCitations } from './lib/citations.ts';
import cited from './citations/kernel-limits.json' with { type: 'json' };

/** mq-hpux-v53 line 1603: "The maximum number of kernel threads configurable on HP-UX v11 is 30,000." */
export const MAX_NKTHREAD = 30000;

/** Per-connection costs by listener, from mq-hpux-v53 lines 545–547 and 1603–1622. */
export const LISTENERS = {
  amqcrsta: { threadsPerConnection: 3, label: 'inetd amqcrsta', choice: 'inetd amqcrsta (a process per connection)' },
  runmqlsr: { threadsPerConnection: 1, label: 'runmqlsr', choice: 'runmqlsr (a thread per connection)' },
} as const;
/** stdin, stdout and stderr: the descriptors every listener process holds besides its sockets (line 1619). */
export const STD_STREAMS = 3;
/** Connections per amqrmppa pool process in the report's arithmetic, 30,000 ÷ 50 = 600 (line 1615). */
export const DEFAULT_CONNS_PER_PROCESS = 50;

type Listener = keyof typeof LISTENERS;

/** What this calculator cites, by name: the report's section 7.3 and the Linux and AIX pages its notes point to. */
const CITED = namedCitations('kernel-limits', cited);

/** ⌈value × (100 + pct) ÷ 100⌉ in integers, so 10 % of 30,000 is exactly 3,000. */
function withHeadroom(value: number, pct: number): number {
  return Math.ceil((value * (100 + pct)) / 100);
}

function compute(values: InputValues): ComputeResult {
  const connections = values.connections as number;
  const listener = values.listener as Listener;
  const perProcess = values.connsPerProcess as number;
  const headroom = values.headroomPct as number;
  const { threadsPerConnection } = LISTENERS[listener];
  const pooled = listener === 'runmqlsr';

  const processes = pooled ? Math.ceil(connections / perProcess) : connections;
  const sockets = connections;
  const files = sockets + processes * STD_STREAMS;
  const threads = connections * threadsPerConnection;

  const nproc = withHeadroom(processes, headroom);
  const nfile = withHeadroom(files, headroom);
  const nkthread = withHeadroom(threads, headroom);
  const maxConnections = Math.floor((MAX_NKTHREAD * 100) / (threadsPerConnection * (100 + headroom)));
  const extra = headroom ? ` × (1 + ${num(headroom)}%)` : '';
  /** "; × 1.1 = 660 (rounded up)" when there is headroom to add. */
  const scaled = (result: number) => (headroom ? `; × ${num(1 + headroom / 100, 2)} = ${num(result)} (rounded up)` : '');

  const work: WorkStep[] = [
    pooled
      ? { label: 'Listener processes (amqrmppa channel pools)', formula: 'processes = ⌈connections ÷ connections per process⌉', substituted: `⌈${num(connections)} ÷ ${num(perProcess)}⌉ = ${num(processes)}`, output: 'processes' }
      : { label: 'Listener processes (one amqcrsta per connection)', formula: 'processes = connections', substituted: `${num(processes)}`, output: 'processes' },
    { label: 'nproc, maxuprc and ncallout', formula: `nproc = maxuprc = ncallout = processes${extra}`, substituted: `${num(processes)}${scaled(nproc)}`, output: 'nproc' },
    {
      label: 'nkthread (kernel threads)',
      formula: `nkthread = connections × ${threadsPerConnection} thread${threadsPerConnection > 1 ? 's' : ''} per connection${extra}`,
      substituted: `${num(connections)} × ${threadsPerConnection} = ${num(threads)}${scaled(nkthread)}`,
      output: 'nkthread',
    },
    {
      label: 'nfile (one socket per connection; stdin, stdout and stderr per process)',
      formula: `nfile = connections × 1 + processes × 3${extra}`,
      substituted: `${num(connections)} + ${num(processes)} × 3 = ${num(files)}${scaled(nfile)}`,
      output: 'nfile',
    },
    {
      label: 'Connection ceiling at the HP-UX v11 maximum nkthread',
      formula: `maxConnections = ⌊30,000 ÷ (${threadsPerConnection} thread${threadsPerConnection > 1 ? 's' : ''} per connection${extra})⌋`,
      substituted: `⌊30,000 ÷ ${threadsPerConnection}${headroom ? ` ÷ ${num(1 + headroom / 100, 2)}` : ''}⌋ = ${num(maxConnections)}`,
      output: 'maxConnections',
    },
  ];

  const warnings: string[] = [];
  if (nkthread > MAX_NKTHREAD) {
    warnings.push(
      `${num(nkthread)} kernel threads is more than HP-UX v11 allows (30,000): with ${LISTENERS[listener].label} one queue manager takes at most ${num(maxConnections)} connections${pooled ? '' : '. runmqlsr needs one thread per connection instead of three'}.`,
    );
  }
  if (pooled) {
    warnings.push(
      'Report erratum (line 1619): for runmqlsr the report prints "10,000 + 600 x 3 = 28,000+". Its 600 amqrmppa processes are those of 30,000 connections (30,000 ÷ 50), so by its own rule (a socket per connection, stdin, stdout and stderr per process) nfile is 30,000 + 600 × 3 = 31,800; the printed 10,000 is the amqcrsta line’s count, and 28,000 fits neither. This calculator applies that rule to your connections.',
    );
    if (perProcess !== DEFAULT_CONNS_PER_PROCESS) {
      warnings.push(`The report’s arithmetic shares connections 50 to a process (30,000 ÷ 50 = 600) while its text says "60"; you chose ${num(perProcess)}.`);
    }
  }
  if (headroom === 0) {
    warnings.push('These are the connections’ own needs; the report writes them as minimums ("40,000+") because the operating system and other queue manager processes need processes and file handles too (trace, FFSTs). Add headroom.');
  }
  if ((pooled && connections > 17500) || (!pooled && connections > 6100)) {
    warnings.push(
      `More connections than the report reached on its 4 GB HP-UX server (${pooled ? '17,500 runmqlsr' : '6,100 inetd'} client connections); it was memory, not these limits, that stopped it, and the report advises attempting fewer in production.`,
    );
  }

  const tunables = [`nkthread  ${nkthread}`, `nproc     ${nproc}`, `maxuprc   ${nproc}`, `ncallout  ${nproc}`, `nfile     ${nfile}`].join('\n');
  return {
    ok: true as const,
    summary: `For ${num(connections)} connections through ${LISTENERS[listener].label}, set nkthread to ${num(nkthread)}, nproc, maxuprc and ncallout to ${num(nproc)}, and nfile to ${num(nfile)}${headroom ? ` (with ${num(headroom)}% headroom)` : ' or more'}; at HP-UX v11's 30,000 threads one queue manager takes at most ${num(maxConnections)} such connections.`,
    outputs: { processes, nproc, maxuprc: nproc, ncallout: nproc, nkthread, nfile, maxConnections },
    work,
    warnings,
    snippets: [{ label: 'HP-UX v11 kernel tunables (as SAM lists its configurable parameters; a kernel rebuild applies them)', language: 'text' as const, text: tunables }],
  };
}

const definition: CalculatorDefinition = {
  id: 'kernel-limits',
  title: 'HP-UX kernel limits for MQ connections (nfile, nproc, nkthread)',
  group: 'connections-and-os-limits',
  question: 'How high must HP-UX nkthread, nproc and nfile be for this many channel connections?',
  appliesTo:
    'WebSphere MQ V5.3 on HP-UX 11.0 (an HP 9000 L2000), as measured and documented in mq-hpux-v53 section 7.3. The arithmetic (threads, processes and descriptors per connection) shows why a threaded listener scales; the tunable names and the 30,000-thread maximum are HP-UX v11’s. On today’s Linux the counterparts are per-user open-file and process limits, which the calculator’s notes describe with IBM’s sources.',
  inputs: [
    { kind: 'number', name: 'connections', label: 'Channel connections', unit: 'connections', min: 1, max: 1000000, integer: true, default: 10000, help: 'Client (SVRCONN) connections or server channel ends into one queue manager.' },
    {
      kind: 'enum',
      name: 'listener',
      label: 'Listener',
      // The choices are the listeners compute knows, so one cannot be offered without its costs.
      options: Object.entries(LISTENERS).map(([value, l]) => ({ value, label: l.choice })),
      default: 'runmqlsr',
      help: 'amqcrsta: inetd starts a process with three kernel threads for each connection (MCATYPE PROCESS). runmqlsr: one thread per connection, the connections shared among amqrmppa channel-pool processes (MCATYPE THREAD).',
    },
    { kind: 'number', name: 'connsPerProcess', label: 'Connections per pool process', unit: 'connections', min: 1, max: 10000, integer: true, default: DEFAULT_CONNS_PER_PROCESS, help: 'runmqlsr only: how many connections share one amqrmppa process. 50 is the report’s arithmetic (30,000 ÷ 50 = 600); its text also says 60.' },
    { kind: 'number', name: 'headroomPct', label: 'Headroom', unit: '%', min: 0, max: 1000, integer: true, default: 0, help: 'Added to every limit for the operating system and other queue manager processes (trace, FFSTs).' },
  ],
  outputs: [
    { name: 'processes', label: 'Listener processes', unit: 'count', noun: 'processes' },
    { name: 'nproc', label: 'nproc', unit: 'count', noun: 'processes', help: 'System-wide process table size.' },
    { name: 'maxuprc', label: 'maxuprc', unit: 'count', noun: 'processes', help: 'Processes per user (the mqm user runs them all).' },
    { name: 'ncallout', label: 'ncallout', unit: 'count', noun: 'timeouts', help: 'The report sets it with nproc.' },
    { name: 'nkthread', label: 'nkthread', unit: 'count', noun: 'threads', help: 'Kernel threads; HP-UX v11 allows at most 30,000.' },
    { name: 'nfile', label: 'nfile', unit: 'count', noun: 'open files', help: 'Open files system-wide.' },
    { name: 'maxConnections', label: 'Connection ceiling at nkthread 30,000', unit: 'count', noun: 'connections' },
  ],
  formulas: [
    'processes = connections (amqcrsta) or ⌈connections ÷ connections per process⌉ (runmqlsr)',
    'nproc = maxuprc = ncallout = processes × (1 + headroom)',
    'nkthread = connections × 3 (amqcrsta) or × 1 (runmqlsr), × (1 + headroom)',
    'nfile = (connections + 3 × processes) × (1 + headroom)',
    'maxConnections = ⌊30,000 ÷ (threads per connection × (1 + headroom))⌋',
  ],
  related: [{ id: 'linux-limits', why: 'today\u2019s counterpart: nofile, nproc and container pid limits for a queue manager on Linux, from IBM\u2019s documented minimums.' }],
  explanation: [
    'Why the listener matters. With inetd, every connection gets its own amqcrsta process, which on HP-UX v11 took three kernel threads; at the 30,000-thread maximum that caps one queue manager at 10,000 connections. The V5.3 runmqlsr listener runs each connection as one thread inside shared amqrmppa processes, so threads, processes and descriptors all fall, and the report reached 17,500 client connections before the 4 GB server ran out of memory. A rounded-up count of pool processes is used; the real sharing is decided inside the queue manager.',
    'Descriptors. Each listener process holds stdin, stdout and stderr, and each connection one socket: four per amqcrsta connection, but one per runmqlsr connection plus three per pool process. The report’s runmqlsr line does not add up (see the erratum under the result); the calculator always shows the sum from its parts.',
    'Today on Linux. The same costs land on different limits: the open-file limit (nofile, ulimit -n) and process limit (nproc, ulimit -u, which on Linux counts threads too) of the user that starts the queue manager, normally mqm, and the system-wide kernel.threads-max and kernel.pid_max. IBM’s MQ 9.0 Linux tuning page asks for NOFILE and NPROC entries for mqm and minimums of 32,768 for kernel.threads-max and kernel.pid_max; IBM’s mqconfig for MQ V8 checks that nofile is at least 10,240 (the AIX page gives the same 10,240 for nofiles). Those are starting points for a couple of moderate queue managers, not values derived from a connection count; run mqconfig for your release and test at your peak load.',
  ],
  sources: Object.values(CITED),
  examples: [
    {
      label: 'amqcrsta, 10,000 connections: the report’s 40,000+ nfile and 30,000 threads',
      inputs: { connections: '10000', listener: 'amqcrsta' },
      expected: { processes: 10000, nproc: 10000, maxuprc: 10000, ncallout: 10000, nkthread: 30000, nfile: 40000, maxConnections: 10000 },
      source: CITED.limits,
    },
    {
      label: 'runmqlsr, 30,000 connections at 50 per process: the report’s 600+ processes and its nfile line, corrected to 31,800 (printed 28,000+)',
      inputs: { connections: '30000', listener: 'runmqlsr', connsPerProcess: '50' },
      expected: { processes: 600, nproc: 600, nkthread: 30000, nfile: 31800, maxConnections: 30000 },
      source: CITED.limits,
    },
    {
      label: 'runmqlsr, 10,000 connections: the same rule, 200 pool processes',
      inputs: { connections: '10000', listener: 'runmqlsr', connsPerProcess: '50' },
      expected: { processes: 200, nproc: 200, nkthread: 10000, nfile: 10600 },
      source: CITED.limits,
    },
    {
      label: 'runmqlsr, the 17,500 client connections the report reached',
      inputs: { connections: '17500', listener: 'runmqlsr', connsPerProcess: '50' },
      expected: { processes: 350, nkthread: 17500, nfile: 18550 },
      source: CITED.capacity,
    },
  ],
  compute,
};

export default definition;
