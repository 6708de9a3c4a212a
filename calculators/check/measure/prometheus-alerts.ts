/**
 * The rulebook's measurement rules given back as Prometheus alerting rules, one file per name family
 * (prometheus-names.ts), so the thresholds keep watching between visits to the site. A rule is
 * watched when its threshold can be judged from the exporters' metrics alone (WATCHES); every other
 * measurement rule is named in the file's header with why not (NOT_WATCHED). The thresholds are the
 * rules' own exported constants, and the metric names the ones the readers read. Served by
 * src/pages/alerts/[family].rules.yml.ts, checked with `promtool check rules` and `promtool test
 * rules` in tests/system/prometheus-rules.test.ts.
 */
import { Document } from 'yaml';
import { MEASURE_RULES } from '../../rulebook/measure-rules.ts';
import { PRIMARY_SPACE_FULL_PERCENT } from '../../rulebook/rules/measure-primary-space.ts';
import { LATENCY_BANDS } from '../../rulebook/rules/measure-latency-band.ts';
import { PARTIAL_PAGE_RATIO } from '../../rulebook/rules/measure-physical-logical.ts';
import type { Rule, Severity } from '../../rulebook/types.ts';
import { nameFor, type NameFamily } from './prometheus-names.ts';

export interface AlertOptions {
  /** The /rules/ page: absolute when the site's address is known, else the path (under the base). */
  rulesUrl: string;
  /** How long a condition must hold before the alert fires. */
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
  /** Where a constant value cannot break the rule (a backlog that keeps rising): each metric's series in promtool's notation, and the alert's value at 15 minutes. */
  series?: Watch['series'];
  /** How long the condition must hold, where the watch sets its own (else the file's `for`). */
  for?: string;
  summary: string;
}

interface Watch {
  alert: string;
  severity: Alert['severity'];
  /** The readings the expression needs, in the order `expr` takes their names. */
  readings: string[];
  expr(names: string[], window: string): string;
  /** `instance` is the template that names a Native HA replica in this family's labels. */
  summary: string | ((instance: string) => string);
  breaks: number[];
  holds: number[];
  series?: { breaks: string[]; holds: string[]; value: number };
  /** Its own window and `for`, where the file's defaults do not fit what it watches. */
  window?: string;
  for?: string;
}

/**
 * How an alert's summary names the Native HA replica, per family: the MQ container's `instance` label,
 * which a Prometheus server that scrapes it renames `exported_instance` (keeping its own target label
 * as `instance`) unless honor_labels is set; mq-metric-samples' `nha` (`nhainstance` before v5.6.2).
 */
export const INSTANCE_TEMPLATE: Record<NameFamily, string> = {
  'mq-container': '{{ if $labels.exported_instance }}{{ $labels.exported_instance }}{{ else }}{{ $labels.instance }}{{ end }}',
  'mq-metric-samples': '{{ if $labels.nha }}{{ $labels.nha }}{{ else }}{{ $labels.nhainstance }}{{ end }}',
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

/** Rule id → how it is watched. The rule's finding severity when broken is the alert's. */
export const WATCHES: Record<string, Watch> = {
  'measure.log-primary-space': {
    alert: 'MQLogPrimarySpaceExceeded',
    severity: 'warning',
    readings: ['logPrimarySpaceInUse'],
    // The rule judges the peak: any sample above the threshold.
    expr: ([inUse]) => `${inUse} > ${PRIMARY_SPACE_FULL_PERCENT}`,
    summary: `Queue manager {{ $labels.qmgr }} is using secondary log extents: primary log space in use is {{ $value }}% (above ${PRIMARY_SPACE_FULL_PERCENT}%)`,
    breaks: [powerOfTwoAbove(PRIMARY_SPACE_FULL_PERCENT)],
    holds: [powerOfTwoBelow(PRIMARY_SPACE_FULL_PERCENT)],
  },
  'measure.write-latency-band': {
    alert: 'MQLogWriteLatencyAboveStorageClasses',
    severity: 'warning',
    readings: ['logWriteLatency'],
    // The rule judges the mean latency; slower than the slowest class IBM lists is its warning.
    expr: ([latency], window) => `avg_over_time(${latency}[${window}]) >= ${SLOWEST_BAND.below}`,
    summary: `Queue manager {{ $labels.qmgr }}: mean log write latency {{ $value }} s is slower than any storage class IBM lists (${SLOWEST_BAND.storage} under ${SLOWEST_BAND.below} s)`,
    breaks: [powerOfTwoAbove(SLOWEST_BAND.below)],
    holds: [powerOfTwoBelow(SLOWEST_BAND.below)],
  },
  'measure.log-physical-logical-ratio': {
    alert: 'MQLogPhysicalToLogicalRatioHigh',
    severity: 'info',
    readings: ['logPhysicalBytesPerSec', 'logLogicalBytesPerSec'],
    // Both are counters by default in both exporters; a zero logical rate is left out, not divided by.
    expr: ([physical, logical], window) => `rate(${physical}[${window}]) / (rate(${logical}[${window}]) > 0) > ${PARTIAL_PAGE_RATIO}`,
    summary: `Queue manager {{ $labels.qmgr }} writes {{ $value }} times the logical log bytes to disk (above ${PARTIAL_PAGE_RATIO}): mostly partial pages written again`,
    // Bytes a second for each counter: a ratio above the threshold, and one below.
    breaks: [powerOfTwoAbove(PARTIAL_PAGE_RATIO) * 4096, 4096],
    holds: [powerOfTwoBelow(PARTIAL_PAGE_RATIO) * 4096, 4096],
  },
  'mqsc.native-ha-sync': {
    alert: 'MQNativeHaBacklogRising',
    severity: 'warning',
    readings: ['nativeHaBacklogBytes'],
    // A backlog above zero alone is no alarm (a replica in sync has one while log is in flight);
    // one that keeps growing is a replica falling further behind the active instance.
    expr: ([backlog], window) => `${backlog} > 0 and deriv(${backlog}[${window}]) > 0`,
    summary: (instance) => `Queue manager {{ $labels.qmgr }}: the Native HA backlog of replica ${instance} has kept rising for ${NATIVE_HA_FOR} and is {{ $value }} bytes: it is falling further behind the active instance`,
    breaks: [1024],
    holds: [4096],
    // Rising 1,024 bytes a minute (15 × 1,024 at 15 minutes), against a constant backlog of 4,096.
    series: { breaks: ['0+1024x20'], holds: ['4096x20'], value: 15 * 1024 },
    window: NATIVE_HA_WINDOW,
    for: NATIVE_HA_FOR,
  },
  'measure.native-ha-replication': {
    alert: 'MQNativeHaAckSlowerThanLogWrite',
    severity: 'info',
    readings: ['nativeHaAckLatency', 'logWriteLatency'],
    // One queue manager's local write latency against each of its replicas' acknowledgements
    // (max by qmgr: one value a queue manager however many jobs scrape it).
    expr: ([ack, local], window) => `avg_over_time(${ack}[${window}]) > on(qmgr) group_left() max by (qmgr) (avg_over_time(${local}[${window}]))`,
    summary: (instance) => `Queue manager {{ $labels.qmgr }}: Native HA replica ${instance} acknowledges log writes in {{ $value }} s on average, slower than the active instance's own log write: replication is the slower part of each write`,
    breaks: [2 ** -10, 2 ** -11],
    holds: [2 ** -12, 2 ** -11],
    window: NATIVE_HA_WINDOW,
    for: NATIVE_HA_FOR,
  },
};

/** Measurement rules that cannot be watched from the exporters' metrics, and why. */
export const NOT_WATCHED: Record<string, string> = {
  'measure.log-extent-fill-time': 'needs the log extent size (LogFilePages, from DISPLAY QMSTATUS or qm.ini), which neither exporter publishes',
  'measure.disk-headroom': 'compares the log rate with a disk test (mqldt or fio), which is not a metric',
  'measure.fio-log-like': 'is about a fio job’s options, not a metric',
  'measure.mqldt-consistency': 'is about an mqldt run, not a metric',
  'measure.log-write-latency-cap': 'states a derived bound (1 ÷ latency), with no threshold to alert on',
  'measure.input': 'says how pasted intervals are summarised, with no threshold',
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
    return [{ alert: watch.alert, rule: rule.id, severity: watch.severity, expr: watch.expr(names, window), metrics: names, breaks: watch.breaks, holds: watch.holds, ...(watch.series ? { series: watch.series } : {}), ...(watch.for ? { for: watch.for } : {}), summary }];
  });
}

const FAMILY_WORDS: Record<NameFamily, string> = {
  'mq-container': 'the IBM MQ container image’s metrics endpoint (port 9157; names from ibm-messaging/mq-container internal/metrics/mapping.go)',
  'mq-metric-samples': 'IBM’s mq-metric-samples mq_prometheus collector with its default names (mq-golang mqmetric/mapping.go, mHeur) and counters (overrideCType=true, its default)',
};

/** The file's header: what it watches, what it does not and why, and how to narrow and tune it. */
function header(family: NameFamily, alerts: Alert[], options: AlertOptions): string {
  const notWatched = MEASURE_RULES.filter(({ rule }) => !alerts.some((a) => a.rule === rule.id)).map(({ rule }) => {
    const why = Object.hasOwn(NOT_WATCHED, rule.id) ? NOT_WATCHED[rule.id]! : Object.hasOwn(WATCHES, rule.id) ? `needs a metric ${family} does not publish` : 'has not been examined for alerting yet';
    return ` - ${rule.id} ${why}`;
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
    ` To change how long a condition must hold before an alert fires, edit each alert's for (${options.for ?? DEFAULT_FOR} here);`,
    ` the ${options.window ?? DEFAULT_WINDOW} windows in avg_over_time() and rate() set the range judged.`,
    '',
    ' Native HA: the active instance publishes each replica\'s metrics with the replica\'s name as a label',
    ` (${family === 'mq-container' ? 'instance, which Prometheus renames exported_instance when it keeps its own target label' : 'nha; nhainstance before mq-metric-samples v5.6.2'}), so an alert fires per replica.`,
    ` MQNativeHaBacklogRising fires when a replica's backlog is above 0 and its deriv() over ${NATIVE_HA_WINDOW} has stayed above 0 for ${NATIVE_HA_FOR}:`,
    ' a backlog alone is no alarm (a replica in sync has one while log is in flight), one that keeps growing is a',
    ` replica falling behind. The ${NATIVE_HA_WINDOW} window and the ${NATIVE_HA_FOR} for are this guide's choice, not IBM's (no IBM source gives a time): tune them to your workload.`,
    ' MQNativeHaAckSlowerThanLogWrite is a note (severity info): no source gives a threshold for acknowledgement latency.',
    ' Whether a replica is in sync (INSYNC) is not watched: neither exporter publishes it (it is in DISPLAY QMSTATUS',
    ' TYPE(NATIVEHA) and dspmq -o nativeha, which /check/ reads).',
    '',
    ' Measurement rules not watched here:',
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
