/**
 * The configuration checker's vocabulary: what a paste was recognised as, and what each rule
 * found. Plain data, no DOM, so the rules run in vitest and in the browser alike.
 */

export type Severity = 'error' | 'warning' | 'info' | 'ok';

/** Where a finding's advice comes from: a page of this site (a path under its base) or IBM's documentation. */
export interface FindingSource {
  label: string;
  /** A site path ("/reports/mq-linux-persistent/") or an absolute https URL. */
  href: string;
}

export interface Finding {
  /** Stable rule id, e.g. "log.primary-files-range". */
  rule: string;
  severity: Severity;
  /** One line: what was found, e.g. "LogBufferPages=8192 is above IBM's maximum". */
  title: string;
  /** What to do instead (empty for an ok finding). */
  recommended: string;
  /** Why, in a sentence or two. */
  why: string;
  /** The pasted line the finding is about, when there is one. */
  line?: number;
  sources: FindingSource[];
  /** A calculator link preset with the pasted values. */
  calculator?: { label: string; href: string };
}

/** One `Key=Value` line of a qm.ini stanza. */
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

/** One line of `ulimit -a`: "open files (-n) 1024". */
export interface UlimitEntry {
  label: string;
  flag: string;
  /** A number, or null for "unlimited". */
  value: number | null;
  line: number;
}

/** One `key = value` line of `sysctl -a` or /etc/sysctl.conf. */
export interface SysctlEntry {
  key: string;
  value: string;
  line: number;
}

/** One checked line of mqconfig's report: a setting, its current value, IBM's requirement and the verdict. */
export interface MqconfigEntry {
  name: string;
  current: number | null;
  relation: '>=' | '<=' | '=';
  required: number;
  status: 'PASS' | 'WARN' | 'FAIL';
  line: number;
}

export interface Workload {
  putsPerSec: number;
  msgBytes: number;
  longestUowSec: number;
  msgsPerUow: number;
}

export interface ParsedPaste {
  qmIni: IniStanza[];
  ulimit: UlimitEntry[];
  sysctl: SysctlEntry[];
  mqconfig: MqconfigEntry[];
  /** Non-blank lines that belong to none of the formats. */
  unrecognised: number[];
  lineCount: number;
}
