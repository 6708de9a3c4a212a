/**
 * Queue manager objects as rows of the table of values read: one per attribute, named as DESIGN.md
 * gives it, `QMGR.TREELIFE`, `CHANNEL(DEV.APP.SVRCONN).SHARECNV`, `QLOCAL(APP.Q).MAXDEPTH`, with the
 * value exactly as runmqsc would store it. The rules read the objects themselves; these rows are
 * what the page and the command line list.
 */
import type { MqscObject, MqscStatus } from '../../rulebook/objects.ts';
import type { ReadValue } from '../../rulebook/types.ts';

/** `QMGR` for the queue manager, else `TYPE(name)` as MQSC writes it. */
export const objectLabel = (o: Pick<MqscObject, 'type' | 'name'>): string => (o.type === 'QMGR' ? 'QMGR' : `${o.type}(${o.name})`);

/** `onLines`: only the rows of attributes read on those lines, in the same order (a finding's subject needs no more). */
export function objectValues(objects: readonly MqscObject[], lineText: (line: number) => string, queueManagerOf: (line: number) => string | undefined, onLines?: ReadonlySet<number>): ReadValue[] {
  const out: ReadValue[] = [];
  for (const o of objects) {
    if (onLines && !o.attributes.some((a) => onLines.has(a.line))) continue;
    const label = objectLabel(o);
    const origin = o.origin === 'mqsc' ? `MQSC ${o.verb}` : 'runmqsc DISPLAY';
    for (const a of o.attributes) {
      if (onLines && !onLines.has(a.line)) continue;
      const queueManager = queueManagerOf(a.line);
      out.push({ name: `${label}.${a.name}`, setting: a.value, origin, line: a.line, text: lineText(a.line), ...(queueManager ? { queueManager } : {}) });
    }
  }
  return out;
}

/**
 * Each status reply's label, in reply order: `QSTATUS(APP.Q)`, `CHSTATUS(TO.QM2)`. A DISPLAY QSTATUS
 * TYPE(HANDLE) reply is one open handle, so the handles of a queue are numbered in the order runmqsc
 * replied, `QSTATUS(APP.Q).HANDLE(1)`; any other status a paste holds more than once for one name (a
 * server-connection channel's instances, one CHSTATUS reply each) is numbered the same way,
 * `CHSTATUS(DEV.APP.SVRCONN).INSTANCE(2)`, so no two replies share a row name.
 */
export function statusLabels(statuses: readonly MqscStatus[]): string[] {
  const isHandle = (s: MqscStatus) => s.type === 'QSTATUS' && s.attributes.some((a) => a.name === 'TYPE' && a.value.toUpperCase() === 'HANDLE');
  const key = (s: MqscStatus) => `${s.type}(${s.name})${isHandle(s) ? ' handle' : ''}`;
  const total = new Map<string, number>();
  for (const s of statuses) total.set(key(s), (total.get(key(s)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return statuses.map((s) => {
    const k = key(s);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    const base = `${s.type}(${s.name})`;
    if (isHandle(s)) return `${base}.HANDLE(${n})`;
    return total.get(k)! > 1 ? `${base}.INSTANCE(${n})` : base;
  });
}

/** Status replies as rows of the table of values: `QSTATUS(APP.Q).CURDEPTH`, `CHSTATUS(TO.QM2).STATUS`. */
export function statusValues(statuses: readonly MqscStatus[], lineText: (line: number) => string, queueManagerOf: (line: number) => string | undefined): ReadValue[] {
  const labels = statusLabels(statuses);
  const out: ReadValue[] = [];
  statuses.forEach((s, i) => {
    for (const a of s.attributes) {
      const queueManager = queueManagerOf(a.line);
      out.push({ name: `${labels[i]}.${a.name}`, setting: a.value, origin: `runmqsc DISPLAY ${s.type}`, line: a.line, text: lineText(a.line), ...(queueManager ? { queueManager } : {}) });
    }
  });
  return out;
}
