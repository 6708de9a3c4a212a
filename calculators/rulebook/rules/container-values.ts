/**
 * Exact reading of the numbers the container rules take (a pids limit, a count of log files):
 * decimal integers kept as BigInt so that 9223372036854775807 stays itself, and the words a runtime
 * uses for "no limit" named as such. Bad input throws a RangeError that names the field and what is
 * accepted, never NaN. Also the links every container finding carries.
 */
import { type Links, RULES_PATH } from '../lib/finding.ts';
import type { Rule } from '../types.ts';

/** A container finding's links: the rule's anchor on /rules/, then the guide where the container rules are applied. */
export function containerLinks(rule: Rule): Links {
  return [{ label: rule.title, href: `${RULES_PATH}#${rule.id}` }, { label: 'Running MQ in containers and OpenShift', href: '/guides/containers-and-openshift/' }];
}

export type LimitValue = { kind: 'number'; value: bigint } | { kind: 'unlimited'; as: string };

/** What runtimes print or accept for "no limit": Docker and Podman take -1 or 0; cgroup v2's pids.max reads "max". */
const UNLIMITED_WORDS = new Set(['max', 'unlimited', '-1']);

/** A limit as typed or pasted: a non-negative decimal integer, or a word meaning unlimited. */
export function parseLimit(text: string, field: string): LimitValue {
  const t = text.trim().toLowerCase();
  if (UNLIMITED_WORDS.has(t)) return { kind: 'unlimited', as: text.trim() };
  if (!/^\d{1,30}$/.test(t)) throw new RangeError(`${field}: "${text.slice(0, 40)}" is not a whole number; give a count from 1 upwards, or "max"/"unlimited"/-1 for no limit`);
  const value = BigInt(t);
  // Docker and Podman treat --pids-limit 0 as "no limit" too.
  if (value === 0n) return { kind: 'unlimited', as: text.trim() };
  return { kind: 'number', value };
}

/** A count that must be a whole number within [min, max] (e.g. LogPrimaryFiles 2–510). */
export function parseCount(text: string, field: string, min: bigint, max: bigint): bigint {
  const t = text.trim();
  if (!/^\d{1,30}$/.test(t)) throw new RangeError(`${field}: "${t.slice(0, 40)}" is not a whole number; accepted: ${min}–${max}`);
  const value = BigInt(t);
  if (value < min || value > max) throw new RangeError(`${field}: ${value} is outside the accepted range ${min}–${max}`);
  return value;
}

/** Integer division rounded up, exact for BigInt. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
