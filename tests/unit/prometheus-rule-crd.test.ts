/**
 * The alert rules served as Kubernetes PrometheusRule objects (/alerts/<family>.prometheusrule.yaml,
 * calculators/check/measure/prometheus-alerts.ts) validated against the Prometheus operator's own
 * CRD schema (tests/fixtures/prometheus-operator/, SOURCES.md there), as the API server validates
 * them on `kubectl apply`: one object per name family, whose spec.groups are exactly the rule file's
 * groups (which promtool checks in tests/system/prometheus-rules.test.ts).
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { alertRulesYaml, prometheusRuleYaml } from '../../calculators/check/measure/prometheus-alerts.ts';
import { NAME_FAMILIES } from '../../calculators/check/measure/prometheus-names.ts';

type Schema = Record<string, unknown>;

const crd = parse(readFileSync(new URL('../fixtures/prometheus-operator/monitoring.coreos.com_prometheusrules.yaml', import.meta.url), 'utf8')) as {
  spec: { group: string; names: { kind: string }; versions: { name: string; schema: { openAPIV3Schema: Schema } }[] };
};

/**
 * The CRD's schema as JSON Schema for ajv, changed in two ways and no other: every object that lists
 * its properties is closed (the API server prunes unknown fields silently, so a misspelled field would
 * vanish unseen; closed here, it fails), and Go's case-insensitive `(?i)` patterns, which JavaScript
 * cannot compile, become the same pattern with each letter as a [xX] class.
 */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (node === null || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Schema).map(([p, s]) => [p, forAjv(s)])) : forAjv(v);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  if (typeof out.pattern === 'string' && out.pattern.startsWith('^(?i)')) out.pattern = `^${out.pattern.slice(5).replace(/(?<!\\)[a-zA-Z]/g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`)}`;
  return out;
}

const v1 = crd.spec.versions.find((v) => v.name === 'v1')!;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(forAjv(v1.schema.openAPIV3Schema) as Schema);
const errors = () => (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('\n');

describe.each(NAME_FAMILIES)('%s as a PrometheusRule', (family) => {
  const text = prometheusRuleYaml(family, { rulesUrl: 'https://guide.example/rules/' });
  const object = parse(text) as { apiVersion: string; kind: string; metadata: { name: string }; spec: { groups: unknown[] } };

  it('is a monitoring.coreos.com/v1 PrometheusRule the CRD’s schema accepts', () => {
    expect(`${object.apiVersion}`).toBe(`${crd.spec.group}/v1`);
    expect(object.kind).toBe(crd.spec.names.kind);
    expect(object.metadata.name).toBe(`mq-field-guide-${family}`);
    expect(validate(object), errors()).toBe(true);
  });

  it('holds exactly the groups of the rule file, Native HA’s alerts among them', () => {
    const file = parse(alertRulesYaml(family, { rulesUrl: 'https://guide.example/rules/' })) as { groups: { rules: { alert: string }[] }[] };
    expect(object.spec.groups).toEqual(file.groups);
    expect(file.groups[0]!.rules.map((r) => r.alert)).toEqual(expect.arrayContaining(['MQNativeHaBacklogRising', 'MQNativeHaAckSlowerThanLogWrite']));
  });

  it('is refused when a field is misspelled or a duration is not Prometheus’s, so the check above can fail', () => {
    const rules = (object.spec.groups[0] as { rules: Record<string, unknown>[] }).rules;
    const misspelt = structuredClone(object);
    const r1 = (misspelt.spec.groups[0] as { rules: Record<string, unknown>[] }).rules[0]!;
    r1.expresion = r1.expr;
    delete r1.expr;
    expect(validate(misspelt)).toBe(false);
    const badFor = structuredClone(object);
    (badFor.spec.groups[0] as { rules: Record<string, unknown>[] }).rules[0]!.for = '5 minutes';
    expect(validate(badFor)).toBe(false);
    // The durations the file does use are Prometheus's: 0s where a rule judges a single peak, 5m, Native HA's 10m.
    expect(rules.map((r) => r.for)).toEqual(expect.arrayContaining(['0s', '5m', '10m']));
    for (const r of rules) expect(r.for).toMatch(/^\d+[smh]$/);
  });
});

describe('the schema as ajv reads it', () => {
  it('keeps the CRD’s case-insensitive pattern case-insensitive (partial_response_strategy)', () => {
    const base = parse(prometheusRuleYaml('mq-container', { rulesUrl: '/rules/' })) as { spec: { groups: Record<string, unknown>[] } };
    for (const [value, ok] of [['WARN', true], ['abort', true], ['ignore', false]] as const) {
      const o = structuredClone(base);
      o.spec.groups[0]!.partial_response_strategy = value;
      expect(validate(o), value).toBe(ok);
    }
  });
});
