/**
 * Two snapshots of the same queue managers compared ("what changed since last week?"): per queue
 * manager, each attribute whose value changed (object, attribute, before, after, and the rule that
 * judges it, if one does), the objects added and removed, the findings new and fixed, the readings
 * that moved (compare-readings.ts, the measurements panel's pairing) and the figures worked out
 * per queue manager (figures.ts). A change that lowers a value and makes its rule's finding worse
 * (a rule that recommends keeping the value where it was) comes first.
 *
 * Status replies (QSTATUS, CHSTATUS, LSSTATUS) are not configuration: they move by the minute, so
 * they are left out of the changed attributes. One pass over each side's values, into maps: a gather
 * of 50 queue managers (400,000 values a side) compares in a fraction of the time it takes to check.
 */
import { SEVERITY_RANK, type Severity } from '../../rulebook/types.ts';
import { compareReadings, type ReadingChange } from '../measure/compare-readings.ts';
import { QUEUE_MANAGER_FIGURES } from './figures.ts';
import { findingStates } from './match.ts';
import type { KeyedFinding, Snapshot } from './snapshot.ts';
import { valueChanges } from './value-changes.ts';
import { subjectOfValue } from './subject.ts';

export interface AttributeChange {
  /** `CHANNEL(APP.SVRCONN)`, `QMGR`, `user mqm`; empty for a host or qm.ini setting. */
  object: string;
  attribute: string;
  /** The value as read, exactly; null where that side did not set it. */
  before: string | null;
  after: string | null;
  /** The rule whose finding is about this attribute, in either snapshot; null when none judges it. */
  rule: string | null;
  /** The value went down and its rule's finding got worse: listed first. */
  lowersRecommended: boolean;
}

export interface FigureChange {
  name: string;
  unit: string;
  before: number | null;
  after: number | null;
}

export interface QueueManagerComparison {
  /** null: what the files say about no queue manager in particular (the host's kernel, a qm.ini without a name). */
  queueManager: string | null;
  changes: AttributeChange[];
  objectsAdded: string[];
  objectsRemoved: string[];
  findingsNew: KeyedFinding[];
  findingsFixed: KeyedFinding[];
  readings: ReadingChange[];
  figures: FigureChange[];
}

export interface Comparison {
  /** The earlier files compared with. */
  with: string[];
  /** Whether the earlier side held values (a SARIF log holds findings only, so no attribute can be compared). */
  valuesCompared: boolean;
  queueManagers: QueueManagerComparison[];
}

/** Several earlier files matched with one file of now (a gather split otherwise then): one side. */
export function mergeSnapshots(list: readonly Snapshot[]): Snapshot {
  if (list.length === 1) return list[0]!;
  const withValues = list.filter((s) => s.values);
  return {
    file: list.map((s) => s.file).join('; '),
    queueManagers: [...new Set(list.flatMap((s) => s.queueManagers))],
    findings: list.flatMap((s) => s.findings),
    ...(withValues.length ? { values: withValues.flatMap((s) => s.values!) } : {}),
    readings: list.flatMap((s) => s.readings ?? []),
  };
}

const WHOLE = /^-?\d+$/;
function lowered(before: string | null, after: string | null): boolean {
  return before !== null && after !== null && WHOLE.test(before) && WHOLE.test(after) && BigInt(after) < BigInt(before);
}

/** The rule and its severity on each side, per queue manager, object and attribute. */
function judgements(before: readonly KeyedFinding[], after: readonly KeyedFinding[]) {
  const map = new Map<string, { rule: string; before?: Severity; after?: Severity }>();
  const put = (f: KeyedFinding, side: 'before' | 'after') => {
    if (!f.attribute) return;
    const key = `${f.queueManager ?? ''}\u0000${f.object}\u0000${f.attribute}`;
    const j = map.get(key) ?? { rule: f.rule };
    if (side === 'after') j.rule = f.rule;
    const known = j[side];
    // Two rules on one attribute: the worse finding speaks for it.
    if (known === undefined || SEVERITY_RANK[f.severity] < SEVERITY_RANK[known]) j[side] = f.severity;
    map.set(key, j);
  };
  for (const f of before) put(f, 'before');
  for (const f of after) put(f, 'after');
  return (qm: string | null, object: string, attribute: string) => map.get(`${qm ?? ''}\u0000${object}\u0000${attribute}`);
}

function byQueueManager<T>(items: readonly T[], qmOf: (t: T) => string | null | undefined): Map<string | null, T[]> {
  const out = new Map<string | null, T[]>();
  for (const t of items) {
    const qm = qmOf(t) ?? null;
    const list = out.get(qm);
    if (list) list.push(t);
    else out.set(qm, [t]);
  }
  return out;
}

/** `before` (the earlier side, merged) against `after` (a file of now). */
export function compareSnapshots(before: Snapshot, after: Snapshot, withFiles: readonly string[] = [before.file]): Comparison {
  const valuesCompared = before.values !== undefined && after.values !== undefined;
  const values = valuesCompared ? valueChanges(before.values!, after.values!) : { changed: [], objectsAdded: [], objectsRemoved: [] };
  const judged = judgements(before.findings, after.findings);
  const { states, absent } = findingStates(after.findings, before.findings);
  const newFindings = byQueueManager(after.findings.filter((_, i) => states[i] === 'new'), (f) => f.queueManager);
  const fixedFindings = byQueueManager(absent, (f) => f.queueManager);
  const oldReadings = byQueueManager(before.readings ?? [], (r) => r.queueManager);
  const newReadings = byQueueManager(after.readings ?? [], (r) => r.queueManager);

  const added = byQueueManager(values.objectsAdded, (x) => x.queueManager);
  const removed = byQueueManager(values.objectsRemoved, (x) => x.queueManager);
  const changes = values.changed.map((c): AttributeChange & { qm: string | null } => {
    const s = subjectOfValue({ name: c.name, ...(c.user ? { user: c.user } : {}) });
    const j = judged(c.queueManager, s.object, s.attribute);
    const worse = j !== undefined && SEVERITY_RANK[j.after ?? 'ok'] < SEVERITY_RANK[j.before ?? 'ok'];
    return { qm: c.queueManager, object: s.object, attribute: s.attribute, before: c.before, after: c.after, rule: j?.rule ?? null, lowersRecommended: worse && lowered(c.before, c.after) };
  });
  const changed = byQueueManager(changes, (c) => c.qm);

  // Queue managers in the order the file of now names them, then those only the earlier side had; null first.
  const order = [...new Set<string | null>([null, ...after.queueManagers, ...before.queueManagers])];
  const queueManagers: QueueManagerComparison[] = [];
  for (const qm of order) {
    // First what lowers a value its rule wants kept, then what a rule judges, then the rest, each in file order.
    const rank = (c: AttributeChange) => (c.lowersRecommended ? 0 : c.rule ? 1 : 2);
    const list = (changed.get(qm) ?? []).map(({ qm: _qm, ...c }) => c).sort((x, y) => rank(x) - rank(y));
    const readings = compareReadings(oldReadings.get(qm) ?? [], newReadings.get(qm) ?? []).filter((r) => r.before !== r.after);
    const figures = QUEUE_MANAGER_FIGURES.flatMap((f): FigureChange[] => {
      const b = f.of(before, qm);
      const a = f.of(after, qm);
      return b === undefined && a === undefined ? [] : [{ name: f.name, unit: f.unit, before: b ?? null, after: a ?? null }];
    });
    const entry: QueueManagerComparison = {
      queueManager: qm,
      changes: list,
      objectsAdded: (added.get(qm) ?? []).map((x) => x.object),
      objectsRemoved: (removed.get(qm) ?? []).map((x) => x.object),
      findingsNew: newFindings.get(qm) ?? [],
      findingsFixed: fixedFindings.get(qm) ?? [],
      readings,
      figures,
    };
    // The part about no queue manager is listed only when something there changed (a file of one queue manager has none).
    if (qm !== null || changeCount(entry) || readings.length || figures.length) queueManagers.push(entry);
  }
  return { with: [...withFiles], valuesCompared, queueManagers };
}

/** How many things changed for a queue manager: attributes, objects added or removed, findings new or fixed. */
export function changeCount(q: QueueManagerComparison): number {
  return q.changes.length + q.objectsAdded.length + q.objectsRemoved.length + q.findingsNew.length + q.findingsFixed.length;
}
