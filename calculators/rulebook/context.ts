/**
 * What every rule sees: the values read from the paste (exact), the release and user mqconfig
 * named, the qm.ini stanzas, and the optional workload. A rule module exports its Rule (the
 * statement, thresholds and sources) and a `check` that turns the context into findings.
 */
import type { Release } from './release.ts';
import type { MqscObject, MqscRejection, MqscStatus } from './objects.ts';
import type { Finding, ReadValue, Reading, Rule } from './types.ts';

export type Platform = 'unix' | 'windows';

export interface IniEntry {
  key: string;
  value: string;
  line: number;
}

export interface IniStanza {
  name: string;
  line: number;
  entries: IniEntry[];
}

export interface Workload {
  putsPerSec: number;
  msgBytes: number;
  longestUowSec: number;
  msgsPerUow: number;
}

export interface CheckContext {
  values: ReadValue[];
  stanzas: IniStanza[];
  platform: Platform;
  workload?: Workload;
  /** The MQ release mqconfig's header named. */
  release?: Release;
  /** Each user mqconfig read per-user limits of ("Current User Limits (root)"), in paste order. */
  limitsUsers: { name: string; line: number }[];
  /** Queue manager objects read from MQSC text or runmqsc DISPLAY replies (calculators/check/mqsc/). */
  objects?: MqscObject[];
  /** Channel, queue and listener status replies. */
  statuses?: MqscStatus[];
  /** What runmqsc would refuse in the MQSC text, found while reading it. */
  rejected?: MqscRejection[];
  /** What runmqsc said about its own run in a transcript: a refused command, an error reply, a run cut off. */
  replyNotes?: { line: number; text: string; severity: 'info' | 'warning' | 'error' }[];
  /** Measurements read beside the configuration (DISPLAY QMSTATUS's log sizes), in base units. */
  readings?: Reading[];
  /** The queue manager this context is about, when the paste named it (several are checked one by one). */
  queueManager?: string;
}

export interface RuleModule {
  rule: Rule;
  check(ctx: CheckContext): Finding[];
}

/** Every read value with one of these names, in paste order, first of each distinct setting only. */
export function valuesNamed(ctx: CheckContext, ...names: string[]): ReadValue[] {
  const seen = new Set<string>();
  return ctx.values.filter((v) => {
    if (!names.includes(v.name)) return false;
    const key = `${v.name}=${v.setting}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function stanzaNamed(ctx: CheckContext, name: string): IniStanza[] {
  return ctx.stanzas.filter((s) => s.name.toLowerCase() === name.toLowerCase());
}

export function entryOf(stanza: IniStanza, key: string): IniEntry | undefined {
  return stanza.entries.find((e) => e.key.toLowerCase() === key.toLowerCase());
}
