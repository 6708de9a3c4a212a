/**
 * The rulebook's contract. Every piece of advice the site gives — a threshold, a formula, a
 * recommendation — is one Rule, stated once with its source and what it applies to, and read by
 * the configuration checker, the calculators' verdicts and fixes, /recommendations/, the guides and
 * the command-line checker alike. A rule's words are data: its id, title, statement, severity in
 * words, applies-to, sources, recommendation rows and older ids are one entry of
 * calculators/rulebook/facts/<family>.json (facts/README.md), checked by catalogue.ts when the
 * rule's module loads. What is code stays in the module under calculators/rulebook/rules/: its
 * thresholds as exported constants, and its check (or evaluate). The module imports its family's
 * file and takes its facts with `ruleFacts(facts, '<id>', [threshold({ NAME }, unit), …])`; it is
 * registered in calculators/rulebook/index.ts (measurement rules in calculators/check/measure/
 * rules.ts, container rules in rules/containers.ts). A rule's id is stable (shared links and the checker's `data-rule`
 * attributes use it) and becomes its anchor on /rules/ (`/rules/#os.nofile`).
 *
 * Plain data and pure functions, no DOM: runs in vitest, at build time, in the browser and in
 * the `mqcheck` command.
 */
import type { Source } from '../types.ts';
import type { ReadingUnit } from '../format.ts';

export type Severity = 'error' | 'warning' | 'info' | 'ok';

/** Every severity, worst first: the one order findings are listed, grouped, counted and failed on. */
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info', 'ok'];

/** A severity's place in SEVERITIES: lower is worse. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2, ok: 3 };

/** Sorts worst first: `findings.sort(worseFirst)`. */
export const worseFirst = (a: { severity: Severity }, b: { severity: Severity }): number => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];

/** Whether `severity` is `limit` or worse (an error is at least a warning). */
export const atLeast = (severity: Severity, limit: Severity): boolean => SEVERITY_RANK[severity] <= SEVERITY_RANK[limit];

/** The worst severity of a list, or `whenNone` for an empty one. */
export function worstOf<T extends Severity | undefined>(severities: Iterable<Severity>, whenNone: T): Severity | T {
  let worst: Severity | T = whenNone;
  for (const s of severities) if (worst === undefined || SEVERITY_RANK[s] < SEVERITY_RANK[worst]) worst = s;
  return worst;
}

/** Where and for which releases a rule holds. */
export interface AppliesTo {
  /** e.g. ['linux'], ['unix', 'windows'], ['appliance'], ['zos'], ['containers']. */
  platforms: string[];
  /** In words, e.g. "IBM MQ 8.0 and later (mqconfig's minimums are unchanged from V8 to 9.3)". */
  releases: string;
}

/**
 * One rule. `statement` is the fact in one sentence, as a reader would quote it; `severity`
 * says in words how a finding's severity is decided ("error below the minimum, ok at or above").
 * All but `thresholds` come from the rule's catalogue entry (facts/<family>.json). Thresholds live
 * in the rule's own module as named constants, exported, so a calculator reads the same number the
 * checker does.
 */
export interface Rule {
  id: string;
  /** Short name for lists and headings, e.g. "Open files per process (nofile)". */
  title: string;
  statement: string;
  severity: string;
  appliesTo: AppliesTo;
  /** A report line range, an IBM documentation page named in words, or another vendor's page. */
  sources: Source[];
  /** Recommendation rows this rule states today, as "<report-id>/<row id>" of a tuning-recommendations dataset. */
  recommendations?: string[];
  /** The numbers the rule uses, as named in its module (each also an exported constant there). */
  thresholds: Threshold[];
  /** Older ids that link here (earlier checker versions used them); /rules/ gives each an anchor too. */
  aliases?: string[];
}

/** One number a rule uses, as its module names it: `value` is exact (a decimal string or words). */
export interface ThresholdValue {
  name: string;
  value: string;
  /** e.g. "files", "bytes", "pages of 4 KiB", "seconds". */
  unit?: string;
  /** Where the number differs by release or platform, in words. */
  note?: string;
}

/**
 * Where a threshold comes from, as its rule's facts entry says (facts/README.md, "thresholds"):
 * the worst finding it can raise, and either the source line or page that states it, or how it was
 * derived. Only a stated threshold may raise a warning or an error; a derived one raises at most a
 * note. catalogue.ts refuses a rule whose thresholds break this when its module loads.
 */
export type ThresholdBasis =
  | { raises: 'error' | 'warning' | 'info'; stated: StatedAt; derived?: undefined }
  | { raises: 'info'; derived: string; stated?: undefined };

/** The words that state a threshold, and where: one of the rule's own sources (a report range narrowed to the lines that say it). */
export interface StatedAt {
  says: string;
  at: Source;
}

/** One number a rule uses, for the /rules/ page: its value and unit (the module's), and its basis (the facts'). */
export type Threshold = ThresholdValue & ThresholdBasis;

/**
 * A change to paste. Raise-only by construction: `target` is the value the fix brings a setting
 * to, and a fix is offered only when the current value is known and below it, or — when the
 * current value is unknown — as a command that reads the current value first and raises it only
 * if lower, or as a check ("at least N"). Integers are decimal strings (BigInt-exact).
 */
export interface Fix {
  label: string;
  language: 'shell' | 'ini' | 'text' | 'mqsc' | 'yaml';
  text: string;
}

/** What a rule found about one setting or reading. */
export interface Finding {
  rule: string;
  severity: Severity;
  /** One line: what was found, with the exact value read. */
  title: string;
  /** What to do instead (empty for an ok finding). */
  recommended: string;
  /** Why, in a sentence or two. */
  why: string;
  /** The pasted line the finding is about, when there is one. */
  line?: number;
  fixes?: Fix[];
  /** Pages to read: the rule's own anchor first (`/rules/#<id>`), then its sources. */
  sources: { label: string; href: string }[];
  /** A calculator link preset with the pasted values. */
  calculator?: { label: string; href: string };
  /** The queue manager the finding is about, when the paste held several (or named one). */
  queueManager?: string;
}

/**
 * One value read from a paste: a setting (exact decimal string, never rounded; "unlimited" kept as
 * such) and, where the tool printed it, the amount in use. `name` is spelt as the OS or qm.ini
 * spells it (`pid_max`, `threads-max`, `file-max`, `shmall`, `nofile`, `nproc`, `MaxChannels`,
 * `LogFilePages`, …); rendered as `[data-read=name][data-value=setting]`.
 */
export interface ReadValue {
  name: string;
  /** Exact decimal string, or 'unlimited'. */
  setting: string;
  /** Exact decimal string of the amount in use, when printed ("716 of 4194304" → "716"). */
  inUse?: string;
  /** Where it came from: 'mqconfig', 'sysctl', 'proc', 'ulimit', 'qm.ini', 'limits.conf', … */
  origin: string;
  line: number;
  /** The line as pasted, for the table of values read. */
  text: string;
  /** For a per-user limit, whose it is when the tool said ("Current User Limits (root)"). */
  user?: string;
  /** The queue manager the value belongs to, when the paste named one (a gather section, runmqsc's banner). */
  queueManager?: string;
}

/**
 * One measurement from a monitoring or benchmark paste (amqsrua, mqldt, fio, DISPLAY QMSTATUS),
 * in base units: seconds, bytes, bytes per second, percent, count. Rendered as
 * `[data-reading=name][data-value=value]`, with `data-peak` and `data-p95` when there were
 * several intervals.
 */
export interface Reading {
  name: string;
  /** Base unit of `value`. */
  unit: ReadingUnit;
  /** The mean over intervals, or the one value. */
  value: number;
  peak?: number;
  p95?: number;
  /** Every interval's value in order, for the time chart (absent for a single value). */
  series?: { at?: string; value: number }[];
  origin: string;
  lines: number[];
  /** The queue manager the reading belongs to, when the paste named one. */
  queueManager?: string;
  /** The Native HA replica instance it is about (an exporter's per-instance metric), when one is named. */
  instance?: string;
}

/** A pasted line that no reader could take, listed rather than dropped. */
export interface UnreadLine {
  line: number;
  text: string;
  /** Why it was not read, when a reader recognised the format but not the value. */
  why?: string;
}

/** A value that is a word, not a number: LOGTYPE(CIRCULAR), INSTVER(9.3.0.0), MODE(Active). */
export interface Fact {
  name: 'logType' | 'queueManager' | 'mqRelease' | 'haRole' | 'haType' | 'drRole' | 'fioJob';
  value: string;
  origin: string;
  line: number;
  /** The queue manager the word belongs to, when the paste named several (a gather's sections, runmqsc run against each). */
  queueManager?: string;
}

/** The job options that decide whether a fio job resembles the MQ logger's writes. */
export interface FioJob {
  name: string;
  line: number;
  rw?: string;
  bs?: number;
  iodepth?: number;
  numjobs?: number;
  direct?: boolean;
  /** sync=1 (O_SYNC), or fsync/fdatasync after every write. */
  synced?: boolean;
  ioengine?: string;
}
