/**
 * The configuration checker: a paste in, values read and findings out. Each line is offered to the
 * readers in turn (mqconfig, process limits, kernel settings, qm.ini, then any readers passed in);
 * what they read becomes one context, and every rule of the rulebook judges it. Lines no reader
 * took are returned as not read, never dropped. Pure: runs in vitest, the browser and `mqcheck`.
 */
import { RULE_MODULES } from '../rulebook/index.ts';
import type { CheckContext, IniStanza, Platform, Workload } from '../rulebook/context.ts';
import type { Release } from '../rulebook/release.ts';
import { worseFirst, type Finding, type ReadValue, type Reading, type UnreadLine } from '../rulebook/types.ts';
import { mqconfigReader } from './readers/mqconfig.ts';
import { qminiReader } from './readers/qmini.ts';
import type { PasteLine, Reader } from './readers/reader.ts';
import { sysctlReader } from './readers/sysctl.ts';
import { containerReader } from './readers/container.ts';
import { containerPidsFindings } from './container-pids.ts';
import { ulimitReader } from './readers/ulimit.ts';
import { MAX_GATHER_CHARS, MAX_PASTE_CHARS, pasteLimit } from './limits.ts';
import { gatherReader } from './readers/gather.ts';
import { runmqscReader } from './readers/runmqsc.ts';
import { mqscTextReader } from './readers/mqsc-text.ts';
import { collapseNotes } from './collapse.ts';
import { scopesOf } from './scope/scopes.ts';
import { objectValues, statusValues } from './scope/object-values.ts';
import { judgeEachQueueManager } from './scope/per-queue-manager.ts';
import type { MqscObject, MqscRejection, MqscStatus } from '../rulebook/objects.ts';
import { num } from '../num.ts';
import { checkSha256, manifestPhrase, type GatherManifest } from './gather/manifest.ts';

export type { Finding, Fix, ReadValue, Reading, Severity, UnreadLine } from '../rulebook/types.ts';
export type { Platform, Workload } from '../rulebook/context.ts';
export type { Reader } from './readers/reader.ts';

export { MAX_GATHER_CHARS, MAX_PASTE_CHARS };

export const BUILT_IN_READERS: readonly Reader[] = [gatherReader, runmqscReader, mqscTextReader, mqconfigReader, ulimitReader, sysctlReader, containerReader, qminiReader];

export interface CheckOptions {
  platform: Platform;
  workload?: Workload;
  /** More readers, run after the built-in ones on the lines they left (e.g. measurement formats). */
  readers?: readonly Reader[];
  /** The text already split into lines (measure/text.ts splitLines), when the caller has split it: it is not split again. */
  lines?: readonly string[];
}

export type CheckResult =
  | {
      ok: true;
      findings: Finding[];
      /** Every value read; a large paste's are made on first access (count them with valueCount). */
      values: ReadValue[];
      valueCount: number;
      /** The values that are not queue manager objects' attributes (kernel, limits, qm.ini …): few, and made at once. */
      settings: ReadValue[];
      readings: Reading[];
      unread: UnreadLine[];
      /** One phrase per format recognised, for the summary line. */
      recognised: string[];
      /** The queue managers the paste named (gather sections, runmqsc banners, dmpmqcfg headers), in order. */
      queueManagers?: string[];
      /** Each DISPLAY QMGR reply's VERSION, as a release ("09020300" → "9.2.0.3"), with its line and queue manager. */
      qmgrVersions?: { version: string; line: number; queueManager?: string }[];
      release?: Release;
      /** mq-gather.sh's manifests, each checked against the text's SHA-256 (gather/manifest.ts). */
      gather?: GatherManifest[];
    }
  | { ok: false; message: string };

/** Every family the checker reads, named when a paste holds none of them: configuration, MQSC and runmqsc, measurements, monitoring. */
const FORMATS = 'a qm.ini file or stanza, mqconfig output, ulimit -a, /proc/<pid>/limits, limits.conf lines, sysctl -a or /etc/sysctl.conf lines, cat /proc/sys/… values, or a container’s pids limit (cat /sys/fs/cgroup/pids.max, podman or docker inspect); MQSC commands (DEFINE, ALTER, dmpmqcfg output, a Helm or ConfigMap mqsc block), runmqsc replies (DISPLAY QMGR, QUEUE, CHANNEL, QSTATUS, CHSTATUS, CONN …) or an mq-gather.sh report; measurements (amqsrua, mqldt, fio, DISPLAY QMSTATUS, dspmq and dspmqver, ping); or monitoring output (a Prometheus scrape or /federate answer, a Prometheus query answer in JSON, a Grafana CSV)';

/** Blank lines and comment lines (# or ; first, but not a "# cat /proc/…" prompt) carry no value; every other line is offered to the readers. */
function carriesValue(text: string): boolean {
  // The first character trim() would keep (\s is the white space trim() removes), found without a trimmed copy of every line.
  const at = text.search(NOT_BLANK);
  if (at < 0) return false;
  const c = text[at];
  return !((c === '#' || c === ';') && !/^#\s*(sudo\s+)?cat\s+\/proc\//.test(text.trim()));
}

const NOT_BLANK = /\S/;

function pasteLines(raw: readonly string[]): PasteLine[] {
  // One pass, and a line made only for the lines kept (a tab is a blank to carriesValue either way).
  const out: PasteLine[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (carriesValue(t)) out.push({ n: i + 1, text: t.includes('\t') ? t.replace(/\t/g, '    ') : t });
  }
  return out;
}

export function checkConfiguration(text: string, opts: CheckOptions): CheckResult {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: `Paste ${FORMATS}, then check.` };
  const limit = pasteLimit(text);
  if (text.length > limit) {
    return { ok: false, message: `The paste is ${num(text.length)} characters; the checker reads up to ${num(limit)}${limit === MAX_PASTE_CHARS ? ' of configuration text (a gather or runmqsc transcript up to ' + num(MAX_GATHER_CHARS) + ')' : ''}. Paste the configuration output on its own (a whole sysctl -a is well under that).` };
  }
  // A NUL or other control character (tab and line ends apart) means a binary file.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return { ok: false, message: 'The paste contains control characters, so it looks like a binary file rather than configuration text.' };

  const raw = opts.lines ?? text.split(/\r\n|\r|\n/);
  const scoped = scopesOf(raw);
  const lines = pasteLines(raw);
  const claimed = new Uint8Array(raw.length + 2);
  const isClaimed = (n: number) => claimed[n] === 1;
  const values: ReadValue[] = [];
  const readings: Reading[] = [];
  const contextReadings: Reading[] = [];
  const unread: UnreadLine[] = [];
  const stanzas: IniStanza[] = [];
  const objects: MqscObject[] = [];
  const statuses: MqscStatus[] = [];
  const rejected: MqscRejection[] = [];
  const replyNotes: NonNullable<CheckContext['replyNotes']> = [];
  const limitsUsers: CheckContext['limitsUsers'] = [];
  const recognised: string[] = [];
  const gather: GatherManifest[] = [];
  let release: Release | undefined;
  let anyClaimed = false;
  // In a gather each section says what printed it: the qm.ini reader is offered only the sections
  // that are .ini files, so dspmqver's "InstDesc:" is never taken for a stanza.
  const offered = (reader: Reader, n: number) => reader.id !== 'qm.ini' || !scoped.headers.length || /\.ini\b/.test(scoped.sectionOf(n)?.what ?? '.ini');
  // The lines no reader has claimed yet, narrowed after each: a gather's 200,000 MQSC lines are
  // claimed by the third reader and not walked again for each of the rest. Narrowed only after a
  // reader that claimed something: the others leave the same lines (readers never change their lines).
  let unclaimed = lines;
  let narrow = false;
  for (const reader of [...BUILT_IN_READERS, ...(opts.readers ?? [])]) {
    if (narrow) unclaimed = unclaimed.filter((l) => !claimed[l.n]);
    const open = reader.id === 'qm.ini' ? unclaimed.filter((l) => offered(reader, l.n)) : unclaimed;
    if (!open.length) break;
    const r = reader.read(open, isClaimed);
    for (const n of r.claimed) claimed[n] = 1;
    narrow = r.claimed.length > 0;
    // Measurements and mq-gather's own lines are read even though they add no value to this table:
    // the paste is then never called unreadable here while the measurements panel reads it.
    if (r.claimed.length && (reader.id === 'measurements' || reader.id === 'mq-gather')) anyClaimed = true;
    values.push(...(r.values ?? []));
    readings.push(...(r.readings ?? []));
    contextReadings.push(...(r.contextReadings ?? []));
    unread.push(...(r.unread ?? []));
    stanzas.push(...(r.stanzas ?? []));
    limitsUsers.push(...(r.limitsUsers ?? []));
    for (const o of r.objects ?? []) objects.push(o);
    statuses.push(...(r.statuses ?? []));
    rejected.push(...(r.rejected ?? []));
    replyNotes.push(...(r.replyNotes ?? []));
    release ??= r.release;
    if (r.summary) recognised.push(r.summary);
    for (const m of r.gather ?? []) {
      checkSha256(m, raw);
      gather.push(m);
      recognised.push(manifestPhrase(m));
    }
  }
  const explained = new Set(unread.map((u) => u.line));
  for (const l of lines) if (!claimed[l.n] && !explained.has(l.n)) unread.push({ line: l.n, text: l.text });
  unread.sort((a, b) => a.line - b.line);

  if (!anyClaimed && !values.length && !readings.length && !stanzas.length && !objects.length && !statuses.length && !rejected.length && !replyNotes.length) {
    const first = unread[0];
    const shown = first ? ` The first line not read (line ${first.line}): “${first.text.trim().slice(0, 80)}”.` : '';
    return { ok: false, message: `None of the ${num(lines.length)} non-blank lines is ${FORMATS}.${shown}` };
  }
  const qmOf = scoped.queueManagerOf;
  // mqs.ini has qm.ini's stanza syntax: in a gather its section says which file it is, and its
  // stanzas (AllQueueManagers:, QueueManager:) are listed as mqs.ini's, not judged as a qm.ini.
  const inMqsIni = (line: number) => /(?:^|[\s/])mqs\.ini$/.test(scoped.sectionOf(line)?.what ?? '');
  for (const v of values) if (v.origin === 'qm.ini' && inMqsIni(v.line)) v.origin = 'mqs.ini';
  const qmStanzas = stanzas.filter((st) => !inMqsIni(st.line));
  for (const v of values) tagQueueManager(v, qmOf(v.line));
  for (const r of readings) tagQueueManager(r, qmOf(r.lines[0] ?? 0));
  for (const r of contextReadings) tagQueueManager(r, qmOf(r.lines[0] ?? 0));

  const base = { platform: opts.platform, limitsUsers, ...(opts.workload ? { workload: opts.workload } : {}), ...(release ? { release } : {}) };
  const judged = scoped.queueManagers.length === 0
    ? judge({ ...base, values, stanzas: qmStanzas, objects, statuses, rejected, replyNotes, readings: contextReadings })
    : judgeEach(scoped.queueManagers, qmOf, base, { values, stanzas: qmStanzas, objects, statuses, rejected, replyNotes, readings: contextReadings });
  judged.sort((a, b) => worseFirst(a, b) || (a.line ?? 0) - (b.line ?? 0));
  const findings = collapseNotes(judged);
  // Every attribute of every object is a row of the table of values (409,000 for a gather of 50 queue
  // managers of 2,000 objects): made when first asked for, since the command line's text and
  // findings output only count them.
  // Status replies (QSTATUS, CHSTATUS, LSSTATUS, CONN) are rows too, under their object, never dropped.
  const valueCount = values.length + objects.reduce((n, o) => n + o.attributes.length, 0) + statuses.reduce((n, st) => n + st.attributes.length, 0);
  let all: ReadValue[] | undefined = objects.length || statuses.length ? undefined : values;
  const qmgrVersions = qmgrVersionsOf(objects, qmOf);
  const result: CheckResult = {
    ok: true,
    findings,
    get values() {
      all ??= [...values, ...objectValues(objects, (n) => raw[n - 1] ?? '', qmOf), ...statusValues(statuses, (n) => raw[n - 1] ?? '', qmOf)];
      return all;
    },
    valueCount,
    settings: values,
    readings,
    unread,
    recognised,
    ...(scoped.queueManagers.length ? { queueManagers: scoped.queueManagers } : {}),
    ...(qmgrVersions.length ? { qmgrVersions } : {}),
    ...(release ? { release } : {}),
    ...(gather.length ? { gather } : {}),
  };
  valuesOnLines.set(result, (lines) => {
    const on = (v: ReadValue) => lines.has(v.line);
    if (all) return all.filter(on);
    return [...values.filter(on), ...objectValues(objects, (n) => raw[n - 1] ?? '', qmOf, lines), ...statusValues(statuses, (n) => raw[n - 1] ?? '', qmOf).filter(on)];
  });
  return result;
}

/**
 * Each result's values on given lines, made without the rest. Kept beside the result, not on it: a
 * result crosses from the worker to the page as plain data, where a function cannot go.
 */
const valuesOnLines = new WeakMap<CheckResult, (lines: ReadonlySet<number>) => ReadValue[]>();

/** The values of a check read on these lines, in the order of its `values` (a finding's subject needs no more than its line's). */
export function valuesOn(result: Extract<CheckResult, { ok: true }>, lines: ReadonlySet<number>): ReadValue[] {
  const made = valuesOnLines.get(result);
  return made ? made(lines) : result.values.filter((v) => lines.has(v.line));
}

/**
 * DISPLAY QMGR's VERSION: "the version of the IBM MQ code, in the form VVRRMMFF" (IBM MQ, DISPLAY
 * QMGR), so 09020300 is 9.2.0.3. Only a runmqsc reply says what runs; an MQSC script cannot set it.
 */
function qmgrVersionsOf(objects: readonly MqscObject[], qmOf: (line: number) => string | undefined): NonNullable<Extract<CheckResult, { ok: true }>['qmgrVersions']> {
  const out: NonNullable<Extract<CheckResult, { ok: true }>['qmgrVersions']> = [];
  for (const o of objects) {
    if (o.type !== 'QMGR' || o.origin !== 'runmqsc') continue;
    const v = o.attributes.find((a) => a.name === 'VERSION');
    const m = v && /^(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(v.value);
    if (!m) continue;
    const qm = qmOf(v.line) ?? o.attributes.find((a) => a.name === 'QMNAME')?.value;
    out.push({ version: m.slice(1).map(Number).join('.'), line: v.line, ...(qm ? { queueManager: qm } : {}) });
  }
  return out;
}

function tagQueueManager(x: { queueManager?: string }, qm: string | undefined): void {
  if (qm) x.queueManager = qm;
}

type Judged = Pick<CheckContext, 'values' | 'stanzas'> & Required<Pick<CheckContext, 'objects' | 'statuses' | 'rejected' | 'replyNotes' | 'readings'>>;

/** Every rule of the rulebook over one context. */
function judge(ctx: CheckContext): Finding[] {
  // container.pids-limit takes its own inputs (it is evaluated by the containers guide too), fed here from what was read.
  // Folded here, per queue manager, so two thousand like notes are never carried further.
  return collapseNotes([...RULE_MODULES.flatMap((m) => m.check(ctx)), ...containerPidsFindings(ctx)]);
}

/**
 * Several queue managers: each is judged on its own lines and its host's (sysctl, ulimit and mqconfig
 * belong to every queue manager on the host); scope/per-queue-manager.ts says whose each finding is.
 */
function judgeEach(queueManagers: readonly string[], qmOf: (line: number) => string | undefined, base: Omit<CheckContext, 'values' | 'stanzas'>, read: Judged): Finding[] {
  const split = <T>(items: readonly T[], lineOf: (x: T) => number) => {
    const host: T[] = [];
    const by = new Map<string, T[]>();
    for (const x of items) {
      const qm = qmOf(lineOf(x));
      if (!qm) host.push(x);
      else (by.get(qm) ?? by.set(qm, []).get(qm)!).push(x);
    }
    return (qm: string) => [...host, ...(by.get(qm) ?? [])];
  };
  const values = split(read.values, (v) => v.line);
  const stanzas = split(read.stanzas, (s) => s.line);
  const objects = split(read.objects, (o) => o.line);
  const statuses = split(read.statuses, (s) => s.line);
  const rejected = split(read.rejected, (r) => r.line);
  const readings = split(read.readings, (r) => r.lines[0] ?? 0);
  const replyNotes = split(read.replyNotes, (n) => n.line);
  return judgeEachQueueManager(queueManagers, (qm) => judge({ ...base, values: values(qm), stanzas: stanzas(qm), objects: objects(qm), statuses: statuses(qm), rejected: rejected(qm), replyNotes: replyNotes(qm), readings: readings(qm), queueManager: qm }), qmOf);
}

/**
 * Of the lines the measurement readers left (`measuredUnread`), those a check of the same text did not
 * read either: the check's own account of them, so the measurements panel lists as "not read" only
 * what neither read, without the configuration readers running again. A line still unread after the
 * check (no reader took it, or one took it and said why not) stays; so does a comment line, which the
 * check offers no reader.
 */
export function notReadByEither(measuredUnread: readonly UnreadLine[], checked: Extract<CheckResult, { ok: true }>): UnreadLine[] {
  const stillUnread = new Set(checked.unread.map((u) => u.line));
  return measuredUnread.filter((u) => stillUnread.has(u.line) || !carriesValue(u.text));
}

/**
 * The lines of `unread` that the configuration readers take, so the measurements panel never lists
 * as "not read" a line this checker reads (a DISPLAY CHANNEL reply beside DISPLAY QMSTATUS, a qm.ini
 * beside amqsrua). Only the few lines the measurement readers left are offered, so this is cheap.
 */
export function readByConfiguration(unread: readonly UnreadLine[]): Set<number> {
  const taken = new Set<number>();
  const lines: PasteLine[] = [];
  for (const u of unread) if (u.text.trim() !== '') lines.push({ n: u.line, text: u.text.replace(/\t/g, '    ') });
  for (const reader of BUILT_IN_READERS) {
    const open = lines.filter((l) => !taken.has(l.n));
    if (!open.length) break;
    const r = reader.read(open, (n) => taken.has(n));
    const why = new Set((r.unread ?? []).map((u) => u.line));
    for (const n of r.claimed) if (!why.has(n)) taken.add(n);
  }
  return taken;
}
