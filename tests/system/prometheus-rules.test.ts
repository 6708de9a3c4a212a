/**
 * The generated alert rule files (calculators/check/measure/prometheus-alerts.ts, served at
 * /alerts/<family>.rules.yml) checked by Prometheus's own promtool: `promtool check rules` accepts
 * each file, and `promtool test rules` shows every alert firing on a queue manager whose series is
 * past the rule's threshold and staying quiet on one below it, each series fed as its exporter
 * publishes it (a gauge, a cumulative counter, or the bytes since the previous scrape). promtool comes with Debian's
 * `prometheus` package (or PROMTOOL names another); without it these tests fail, saying so.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { alertRulesYaml, familyAlerts, sourcesText, DEFAULT_FOR, INSTANCE_TEMPLATE, type Alert, type Feed } from '../../calculators/check/measure/prometheus-alerts.ts';
import { NAME_FAMILIES, promMetric, type NameFamily } from '../../calculators/check/measure/prometheus-names.ts';
import { MEASURE_RULES } from '../../calculators/rulebook/measure-rules.ts';

const RULES_URL = 'https://guide.example/rules/';
/** The promtool to run: Debian's on PATH, or another given in PROMTOOL. */
const PROMTOOL = process.env.PROMTOOL || 'promtool';

function promtool(args: string[], cwd: string): { status: number; output: string } {
  const run = spawnSync(PROMTOOL, args, { cwd, encoding: 'utf8' });
  if (run.error) throw new Error(`${PROMTOOL} could not be run (${run.error.message}): install Debian's prometheus package (apt-get install prometheus), which provides it`);
  return { status: run.status ?? -1, output: `${run.stdout}${run.stderr}` };
}

/** The labels each family's exporter puts on a queue manager series (besides __name__). */
function seriesLabels(family: NameFamily, qmgr: string): Record<string, string> {
  return family === 'mq-container' ? { qmgr } : { qmgr, platform: 'UNIX', description: '-' };
}

/** The replica every Native HA series here is about. */
const REPLICA = 'qm1-ibm-mq-2';

/**
 * A Native HA series' labels as Prometheus stores them: the MQ container's `instance` renamed
 * `exported_instance` beside the scrape target's `instance`; mq-metric-samples' `nha` (and no description).
 */
function nativeHaLabels(family: NameFamily, qmgr: string): Record<string, string> {
  return family === 'mq-container' ? { qmgr, exported_instance: REPLICA, instance: '10.128.2.14:9157' } : { qmgr, platform: 'UNIX', nha: REPLICA };
}

const labelsOf = (family: NameFamily, name: string, qmgr: string) => (promMetric(name)!.name.instanceLabels ? nativeHaLabels(family, qmgr) : seriesLabels(family, qmgr));

const selector = (name: string, labels: Record<string, string>) => `${name}{${Object.entries(labels).map(([k, v]) => `${k}="${v}"`).join(',')}}`;

/**
 * A series of 21 one-minute samples as the exporter publishes it: a gauge's constant value, a
 * cumulative counter rising by value × 60 a minute (mq-container), or the value × 60 bytes written
 * since the previous one-minute scrape (mq-metric-samples, gauge or counter alike).
 */
function values(feed: Feed, value: number): string {
  return feed === 'counter' ? `0+${value * 60}x20` : feed === 'per-scrape' ? `${value * 60}x20` : `${value}x20`;
}

/** The alert's summary as Prometheus renders it for one queue manager (and replica) at one value (Go's %v of a float). */
const rendered = (a: Alert, family: NameFamily, qmgr: string, value: number) => a.summary.replace('{{ $labels.qmgr }}', qmgr).replace(INSTANCE_TEMPLATE[family], REPLICA).replace('{{ $value }}', String(value));

const ruleOf = (a: Alert) => MEASURE_RULES.find((r) => r.rule.id === a.rule)!.rule;

/** The value each alert's expression takes on the breaking series at 15 minutes: the physical-to-logical ratio is a ratio; the others are their first metric's value. */
function expressionValue(a: Alert): number {
  if (a.series) return a.series.value;
  return a.rule === 'measure.log-physical-logical-ratio' ? a.breaks[0]! / a.breaks[1]! : a.breaks[0]!;
}

/** The breaking (or holding) series of an alert's i-th metric in promtool's notation. */
const seriesOf = (a: Alert, i: number, breaking: boolean) => (a.series ? (breaking ? a.series.breaks : a.series.holds)[i]! : values(a.feeds[i]!, (breaking ? a.breaks : a.holds)[i]!));

describe.each(NAME_FAMILIES)('%s alert rules under promtool', (family) => {
  const dir = mkdtempSync(join(tmpdir(), `mq-alerts-${family}-`));
  const file = `${family}.rules.yml`;
  writeFileSync(join(dir, file), alertRulesYaml(family, { rulesUrl: RULES_URL }));
  const alerts = familyAlerts(family);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Issue 47, item 9: mq-metric-samples publishes the bytes since its previous scrape, gauge (before v6.0.0) or counter (from v6.0.0) alike.
  it('says what each expression assumes, and reads the log bytes as each exporter publishes them', () => {
    const text = alertRulesYaml(family, { rulesUrl: RULES_URL });
    for (const a of alerts) expect(text).toContain(` - ${a.alert}: ${a.assumes}.`);
    const ratio = alerts.find((a) => a.rule === 'measure.log-physical-logical-ratio')!;
    if (family === 'mq-container') expect(ratio.expr).toMatch(/^rate\(/);
    else {
      expect(ratio.expr).toMatch(/^sum_over_time\(/);
      expect(ratio.assumes).toMatch(/before v6\.0\.0 \(overrideCType=false.*from v6\.0\.0 \(overrideCType=true/);
    }
    expect(text).toContain('mqsc.native-ha-sync judges INSYNC and CONNACTV');
    expect(text).not.toContain('not examined');
  });

  it('watches the measurement rules whose thresholds these metrics carry', () => {
    expect(alerts.map((a) => a.rule).sort()).toEqual(['measure.log-physical-logical-ratio', 'measure.log-primary-space', 'measure.native-ha-replication', 'measure.write-latency-band', 'mqsc.native-ha-sync']);
    for (const a of alerts) expect(MEASURE_RULES.some((r) => r.rule.id === a.rule)).toBe(true);
  });

  it('passes promtool check rules', () => {
    const run = promtool(['check', 'rules', file], dir);
    expect(run.output).toContain(`SUCCESS: ${alerts.length} rules found`);
    expect(run.status, run.output).toBe(0);
  });

  it('fires each alert on a queue manager past the threshold and stays quiet on one below it', () => {
    const inputSeries = alerts.flatMap((a) =>
      a.metrics.flatMap((name, i) => [
        { series: selector(name, labelsOf(family, name, `BAD.${a.alert}`)), values: seriesOf(a, i, true) },
        { series: selector(name, labelsOf(family, name, `OK.${a.alert}`)), values: seriesOf(a, i, false) },
      ]),
    );
    const test = {
      rule_files: [file],
      evaluation_interval: '1m',
      tests: [
        {
          interval: '1m',
          input_series: inputSeries,
          alert_rule_test: alerts.flatMap((a) => {
            const firing = [
              {
                exp_labels: { ...labelsOf(family, a.metrics[0]!, `BAD.${a.alert}`), rule: a.rule, severity: a.severity },
                exp_annotations: {
                  summary: rendered(a, family, `BAD.${a.alert}`, expressionValue(a)),
                  description: ruleOf(a).statement,
                  source: sourcesText(ruleOf(a)),
                  assumes: a.assumes,
                  rule_url: `${RULES_URL}#${a.rule}`,
                },
              },
            ];
            return [
              // Before `for` has passed, nothing fires yet; an alert on a single peak (for: 0s) fires at once.
              { eval_time: '2m', alertname: a.alert, exp_alerts: a.for === '0s' ? firing : [] },
              { eval_time: '15m', alertname: a.alert, exp_alerts: firing },
            ];
          }),
        },
      ],
    };
    writeFileSync(join(dir, 'alerts.test.yml'), stringify(test, { lineWidth: 0 }));
    const run = promtool(['test', 'rules', 'alerts.test.yml'], dir);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('SUCCESS');
  });

  it('fails promtool test rules when an expected alert is missing, so the test above can fail', () => {
    const a = alerts[0]!;
    const test = {
      rule_files: [file],
      evaluation_interval: '1m',
      tests: [{ interval: '1m', input_series: [{ series: selector(a.metrics[0]!, seriesLabels(family, 'QUIET')), values: values(a.feeds[0]!, a.holds[0]!) }], alert_rule_test: [{ eval_time: '15m', alertname: a.alert, exp_alerts: [{ exp_labels: { ...seriesLabels(family, 'QUIET'), rule: a.rule, severity: a.severity } }] }] }],
    };
    writeFileSync(join(dir, 'quiet.test.yml'), stringify(test));
    expect(promtool(['test', 'rules', 'quiet.test.yml'], dir).status).not.toBe(0);
  });

  it('uses the default `for` and names it in the header, but fires on a single peak where the rule judges one', () => {
    const text = alertRulesYaml(family, { rulesUrl: RULES_URL });
    expect(text).toContain(`for: ${DEFAULT_FOR}`);
    expect(text).toMatch(/edit each alert's for/);
    expect(alerts.find((a) => a.rule === 'measure.log-primary-space')!.for).toBe('0s');
    expect(promtool(['--version'], dir).output).toMatch(/promtool, version/);
  });
});
