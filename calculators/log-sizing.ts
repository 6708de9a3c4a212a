/**
 * Recovery log sizing for IBM MQ on UNIX, Linux and Windows: file, primary and maximum log
 * space from the qm.ini Log stanza, the log buffer, and how fast a persistent workload fills the
 * log, from IBM's documented log record sizes. The limits are IBM's documented ones, checked per
 * platform; the worked examples are the log sets the Linux persistent-messaging report measured.
 */
import type { CalculatorDefinition, ComputeResult, InputValues, Snippet, Source, WorkStep } from './types.ts';
import { bytesWithReadable, num, readableBytes, readableSeconds } from './format.ts';
import ibmLogRecords from './simulator/ibm-log-records.json';
import { MAX_FILE_PAGES, PAGE_BYTES, PLATFORM_LIMITS, isPlatform, type Platform } from './lib/log-limits.ts';
import { recommendLog, type LogProposal } from './lib/log-recommendation.ts';

export { PAGE_BYTES, PLATFORM_LIMITS };

/** LogBufferPages=0 lets the queue manager choose: 512 pages (IBM's LogDefaults page; mq-linux-persistent line 393). */
export const DEFAULT_BUFFER_PAGES = 512;
/**
 * mq-linux-persistent line 393: "the minimum setting is 128 (512KiB)". Not IBM's floor: IBM's 2020
 * best practices suggest 32 pages for light workloads (mq-best-practices lines 1323–1326), so the
 * calculator accepts 1–4096 and says when a value is below the report's 128.
 */
export const MIN_BUFFER_PAGES = 128;
/** The smallest LogBufferPages IBM's own guidance mentions (mq-best-practices line 1325). */
export const SMALLEST_BUFFER_IBM_MENTIONS = 32;
export const MAX_BUFFER_PAGES = 4096;
/**
 * Physical over logical log bytes in the Linux report's worst sample: one requester, 2KB messages,
 * 115,987,019 physical against 29,073,784 logical bytes a second (mq-linux-persistent lines
 * 1031–1033; dataset amqsrua-log-statistics, sample 2k-1-requester). Each commit rewrites a partly
 * filled 4 KiB page. At 60 requesters with 200KB messages the two were equal (lines 1051–1052).
 */
export const WORST_PHYSICAL_BYTES_PER_SEC = 115987019;
export const WORST_LOGICAL_BYTES_PER_SEC = 29073784;
const WORST_PHYSICAL_RATIO = WORST_PHYSICAL_BYTES_PER_SEC / WORST_LOGICAL_BYTES_PER_SEC;
/** Rates and sizes above which the recommendation sets LogBufferPages=4096 (mq-best-practices lines 1323–1326: 100 messages/s, 10KB). */
const BUSY_PUTS_PER_SEC = 100;
const SMALL_MESSAGE_BYTES = 10 * 1024;
const SECONDS_PER_DAY = 86400;

/** Bytes logged per operation, from IBM's "Calculating the size of the log": one data file, read by the simulator too. */
export const LOG_RECORD = {
  putOverhead: ibmLogRecords.putOverheadBytes,
  segmentBytes: ibmLogRecords.segmentBytes,
  segmentOverhead: ibmLogRecords.segmentOverheadBytes,
  get: ibmLogRecords.getBytes,
  commit: ibmLogRecords.commitBytes,
} as const;

const MAX_PAGES = MAX_FILE_PAGES;

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
  bestPractices: {
    kind: 'ibm-docs',
    title: 'IBM MQ Performance: Best Practises and tuning, v1.0.1 (April 2020), the log buffer',
    url: 'https://github.com/ibm-messaging/mqperf/blob/master/MQ_Performance_Best_Practices_v1.0.1.pdf',
    what: 'The default log buffer is 512 pages and the maximum 4096; raise it for persistent messages over 1MB; under 100 small (< 10KB) persistent messages a second, values as small as 32 pages save memory without costing throughput (text lines 1318–1326 of ../shared/modern/mq-best-practices.txt).',
  },
  restartTimes: {
    kind: 'ibm-docs',
    title: 'Queue Manager Restart Times for IBM MQ V9.1 & V9.1.1 (IBM, 2019)',
    url: 'https://github.com/ibm-messaging/mqperf/blob/master/Queue%20Manager%20Restart%20Times.pdf',
    what: 'Restart time depends on the amount of data on the log, active queue depths, checkpoint frequency, long-running or large transactions and disk performance, and grows linearly with the log records replayed (text lines 40–47 and 220–226 of ../shared/modern/mq-restart-times.txt).',
  },
  managingLogs: {
    kind: 'ibm-docs',
    title: 'Managing log files (IBM MQ 9.0)',
    url: 'https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.con.doc/q018500_.htm',
    what: 'A circular log never grows beyond its configured size; a linear log adds files continually, and old files may be archived or deleted once AMQ7467I and AMQ7468I (or DISPLAY QMSTATUS) show they are no longer needed for restart or media recovery. From 9.0.2 the Log stanza’s LogManagement attribute can manage linear log extents automatically.',
  },
  mediaImages: {
    kind: 'ibm-docs',
    title: 'Automatic media imaging (IBM MQ 9.3)',
    url: 'https://www.ibm.com/docs/en/ibm-mq/9.3.x?topic=logs-automatic-media-imaging',
    what: 'With linear logging, media images allow damaged objects to be recovered; ALTER QMGR IMGSCHED(AUTO) lets the queue manager take them, IMGINTVL (default 60 minutes) and IMGLOGLN (megabytes of log) tune how often.',
  },
  rcdmqimg: {
    kind: 'ibm-docs',
    title: 'rcdmqimg (record media image) (IBM MQ 9.2)',
    url: 'https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.2.0/com.ibm.mq.ref.adm.doc/q083360_.html',
    what: 'Recording media images moves the log sequence number forward and frees old linear log files for archive or deletion; from MQ 9.1.0 with LogManagement=Automatic or Archive the queue manager records them itself. Imaging deep queues takes long and slows other work, so take images when queues are shallow.',
  },
  containerIni: {
    kind: 'ibm-docs',
    title: 'Example: Supplying MQSC and INI files (IBM MQ Operator, IBM MQ 9.2)',
    url: 'https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.2.0/com.ibm.mq.ctr.doc/ctr_supply_mqsc_ini.htm',
    what: 'An INI file in a Kubernetes ConfigMap, named under spec.queueManager.ini of the QueueManager, is processed when the queue manager is deployed (IBM MQ Operator 1.1 or later).',
  },
  containerCrtmqm: {
    kind: 'vendor-docs',
    vendor: 'IBM (ibm-messaging/mq-container source)',
    title: 'The MQ container creates its queue manager with crtmqm -ii /etc/mqm/',
    url: 'https://github.com/ibm-messaging/mq-container',
    what: 'The container runs crtmqm -ii /etc/mqm/ -ic /etc/mqm/, so a Log stanza in a supplied INI file takes effect when the queue manager is created; LogFilePages cannot change afterwards.',
  },
  diskSpace: {
    kind: 'ibm-docs',
    title: 'How to calculate the total amount of disk space for the recovery logs of one queue manager (IBM support)',
    url: 'https://www.ibm.com/support/pages/how-calculate-total-amount-disk-space-recovery-logs-one-queue-manager',
    what: 'The Log stanza’s defaults: LogPrimaryFiles=3, LogSecondaryFiles=2, LogFilePages=4096, LogType=CIRCULAR, LogBufferPages=0, LogWriteIntegrity=TripleWrite.',
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
  physical: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [1031, 1033],
    what: 'amqsrua, 1 requester with 2KB messages: "Log - physical bytes written … 115987019/sec" against "Log - logical bytes written … 29073784/sec", about four times, from partly filled 4KB pages (lines 1007–1009).',
  },
  physicalEqual: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [1051, 1052],
    what: 'amqsrua, 60 requesters with 200K messages: physical 2627408952/sec and logical 2627396708/sec, the two equal.',
  },
  tripleWrite: {
    kind: 'report',
    report: 'mq-linux-persistent',
    lines: [1007, 1009],
    what: 'The logger writes 4K pages; partly filled pages need TripleWrite for integrity; "You should always use TripleWrite".',
  },
} satisfies Record<string, Source>;

/** Log bytes for one persistent put: IBM's 750 + length, plus 300 per 15,700-byte segment once the message needs more than one. */
export function putRecordBytes(messageBytes: number): number {
  if (messageBytes <= LOG_RECORD.segmentBytes) return LOG_RECORD.putOverhead + messageBytes;
  const segments = Math.ceil(messageBytes / LOG_RECORD.segmentBytes);
  return LOG_RECORD.putOverhead + messageBytes + segments * LOG_RECORD.segmentOverhead;
}


function checkLimits(v: { pages: number; primary: number; secondary: number; platform: Platform }) {
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
  return errors;
}

type Mode = 'check' | 'recommend';
type LogType = 'circular' | 'linear';

interface Workload {
  msgBytes: number;
  puts: number;
  perUow: number;
  uowSec: number;
}

/** What the workload logs: bytes per put, per second, and IBM's rule for the longest unit of work. */
function workloadLog(w: Workload, measuredBytesPerSec?: number) {
  const putBytes = putRecordBytes(w.msgBytes);
  const perMessage = putBytes + LOG_RECORD.get;
  const commitsPerSec = (2 * w.puts) / w.perUow;
  // A rate measured on the queue manager (amqsrua's logical bytes/s, linked from /check/) replaces the estimate from record sizes.
  const logBytesPerSec = measuredBytesPerSec ?? w.puts * perMessage + commitsPerSec * LOG_RECORD.commit;
  const requiredLogBytes = 2 * (w.uowSec + 1) * logBytesPerSec;
  const segments = w.msgBytes > LOG_RECORD.segmentBytes ? Math.ceil(w.msgBytes / LOG_RECORD.segmentBytes) : 0;
  const steps: WorkStep[] = [
    {
      label: 'Log bytes per persistent put',
      formula: segments ? 'put = 750 + message bytes + 300 × ⌈message bytes ÷ 15,700⌉' : 'put = 750 + message bytes',
      substituted: segments ? `750 + ${num(w.msgBytes)} + 300 × ${num(segments)} = ${num(putBytes)} bytes` : `750 + ${num(w.msgBytes)} = ${num(putBytes)} bytes`,
    },
    measuredBytesPerSec !== undefined ? {
      label: 'Log bytes per second, as measured (amqsrua "Log - logical bytes written" per second)',
      formula: 'logBytesPerSec = the measured logical bytes per second (replaces the estimate from message size and rate)',
      substituted: `${num(logBytesPerSec, 1)} bytes/s (${readableBytes(logBytesPerSec)}/s)`,
      output: 'logBytesPerSec',
    } : {
      label: 'Log bytes per second (each message put and later got, both under syncpoint)',
      formula: 'logBytesPerSec = puts/s × (put + 260 per get) + 2 × (puts/s ÷ messages per unit of work) × 750 per commit',
      substituted: `${num(w.puts)} × (${num(putBytes)} + 260) + 2 × (${num(w.puts)} ÷ ${num(w.perUow)}) × 750 = ${num(logBytesPerSec, 1)} bytes/s (${readableBytes(logBytesPerSec)}/s)`,
      output: 'logBytesPerSec',
    },
    {
      label: 'Log needed for the longest unit of work (IBM)',
      formula: 'requiredLogBytes = 2 × (longest unit of work in s + 1) × logBytesPerSec',
      substituted: `2 × (${num(w.uowSec)} + 1) × ${num(logBytesPerSec, 1)} = ${bytesWithReadable(Math.round(requiredLogBytes))}`,
      output: 'requiredLogBytes',
    },
  ];
  return { logBytesPerSec, requiredLogBytes, steps };
}

/** LogBufferPages the recommendation proposes: the maximum for a busy or large-message workload, else IBM's default. */
function proposedBuffer(w: Workload): number {
  return w.puts >= BUSY_PUTS_PER_SEC || w.msgBytes >= SMALL_MESSAGE_BYTES ? MAX_BUFFER_PAGES : DEFAULT_BUFFER_PAGES;
}

function proposalSteps(p: LogProposal, platform: Platform, buffer: number, w: Workload, requiredLogBytes: number): WorkStep[] {
  const fileBytes = p.logFilePages * PAGE_BYTES;
  return [
    {
      label: `File size: ${p.fileSizeReason}`,
      formula: 'LogFilePages = the smallest of 4,096 (IBM’s default, 16 MiB), 16,384 (64 MiB) and 65,535 (≈256 MiB) that needs at most 64 primary files',
      substituted: `LogFilePages = ${num(p.logFilePages)} (${readableBytes(fileBytes)} per file)`,
      output: 'recLogFilePages',
    },
    {
      label: 'Primary files: enough to hold IBM’s rule on their own (at least IBM’s default 3)',
      formula: `LogPrimaryFiles = max(3, ⌈requiredLogBytes ÷ file bytes⌉), at most ${PLATFORM_LIMITS[platform].maxPrimary} on ${PLATFORM_LIMITS[platform].name}`,
      substituted: `max(3, ⌈${num(Math.round(requiredLogBytes))} ÷ ${num(fileBytes)}⌉) = ${num(p.primaryFiles)}, holding ${bytesWithReadable(p.primaryBytes)}`,
      output: 'recPrimaryFiles',
    },
    {
      label: 'Secondary files: room for a unit of work that overruns, fewer than the primaries (IBM)',
      formula: `LogSecondaryFiles = min(max(2, ⌈primary ÷ 4⌉), primary − 1, ${PLATFORM_LIMITS[platform].maxTotal} − primary)`,
      substituted: `LogSecondaryFiles = ${num(p.secondaryFiles)}`,
      output: 'recSecondaryFiles',
    },
    {
      label: 'Log buffer',
      formula: `LogBufferPages = 4,096 when puts/s ≥ ${BUSY_PUTS_PER_SEC} or messages ≥ 10 KiB (Linux report Best Practice #6; IBM 2020), else IBM’s default 512`,
      substituted: `${num(w.puts)} puts/s, ${readableBytes(w.msgBytes)} messages → LogBufferPages = ${num(buffer)}`,
      output: 'recLogBufferPages',
    },
  ];
}

function noConfiguration(platform: Platform, w: Workload, requiredLogBytes: number, rec: Extract<ReturnType<typeof recommendLog>, { ok: false }>): ComputeResult {
  const lim = PLATFORM_LIMITS[platform];
  const options = [
    rec.maxUowSec !== undefined ? `shorten the longest unit of work to ${readableSeconds(rec.maxUowSec)} or less` : undefined,
    `log at most ${readableBytes(rec.maxBytesPerSec)}/s per queue manager (fewer or smaller persistent messages, or more messages per unit of work)`,
    `spread the workload over ${num(rec.queueManagers)} or more queue managers`,
  ].filter((o): o is string => o !== undefined);
  return {
    ok: false,
    errors: [
      {
        input: 'longestUowSec',
        message: `Longest unit of work (longestUowSec): no configuration within IBM’s limits can hold this workload. IBM’s rule needs ${readableBytes(requiredLogBytes)} of log for a ${readableSeconds(w.uowSec)} unit of work, and the most the primary files can hold on ${lim.name} is ${num(lim.maxPrimary)} × ${num(MAX_PAGES)} pages × 4 KiB = ${readableBytes(rec.limitBytes)}. To make it possible: ${options.join('; or ')}.`,
      },
    ],
  };
}

function stanzaSnippets(c: { pages: number; primary: number; secondary: number; buffer: number }, platform: Platform, logType: LogType): Snippet[] {
  const linear = logType === 'linear';
  const logPath = platform === 'windows' ? 'C:\\ProgramData\\IBM\\MQ\\log\\QM1\\' : '/var/mqm/log/QM1/';
  const stanza = [
    'Log:',
    `   LogPrimaryFiles=${c.primary}`,
    `   LogSecondaryFiles=${c.secondary}`,
    `   LogFilePages=${c.pages}`,
    `   LogType=${linear ? 'LINEAR' : 'CIRCULAR'}`,
    `   LogBufferPages=${c.buffer}`,
    `   LogPath=${logPath}`,
    '   LogWriteIntegrity=TripleWrite',
    ...(linear ? ['   LogManagement=Automatic'] : []),
  ].join('\n');
  const crtmqm = `crtmqm ${linear ? '-ll' : '-lc'} -lf ${c.pages} -lp ${c.primary} -ls ${c.secondary} QM1`;
  const container = [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: qm1-log',
    'data:',
    '  log.ini: |',
    '    Log:',
    `      LogPrimaryFiles=${c.primary}`,
    `      LogSecondaryFiles=${c.secondary}`,
    `      LogFilePages=${c.pages}`,
    `      LogBufferPages=${c.buffer}`,
    '---',
    '# In the QueueManager resource:',
    'spec:',
    '  queueManager:',
    '    ini:',
    '      - configMap:',
    '          name: qm1-log',
    '          items:',
    '            - log.ini',
  ].join('\n');
  return [
    {
      label: `qm.ini Log stanza (QM1 and the LogPath are placeholders for your queue manager; LogFilePages and LogType only take effect when the queue manager is created; LogWriteIntegrity=TripleWrite is IBM’s default, which the Linux report says always to use${linear ? '; LogManagement=Automatic needs MQ 9.0.2 or later' : ''})`,
      language: 'ini',
      text: stanza,
    },
    {
      label: `crtmqm flags (replace QM1 with the queue manager name; ${linear ? '-ll is linear logging' : '-lc is circular logging, the default'}; LogBufferPages is set in qm.ini only)`,
      language: 'shell',
      text: crtmqm,
    },
    {
      label: 'MQ container (IBM MQ Operator): the same Log settings as an INI file in a ConfigMap. IBM’s container creates the queue manager with crtmqm -ii /etc/mqm/, so they apply when the queue manager is first created; the container sets the log path and type itself.',
      language: 'text',
      text: container,
    },
  ];
}

function compute(values: InputValues): ComputeResult {
  const mode = values.mode as Mode;
  const logType = values.logType as LogType;
  const platform = values.platform;
  if (!isPlatform(platform)) return { ok: false, errors: [{ input: 'platform', message: 'Platform (platform) must be one of unix, windows' }] };
  const w: Workload = {
    msgBytes: values.msgBytes as number,
    puts: values.putsPerSec as number,
    perUow: values.msgsPerUow as number,
    uowSec: values.longestUowSec as number,
  };
  const cache = values.cacheBytes as number | undefined;
  const rate = workloadLog(w, values.measuredLogBytesPerSec as number | undefined);
  const { logBytesPerSec, requiredLogBytes } = rate;

  let config: { pages: number; primary: number; secondary: number; buffer: number };
  let proposal: LogProposal | undefined;
  if (mode === 'recommend') {
    const rec = recommendLog({ requiredBytes: requiredLogBytes, logBytesPerSec, longestUowSec: w.uowSec, platform, ...(cache === undefined ? {} : { cacheBytes: cache }) });
    if (!rec.ok) return noConfiguration(platform, w, requiredLogBytes, rec);
    proposal = rec.proposal;
    config = { pages: proposal.logFilePages, primary: proposal.primaryFiles, secondary: proposal.secondaryFiles, buffer: proposedBuffer(w) };
  } else {
    config = { pages: values.logFilePages as number, primary: values.primaryFiles as number, secondary: values.secondaryFiles as number, buffer: values.logBufferPages as number };
    const errors = checkLimits({ pages: config.pages, primary: config.primary, secondary: config.secondary, platform });
    if (errors.length) return { ok: false as const, errors };
  }
  const { pages, primary, secondary, buffer } = config;

  const logFileBytes = pages * PAGE_BYTES;
  const primaryBytes = primary * logFileBytes;
  const maxLogBytes = (primary + secondary) * logFileBytes;
  const bufferPages = buffer === 0 ? DEFAULT_BUFFER_PAGES : buffer;
  const logBufferBytes = bufferPages * PAGE_BYTES;
  // A rate so small that the division overflows is, for any purpose, never.
  const fillSeconds = primaryBytes / logBytesPerSec;
  const secondsToFillPrimary: number | 'never' = logBytesPerSec > 0 && Number.isFinite(fillSeconds) ? fillSeconds : 'never';
  const fitsInCache = cache === undefined ? null : primaryBytes <= cache;
  const physicalBytesPerSecMax = logBytesPerSec * WORST_PHYSICAL_RATIO;
  const archiveBytesPerDay = logType === 'linear' ? logBytesPerSec * SECONDS_PER_DAY : null;

  const configSteps: WorkStep[] = [
    { label: 'One log file', formula: 'logFileBytes = LogFilePages × 4,096', substituted: `${num(pages)} × 4,096 = ${bytesWithReadable(logFileBytes)}`, output: 'logFileBytes' },
    { label: 'Primary log space (pre-allocated)', formula: 'primaryBytes = LogPrimaryFiles × logFileBytes', substituted: `${num(primary)} × ${num(logFileBytes)} = ${bytesWithReadable(primaryBytes)}`, output: 'primaryBytes' },
    { label: 'Largest the log can grow', formula: 'maxLogBytes = (LogPrimaryFiles + LogSecondaryFiles) × LogFilePages × 4,096', substituted: `(${num(primary)} + ${num(secondary)}) × ${num(pages)} × 4,096 = ${bytesWithReadable(maxLogBytes)}`, output: 'maxLogBytes' },
    {
      label: 'Log buffer',
      formula: 'logBufferBytes = (LogBufferPages, or 512 when it is 0) × 4,096',
      substituted: `${buffer === 0 ? '0 → 512' : num(buffer)} × 4,096 = ${bytesWithReadable(logBufferBytes)}`,
      output: 'logBufferBytes',
    },
  ];
  const timeSteps: WorkStep[] = [
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
      label: 'Physical log writes, up to (derived from the Linux report’s amqsrua samples)',
      formula: 'physicalBytesPerSecMax = logBytesPerSec × (115,987,019 ÷ 29,073,784 physical over logical bytes/s, 1 requester, 2KB)',
      substituted: `${num(logBytesPerSec, 1)} × ${num(WORST_PHYSICAL_RATIO, 4)} = ${num(physicalBytesPerSecMax, 0)} bytes/s (${readableBytes(physicalBytesPerSecMax)}/s)`,
      output: 'physicalBytesPerSecMax',
    },
  ];
  if (archiveBytesPerDay !== null) {
    timeSteps.push({
      label: 'Linear log: log files written per day, to archive or delete',
      formula: 'archiveBytesPerDay = logBytesPerSec × 86,400',
      substituted: `${num(logBytesPerSec, 1)} × 86,400 = ${bytesWithReadable(Math.round(archiveBytesPerDay))}`,
      output: 'archiveBytesPerDay',
    });
  }
  if (cache !== undefined) {
    timeSteps.push({
      label: 'Primary log set inside the write cache',
      formula: 'fitsInCache = primaryBytes ≤ cache bytes',
      substituted: `${num(primaryBytes)} ${fitsInCache ? '≤' : '>'} ${num(cache)} → ${fitsInCache ? 'yes' : 'no'}`,
      output: 'fitsInCache',
    });
  }
  const work: WorkStep[] =
    mode === 'recommend' && proposal
      ? [...rate.steps, ...proposalSteps(proposal, platform, buffer, w, requiredLogBytes), ...configSteps, ...timeSteps]
      : [...configSteps, ...rate.steps, ...timeSteps];

  const warnings: string[] = [];
  if (requiredLogBytes > maxLogBytes) {
    warnings.push(
      `The longest unit of work (${readableSeconds(w.uowSec)}) needs about ${readableBytes(requiredLogBytes)} of log by IBM's rule, more than the ${readableBytes(maxLogBytes)} the primary and secondary files can hold: add primary files, make the files larger (only at crtmqm), or shorten the unit of work. When the log fills, MQ rolls back the oldest transactions (AMQ7469) and the application gets reason 2003.`,
    );
  } else if (typeof secondsToFillPrimary === 'number' && w.uowSec > secondsToFillPrimary) {
    warnings.push(
      `A unit of work open for ${readableSeconds(w.uowSec)} outlasts one pass through the primary log (${readableSeconds(secondsToFillPrimary)}), so secondary files will be allocated, formatted and later deleted while it runs, which costs throughput.`,
    );
  }
  if (fitsInCache === true && maxLogBytes > (cache as number)) {
    warnings.push(`The primary files fit in the cache but the secondary files would take the log past it (${readableBytes(maxLogBytes)} in all); once secondaries are in use, writes may no longer all be cached.`);
  }
  if (fitsInCache === false) {
    warnings.push(
      mode === 'recommend' && requiredLogBytes > (cache as number)
        ? `IBM’s rule alone (${readableBytes(requiredLogBytes)}) is larger than the write cache, so no log that holds it can fit the cache; shorter units of work would allow a smaller log.`
        : 'The primary log space is larger than the write cache, as with the 4GB log set that ran slower in the Linux report (Table 1). If the log is larger than the workload needs, a smaller set may run faster; never size it below what your longest unit of work requires.',
    );
  }
  if (primary <= secondary) {
    warnings.push('IBM notes that with no more primary than secondary files the queue manager might allocate secondary files before a checkpoint is taken; define more primary files than secondary ones.');
  }
  if (buffer > 0 && buffer < SMALLEST_BUFFER_IBM_MENTIONS) {
    warnings.push(`LogBufferPages=${num(buffer)} is below the smallest value IBM’s guidance mentions (${SMALLEST_BUFFER_IBM_MENTIONS} pages, IBM MQ best practices 2020) and the Linux report’s stated minimum of ${MIN_BUFFER_PAGES}; check the Log stanza documentation of your MQ release for the smallest value it uses.`);
  } else if (buffer > 0 && buffer < MIN_BUFFER_PAGES) {
    warnings.push(`The Linux report calls ${MIN_BUFFER_PAGES} pages the minimum (line 393), but IBM’s 2020 best practices suggest values as small as ${SMALLEST_BUFFER_IBM_MENTIONS} pages for under ${BUSY_PUTS_PER_SEC} small persistent messages a second, so ${num(buffer)} is a documented choice for a light workload.`);
  }
  if (mode === 'check' && bufferPages < MAX_BUFFER_PAGES) {
    warnings.push(`The Linux persistent-messaging report recommends LogBufferPages=4096 (16 MiB; Best Practice #6); this buffer is ${readableBytes(logBufferBytes)}.`);
  }
  if (archiveBytesPerDay !== null) {
    warnings.push(
      `Linear log: every file is kept until it is no longer needed for restart or media recovery, so about ${readableBytes(archiveBytesPerDay)} of log files a day (at this rate) must be archived or deleted once AMQ7467I and AMQ7468I say they are no longer needed; LogManagement=Automatic (MQ 9.0.2 and later) lets the queue manager do it. Media recovery needs media images of your objects: the oldest file it needs only moves on when images are recorded, by rcdmqimg or by automatic media imaging (ALTER QMGR IMGSCHED(AUTO), every 60 minutes by default, IMGINTVL). Imaging copies queue contents into the log, so deep queues make it slow and large: image when queues are shallow.`,
    );
  }

  const links =
    mode === 'recommend'
      ? [
          {
            label: 'Check this configuration (opens check mode with these files, the buffer and your workload)',
            inputs: {
              mode: 'check',
              logFilePages: String(pages),
              primaryFiles: String(primary),
              secondaryFiles: String(secondary),
              logBufferPages: String(buffer),
              ...workloadInputs(values),
            },
          },
        ]
      : [{ label: 'Recommend a configuration for this workload instead', inputs: { mode: 'recommend', ...workloadInputs(values) } }];

  const uow = readableSeconds(w.uowSec);
  let summary: string;
  if (mode === 'recommend') {
    summary = `Use ${num(primary)} primary files of ${readableBytes(logFileBytes)} (LogFilePages=${num(pages)}): ${readableBytes(primaryBytes)} of primary log holds the ${readableBytes(requiredLogBytes)} IBM’s rule asks for a ${uow} unit of work, with ${num(secondary)} secondary files and LogBufferPages=${num(buffer)}.`;
  } else if (requiredLogBytes > maxLogBytes) {
    summary = `This log holds at most ${readableBytes(maxLogBytes)}; the workload needs about ${readableBytes(requiredLogBytes)} for a ${uow} unit of work: add primary files, use larger files, or shorten the longest unit of work (recommend mode proposes a configuration).`;
  } else if (requiredLogBytes > primaryBytes) {
    summary = `The primary files hold ${readableBytes(primaryBytes)}; the workload needs about ${readableBytes(requiredLogBytes)} for a ${uow} unit of work, so a unit of work that long spills into the secondary files (up to ${readableBytes(maxLogBytes)} in all).`;
  } else {
    summary = `The primary files hold ${readableBytes(primaryBytes)}, enough for the ${readableBytes(requiredLogBytes)} this workload needs for a ${uow} unit of work (IBM’s rule).`;
  }

  return {
    ok: true as const,
    summary,
    outputs: {
      logFileBytes,
      primaryBytes,
      maxLogBytes,
      logBufferBytes,
      logBytesPerSec,
      physicalBytesPerSecMax,
      secondsToFillPrimary,
      requiredLogBytes,
      fitsInCache,
      archiveBytesPerDay,
      recLogFilePages: proposal ? pages : null,
      recPrimaryFiles: proposal ? primary : null,
      recSecondaryFiles: proposal ? secondary : null,
      recLogBufferPages: proposal ? buffer : null,
    },
    work,
    warnings,
    snippets: stanzaSnippets(config, platform, logType),
    links,
  };
}

/** The workload inputs as the user gave them, for links between the two modes. */
function workloadInputs(values: InputValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['platform', 'logType', 'msgBytes', 'putsPerSec', 'msgsPerUow', 'longestUowSec', 'cacheBytes']) {
    const v = values[name];
    if (typeof v === 'number' || typeof v === 'string') out[name] = String(v);
  }
  return out;
}

const definition: CalculatorDefinition = {
  id: 'log-sizing',
  title: 'Recovery log sizing',
  group: 'log-and-disk',
  question: 'What log do I need for my persistent workload, and how does my Log stanza measure up?',
  appliesTo:
    'IBM MQ on UNIX, Linux and Windows (distributed), with the log limits of IBM’s MQ 9 documentation. The log-set comparison was measured with MQ V9.0.4 on Red Hat Enterprise Linux 7.2 with a RAID write cache (mq-linux-persistent); the HP-UX report’s advice dates from MQ V5.3, when the log buffer could not exceed 512 pages. Not for MQ for z/OS, whose logs are data sets.',
  inputs: [
    {
      kind: 'enum',
      name: 'mode',
      label: 'What to do',
      options: [
        { value: 'check', label: 'Check a Log stanza I have' },
        { value: 'recommend', label: 'Recommend a Log stanza for my workload' },
      ],
      default: 'check',
      help: 'Check computes what a configuration holds and how the workload fills it; recommend proposes the files and buffer for the workload (also as ?mode=recommend).',
    },
    { kind: 'enum', name: 'logType', label: 'Log type', options: [{ value: 'circular', label: 'Circular (crtmqm -lc, the default)' }, { value: 'linear', label: 'Linear (crtmqm -ll, for media recovery)' }], default: 'circular', help: 'Circular logs reuse their files; linear logs keep every file until it is archived or deleted, for media recovery.' },
    { onlyWhen: { input: 'mode', values: ['check'] }, kind: 'number', name: 'logFilePages', label: 'Log file pages', unit: 'pages of 4 KiB', min: 32, max: MAX_PAGES, integer: true, default: 4096, help: 'LogFilePages (crtmqm -lf): the size of every primary and secondary file. IBM’s limits are 64–65535 on UNIX and Linux, 32–65535 on Windows. It cannot be changed once the queue manager exists.' },
    { onlyWhen: { input: 'mode', values: ['check'] }, kind: 'number', name: 'primaryFiles', label: 'Primary log files', unit: 'files', min: 2, max: 510, integer: true, default: 3, help: 'LogPrimaryFiles (crtmqm -lp): pre-allocated files. 2–510 on UNIX and Linux, 2–254 on Windows; changeable at restart.' },
    { onlyWhen: { input: 'mode', values: ['check'] }, kind: 'number', name: 'secondaryFiles', label: 'Secondary log files', unit: 'files', min: 1, max: 509, integer: true, default: 2, help: 'LogSecondaryFiles (crtmqm -ls): allocated when the primaries are full. 1–509 on UNIX and Linux, 1–253 on Windows; primary plus secondary at most 511 (255 on Windows).' },
    { onlyWhen: { input: 'mode', values: ['check'] }, kind: 'number', name: 'logBufferPages', label: 'Log buffer pages', unit: 'pages of 4 KiB', min: 0, max: MAX_BUFFER_PAGES, integer: true, default: 0, help: 'LogBufferPages in qm.ini: 0 lets the queue manager choose (512 pages, 2 MiB); otherwise up to 4096 (16 MiB). The Linux report calls 128 the minimum; IBM’s 2020 best practices use as few as 32 for light workloads. Takes effect at the next restart.' },
    { kind: 'enum', name: 'platform', label: 'Platform', options: [{ value: 'unix', label: 'UNIX and Linux' }, { value: 'windows', label: 'Windows' }], default: 'unix', help: 'The file-count and file-size limits differ between UNIX/Linux and Windows.' },
    { kind: 'number', name: 'msgBytes', label: 'Message size', unit: 'bytes', min: 0, max: 104857600, integer: true, default: 2048, help: 'Length of each persistent message (up to MQ’s 100 MiB maximum).' },
    { kind: 'number', name: 'putsPerSec', label: 'Persistent puts per second', unit: 'messages/s', min: 0, max: 10000000, default: 1000, help: 'Peak rate of persistent messages put. Each is assumed to be got later at the same rate, and both put and get run under syncpoint.' },
    { kind: 'number', name: 'msgsPerUow', label: 'Messages per unit of work', unit: 'messages', min: 1, max: 1000000, integer: true, default: 1, help: 'How many puts (and, separately, gets) each commit covers; one commit record per unit of work.' },
    { kind: 'number', name: 'longestUowSec', label: 'Longest unit of work', unit: 's', min: 0, max: 31536000, default: 60, help: 'The longest a transaction may stay open before you would rather MQ rolled it back.' },
    { kind: 'number', name: 'measuredLogBytesPerSec', label: 'Measured log bytes per second', unit: 'bytes/s', min: 0, max: 1e12, optional: true, help: 'Optional: the logical log bytes per second your queue manager writes, as amqsrua reports them ("Log - logical bytes written", the …/sec figure; /check/ fills this in from a paste). When given, it replaces the estimate from message size and rate.' },
    { kind: 'number', name: 'cacheBytes', label: 'Write cache for the log', unit: 'bytes', min: 0, max: 1e15, integer: true, optional: true, help: 'Optional: the part of a RAID, SAN or device write cache that the log can use (2 GiB = 2147483648). Leave empty if there is none or you do not know.' },
  ],
  outputs: [
    { name: 'recLogFilePages', label: 'Recommended LogFilePages', unit: 'count', optional: true, onlyWhen: { input: 'mode', values: ['recommend'] } },
    { name: 'recPrimaryFiles', label: 'Recommended LogPrimaryFiles', unit: 'count', optional: true, onlyWhen: { input: 'mode', values: ['recommend'] } },
    { name: 'recSecondaryFiles', label: 'Recommended LogSecondaryFiles', unit: 'count', optional: true, onlyWhen: { input: 'mode', values: ['recommend'] } },
    { name: 'recLogBufferPages', label: 'Recommended LogBufferPages', unit: 'count', optional: true, onlyWhen: { input: 'mode', values: ['recommend'] } },
    { name: 'logFileBytes', label: 'Size of one log file', unit: 'bytes' },
    { name: 'primaryBytes', label: 'Primary log space', unit: 'bytes', help: 'Allocated when the queue manager is created; what amqsrua reports as "Log - bytes in use" once all primaries are formatted.' },
    { name: 'maxLogBytes', label: 'Maximum log space', unit: 'bytes', help: 'Primary plus secondary files: amqsrua’s "Log - bytes max".' },
    { name: 'logBufferBytes', label: 'Log buffer', unit: 'bytes' },
    { name: 'logBytesPerSec', label: 'Log written per second (logical)', unit: 'bytes/s', help: 'Logical log bytes from IBM’s record sizes, excluding checkpoints and rollbacks.' },
    { name: 'physicalBytesPerSecMax', label: 'Physical log writes, up to (derived)', unit: 'bytes/s', help: 'The disk can be asked for up to about 4 times the logical bytes when few applications commit small messages (partly filled 4 KiB pages; Linux report, 1 requester, 2KB) and about the same as logical when many applications share each write (60 requesters, 200KB). Plan disk bandwidth between the two.' },
    { name: 'secondsToFillPrimary', label: 'Time to write the primary space once', unit: 'seconds' },
    { name: 'requiredLogBytes', label: 'Log needed for the longest unit of work', unit: 'bytes', help: 'IBM’s rule of thumb: 2 × (N + 1) × bytes per second, for a transaction open N seconds.' },
    { name: 'fitsInCache', label: 'Primary log fits in the write cache', unit: 'boolean', optional: true, help: 'Only when a cache size is given.' },
    { name: 'archiveBytesPerDay', label: 'Log files to archive per day (linear)', unit: 'bytes', optional: true, onlyWhen: { input: 'logType', values: ['linear'] }, help: 'A linear log keeps every file until it is archived or deleted: the logical bytes logged in a day at this rate.' },
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
    'physicalBytesPerSecMax = logBytesPerSec × 115,987,019 ÷ 29,073,784 (the Linux report’s worst physical-to-logical ratio)',
    'Linear logs: archiveBytesPerDay = logBytesPerSec × 86,400',
    'Recommend: LogFilePages = the smallest of 4,096, 16,384 and 65,535 needing at most 64 primaries; LogPrimaryFiles = max(3, ⌈requiredLogBytes ÷ file bytes⌉); LogSecondaryFiles = min(max(2, ⌈primary ÷ 4⌉), primary − 1); LogBufferPages = 4,096 from 100 puts/s or 10 KiB messages, else 512',
  ],
  explanation: [
    'Recommend mode. Give the workload and the calculator proposes a Log stanza whose primary files alone hold IBM’s rule for the longest unit of work, within IBM’s limits for the platform. Fewer, larger files mean fewer files to allocate, switch and archive, but a circular log reuses (and a linear log archives) whole files, so large files free space in large steps and pre-allocate more disk at crtmqm; more, smaller files track the need more closely. That is why the proposal uses IBM’s 16 MiB default until it would need more than 64 files, then the 64 MiB files the Linux report measured, then the largest file IBM allows. A log that fits a write cache ran faster in the Linux report, so with a cache size the proposal keeps the primary space inside it when IBM’s rule allows. A larger log does not by itself slow a restart: IBM’s 2019 restart measurements found restart time grows with the log records replayed since the last checkpoint and with long-running transactions, so keep units of work short rather than the log large. If no configuration can hold the rule (the most is 510 files of 65,535 pages on UNIX and Linux, 254 on Windows), the alert says what would: shorter units of work, less logged per second, or more queue managers.',
    'Circular or linear. A circular log (the default, crtmqm -lc, and what every test in the Linux report used) reuses its primary files: once a checkpoint has moved the recovery point on, old files are overwritten, so its size only has to cover the work in flight. A linear log (crtmqm -ll) keeps every file for media recovery, so disk use grows until old files are archived or deleted; since MQ 9.0.2 the queue manager can manage that itself. The sizes computed here are the active log in both cases.',
    'Long-running units of work. Only records since the last complete checkpoint and those of open transactions are needed to restart, so one transaction left open holds the whole log behind it. The log then spills into secondary files, and when those are full MQ rolls back the oldest transactions (AMQ7469) and the application gets reason code 2003. IBM’s rule for the active log is at least 2 × (N + 1) × B bytes for a transaction open N seconds at B bytes per second. More log files are not free: a larger log set may no longer fit a write cache, and recovery takes longer. The report’s advice is to avoid long-running transactions rather than cater for them.',
    'Why a log that fits the cache ran faster. In the Linux report’s Table 1 (MQ V9.0.4, 2K request/reply, local HDDs behind a RAID controller with a 4GB battery-backed cache of which 2GB was eligible for write caching), the 1GB log set (16 × 64 MiB primaries) peaked at 87,338 round trips/s while the 4GB set (64 primaries) peaked at 70,435, because every write to the smaller set could be served from the cache. That is about 24% more (derived: 87,338 ÷ 70,435 = 1.24), though the smaller set needed 120 requesters instead of 60 to get there. Size the log for the workload and its longest unit of work, and no larger.',
    'Log rate model. The rate uses IBM’s documented log record sizes: a persistent put logs 750 bytes plus the message (a message longer than 15,700 bytes is split into segments, each with 300 bytes of overhead; we add that overhead only when there is more than one segment), a get 260 bytes and a commit 750. It counts each message as put and later got, each side committing every “messages per unit of work”. Checkpoints and rollbacks are left out: a checkpoint logs 750 bytes plus 200 per open transaction, by default once every 10,000 operations, a small fraction of the log unless hundreds of transactions are open at each checkpoint. The physical bytes written are higher when the logger writes many partial 4 KiB pages, as the report’s amqsrua figures show.',
  ],
  sources: [
    DOCS.logStanza,
    DOCS.logDefaults,
    DOCS.logRecords,
    DOCS.activeLog,
    DOCS.diskSpace,
    DOCS.bestPractices,
    DOCS.restartTimes,
    DOCS.managingLogs,
    DOCS.mediaImages,
    DOCS.rcdmqimg,
    DOCS.containerIni,
    DOCS.containerCrtmqm,
    REPORT.logSets,
    REPORT.amqsrua,
    REPORT.buffer,
    REPORT.table1,
    REPORT.cache,
    REPORT.longUow,
    REPORT.physical,
    REPORT.physicalEqual,
    REPORT.tripleWrite,
    REPORT.hpux,
    REPORT.hpuxDq,
  ],
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
