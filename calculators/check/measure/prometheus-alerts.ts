/**
 * The rulebook's measurement rules given back as Prometheus alerting rules, one file per name family
 * (prometheus-names.ts), so the thresholds keep watching between visits to the site. A rule is
 * watched when its threshold can be judged from the exporters' metrics alone (WATCHES); every other
 * measurement rule is named in the file's header with why not (NOT_WATCHED; for a rule watched in
 * part, mqsc.native-ha-sync, the part not watched). The thresholds are the rules' own exported
 * constants, and the metric names the ones the readers read. An alert is no stronger than the
 * threshold it compares with: MQNativeHaBacklogRising is a note, as IBM gives no backlog threshold and
 * no source a time for a growing backlog (its 10-minute window is this guide's choice). Served by
 * src/pages/alerts/[family].rules.yml.ts and, as a Kubernetes PrometheusRule, by
 * src/pages/alerts/[family].prometheusrule.yaml.ts; checked with `promtool check rules` and `promtool
 * test rules` in tests/system/prometheus-rules.test.ts.
 */
import { Document } from 'yaml';
import { MEASURE_RULES } from '../../rulebook/measure-rules.ts';
import { PRIMARY_SPACE_FULL_PERCENT } from '../../rulebook/rules/measure-primary-space.ts';
import { LATENCY_BANDS } from '../../rulebook/rules/measure-latency-band.ts';
import { PARTIAL_PAGE_RATIO } from '../../rulebook/rules/measure-physical-logical.ts';
import { MAX_IN_SYNC_BACKLOG } from '../../rulebook/rules/mqsc-native-ha-sync.ts';
import type { Rule, Severity } from '../../rulebook/types.ts';
import { nameFor, type NameFamily } from './prometheus-names.ts';

export interface AlertOptions {
  /** The /rules/ page: absolute when the site's address is known, else the path (under the base). */
  rulesUrl: string;
  /** How long a condition must hold before the alert fires (an alert whose rule judges a single peak fires at once, whatever this says). */
  for?: string;
  /** The range the expressions average or rate over. */
  window?: string;
}

export const DEFAULT_FOR = '5m';
export const DEFAULT_WINDOW = '5m';

/** One alert as generated, for the file and for the tests that drive promtool. */
export interface Alert {
  alert: string;
  rule: string;
  severity: Exclude<Severity, 'ok'>;
  expr: string;
  /** The metric names the expression selects, so a test can feed them. */
  metrics: string[];
  /** A value of each metric (in order; a counter's rate per second) that breaks the rule, and one that does not. */
  breaks: number[];
  holds: number[];
  /** How each metric is published, so a test feeds it as the exporter would: a gauge, a cumulative counter, or the bytes since the previous scrape. */
  feeds: Feed[];
  /** The rule's threshold the expression compares with (its name in the rule's thresholds). */
  threshold: string;
  /** How long the condition must hold, where the watch sets its own (0s where the rule judges a single peak); else the file's `for`. */
  for?: string;
  /** What the expression assumes of the exporter and the queue manager, in words. */
  assumes: string;
  /** Where a constant value cannot break the rule (a backlog that keeps rising): each metric's series in promtool's notation, and the alert's value at 15 minutes. */
  series?: Watch['series'];
  summary: string;
}

export type Feed = 'gauge' | 'counter' | 'per-scrape';

interface Watch {
  alert: string;
  severity: Alert['severity'];
  /** The readings the expression needs, in the order `expr` takes their names. */
  readings: string[];
  expr(names: string[], window: string, family: NameFamily): string;
  threshold: string;
  assumes(family: NameFamily): string;
  feeds(family: NameFamily): Feed[];
  /** `instance` is the template that names a Native HA replica in this family's labels. */
  summary: string | ((instance: string) => string);
  breaks: number[];
  holds: number[];
  series?: { breaks: string[]; holds: string[]; value: number };
  /** Its own window, where the file's default does not fit what it watches. */
  window?: string;
  /** Its own `for`: 0s where the rule judges a single value (a peak), so the alert fires on it; longer where the file's default does not fit what it watches. */
  for?: string;
}

/** What every expression assumes of an exporter: its default metric names. */
const NAMES_ASSUMED: Record<NameFamily, string> = {
  'mq-container': 'the IBM MQ container image’s metrics (its default names)',
  'mq-metric-samples': 'mq-metric-samples’ mq_prometheus with its default names (no IBMMQ_MANUAL_METRIC_MAPS); any version',
};

/**
 * How an alert's summary names the Native HA replica, per family: the MQ container's `instance` label,
 * which a Prometheus server that scrapes it renames `exported_instance` (keeping its own target label
 * as `instance`) unless honor_labels is set; mq-metric-samples' `nha` (`nhainstance` before v5.6.2).
 */
export const INSTANCE_TEMPLATE: Record<NameFamily, string> = {
  'mq-container': '{{ if $labels.exported_instance }}{{ $labels.exported_instance }}{{ else }}{{ $labels.instance }}{{ end }}',
  'mq-metric-samples': '{{ if $labels.nha }}{{ $labels.nha }}{{ else }}{{ $labels.nhainstance }}{{ end }}',
};

/** What a Native HA expression assumes of each exporter: its names and the label that names the replica. */
const NATIVE_HA_ASSUMED: Record<NameFamily, string> = {
  'mq-container':
    'the IBM MQ container image’s Native HA metrics as named at mq-container def9638 (ibmmq_nha_replication_…, published by the active instance for each replica with the replica’s name in the label instance, which Prometheus renames exported_instance when it keeps its own target label; honor_labels keeps it instance)',
  'mq-metric-samples':
    'mq-metric-samples’ mq_prometheus with its default names (ibmmq_nha_…, the times in seconds without a unit suffix), the replica’s name in the label nha from v5.6.2 (nhainstance before it; the summary reads either)',
};

/** The window a Native HA backlog's growth is judged over, and how long it must keep growing: this guide's choice (no IBM source gives a time), stated in the file. */
export const NATIVE_HA_WINDOW = '10m';
export const NATIVE_HA_FOR = '10m';

const SLOWEST_BAND = LATENCY_BANDS[LATENCY_BANDS.length - 1]!;

/**
 * Test values on either side of a threshold, powers of two so that Prometheus's averages and rate
 * ratios of them are exact and an alert's rendered value can be written out in a test.
 */
export const powerOfTwoAbove = (x: number) => 2 ** (Math.floor(Math.log2(x)) + 1);
export const powerOfTwoBelow = (x: number) => 2 ** (Math.ceil(Math.log2(x)) - 1);

/** Rule id → how it is watched. The alert's severity is at most what its threshold raises (the rulebook test holds it). */
export const WATCHES: Record<string, Watch> = {
  'measure.log-primary-space': {
    alert: 'MQLogPrimarySpaceExceeded',
    severity: 'warning',
    readings: ['logPrimarySpaceInUse'],
    // The rule judges the peak: one sample above the threshold fires at once (for: 0s), and the
    // window's maximum keeps it firing for the window after, so a peak between evaluations is seen.
    expr: ([inUse], window) => `max_over_time(${inUse}[${window}]) > ${PRIMARY_SPACE_FULL_PERCENT}`,
    threshold: 'PRIMARY_SPACE_FULL_PERCENT',
    for: '0s',
    assumes: (family) => `${NAMES_ASSUMED[family]}; a circular log (LogType=CIRCULAR, IBM’s default): IBM’s advice is for circular logging, so for a linear log set this alert’s severity to info`,
    feeds: () => ['gauge'],
    summary: `Queue manager {{ $labels.qmgr }} reached into secondary log extents: primary log space in use peaked at {{ $value }}% (above ${PRIMARY_SPACE_FULL_PERCENT}%)`,
    breaks: [powerOfTwoAbove(PRIMARY_SPACE_FULL_PERCENT)],
    holds: [powerOfTwoBelow(PRIMARY_SPACE_FULL_PERCENT)],
  },
  'measure.write-latency-band': {
    alert: 'MQLogWriteLatencyAboveStorageClasses',
    // The README's bands are "ballpark reference figures", not limits: a note, as the rule's.
    severity: 'info',
    readings: ['logWriteLatency'],
    expr: ([latency], window) => `avg_over_time(${latency}[${window}]) >= ${SLOWEST_BAND.below}`,
    threshold: SLOWEST_BAND.storage,
    assumes: (family) => NAMES_ASSUMED[family],
    feeds: () => ['gauge'],
    summary: `Queue manager {{ $labels.qmgr }}: mean log write latency {{ $value }} s is slower than any storage class IBM’s mqldt README lists as ballpark figures (${SLOWEST_BAND.storage} under ${SLOWEST_BAND.below} s)`,
    breaks: [powerOfTwoAbove(SLOWEST_BAND.below)],
    holds: [powerOfTwoBelow(SLOWEST_BAND.below)],
  },
  'measure.log-physical-logical-ratio': {
    alert: 'MQLogPhysicalToLogicalRatioHigh',
    severity: 'info',
    readings: ['logPhysicalBytesPerSec', 'logLogicalBytesPerSec'],
    // The bytes written over the window, physical over logical; a window with no logical bytes is left out, not divided by.
    expr: ([physical, logical], window, family) =>
      family === 'mq-container'
        ? `rate(${physical}[${window}]) / (rate(${logical}[${window}]) > 0) > ${PARTIAL_PAGE_RATIO}`
        : `sum_over_time(${physical}[${window}]) / (sum_over_time(${logical}[${window}]) > 0) > ${PARTIAL_PAGE_RATIO}`,
    threshold: 'PARTIAL_PAGE_RATIO',
    assumes: (family) =>
      family === 'mq-container'
        ? `${NAMES_ASSUMED[family]}: the log’s written bytes are cumulative counters (_total), so rate() is right`
        : `${NAMES_ASSUMED[family]}: the log’s written bytes are the bytes since the exporter’s previous scrape, a gauge before v6.0.0 (overrideCType=false, the default then) and a counter from v6.0.0 (overrideCType=true, the default since) with the same values, so sum_over_time() is right for both and rate() for neither`,
    feeds: (family) => (family === 'mq-container' ? ['counter', 'counter'] : ['per-scrape', 'per-scrape']),
    summary: `Queue manager {{ $labels.qmgr }} writes {{ $value }} times the logical log bytes to disk (above ${PARTIAL_PAGE_RATIO}, derived): mostly partial pages written again`,
    // Bytes a second for each metric: a ratio above the threshold, and one below.
    breaks: [powerOfTwoAbove(PARTIAL_PAGE_RATIO) * 4096, 4096],
    holds: [powerOfTwoBelow(PARTIAL_PAGE_RATIO) * 4096, 4096],
  },
  'mqsc.native-ha-sync': {
    alert: 'MQNativeHaBacklogRising',
    // A note: IBM gives no backlog threshold (MAX_IN_SYNC_BACKLOG is derived) and no source gives a
    // time for a growing backlog, so the window and `for` are this guide's choice and can raise no more.
    severity: 'info',
    readings: ['nativeHaBacklogBytes'],
    // A backlog above zero alone is no alarm (a replica in sync has one while log is in flight);
    // one that keeps growing is a replica falling further behind the active instance.
    expr: ([backlog], window) => `${backlog} > ${MAX_IN_SYNC_BACKLOG} and deriv(${backlog}[${window}]) > 0`,
    threshold: 'MAX_IN_SYNC_BACKLOG',
    assumes: (family) => `${NATIVE_HA_ASSUMED[family]}; the backlog is a gauge of the bytes the replica had not yet acknowledged when the queue manager last published it`,
    feeds: () => ['gauge'],
    summary: (instance) =>
      `Queue manager {{ $labels.qmgr }}: the Native HA backlog of replica ${instance} has kept rising for ${NATIVE_HA_FOR} and is {{ $value }} bytes: it may be falling further behind the active instance (a note: no IBM source gives a time for a growing backlog; ${NATIVE_HA_FOR} is this guide’s choice)`,
    breaks: [1024],
    holds: [4096],
    // Rising 1,024 bytes a minute (15 × 1,024 at 15 minutes), against a constant backlog of 4,096.
    series: { breaks: ['0+1024x20'], holds: ['4096x20'], value: 15 * 1024 },
    window: NATIVE_HA_WINDOW,
    for: NATIVE_HA_FOR,
  },
  'measure.native-ha-replication': {
    alert: 'MQNativeHaAckSlowerThanLogWrite',
    // A note, as the rule's: no source gives a threshold for acknowledgement latency.
    severity: 'info',
    readings: ['nativeHaAckLatency', 'logWriteLatency'],
    // One queue manager's local write latency against each of its replicas' acknowledgements
    // (max by qmgr: one value a queue manager however many jobs scrape it).
    expr: ([ack, local], window) => `avg_over_time(${ack}[${window}]) > on(qmgr) group_left() max by (qmgr) (avg_over_time(${local}[${window}]))`,
    threshold: 'acknowledgement latency',
    assumes: (family) => `${NATIVE_HA_ASSUMED[family]}; the active instance’s log write latency under the exporter’s default name, from the same queue manager (matched on qmgr); both are gauges of seconds the queue manager averages over its own interval`,
    feeds: () => ['gauge', 'gauge'],
    summary: (instance) => `Queue manager {{ $labels.qmgr }}: Native HA replica ${instance} acknowledges log writes in {{ $value }} s on average, slower than the active instance's own log write: replication is the slower part of each write`,
    breaks: [2 ** -10, 2 ** -11],
    holds: [2 ** -12, 2 ** -11],
    window: NATIVE_HA_WINDOW,
    for: NATIVE_HA_FOR,
  },
};

/** Measurement rules that cannot be watched from the exporters' metrics, and why; for a rule an alert watches in part, the part it cannot. */
export const NOT_WATCHED: Record<string, string> = {
  'measure.log-extent-fill-time': 'needs the log extent size (LogFilePages, from DISPLAY QMSTATUS or qm.ini), which neither exporter publishes',
  'measure.disk-headroom': 'compares the log rate with a disk test (mqldt or fio), which is not a metric',
  'measure.fio-log-like': 'is about a fio job’s options, not a metric',
  'measure.mqldt-consistency': 'is about an mqldt run, not a metric',
  'measure.log-write-latency-cap': 'states a derived bound (1 ÷ latency), with no threshold to alert on',
  'measure.input': 'says how pasted intervals are summarised, with no threshold',
  // Watched in part: MQNativeHaBacklogRising watches its backlog's growth, as a note.
  'mqsc.native-ha-sync': 'judges INSYNC and CONNACTV from DISPLAY QMSTATUS TYPE(NATIVEHA) (or dspmq -o nativeha, which /check/ reads), which neither exporter publishes; only a backlog that keeps growing is watched here, by MQNativeHaBacklogRising as a note (a backlog alone is no warning: IBM gives no backlog threshold)',
};

/** A rule's sources in one line, for the alert's `source` annotation. */
export function sourcesText(rule: Rule): string {
  return rule.sources.map((s) => (s.kind === 'report' ? `${s.report}, lines ${s.lines[0]}–${s.lines[1]}` : `${s.title} (${s.url})`)).join('; ');
}

/** The alerts of one family, in MEASURE_RULES order (a rule whose metrics the family lacks is left out). */
export function familyAlerts(family: NameFamily, options: Pick<AlertOptions, 'window'> = {}): Alert[] {
  return MEASURE_RULES.flatMap(({ rule }) => {
    const watch = Object.hasOwn(WATCHES, rule.id) ? WATCHES[rule.id]! : undefined;
    if (!watch) return [];
    const metrics = watch.readings.map((r) => nameFor(family, r));
    if (metrics.some((m) => m === undefined)) return [];
    const names = metrics as string[];
    const window = watch.window ?? options.window ?? DEFAULT_WINDOW;
    const summary = typeof watch.summary === 'string' ? watch.summary : watch.summary(INSTANCE_TEMPLATE[family]);
    return [
      {
        alert: watch.alert,
        rule: rule.id,
        severity: watch.severity,
        expr: watch.expr(names, window, family),
        metrics: names,
        breaks: watch.breaks,
        holds: watch.holds,
        feeds: watch.feeds(family),
        threshold: watch.threshold,
        ...(watch.series ? { series: watch.series } : {}),
        ...(watch.for ? { for: watch.for } : {}),
        assumes: watch.assumes(family),
        summary,
      },
    ];
  });
}

const FAMILY_WORDS: Record<NameFamily, string> = {
  'mq-container': 'the IBM MQ container image’s metrics endpoint (port 9157; names from ibm-messaging/mq-container internal/metrics/mapping.go)',
  'mq-metric-samples': 'IBM’s mq-metric-samples mq_prometheus collector, any version, with its default names (mq-golang mqmetric/mapping.go, mHeur); its log byte counts are the bytes since its previous scrape, typed gauge before v6.0.0 (overrideCType=false, the default then) and counter from v6.0.0 (overrideCType=true, the default since), which the expressions read the same way',
};

/** The file's header: what it watches, what it does not and why, and how to narrow and tune it. */
function header(family: NameFamily, alerts: Alert[], options: AlertOptions): string {
  const notWatched = MEASURE_RULES.flatMap(({ rule }) => {
    const why = Object.hasOwn(NOT_WATCHED, rule.id) ? NOT_WATCHED[rule.id]! : undefined;
    // A rule an alert here watches in part is listed with the part it cannot watch.
    if (alerts.some((a) => a.rule === rule.id)) return why ? [` - ${rule.id} ${why}`] : [];
    // A watched rule missing here lacks a metric in this family; every other rule says why in NOT_WATCHED (a test holds that).
    return [` - ${rule.id} ${Object.hasOwn(WATCHES, rule.id) ? `needs a metric ${family} does not publish` : (why ?? 'is not examined for alerting')}`];
  });
  return [
    ` Prometheus alerting rules for ${family}: ${FAMILY_WORDS[family]}.`,
    ' Generated from the MQ Performance Field Guide\'s rulebook; each alert\'s `rule` label is the rule id,',
    ` and its rule_url annotation links the rule's statement and sources (${options.rulesUrl}).`,
    '',
    ' Load it with rule_files in prometheus.yml (or a PrometheusRule\'s spec.groups).',
    ' Expressions select on the metric name alone, so they work whatever the scrape job is called, and',
    ' keep every label (qmgr names the queue manager). To narrow them to one job or namespace, add a',
    ' matcher to each selector: ibmmq_qmgr_log_write_latency_seconds{job="ibmmq", namespace="mq"}.',
    ` To change how long a condition must hold before an alert fires, edit each alert's for (${options.for ?? DEFAULT_FOR} here;`,
    ` 0s where the rule judges a single peak, ${NATIVE_HA_FOR} for the Native HA alerts); the windows in the expressions set the range judged.`,
    '',
    ' What each expression assumes (also its `assumes` annotation):',
    ...alerts.map((a) => ` - ${a.alert}: ${a.assumes}.`),
    '',
    ' Native HA: the active instance publishes each replica\'s metrics with the replica\'s name as a label',
    ` (${family === 'mq-container' ? 'instance, which Prometheus renames exported_instance when it keeps its own target label' : 'nha; nhainstance before mq-metric-samples v5.6.2'}), so an alert fires per replica.`,
    ` MQNativeHaBacklogRising fires when a replica's backlog is above 0 and its deriv() over ${NATIVE_HA_WINDOW} has stayed above 0 for ${NATIVE_HA_FOR}:`,
    ' a backlog alone is no alarm (a replica in sync has one while log is in flight), one that keeps growing is a',
    ' replica falling behind. It is a note (severity info): IBM gives no backlog threshold, and no IBM source gives a time',
    ` for a growing backlog, so the ${NATIVE_HA_WINDOW} window and the ${NATIVE_HA_FOR} for are this guide's choice, not IBM's: tune them to your workload.`,
    ' MQNativeHaAckSlowerThanLogWrite is a note (severity info): no source gives a threshold for acknowledgement latency.',
    '',
    ' Measurement rules not watched here (or, for a rule an alert above watches, the part not watched):',
    ...notWatched,
  ].join('\n');
}

/** The rule groups of one family: a rule file's whole content, and a PrometheusRule's spec. */
export function ruleGroups(family: NameFamily, options: AlertOptions) {
  const alerts = familyAlerts(family, options);
  const byId = new Map(MEASURE_RULES.map(({ rule }) => [rule.id, rule]));
  return [
    {
      name: `mq-field-guide-${family}`,
      rules: alerts.map((a) => {
        const rule = byId.get(a.rule)!;
        return {
          alert: a.alert,
          expr: a.expr,
          for: a.for ?? options.for ?? DEFAULT_FOR,
          labels: { rule: a.rule, severity: a.severity },
          annotations: {
            summary: a.summary,
            description: rule.statement,
            source: sourcesText(rule),
            assumes: a.assumes,
            rule_url: `${options.rulesUrl}#${a.rule}`,
          },
        };
      }),
    },
  ];
}

/** The rule file as YAML text. */
export function alertRulesYaml(family: NameFamily, options: AlertOptions): string {
  const doc = new Document({ groups: ruleGroups(family, options) });
  doc.commentBefore = header(family, familyAlerts(family, options), options);
  return doc.toString({ lineWidth: 0 });
}

/**
 * The same rules as a Kubernetes PrometheusRule (monitoring.coreos.com/v1), which the Prometheus
 * operator and OpenShift's monitoring load into Prometheus: spec.groups is the rule file's groups.
 * Validated against the operator's CRD schema in tests/unit/prometheus-rule-crd.test.ts.
 */
export function prometheusRuleYaml(family: NameFamily, options: AlertOptions): string {
  const doc = new Document({
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: `mq-field-guide-${family}`, labels: { 'app.kubernetes.io/name': 'mq-field-guide-alerts', 'app.kubernetes.io/part-of': family } },
    spec: { groups: ruleGroups(family, options) },
  });
  doc.commentBefore = [
    ` A Kubernetes PrometheusRule holding the rules of ${family}.rules.yml (the same groups, generated together).`,
    ' Apply it in the namespace your Prometheus reads rules from: kubectl apply -n NAMESPACE -f this-file',
    ' (OpenShift user workload monitoring: the queue manager\'s namespace). A Prometheus managed by the operator',
    ' loads it when its ruleSelector matches these labels: add the labels yours selects (for example role: alert-rules).',
    '',
    header(family, familyAlerts(family, options), options),
  ].join('\n');
  return doc.toString({ lineWidth: 0 });
}
