/**
 * The values that differ between two snapshots, and the MQ objects only one of them has. Two
 * gathers of the same queue managers list their values in nearly the same order, so the two lists
 * are walked side by side, comparing each pair by its fields; only where they part (an object added,
 * an attribute set by a new ALTER) are values keyed and held until their partner turns up. A gather of
 * 50 queue managers has 400,000 values a side: hashing every one cost several times the walk.
 *
 * A value repeated within one side (a DEFINE then an ALTER of the same attribute; a limit printed by
 * two tools) counts by its last occurrence, as runmqsc applies them. Status replies (QSTATUS,
 * CHSTATUS, LSSTATUS) move by the minute and are not configuration: they are left out.
 */
import type { SnapshotValue } from './snapshot.ts';

export interface ValueChange {
  queueManager: string | null;
  user: string | null;
  name: string;
  /** null where that side did not set it. */
  before: string | null;
  after: string | null;
}

export interface ObjectChange {
  queueManager: string | null;
  object: string;
}

export interface ValueChanges {
  changed: ValueChange[];
  objectsAdded: ObjectChange[];
  objectsRemoved: ObjectChange[];
}

const SEP = '\u0001';
const idOf = (v: SnapshotValue) => `${v.queueManager ?? ''}${SEP}${v.user ?? ''}${SEP}${v.name}`;
const same = (a: SnapshotValue, b: SnapshotValue) => a.name === b.name && a.queueManager === b.queueManager && a.user === b.user;
/** A status reply's value (QSTATUS(APP.Q).CURDEPTH). */
function isStatus(name: string): boolean {
  const open = name.indexOf('(');
  return open >= 6 && name.startsWith('STATUS', open - 6);
}

/** The object of an MQSC value's name (`CHANNEL(X)` of `CHANNEL(X).SHARECNV`); undefined for a host or qm.ini setting. */
export function objectOfName(name: string): string | undefined {
  if (!name.startsWith('QMGR.') && !/^[A-Z]+\(/.test(name)) return undefined;
  return name.slice(0, name.lastIndexOf('.'));
}

export function valueChanges(beforeAll: readonly SnapshotValue[], afterAll: readonly SnapshotValue[]): ValueChanges {
  const before = beforeAll.filter((v) => !isStatus(v.name));
  const after = afterAll.filter((v) => !isStatus(v.name));
  /** Each differing value by its id, the last pair winning; `names` lets an equal pair skip the lookup unless its name changed somewhere. */
  const diff = new Map<string, ValueChange>();
  const names = new Set<string>();
  const pair = (b: SnapshotValue | undefined, a: SnapshotValue | undefined, id?: string) => {
    const v = (a ?? b)!;
    if (b && a && b.setting === a.setting) {
      if (names.size && names.has(v.name)) diff.delete(id ?? idOf(v));
      return;
    }
    names.add(v.name);
    diff.set(id ?? idOf(v), { queueManager: v.queueManager ?? null, user: v.user ?? null, name: v.name, before: b?.setting ?? null, after: a?.setting ?? null });
  };
  const onlyBefore = new Map<string, SnapshotValue>();
  const onlyAfter = new Map<string, SnapshotValue>();
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const b = before[i];
    const a = after[j];
    if (b && a && same(b, a)) {
      pair(b, a);
      i++;
      j++;
      continue;
    }
    // The lists part here: each value waits for its partner from the other side.
    if (b) {
      const id = idOf(b);
      const partner = onlyAfter.get(id);
      if (partner) {
        onlyAfter.delete(id);
        pair(b, partner, id);
      } else onlyBefore.set(id, b);
      i++;
    }
    if (a) {
      const id = idOf(a);
      const partner = onlyBefore.get(id);
      if (partner) {
        onlyBefore.delete(id);
        pair(partner, a, id);
      } else onlyAfter.set(id, a);
      j++;
    }
  }
  for (const [id, b] of onlyBefore) pair(b, undefined, id);
  for (const [id, a] of onlyAfter) pair(undefined, a, id);

  // An object is added or removed when none of its values is on the other side; only the objects of values one side lacks can be.
  const objectsOf = (values: readonly SnapshotValue[]) => {
    const set = new Set<string>();
    let last = '';
    for (const v of values) {
      if (last && v.name.startsWith(last) && v.name.charCodeAt(last.length) === 46 /* . */) continue;
      const o = objectOfName(v.name);
      if (o === undefined) continue;
      last = o;
      set.add(`${v.queueManager ?? ''}${SEP}${o}`);
    }
    return set;
  };
  const lacking = (side: 'before' | 'after') => [...diff.values()].filter((c) => (side === 'before' ? c.before === null : c.after === null));
  const objectChanges = (candidates: ValueChange[], other: () => Set<string>): ObjectChange[] => {
    if (!candidates.length) return [];
    const held = other();
    const out = new Map<string, ObjectChange>();
    for (const c of candidates) {
      const o = objectOfName(c.name);
      if (o === undefined) continue;
      const key = `${c.queueManager ?? ''}${SEP}${o}`;
      if (!held.has(key) && !out.has(key)) out.set(key, { queueManager: c.queueManager, object: o });
    }
    return [...out.values()];
  };
  const objectsAdded = objectChanges(lacking('before'), () => objectsOf(before));
  const objectsRemoved = objectChanges(lacking('after'), () => objectsOf(after));
  // The attributes of an object added or removed are that object, not changes of their own.
  const whole = new Set([...objectsAdded, ...objectsRemoved].map((x) => `${x.queueManager ?? ''}${SEP}${x.object}`));
  const changed = [...diff.values()].filter((c) => {
    const o = objectOfName(c.name);
    return o === undefined || !whole.has(`${c.queueManager ?? ''}${SEP}${o}`);
  });
  return { changed, objectsAdded, objectsRemoved };
}
