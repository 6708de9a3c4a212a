/**
 * /alerts/<family>.prometheusrule.yaml: the rules of /alerts/<family>.rules.yml as a Kubernetes
 * PrometheusRule object (monitoring.coreos.com/v1) for the Prometheus operator and OpenShift's
 * monitoring, one per metric name family, written by the same generator
 * (calculators/check/measure/prometheus-alerts.ts); rule links as the rule file's.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { prometheusRuleYaml } from '../../../calculators/check/measure/prometheus-alerts.ts';
import { NAME_FAMILIES, type NameFamily } from '../../../calculators/check/measure/prometheus-names.ts';
import { withBase } from '../../lib/paths.ts';

export const getStaticPaths: GetStaticPaths = () => NAME_FAMILIES.map((family) => ({ params: { family } }));

export const GET: APIRoute = ({ params, site }) => {
  const family = params.family as NameFamily;
  const rules = withBase('/rules/');
  const text = prometheusRuleYaml(family, { rulesUrl: site ? new URL(rules, site).href : rules });
  return new Response(text, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
};
