/**
 * A finding as every rule builds it: the rule's own anchor on /rules/ first, then its sources, so
 * a reader can always get from a finding to the one statement of the rule behind it. The
 * measurement and container rules pass their own links (measure-common.ts, container-values.ts).
 */
import { linkOf } from '../sources.ts';
import type { Finding, Fix, Rule, Severity } from '../types.ts';

export const RULES_PATH = '/rules/';

export function ruleLink(rule: Rule): { label: string; href: string } {
  return { label: `Rule ${rule.id}: ${rule.title}`, href: `${RULES_PATH}#${rule.id}` };
}

export interface FindingParts {
  severity: Severity;
  title: string;
  recommended?: string;
  why: string;
  line?: number;
  fixes?: Fix[];
  calculator?: { label: string; href: string };
}

export type Links = Finding['sources'];

/** Each rule's links, built once: a rule that notes two thousand queues gives them all the same list. */
const linksOf = new WeakMap<Rule, Links>();

/** A configuration rule's links: its anchor, then every source it cites. */
export function ruleSources(rule: Rule): Links {
  let links = linksOf.get(rule);
  if (!links) {
    links = [ruleLink(rule), ...rule.sources.map(linkOf)];
    linksOf.set(rule, links);
  }
  return links;
}

export function finding(rule: Rule, parts: FindingParts, sources: Links = ruleSources(rule)): Finding {
  // Fields set one by one in the order a reader sees them (line, fixes and calculator only when
  // given), not spread from literals: a gather's rules make a hundred thousand findings, and each
  // spread copied an object of its own.
  const f: Finding = { rule: rule.id, severity: parts.severity, title: parts.title, recommended: parts.recommended ?? '', why: parts.why } as Finding;
  if (parts.line !== undefined) f.line = parts.line;
  if (parts.fixes?.length) f.fixes = parts.fixes;
  f.sources = sources;
  if (parts.calculator) f.calculator = parts.calculator;
  return f;
}
