/**
 * The documents log sizing cites, named once: IBM's pages and the report lines behind its limits,
 * record sizes, worked examples and advice. Split from log-sizing.ts so the definition stays short.
 */
import type { Source } from '../types.ts';
import { reportSource } from './report-source.ts';

export const DOCS = {
  logStanza: {
    kind: 'ibm-docs',
    title: 'Log stanza of the qm.ini file (IBM MQ 9.2)',
    url: 'https://www.ibm.com/docs/SSFKSJ_9.2.0/com.ibm.mq.con.doc/q018950_.html',
    what: 'LogPrimaryFiles 2–510 on UNIX and Linux (2–254 on Windows), LogSecondaryFiles 1–509 (1–253), primary plus secondary at most 511 (255); LogFilePages from 64 (32 on Windows) to 65,535 pages of 4 KB, fixed when the queue manager is created; LogBufferPages 0 (the queue manager chooses) or 18–4096, a value from 1 to 17 being taken as 18.',
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

export const REPORT = {
  logSets: reportSource('mq-linux-persistent', [538, 550], 'The measured log sets: LogFilePages=16384 with 16, 24 or 64 primary files and 2 secondary files (the 1GB, 1.5GB and 4GB logs).'),
  amqsrua: reportSource('mq-linux-persistent', [1018, 1025], 'amqsrua for the 1.5GB log: "Log - bytes in use 1610612736" and "Log - bytes max 1744830464".'),
  buffer: reportSource('mq-linux-persistent', [389, 401], 'LogBufferPages=0|0-4096: 0 gives 512 pages (2MiB), the minimum is 128 (512KiB), 4096 gives 16MiB; Best Practice #6: set 4096.'),
  table1: reportSource('mq-linux-persistent', [167, 190], 'Table 1: peak 2K round trips/s 70,435 with the 4GB log set (Persistent-1) and 87,338 with the 1GB log set (Persistent-2), the smaller set being served from the RAID write cache.'),
  cache: reportSource('mq-linux-persistent', [570, 572], '2GB of the 4GB RAID cache was eligible for write caching, so the smaller log set was written entirely within it; the 4GiB log no longer fitted.'),
  longUow: reportSource('mq-linux-persistent', [448, 456], 'Long-running transactions hold the recovery point back; a full log makes MQ roll them back (AMQ7469, reason 2003); a larger log set may not make best use of a RAID cache. Best Practice #8: avoid long-running transactions.'),
  hpux: reportSource('mq-hpux-v53', [1493, 1517], 'MQ V5.3 on HP-UX: LogBufferPages at its then maximum of 512 (printed "5712") × 4K = 2MB, LogFilePages for example 16384 × 4K = 64MB, and a large number of LogPrimaryFiles.'),
  hpuxDq: reportSource('mq-hpux-v53', [1364, 1367], 'The distributed-queuing capacity tests ran with LogPrimaryFiles=12, LogFilePages=16384, LogBufferPages=512.'),
  physical: reportSource('mq-linux-persistent', [1031, 1033], 'amqsrua, 1 requester with 2KB messages: "Log - physical bytes written … 115987019/sec" against "Log - logical bytes written … 29073784/sec", about four times, from partly filled 4KB pages (lines 1007–1009).'),
  physicalEqual: reportSource('mq-linux-persistent', [1051, 1052], 'amqsrua, 60 requesters with 200K messages: physical 2627408952/sec and logical 2627396708/sec, the two equal.'),
  tripleWrite: reportSource('mq-linux-persistent', [1007, 1009], 'The logger writes 4K pages; partly filled pages need TripleWrite for integrity; "You should always use TripleWrite".'),
} satisfies Record<string, Source>;
