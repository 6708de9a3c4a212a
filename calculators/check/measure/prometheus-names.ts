/**
 * The Prometheus metric names of the queue manager's resource metrics, as the two IBM exporters
 * publish them, each tied to the amqsrua label it comes from, so a metric becomes exactly the
 * reading amqsrua's line would (amqsrua-metrics.ts gives the reading's name and unit). Both exporters
 * subscribe to the same $SYS/MQ/INFO/QMGR/<qm>/Monitor publications amqsrua prints, and convert to
 * base units the same way (mq-golang's mqmetric.Normalise: percent and hundredths ÷ 100, MB × 1048576,
 * microseconds ÷ 1,000,000), so the values need no conversion here; only the log's written bytes and
 * STATMQI's call counts are deltas, published as counters, which become a rate between timestamped
 * samples.
 *
 * Where the names come from (read at the commits named; the lists are copied by hand):
 * - mq-container: github.com/ibm-messaging/mq-container, internal/metrics/mapping.go
 *   (generateMetricNamesMap), commit def9638590f490fe2d814a947aac7d8fab776349; namespace "ibmmq",
 *   prefix "qmgr" and the one label "qmgr" in internal/metrics/exporter.go; deltas are CounterVecs
 *   whose names end in _total.
 * - mq-metric-samples: github.com/ibm-messaging/mq-metric-samples, vendored mq-golang
 *   v5/mqmetric/mapping.go (the mHeur map, and mManual under IBMMQ_MANUAL_METRIC_MAPS), commit
 *   6ce6632e7cab61ec3c274e92bf50fcb840bf131e; namespace "ibmmq" (the -namespace option) and prefix
 *   "qmgr_" in cmd/mq_prometheus/exporter.go (newMqVec), labels qmgr, platform, description and
 *   (from 9.3.2) hostname. Deltas are counters by default (prometheus.overrideCType), named without _total.
 */
import { AMQSRUA_METRICS, type Metric } from './amqsrua-metrics.ts';
import { lookup } from './text.ts';

export type NameFamily = 'mq-container' | 'mq-metric-samples';

export const NAME_FAMILIES: readonly NameFamily[] = ['mq-container', 'mq-metric-samples'];

/** What a family's name stands for: the amqsrua label, whether it is a delta (a counter), who publishes it. */
export interface PromName {
  /** The amqsrua label (lower case, a key of AMQSRUA_METRICS); '' for a Native HA metric, whose reading is `metric`. */
  label: string;
  /** The reading of a name with no amqsrua label of this page's (the Native HA metrics). */
  metric?: Metric;
  /**
   * A Native HA metric (class NHAREPLICA, type REPLICATION): one series per replica instance, named
   * by the first of these labels the sample carries.
   */
  instanceLabels?: readonly string[];
  /** A delta (MQIAMO_MONITOR_DELTA): the log's written bytes and the MQI call counts, published as counters; read as rates. */
  delta: boolean;
  /** The exporters that publish this name by default. */
  families: readonly NameFamily[];
  /** mq-metric-samples publishes this name instead of its default one when IBMMQ_MANUAL_METRIC_MAPS is set (its mManual map). */
  manualMaps?: boolean;
  /** Why a name is odd, where it is. */
  note?: string;
}

const both: readonly NameFamily[] = ['mq-container', 'mq-metric-samples'];
const container: readonly NameFamily[] = ['mq-container'];
const samples: readonly NameFamily[] = ['mq-metric-samples'];
const n = (label: string, families: readonly NameFamily[], delta = false, note?: string): PromName => ({ label, delta, families, ...(note ? { note } : {}) });
/** A name mq-metric-samples publishes when IBMMQ_MANUAL_METRIC_MAPS is set (and the families in `families` by default). */
const manual = (label: string, families: readonly NameFamily[], note?: string): PromName => ({ ...n(label, families, false, note), manualMaps: true });

/** Full metric name → what it is. Only names both tied to an amqsrua label this page reads. */
export const PROMETHEUS_NAMES: Record<string, PromName> = {
  // DISK / Log
  ibmmq_qmgr_log_write_latency_seconds: n('log - write latency', both),
  ibmmq_qmgr_log_write_size_bytes: n('log - write size', both),
  ibmmq_qmgr_log_max_bytes: n('log - bytes max', both),
  ibmmq_qmgr_log_in_use_bytes: n('log - bytes in use', both),
  ibmmq_qmgr_log_file_system_max_bytes: n('log file system - bytes max', both),
  ibmmq_qmgr_log_file_system_in_use_bytes: n('log file system - bytes in use', both),
  ibmmq_qmgr_log_file_system_free_space_percentage: n('log file system - free space', container),
  ibmmq_qmgr_log_file_system_free_space_bytes: n('log file system - free space', samples, false, 'mq-metric-samples names this percentage "_bytes": mHeur maps the description "log_file_system_-_free_space" (listed there for Native HA) to it, and the DISK/Log element shares that description'),
  ibmmq_qmgr_log_primary_space_in_use_percentage: n('log - current primary space in use', container),
  ibmmq_qmgr_log_current_primary_space_in_use_percentage: n('log - current primary space in use', samples),
  ibmmq_qmgr_log_workload_primary_space_utilization_percentage: n('log - workload primary space utilization', both),
  ibmmq_qmgr_log_physical_written_bytes_total: n('log - physical bytes written', container, true),
  ibmmq_qmgr_log_logical_written_bytes_total: n('log - logical bytes written', container, true),
  ibmmq_qmgr_log_physical_written_bytes: n('log - physical bytes written', samples, true),
  ibmmq_qmgr_log_logical_written_bytes: n('log - logical bytes written', samples, true),
  ibmmq_qmgr_log_required_for_media_recovery_bytes: n('log - bytes required for media recovery', both),
  ibmmq_qmgr_log_occupied_by_reusable_extents_bytes: n('log - bytes occupied by reusable extents', both),
  ibmmq_qmgr_log_occupied_by_extents_waiting_to_be_archived_bytes: n('log - bytes occupied by extents waiting to be archived', both),
  ibmmq_qmgr_log_slowest_write_since_restart_seconds: n('log - slowest write since restart', container),
  ibmmq_qmgr_log_slowest_write_since_restart: n('log - slowest write since restart', samples, false, 'an extended metric (SubscriptionSelector opt-in), in seconds though named without a unit'),
  // DISK / QMgrSummary and SystemSummary
  ibmmq_qmgr_queue_manager_file_system_in_use_bytes: n('queue manager file system - bytes in use', both),
  ibmmq_qmgr_queue_manager_file_system_free_space_percentage: n('queue manager file system - free space', both),
  ibmmq_qmgr_trace_file_system_in_use_bytes: manual('mq trace file system - bytes in use', container),
  ibmmq_qmgr_trace_file_system_free_space_percentage: manual('mq trace file system - free space', container),
  ibmmq_qmgr_errors_file_system_in_use_bytes: manual('mq errors file system - bytes in use', container),
  ibmmq_qmgr_errors_file_system_free_space_percentage: manual('mq errors file system - free space', container),
  ibmmq_qmgr_mq_trace_file_system_in_use_bytes: n('mq trace file system - bytes in use', samples),
  ibmmq_qmgr_mq_trace_file_system_free_space_percentage: n('mq trace file system - free space', samples),
  ibmmq_qmgr_mq_errors_file_system_in_use_bytes: n('mq errors file system - bytes in use', samples),
  ibmmq_qmgr_mq_errors_file_system_free_space_percentage: n('mq errors file system - free space', samples),
  ibmmq_qmgr_fdc_files: manual('mq fdc file count', container),
  ibmmq_qmgr_mq_fdc_file_count: n('mq fdc file count', samples),
  // CPU / SystemSummary and QMgrSummary
  ibmmq_qmgr_user_cpu_time_percentage: n('user cpu time percentage', both),
  ibmmq_qmgr_system_cpu_time_percentage: n('system cpu time percentage', both),
  ibmmq_qmgr_cpu_load_one_minute_average_percentage: n('cpu load - one minute average', both, false, 'a load average (MQIAMO_MONITOR_HUNDREDTHS ÷ 100), not a percentage, whatever the name says'),
  ibmmq_qmgr_cpu_load_five_minute_average_percentage: n('cpu load - five minute average', both, false, 'a load average, as above'),
  ibmmq_qmgr_cpu_load_fifteen_minute_average_percentage: n('cpu load - fifteen minute average', both, false, 'a load average, as above'),
  ibmmq_qmgr_ram_free_percentage: n('ram free percentage', both),
  ibmmq_qmgr_system_ram_size_bytes: n('ram total bytes', container, false, 'disabled by default in mq-container'),
  ibmmq_qmgr_ram_total_bytes: n('ram total bytes', samples),
  ibmmq_qmgr_ram_size_bytes: manual('ram total bytes', []),
  ibmmq_qmgr_user_cpu_time_estimate_for_queue_manager_percentage: n('user cpu time - percentage estimate for queue manager', both),
  ibmmq_qmgr_system_cpu_time_estimate_for_queue_manager_percentage: n('system cpu time - percentage estimate for queue manager', both),
  ibmmq_qmgr_ram_usage_estimate_for_queue_manager_bytes: n('ram total bytes - estimate for queue manager', container),
  ibmmq_qmgr_ram_total_estimate_for_queue_manager_bytes: n('ram total bytes - estimate for queue manager', samples),
  // STATMQI / PUT, GET and SYNCPOINT: deltas, so counters, read as rates
  ibmmq_qmgr_mqput_mqput1_total: n('interval total mqput/mqput1 count', container, true),
  ibmmq_qmgr_interval_mqput_mqput1_total_count: n('interval total mqput/mqput1 count', samples, true),
  ibmmq_qmgr_persistent_message_mqput_total: n('persistent message mqput count', container, true),
  ibmmq_qmgr_persistent_message_mqput_count: n('persistent message mqput count', samples, true),
  ibmmq_qmgr_persistent_message_mqput1_total: n('persistent message mqput1 count', container, true),
  ibmmq_qmgr_persistent_message_mqput1_count: n('persistent message mqput1 count', samples, true),
  ibmmq_qmgr_persistent_message_put_bytes_total: n('put persistent messages - byte count', container, true),
  ibmmq_qmgr_put_persistent_messages_bytes: n('put persistent messages - byte count', samples, true),
  ibmmq_qmgr_destructive_get_total: n('interval total destructive get- count', container, true),
  ibmmq_qmgr_interval_destructive_get_total_count: n('interval total destructive get- count', samples, true),
  ibmmq_qmgr_commit_total: n('commit count', container, true),
  ibmmq_qmgr_commit_count: n('commit count', samples, true),
};

/**
 * The Native HA metrics read, one reading per replica instance (the active instance publishes them for
 * each replica it sends its log to; class NHAREPLICA, type REPLICATION). The instance's label:
 * - mq-container (internal/metrics/mapping.go and exporter.go at def9638): prefix "nha", labels
 *   "instance" and "qmgr". A Prometheus server that scrapes it keeps its own target label `instance`
 *   and renames the exporter's to `exported_instance` (unless honor_labels is set), so a query
 *   answer, a federate scrape or a Grafana export names the replica there: read first.
 * - mq-metric-samples (cmd/mq_prometheus/exporter.go newMqVec at 6ce6632): prefix "nha_", labels
 *   "qmgr", "platform" and "nha" (called "nhainstance" before its v5.6.2 of February 2025, CHANGELOG.md), names from
 *   mq-golang's mHeur without a unit suffix: the two times are in seconds all the same
 *   (mqmetric.Normalise divides microseconds by 1,000,000, as mq-container's "_seconds" says).
 * Their recovery-group twins (…_recovery_…, Native HA cross-region replication) are not read.
 */
const nha = (family: 'mq-container' | 'mq-metric-samples', metric: Metric): PromName => ({
  label: '',
  metric,
  delta: false,
  families: family === 'mq-container' ? container : samples,
  instanceLabels: family === 'mq-container' ? ['exported_instance', 'instance'] : ['nha', 'nhainstance'],
});
const BACKLOG: Metric = { name: 'nativeHaBacklogBytes', unit: 'bytes', kind: 'bytes' };
const BACKLOG_AVERAGE: Metric = { name: 'nativeHaBacklogAverageBytes', unit: 'bytes', kind: 'bytes' };
const ACK_LATENCY: Metric = { name: 'nativeHaAckLatency', unit: 'seconds', kind: 'latency' };
const ROUND_TRIP: Metric = { name: 'nativeHaNetworkRoundTrip', unit: 'seconds', kind: 'latency' };

Object.assign(PROMETHEUS_NAMES, {
  ibmmq_nha_replication_backlog_bytes: nha('mq-container', BACKLOG),
  ibmmq_nha_replication_backlog_average_bytes: nha('mq-container', BACKLOG_AVERAGE),
  ibmmq_nha_replication_log_write_average_acknowledgement_latency_seconds: nha('mq-container', ACK_LATENCY),
  ibmmq_nha_replication_average_network_round_trip_time_seconds: nha('mq-container', ROUND_TRIP),
  ibmmq_nha_backlog_bytes: nha('mq-metric-samples', BACKLOG),
  ibmmq_nha_backlog_average_bytes: nha('mq-metric-samples', BACKLOG_AVERAGE),
  ibmmq_nha_log_write_average_acknowledgement_latency: nha('mq-metric-samples', ACK_LATENCY),
  ibmmq_nha_average_network_round_trip_time: nha('mq-metric-samples', ROUND_TRIP),
} satisfies Record<string, PromName>);

/** The Native HA instance a sample of `name` is about ('' when it carries none of its labels); undefined for a queue manager metric. */
export function nativeHaInstanceOf(name: PromName, label: (key: string) => string | undefined): string | undefined {
  if (!name.instanceLabels) return undefined;
  for (const key of name.instanceLabels) {
    const v = label(key);
    if (v) return v;
  }
  return '';
}

/**
 * Names both exporters publish that are not measurements (log sequence numbers, the time of the
 * slowest write): recognised, nothing to read, as amqsrua-metrics.ts ignores their labels.
 */
export const IGNORED_NAMES: ReadonlySet<string> = new Set([
  'ibmmq_qmgr_log_sequence_number_disk_total',
  'ibmmq_qmgr_log_sequence_number_quorum_total',
  'ibmmq_qmgr_log_slowest_write_timestamp_seconds',
  'ibmmq_qmgr_log_disk_written_log_sequence_number',
  'ibmmq_qmgr_log_quorum_log_sequence_number',
  'ibmmq_qmgr_log_timestamp_of_slowest_write',
]);

/** A known name's reading (from amqsrua's table) and whether it is a delta; undefined for any other name. */
export function promMetric(name: string): { metric: Metric; name: PromName } | undefined {
  const known = lookup(PROMETHEUS_NAMES, name);
  if (!known) return undefined;
  return { metric: known.metric ?? lookup(AMQSRUA_METRICS, known.label)!, name: known };
}

/** The name a family publishes for a reading, for the alert rules (undefined when it publishes none). */
export function nameFor(family: NameFamily, reading: string): string | undefined {
  for (const [name, p] of Object.entries(PROMETHEUS_NAMES)) {
    if (p.families.includes(family) && (p.metric ?? AMQSRUA_METRICS[p.label]!).name === reading) return name;
  }
  return undefined;
}

/** Unit suffixes a metric name may end in (Prometheus's naming convention, and ones it advises against). */
const UNIT_SUFFIX = /_(?:bytes_total|seconds_total|total|seconds|milliseconds|microseconds|nanoseconds|ms|us|ns|bytes|kilobytes|megabytes|gigabytes|kb|mb|gb|percentage|percent|ratio|count|files)$/;

/** A name without its unit suffix: "ibmmq_qmgr_log_write_latency_seconds" → "ibmmq_qmgr_log_write_latency". */
const stem = (name: string) => name.replace(UNIT_SUFFIX, '');

const KNOWN_BY_STEM = new Map<string, string>();
for (const name of Object.keys(PROMETHEUS_NAMES)) if (!KNOWN_BY_STEM.has(stem(name))) KNOWN_BY_STEM.set(stem(name), name);

/**
 * For a name this page does not know: the known name it is one unit suffix away from
 * ("…_write_latency_milliseconds" → "…_write_latency_seconds"), so the note can say why it was not
 * read instead of reading a value in another unit as if it were the exporters' base unit.
 */
export function sameMeasurementOtherUnit(name: string): string | undefined {
  if (!UNIT_SUFFIX.test(name)) return undefined;
  return KNOWN_BY_STEM.get(stem(name));
}
