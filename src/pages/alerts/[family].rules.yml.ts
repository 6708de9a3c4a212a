/**
 * /alerts/<family>.rules.yml: the rulebook's measurement rules as a Prometheus rule file, one per
 * metric name family (mq-container, mq-metric-samples), written at build time by the same generator
 * the system test drives through promtool (calculators/check/measure/prometheus-alerts.ts). A static
 * endpoint rather than a build step: it is built, based and bundled with the rest of the site, and
 * its rule links are absolute when the site's address (SITE_URL) is known, paths under the base otherwise.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { alertRulesYaml } from '../../../calculators/check/measure/prometheus-alerts.ts';
import { NAME_FAMILIES, type NameFamily } from '../../../calculators/check/measure/prometheus-names.ts';
import { withBase } from '../../lib/paths.ts';

export const getStaticPaths: GetStaticPaths = () => NAME_FAMILIES.map((family) => ({ params: { family } }));

export const GET: APIRoute = ({ params, site }) => {
  const family = params.family as NameFamily;
  const rules = withBase('/rules/');
  const text = alertRulesYaml(family, { rulesUrl: site ? new URL(rules, site).href : rules });
  return new Response(text, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
};
