/**
 * The amqsrua lines this page reads, by the label amqsrua prints, with the reading each becomes and
 * how its printed value converts to base units. Labels are those of the DISK, CPU and STATMQI
 * classes' published metadata ($SYS/MQ/INFO/QMGR/<qm>/Monitor/METADATA/DISK/Log and friends), which
 * also gives the units: write latency in microseconds ("uSec"), percentages, and the three extent
 * sizes in MB (metadata divisor 1048576), printed with "MB". STATMQI's counts are deltas
 * (MQIAMO_MONITOR_DELTA), printed as the interval's count and its rate ("… 39899 3990/sec"); the
 * rate is the reading. The STATMQI labels are as amqsruaa.c (MQ 9.4.1, samples/c) registers them
 * from that metadata, "Interval total destructive get- count" with no space before its dash.
 */
import type { Reading } from './types.ts';

/**
 * How a value is printed: `bytes` (bare, or with MB/GB), `megabytes` (MB by default), `rate` (a
 * count and its "/sec": the rate is the reading), `latency` (uSec), `percent`, `number` (a load
 * average or a count), `ignore` (recognised, not a measurement: sequence numbers, a timestamp).
 */
export type MetricKind = 'bytes' | 'megabytes' | 'rate' | 'latency' | 'percent' | 'number' | 'ignore';

export interface Metric {
  name: string;
  unit: Reading['unit'];
  kind: MetricKind;
}

const m = (name: string, unit: Reading['unit'], kind: MetricKind): Metric => ({ name, unit, kind });

/** Lower-case label → metric. The longest label that starts a line wins ("Log file system - …" before "Log - …"). */
export const AMQSRUA_METRICS: Record<string, Metric> = {
  // DISK / Log
  'log - bytes in use': m('logBytesInUse', 'bytes', 'bytes'),
  'log - bytes max': m('logBytesMax', 'bytes', 'bytes'),
  'log file system - bytes in use': m('logFileSystemBytesInUse', 'bytes', 'bytes'),
  'log file system - bytes max': m('logFileSystemBytesMax', 'bytes', 'bytes'),
  'log file system - free space': m('logFileSystemFreePercent', 'percent', 'percent'),
  'log - physical bytes written': m('logPhysicalBytesPerSec', 'bytes/s', 'rate'),
  'log - logical bytes written': m('logLogicalBytesPerSec', 'bytes/s', 'rate'),
  'log - write latency': m('logWriteLatency', 'seconds', 'latency'),
  'log - write size': m('logWriteSize', 'bytes', 'bytes'),
  'log - current primary space in use': m('logPrimarySpaceInUse', 'percent', 'percent'),
  'log - workload primary space utilization': m('logWorkloadPrimaryUtilization', 'percent', 'percent'),
  'log - bytes required for media recovery': m('logMediaRecoveryBytes', 'bytes', 'megabytes'),
  'log - bytes occupied by reusable extents': m('logReusableBytes', 'bytes', 'megabytes'),
  'log - bytes occupied by extents waiting to be archived': m('logArchiveWaitBytes', 'bytes', 'megabytes'),
  'log - slowest write since restart': m('logSlowestWrite', 'seconds', 'latency'),
  'log - timestamp of slowest write': m('', 'count', 'ignore'),
  'log - disk written log sequence number': m('', 'count', 'ignore'),
  'log - quorum log sequence number': m('', 'count', 'ignore'),
  // DISK / SystemSummary and QMgrSummary
  'queue manager file system - bytes in use': m('qmFileSystemBytesInUse', 'bytes', 'bytes'),
  'queue manager file system - free space': m('qmFileSystemFreePercent', 'percent', 'percent'),
  'mq trace file system - bytes in use': m('traceFileSystemBytesInUse', 'bytes', 'bytes'),
  'mq trace file system - free space': m('traceFileSystemFreePercent', 'percent', 'percent'),
  'mq errors file system - bytes in use': m('errorsFileSystemBytesInUse', 'bytes', 'bytes'),
  'mq errors file system - free space': m('errorsFileSystemFreePercent', 'percent', 'percent'),
  'mq fdc file count': m('fdcFileCount', 'count', 'number'),
  // CPU / SystemSummary and QMgrSummary
  'user cpu time percentage': m('cpuUserPercent', 'percent', 'percent'),
  'system cpu time percentage': m('cpuSystemPercent', 'percent', 'percent'),
  'cpu load - one minute average': m('cpuLoad1Min', 'count', 'number'),
  'cpu load - five minute average': m('cpuLoad5Min', 'count', 'number'),
  'cpu load - fifteen minute average': m('cpuLoad15Min', 'count', 'number'),
  'ram free percentage': m('ramFreePercent', 'percent', 'percent'),
  'ram total bytes': m('ramTotalBytes', 'bytes', 'megabytes'),
  'user cpu time - percentage estimate for queue manager': m('qmCpuUserPercent', 'percent', 'percent'),
  'system cpu time - percentage estimate for queue manager': m('qmCpuSystemPercent', 'percent', 'percent'),
  'ram total bytes - estimate for queue manager': m('qmRamBytes', 'bytes', 'megabytes'),
  // STATMQI / PUT, GET and SYNCPOINT: the MQI call rates the capacity answer reads (calculators/capacity/inputs.ts)
  'interval total mqput/mqput1 count': m('putsPerSec', 'count/s', 'rate'),
  'persistent message mqput count': m('persistentMqputPerSec', 'count/s', 'rate'),
  'persistent message mqput1 count': m('persistentMqput1PerSec', 'count/s', 'rate'),
  'put persistent messages - byte count': m('persistentPutBytesPerSec', 'bytes/s', 'rate'),
  'interval total destructive get- count': m('getsPerSec', 'count/s', 'rate'),
  'interval total destructive get - count': m('getsPerSec', 'count/s', 'rate'),
  'commit count': m('commitsPerSec', 'count/s', 'rate'),
  // The rest of those three types' lines: recognised as amqsrua's, not read (nothing here uses them)
  ...Object.fromEntries(
    [
      'interval total mqput/mqput1 byte count', 'non-persistent message mqput count', 'failed mqput count', 'non-persistent message mqput1 count', 'failed mqput1 count', 'put non-persistent messages - byte count', 'mqstat count',
      'interval total destructive get - byte count', 'non-persistent message destructive get - count', 'persistent message destructive get - count', 'failed mqget - count', 'got non-persistent messages - byte count', 'got persistent messages - byte count',
      'non-persistent message browse - count', 'persistent message browse - count', 'failed browse count', 'non-persistent message browse - byte count', 'persistent message browse - byte count', 'expired message count', 'purged queue count', 'mqcb count', 'failed mqcb count', 'mqctl count',
      'rollback count',
    ].map((label) => [label, m('', 'count', 'ignore')]),
  ),
};

/** Labels longest first, so a longer label is tried before its prefix. */
export const METRIC_LABELS = Object.keys(AMQSRUA_METRICS).sort((a, b) => b.length - a.length);
