/**
 * What the measurement rules share: the context they read (readings in base units, facts such as
 * the release, fio's job options) and a rule's links for a finding (its own anchor on /rules/
 * first, then its sources). Their words and sources are in facts/measure.json.
 */
import { type FindingParts, type Links, RULES_PATH, finding as ruleFinding } from '../lib/finding.ts';
import { linkOf } from '../sources.ts';
import type { NativeHaInstance } from '../objects.ts';
import type { Fact, Finding, FioJob, Reading, Rule } from '../types.ts';

export interface MeasureContext {
  readings: Reading[];
  facts: Fact[];
  fioJobs: FioJob[];
  /** Native HA instances from DISPLAY QMSTATUS TYPE(NATIVEHA), when read. */
  nativeHa?: NativeHaInstance[];
}

export interface MeasureRule {
  rule: Rule;
  evaluate(ctx: MeasureContext): Finding[];
}

export function links(rule: Rule): Links {
  return [{ label: `Rule ${rule.id}`, href: `${RULES_PATH}#${rule.id}` }, ...rule.sources.map(linkOf)];
}

/** The readings of one name, in paste order. */
export const all = (ctx: MeasureContext, name: string): Reading[] => ctx.readings.filter((r) => r.name === name);
export const first = (ctx: MeasureContext, name: string): Reading | undefined => ctx.readings.find((r) => r.name === name);

/**
 * Where a reading peaked: the line of its largest interval and, when the intervals were timed
 * (amqsrua's PutDate/PutTime, a Prometheus sample's timestamp), when, so a finding names the interval.
 */
export function peakOf(r: Reading): { value: number; line: number | undefined; at?: string } {
  const top = r.peak ?? r.value;
  const i = r.series ? Math.max(0, r.series.findIndex((s) => s.value === top)) : 0;
  const at = r.series?.[i]?.at;
  return { value: top, line: r.lines[i] ?? r.lines[0], ...(at ? { at } : {}) };
}

/** A finding with the rule's id and its measurement links filled in. */
export function finding(rule: Rule, parts: FindingParts): Finding {
  return ruleFinding(rule, parts, links(rule));
}
