/**
 * The documents the rules cite, each named once: IBM's pages in words with their address, and the
 * reports by id and line range (../shared/reports or ../shared/modern). A finding links the
 * rule's anchor on /rules/ first, then these.
 */
import type { Source } from '../types.ts';
import { reportSource } from '../lib/report-source.ts';

export const IBM = {
  linuxTuning: { kind: 'ibm-docs', title: 'Configuring and tuning the operating system on Linux (IBM MQ 9.x)', url: 'https://www.ibm.com/docs/en/ibm-mq/9.4.x?topic=linux-configuring-tuning-operating-system', what: 'Minimum kernel values (kernel.shmmni 4096, kernel.shmall 2097152, kernel.shmmax 268435456, kernel.sem 32 4096 32 128, fs.file-max 524288, kernel.threads-max 32768, kernel.pid_max 32768) and the nofile 10240 / nproc 4096 limits for the user that starts the queue manager; mqconfig checks them. PAM limits do not reach a queue manager started by systemd: set them in its unit.' },
  logStanza: { kind: 'ibm-docs', title: 'Log stanza of the qm.ini file (IBM MQ 9.2)', url: 'https://www.ibm.com/docs/SSFKSJ_9.2.0/com.ibm.mq.con.doc/q018950_.html', what: 'LogPrimaryFiles 2–510 (2–254 on Windows), LogSecondaryFiles 1–509 (1–253), at most 511 (255) in all and at least 3; LogFilePages 64–65535 (32–65535 on Windows); LogBufferPages 0 (the queue manager chooses, 512) or 18–4096, a value from 1 to 17 being taken as 18; LogType CIRCULAR or LINEAR; LogWriteIntegrity SingleWrite, DoubleWrite or TripleWrite (default).' },
  logSize: { kind: 'ibm-docs', title: 'Calculating the size of the log (IBM MQ 9.0)', url: 'https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.con.doc/q018470_.htm', what: 'Log bytes per operation: put 750 + message length, get 260, commit 750.' },
  activeLog: { kind: 'ibm-docs', title: 'How large should I make my active log? (IBM MQ 9.0)', url: 'https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.con.doc/q018476_.html', what: 'For a longest transaction of N seconds at B bytes per second, logsize ≥ 2 × (N + 1) × B.' },
  writeIntegrity: { kind: 'ibm-docs', title: 'LogWriteIntegrity: using SingleWrite or TripleWrite (IBM MQ)', url: 'https://www.ibm.com/docs/en/ibm-mq/9.4.x?topic=file-logwriteintegrity-using-singlewrite-triplewrite', what: 'TripleWrite is the default and safe on any storage; SingleWrite only where the storage guarantees that a 4 KiB write is atomic.' },
  tuningParameters: { kind: 'ibm-docs', title: 'Example qm.ini file and the TuningParameters, Channels and TCP stanzas (IBM MQ 9.0)', url: 'https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.0.0/com.ibm.mq.con.doc/q018810_.html', what: 'Channels: MaxChannels (default 100) and MaxActiveChannels (default MaxChannels); TCP: KeepAlive and buffer sizes; TuningParameters.' },
} as const satisfies Record<string, Source>;

export const MQCONFIG = {
  v75: { kind: 'ibm-docs', title: 'Additional settings for installing on Linux (WebSphere MQ 7.5), as mqconfig V7.5 checks them', url: 'https://www.ibm.com/support/knowledgecenter/SSFKSJ_7.5.0/com.ibm.mq.ins.doc/q009240_.htm', what: 'MQ 7.5 minimums: semmsl 500, semmns 256000, semopm 250, semmni 1024, tcp_keepalive_time at most 300; shmmax 268435456, shmmni 4096, shmall 2097152, file-max 524288, nofile 10240, nproc 4096.' },
  v8: { kind: 'vendor-docs', vendor: 'IBM mqconfig output quoted in ibm-messaging/mq-docker issue 1', title: 'mqconfig for WebSphere MQ V8.0', url: 'https://github.com/ibm-messaging/mq-docker/issues/1', what: 'MQ 8.0 minimums: semmsl 32, semmns 4096, semopm 32, semmni 128, shmmax 268435456, shmmni 4096, shmall 2097152, file-max 524288, nofile 10240 (hard and soft), nproc 4096.' },
  fileMax: { kind: 'vendor-docs', vendor: 'IBM mqconfig output quoted in ibm-messaging/mq-docker issue 6', title: 'mqconfig: file-max IBM>=524288', url: 'https://github.com/ibm-messaging/mq-docker/issues/6', what: '"file-max 160 of 202364 files (0%) IBM>=524288 FAIL": the first number is in use, the second the setting.' },
} as const satisfies Record<string, Source>;

export const REPORT = {
  bufferLinux: reportSource('mq-linux-persistent', [389, 401], 'LogBufferPages: 0 gives 512 pages (2 MiB), 4096 gives 16 MiB; "we recommend that you set this value to 4096" (Best Practice #6, MQ V9.0.4 on RHEL 7.2).'),
  bufferIbm2020: reportSource('mq-best-practices', [1318, 1330], 'The default LogBufferPages (512) is probably suitable for most installations, at most 4096; raise it for persistent messages over 1 MB; under 100 small (< 10 KB) persistent messages a second, 32 pages save memory without costing throughput.'),
  extents2020: reportSource('mq-best-practices', [1343, 1364], 'One log extent should hold at least 10 seconds of log data; configure enough primary logs to cope with expected peak load, as secondary logs are formatted each time they are used and incur a performance penalty.'),
  queueBuffers2020: reportSource('mq-best-practices', [1241, 1272], 'Default queue buffers per queue on 64-bit MQ: 128K non-persistent, 256K persistent; DefaultQBufferSize and DefaultPQBufferSize raise them up to 100MB, allocated in shared storage for every queue; large buffers degrade performance when real memory is short.'),
  threadPerClient2020: reportSource('mq-best-practices', [1530, 1533], 'The amqrmppa process contains a thread per connected client.'),
  threadPerConnHpux: reportSource('mq-hpux-v53', [543, 548], 'The threaded listener runs one thread per connection (MQ V5.3 on HP-UX).'),
} as const satisfies Record<string, Source>;

export const OTHER = {
  rlimit: { kind: 'vendor-docs', vendor: 'Linux man-pages project', title: 'getrlimit(2): RLIMIT_NPROC and RLIMIT_NOFILE', url: 'https://man7.org/linux/man-pages/man2/getrlimit.2.html', what: 'RLIMIT_NPROC counts the threads of the real user ID on Linux; RLIMIT_NOFILE the file descriptors of one process.' },
  openshiftPids: { kind: 'vendor-docs', vendor: 'IBM MQ performance notes on OpenShift (kept in shared/modern/mq-openshift-pidlimit.md)', title: 'Increasing the pid limit (CRI-O pidsLimit) for MQ on OpenShift', url: 'https://github.com/ibm-messaging/mqperf', what: 'CRI-O limited a pod to 1024 processes (4096 again from OCP 4.10); a ContainerRuntimeConfig with pidsLimit raises it (shared/modern/mq-openshift-pidlimit.md).' },
} as const satisfies Record<string, Source>;

/** A source as a finding links it: site paths for reports, IBM's address otherwise. */
export function linkOf(s: Source): { label: string; href: string } {
  if (s.kind === 'report') return { label: `${s.report}, lines ${s.lines[0]}–${s.lines[1]}: ${s.what}`, href: `/reports/${s.report}/` };
  return { label: s.title, href: s.url };
}
