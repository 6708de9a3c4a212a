/**
 * Recovery log sizing for IBM MQ on UNIX, Linux and Windows: file, primary and maximum log
 * space from the qm.ini Log stanza, the log buffer, and how fast a persistent workload fills the
 * log, from IBM's documented log record sizes. The limits are IBM's documented ones, checked per
 * platform; the worked examples are the log sets the Linux persistent-messaging report measured.
 */
import type { CalculatorDefinition, ComputeResult, InputValues, Source, WorkStep } from './types.ts';
import { bytesWithReadable, num, readableBytes, readableSeconds } from './format.ts';
import ibmLogRecords from './simulator/ibm-log-records.json';

/** Every log file and log buffer is counted in 4 KiB pages. */
export const PAGE_BYTES = 4096;
/** LogBufferPages=0 lets the queue manager choose: 512 pages (IBM's LogDefaults page; mq-linux-persistent line 393). */
export const DEFAULT_BUFFER_PAGES = 512;
/** mq-linux-persistent line 393: "the minimum setting is 128 (512KiB)". */
export const MIN_BUFFER_PAGES = 128;
export const MAX_BUFFER_PAGES = 4096;

/** Bytes logged per operation, from IBM's "Calculating the size of the log": one data file, read by the simulator too. */
export const LOG_RECORD = {
  putOverhead: ibmLogRecords.putOverheadBytes,
  segmentBytes: ibmLogRecords.segmentBytes,
  segmentOverhead: ibmLogRecords.segmentOverheadBytes,
  get: ibmLogRecords.getBytes,
  commit: ibmLogRecords.commitBytes,
} as const;

/** IBM's documented limits (Log stanza of qm.ini), which differ between UNIX/Linux and Windows. */
export const PLATFORM_LIMITS = {
  unix: { name: 'UNIX and Linux', minPages: 64, maxPrimary: 510, maxSecondary: 509, maxTotal: 511 },
  windows: { name: 'Windows', minPages: 32, maxPrimary: 254, maxSecondary: 253, maxTotal: 255 },
} as const;
const MAX_PAGES = 65535;

const DOCS = {
  logStanza: {
    kind: 'ibm-docs',
    title: 'Log stanza of the qm.ini file (IBM MQ 9.2)',
    url: 'https://www.ibm.com/docs/SSFKSJ_9.2.0/com.ibm.mq.con.doc/q018950_.html',
    what: 'LogPrimaryFiles 2–510 on UNIX and Linux (2–254 on Windows), LogSecondaryFiles 1–509 (1–253), primary plus secondary at most 511 (255); LogFilePages from 64 (32 on Windows) to 65,535 pages of 4 KB, fixed when the queue manager is created.',
  },
  logDefaults: {
    kind: 'ibm-docs',
    title: 'LogDefaults stanza of the mqs.ini file (IBM MQ 9.0)',
    url: 'https://www.ibm.com/docs/en/ibm-mq/9.0.x?topic=mqsini-logdefaults-stanza-file',
    what: 'A LogBufferPages value of zero means 512 pages.',
  },
  logRecords: {
    kind: 'ibm-docs',
    title: 'Calculating the size of the log (IBM MQ 9.0)',
    url: 'https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.con.doc/q018470_.htm',
    what: 'Log bytes per operation: put of a persistent message 750 + message length (large messages in segments of 15,700 bytes, each with 300 bytes of overhead); get 260; commit 750. Primary plus secondary files at most 511 on UNIX and Linux, 255 on Windows.',
  },
  activeLog: {
    kind: 'ibm-docs',
    title: 'How large should I make my active log? (IBM MQ 9.0)',
    url: 'https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.con.doc/q018476_.html',
    what: 'logsize = (primaryfiles + secondaryfiles) × logfilepages × 4096, and for a longest transaction of N seconds at B bytes per second, logsize ≥ 2 × (N + 1) × B.',
  },
} satisfies Record<string, Source>;

const REPORT = {
  logSets: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [538, 550],
    what: 'The measured log sets: LogFilePages=16384 with 16, 24 or 64 primary files and 2 secondary files (the 1GB, 1.5GB and 4GB logs).',
  },
  amqsrua: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [1018, 1025],
    what: 'amqsrua for the 1.5GB log: "Log - bytes in use 1610612736" and "Log - bytes max 1744830464".',
  },
  buffer: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [389, 401],
    what: 'LogBufferPages=0|0-4096: 0 gives 512 pages (2MiB), the minimum is 128 (512KiB), 4096 gives 16MiB; Best Practice #6: set 4096.',
  },
  table1: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [167, 190],
    what: 'Table 1: peak 2K round trips/s 70,435 with the 4GB log set (Persistent-1) and 87,338 with the 1GB log set (Persistent-2), the smaller set being served from the RAID write cache.',
  },
  cache: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [570, 572],
    what: '2GB of the 4GB RAID cache was eligible for write caching, so the smaller log set was written entirely within it; the 4GiB log no longer fitted.',
  },
  longUow: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [448, 456],
    what: 'Long-running transactions hold the recovery point back; a full log makes MQ roll them back (AMQ7469, reason 2003); a larger log set may not make best use of a RAID cache. Best Practice #8: avoid long-running transactions.',
  },
  hpux: {
    kind: 'report',
    report: 'mq-hpux-v53',
    lines: [1493, 1517],
    what: 'MQ V5.3 on HP-UX: LogBufferPages at its then maximum of 512 (printed "5712") × 4K = 2MB, LogFilePages for example 16384 × 4K = 64MB, and a large number of LogPrimaryFiles.',
  },
  hpuxDq: {
    kind: 'report',
    report: 'mq-hpux-v53',
    lines: [1364, 1367],
    what: 'The distributed-queuing capacity tests ran with LogPrimaryFiles=12, LogFilePages=16384, LogBufferPages=512.',
  },
} satisfies Record<string, Source>;

/** Log bytes for one persistent put: IBM's 750 + length, plus 300 per 15,700-byte segment once the message needs more than one. */
export function putRecordBytes(messageBytes: number): number {
  if (messageBytes <= LOG_RECORD.segmentBytes) return LOG_RECORD.putOverhead + messageBytes;
  const segments = Math.ceil(messageBytes / LOG_RECORD.segmentBytes);
  return LOG_RECORD.putOverhead + messageBytes + segments * LOG_RECORD.segmentOverhead;
}

type Platform = keyof typeof PLATFORM_LIMITS;

function checkLimits(v: { pages: number; primary: number; secondary: number; buffer: number; platform: Platform }) {
  const lim = PLATFORM_LIMITS[v.platform];
  const errors: { input: string; message: string }[] = [];
  if (v.pages < lim.minPages) {
    errors.push({ input: 'logFilePages', message: `Log file pages (logFilePages) must be a whole number from ${lim.minPages} to ${MAX_PAGES} on ${lim.name}; got ${v.pages}` });
  }
  if (v.primary > lim.maxPrimary) {
    errors.push({ input: 'primaryFiles', message: `Primary log files (primaryFiles) must be a whole number from 2 to ${lim.maxPrimary} on ${lim.name}; got ${v.primary}` });
  }
  if (v.secondary > lim.maxSecondary) {
    errors.push({ input: 'secondaryFiles', message: `Secondary log files (secondaryFiles) must be a whole number from 1 to ${lim.maxSecondary} on ${lim.name}; got ${v.secondary}` });
  } else if (v.primary <= lim.maxPrimary && v.primary + v.secondary > lim.maxTotal) {
    errors.push({
      input: 'secondaryFiles',
      message: `Secondary log files (secondaryFiles) plus primary log files may total at most ${lim.maxTotal} on ${lim.name}, so with ${v.primary} primary files it must be from 1 to ${lim.maxTotal - v.primary}; got ${v.secondary}`,
    });
  }
  if (v.buffer > 0 && v.buffer < MIN_BUFFER_PAGES) {
    errors.push({ input: 'logBufferPages', message: `Log buffer pages (logBufferPages) must be 0 (let the queue manager choose) or a whole number from ${MIN_BUFFER_PAGES} to ${MAX_BUFFER_PAGES}; got ${v.buffer}` });
  }
  return errors;
}

function compute(values: InputValues): ComputeResult {
  const pages = values.logFilePages as number;
  const primary = values.primaryFiles as number;
  const secondary = values.secondaryFiles as number;
  const buffer = values.logBufferPages as number;
  const platform = values.platform as Platform;
  const msgBytes = values.msgBytes as number;
  const puts = values.putsPerSec as number;
  const perUow = values.msgsPerUow as number;
  const uowSec = values.longestUowSec as number;
  const cache = values.cacheBytes as number | undefined;

  const errors = checkLimits({ pages, primary, secondary, buffer, platform });
  if (errors.length) return { ok: false as const, errors };

  const logFileBytes = pages * PAGE_BYTES;
  const primaryBytes = primary * logFileBytes;
  const maxLogBytes = (primary + secondary) * logFileBytes;
  const bufferPages = buffer === 0 ? DEFAULT_BUFFER_PAGES : buffer;
  const logBufferBytes = bufferPages * PAGE_BYTES;

  const putBytes = putRecordBytes(msgBytes);
  const perMessage = putBytes + LOG_RECORD.get;
  const commitsPerSec = (2 * puts) / perUow;
  const logBytesPerSec = puts * perMessage + commitsPerSec * LOG_RECORD.commit;
  // A rate so small that the division overflows is, for any purpose, never.
  const fillSeconds = primaryBytes / logBytesPerSec;
  const secondsToFillPrimary: number | 'never' = logBytesPerSec > 0 && Number.isFinite(fillSeconds) ? fillSeconds : 'never';
  const requiredLogBytes = 2 * (uowSec + 1) * logBytesPerSec;
  const fitsInCache = cache === undefined ? null : primaryBytes <= cache;

  const segments = msgBytes > LOG_RECORD.segmentBytes ? Math.ceil(msgBytes / LOG_RECORD.segmentBytes) : 0;
  const work: WorkStep[] = [
    { label: 'One log file', formula: 'logFileBytes = LogFilePages × 4,096', substituted: `${num(pages)} × 4,096 = ${bytesWithReadable(logFileBytes)}`, output: 'logFileBytes' },
    { label: 'Primary log space (pre-allocated)', formula: 'primaryBytes = LogPrimaryFiles × logFileBytes', substituted: `${num(primary)} × ${num(logFileBytes)} = ${bytesWithReadable(primaryBytes)}`, output: 'primaryBytes' },
    { label: 'Largest the log can grow', formula: 'maxLogBytes = (LogPrimaryFiles + LogSecondaryFiles) × LogFilePages × 4,096', substituted: `(${num(primary)} + ${num(secondary)}) × ${num(pages)} × 4,096 = ${bytesWithReadable(maxLogBytes)}`, output: 'maxLogBytes' },
    {
      label: 'Log buffer',
      formula: 'logBufferBytes = (LogBufferPages, or 512 when it is 0) × 4,096',
      substituted: `${buffer === 0 ? '0 → 512' : num(buffer)} × 4,096 = ${bytesWithReadable(logBufferBytes)}`,
      output: 'logBufferBytes',
    },
    {
      label: 'Log bytes per persistent put',
      formula: segments ? 'put = 750 + message bytes + 300 × ⌈message bytes ÷ 15,700⌉' : 'put = 750 + message bytes',
      substituted: segments ? `750 + ${num(msgBytes)} + 300 × ${num(segments)} = ${num(putBytes)} bytes` : `750 + ${num(msgBytes)} = ${num(putBytes)} bytes`,
    },
    {
      label: 'Log bytes per second (each message put and later got, both under syncpoint)',
      formula: 'logBytesPerSec = puts/s × (put + 260 per get) + 2 × (puts/s ÷ messages per unit of work) × 750 per commit',
      substituted: `${num(puts)} × (${num(putBytes)} + 260) + 2 × (${num(puts)} ÷ ${num(perUow)}) × 750 = ${num(logBytesPerSec, 1)} bytes/s (${readableBytes(logBytesPerSec)}/s)`,
      output: 'logBytesPerSec',
    },
    {
      label: 'Time to write the primary log space once',
      formula: 'secondsToFillPrimary = primaryBytes ÷ logBytesPerSec',
      substituted:
        secondsToFillPrimary === 'never'
          ? `${num(primaryBytes)} ÷ ${num(logBytesPerSec, 1)}: nothing measurable is logged, so never`
          : `${num(primaryBytes)} ÷ ${num(logBytesPerSec, 1)} = ${num(secondsToFillPrimary, 1)} s${secondsToFillPrimary >= 60 ? ` (${readableSeconds(secondsToFillPrimary)})` : ''}`,
      output: 'secondsToFillPrimary',
    },
    {
      label: 'Log needed for the longest unit of work (IBM)',
      formula: 'requiredLogBytes = 2 × (longest unit of work in s + 1) × logBytesPerSec',
      substituted: `2 × (${num(uowSec)} + 1) × ${num(logBytesPerSec, 1)} = ${bytesWithReadable(Math.round(requiredLogBytes))}`,
      output: 'requiredLogBytes',
    },
  ];
  if (cache !== undefined) {
    work.push({
      label: 'Primary log set inside the write cache',
      formula: 'fitsInCache = primaryBytes ≤ cache bytes',
      substituted: `${num(primaryBytes)} ${fitsInCache ? '≤' : '>'} ${num(cache)} → ${fitsInCache ? 'yes' : 'no'}`,
      output: 'fitsInCache',
    });
  }

  const warnings: string[] = [];
  if (requiredLogBytes > maxLogBytes) {
    warnings.push(
      `The longest unit of work (${readableSeconds(uowSec)}) needs about ${readableBytes(requiredLogBytes)} of log by IBM's rule, more than the ${readableBytes(maxLogBytes)} the primary and secondary files can hold: add primary files, make the files larger (only at crtmqm), or shorten the unit of work. When the log fills, MQ rolls back the oldest transactions (AMQ7469) and the application gets reason 2003.`,
    );
  } else if (typeof secondsToFillPrimary === 'number' && uowSec > secondsToFillPrimary) {
    warnings.push(
      `A unit of work open for ${readableSeconds(uowSec)} outlasts one pass through the primary log (${readableSeconds(secondsToFillPrimary)}), so secondary files will be allocated, formatted and later deleted while it runs, which costs throughput.`,
    );
  }
  if (fitsInCache === true && maxLogBytes > (cache as number)) {
    warnings.push(`The primary files fit in the cache but the secondary files would take the log past it (${readableBytes(maxLogBytes)} in all); once secondaries are in use, writes may no longer all be cached.`);
  }
  if (fitsInCache === false) {
    warnings.push('The primary log space is larger than the write cache, as with the 4GB log set that ran slower in the Linux report (Table 1). If the log is larger than the workload needs, a smaller set may run faster; never size it below what your longest unit of work requires.');
  }
  if (primary <= secondary) {
    warnings.push('IBM notes that with no more primary than secondary files the queue manager might allocate secondary files before a checkpoint is taken; define more primary files than secondary ones.');
  }
  if (bufferPages < MAX_BUFFER_PAGES) {
    warnings.push(`The Linux persistent-messaging report recommends LogBufferPages=4096 (16 MiB; Best Practice #6); this buffer is ${readableBytes(logBufferBytes)}.`);
  }

  const stanza = ['Log:', `   LogPrimaryFiles=${primary}`, `   LogSecondaryFiles=${secondary}`, `   LogFilePages=${pages}`, `   LogBufferPages=${buffer}`].join('\n');
  const crtmqm = `crtmqm -lf ${pages} -lp ${primary} -ls ${secondary} QM1`;
  return {
    ok: true as const,
    outputs: { logFileBytes, primaryBytes, maxLogBytes, logBufferBytes, logBytesPerSec, secondsToFillPrimary, requiredLogBytes, fitsInCache },
    work,
    warnings,
    snippets: [
      { label: 'qm.ini Log stanza (LogFilePages only takes effect when the queue manager is created)', language: 'ini' as const, text: stanza },
      { label: 'crtmqm flags (replace QM1 with the queue manager name; add -ll for linear logging, circular -lc is the default; LogBufferPages is set in qm.ini only)', language: 'shell' as const, text: crtmqm },
    ],
  };
}

const definition: CalculatorDefinition = {
  id: 'log-sizing',
  title: 'Recovery log sizing',
  question: 'How big is my queue manager log, how big is its buffer, and how fast does my persistent workload fill it?',
  appliesTo:
    'IBM MQ on UNIX, Linux and Windows (distributed), with the log limits of IBM’s MQ 9 documentation. The log-set comparison was measured with MQ V9.0.4 on Red Hat Enterprise Linux 7.2 with a RAID write cache (mq-linux-persistent); the HP-UX report’s advice dates from MQ V5.3, when the log buffer could not exceed 512 pages. Not for MQ for z/OS, whose logs are data sets.',
  inputs: [
    { kind: 'number', name: 'logFilePages', label: 'Log file pages', unit: 'pages of 4 KiB', min: 32, max: MAX_PAGES, integer: true, default: 4096, help: 'LogFilePages (crtmqm -lf): the size of every primary and secondary file. IBM’s limits are 64–65535 on UNIX and Linux, 32–65535 on Windows. It cannot be changed once the queue manager exists.' },
    { kind: 'number', name: 'primaryFiles', label: 'Primary log files', unit: 'files', min: 2, max: 510, integer: true, default: 3, help: 'LogPrimaryFiles (crtmqm -lp): pre-allocated files. 2–510 on UNIX and Linux, 2–254 on Windows; changeable at restart.' },
    { kind: 'number', name: 'secondaryFiles', label: 'Secondary log files', unit: 'files', min: 1, max: 509, integer: true, default: 2, help: 'LogSecondaryFiles (crtmqm -ls): allocated when the primaries are full. 1–509 on UNIX and Linux, 1–253 on Windows; primary plus secondary at most 511 (255 on Windows).' },
    { kind: 'number', name: 'logBufferPages', label: 'Log buffer pages', unit: 'pages of 4 KiB', min: 0, max: MAX_BUFFER_PAGES, integer: true, default: 0, help: 'LogBufferPages in qm.ini: 0 lets the queue manager choose (512 pages, 2 MiB); otherwise 128–4096. Takes effect at the next restart.' },
    { kind: 'enum', name: 'platform', label: 'Platform', options: [{ value: 'unix', label: 'UNIX and Linux' }, { value: 'windows', label: 'Windows' }], default: 'unix', help: 'The file-count and file-size limits differ between UNIX/Linux and Windows.' },
    { kind: 'number', name: 'msgBytes', label: 'Message size', unit: 'bytes', min: 0, max: 104857600, integer: true, default: 2048, help: 'Length of each persistent message (up to MQ’s 100 MiB maximum).' },
    { kind: 'number', name: 'putsPerSec', label: 'Persistent puts per second', unit: 'messages/s', min: 0, max: 10000000, default: 1000, help: 'Peak rate of persistent messages put. Each is assumed to be got later at the same rate, and both put and get run under syncpoint.' },
    { kind: 'number', name: 'msgsPerUow', label: 'Messages per unit of work', unit: 'messages', min: 1, max: 1000000, integer: true, default: 1, help: 'How many puts (and, separately, gets) each commit covers; one commit record per unit of work.' },
    { kind: 'number', name: 'longestUowSec', label: 'Longest unit of work', unit: 's', min: 0, max: 31536000, default: 60, help: 'The longest a transaction may stay open before you would rather MQ rolled it back.' },
    { kind: 'number', name: 'cacheBytes', label: 'Write cache for the log', unit: 'bytes', min: 0, max: 1e15, integer: true, optional: true, help: 'Optional: the part of a RAID, SAN or device write cache that the log can use (2 GiB = 2147483648). Leave empty if there is none or you do not know.' },
  ],
  outputs: [
    { name: 'logFileBytes', label: 'Size of one log file', unit: 'bytes' },
    { name: 'primaryBytes', label: 'Primary log space', unit: 'bytes', help: 'Allocated when the queue manager is created; what amqsrua reports as "Log - bytes in use" once all primaries are formatted.' },
    { name: 'maxLogBytes', label: 'Maximum log space', unit: 'bytes', help: 'Primary plus secondary files: amqsrua’s "Log - bytes max".' },
    { name: 'logBufferBytes', label: 'Log buffer', unit: 'bytes' },
    { name: 'logBytesPerSec', label: 'Log written per second', unit: 'bytes/s', help: 'Logical log bytes from IBM’s record sizes, excluding checkpoints and rollbacks; physical writes are larger when partial pages are rewritten.' },
    { name: 'secondsToFillPrimary', label: 'Time to write the primary space once', unit: 'seconds' },
    { name: 'requiredLogBytes', label: 'Log needed for the longest unit of work', unit: 'bytes', help: 'IBM’s rule of thumb: 2 × (N + 1) × bytes per second, for a transaction open N seconds.' },
    { name: 'fitsInCache', label: 'Primary log fits in the write cache', unit: 'boolean', optional: true, help: 'Only when a cache size is given.' },
  ],
  formulas: [
    'logFileBytes = LogFilePages × 4,096',
    'primaryBytes = LogPrimaryFiles × logFileBytes',
    'maxLogBytes = (LogPrimaryFiles + LogSecondaryFiles) × LogFilePages × 4,096',
    'logBufferBytes = (LogBufferPages, or 512 when 0) × 4,096',
    'put = 750 + message bytes (+ 300 per 15,700-byte segment when the message needs more than one)',
    'logBytesPerSec = puts/s × (put + 260) + 2 × (puts/s ÷ messages per unit of work) × 750',
    'secondsToFillPrimary = primaryBytes ÷ logBytesPerSec',
    'requiredLogBytes = 2 × (longest unit of work + 1) × logBytesPerSec',
    'fitsInCache = primaryBytes ≤ write cache',
  ],
  explanation: [
    'Circular or linear. A circular log (the default, crtmqm -lc, and what every test in the Linux report used) reuses its primary files: once a checkpoint has moved the recovery point on, old files are overwritten, so its size only has to cover the work in flight. A linear log (crtmqm -ll) keeps every file for media recovery, so disk use grows until old files are archived or deleted; since MQ 9.0.2 the queue manager can manage that itself. The sizes computed here are the active log in both cases.',
    'Long-running units of work. Only records since the last complete checkpoint and those of open transactions are needed to restart, so one transaction left open holds the whole log behind it. The log then spills into secondary files, and when those are full MQ rolls back the oldest transactions (AMQ7469) and the application gets reason code 2003. IBM’s rule for the active log is at least 2 × (N + 1) × B bytes for a transaction open N seconds at B bytes per second. More log files are not free: a larger log set may no longer fit a write cache, and recovery takes longer. The report’s advice is to avoid long-running transactions rather than cater for them.',
    'Why a log that fits the cache ran faster. In the Linux report’s Table 1 (MQ V9.0.4, 2K request/reply, local HDDs behind a RAID controller with a 4GB battery-backed cache of which 2GB was eligible for write caching), the 1GB log set (16 × 64 MiB primaries) peaked at 87,338 round trips/s while the 4GB set (64 primaries) peaked at 70,435, because every write to the smaller set could be served from the cache. That is about 24% more (derived: 87,338 ÷ 70,435 = 1.24), though the smaller set needed 120 requesters instead of 60 to get there. Size the log for the workload and its longest unit of work, and no larger.',
    'Log rate model. The rate uses IBM’s documented log record sizes: a persistent put logs 750 bytes plus the message (a message longer than 15,700 bytes is split into segments, each with 300 bytes of overhead; we add that overhead only when there is more than one segment), a get 260 bytes and a commit 750. It counts each message as put and later got, each side committing every “messages per unit of work”. Checkpoints and rollbacks are left out: a checkpoint logs 750 bytes plus 200 per open transaction, by default once every 10,000 operations, a small fraction of the log unless hundreds of transactions are open at each checkpoint. The physical bytes written are higher when the logger writes many partial 4 KiB pages, as the report’s amqsrua figures show.',
  ],
  sources: [DOCS.logStanza, DOCS.logDefaults, DOCS.logRecords, DOCS.activeLog, REPORT.logSets, REPORT.amqsrua, REPORT.buffer, REPORT.table1, REPORT.cache, REPORT.longUow, REPORT.hpux, REPORT.hpuxDq],
  examples: [
    {
      label: 'The Linux report’s 1.5GB log: amqsrua “bytes in use” and “bytes max”',
      inputs: { logFilePages: '16384', primaryFiles: '24', secondaryFiles: '2' },
      expected: { logFileBytes: 67108864, primaryBytes: 1610612736, maxLogBytes: 1744830464 },
      source: REPORT.amqsrua,
    },
    {
      label: 'Table 1 Persistent-2: the 1GB log set inside the 2GB of RAID cache eligible for writes (line 570)',
      inputs: { logFilePages: '16384', primaryFiles: '16', secondaryFiles: '2', cacheBytes: '2147483648' },
      expected: { primaryBytes: 1073741824, maxLogBytes: 1207959552, fitsInCache: true },
      source: REPORT.table1,
    },
    {
      label: 'Table 1 Persistent-1: the 4GB log set, no longer inside the cache',
      inputs: { logFilePages: '16384', primaryFiles: '64', secondaryFiles: '2', cacheBytes: '2147483648' },
      expected: { primaryBytes: 4294967296, maxLogBytes: 4429185024, fitsInCache: false },
      source: REPORT.cache,
    },
    {
      label: 'LogBufferPages=0: the queue manager’s 512 pages',
      inputs: { logBufferPages: '0' },
      expected: { logBufferBytes: 2097152 },
      source: REPORT.buffer,
    },
    {
      label: 'LogBufferPages=4096: the recommended maximum',
      inputs: { logBufferPages: '4096' },
      expected: { logBufferBytes: 16777216 },
      source: REPORT.buffer,
    },
    {
      label: 'HP-UX V5.3 capacity tests: 12 × 64MB primaries, 512-page (2MB) buffer',
      inputs: { logFilePages: '16384', primaryFiles: '12', secondaryFiles: '2', logBufferPages: '512' },
      expected: { logFileBytes: 67108864, primaryBytes: 805306368, logBufferBytes: 2097152 },
      source: REPORT.hpuxDq,
    },
    {
      label: '1,000 puts/s of 2 KiB messages, one per unit of work (IBM record sizes)',
      inputs: { msgBytes: '2048', putsPerSec: '1000', msgsPerUow: '1', longestUowSec: '60' },
      // (750 + 2,048 + 260) × 1,000 + 2 × 1,000 × 750 = 4,558,000 bytes/s; 3 × 16 MiB ÷ that = 11.04 s.
      expected: { logBytesPerSec: 4558000, secondsToFillPrimary: 50331648 / 4558000, requiredLogBytes: 2 * 61 * 4558000 },
      source: DOCS.logRecords,
    },
  ],
  compute,
};

export default definition;
