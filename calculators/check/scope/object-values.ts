/**
 * Queue manager objects as rows of the table of values read: one per attribute, named as DESIGN.md
 * gives it, `QMGR.TREELIFE`, `CHANNEL(DEV.APP.SVRCONN).SHARECNV`, `QLOCAL(APP.Q).MAXDEPTH`, with the
 * value exactly as runmqsc would store it. The rules read the objects themselves; these rows are
 * what the page and the command line list.
 */
import type { MqscObject } from '../../rulebook/objects.ts';
import type { ReadValue } from '../../rulebook/types.ts';

/** `QMGR` for the queue manager, else `TYPE(name)` as MQSC writes it. */
export const objectLabel = (o: Pick<MqscObject, 'type' | 'name'>): string => (o.type === 'QMGR' ? 'QMGR' : `${o.type}(${o.name})`);

export function objectValues(objects: readonly MqscObject[], lineText: (line: number) => string, queueManagerOf: (line: number) => string | undefined): ReadValue[] {
  const out: ReadValue[] = [];
  for (const o of objects) {
    const label = objectLabel(o);
    const origin = o.origin === 'mqsc' ? `MQSC ${o.verb}` : 'runmqsc DISPLAY';
    for (const a of o.attributes) {
      const queueManager = queueManagerOf(a.line);
      out.push({ name: `${label}.${a.name}`, setting: a.value, origin, line: a.line, text: lineText(a.line), ...(queueManager ? { queueManager } : {}) });
    }
  }
  return out;
}
