/**
 * The "what if": two runs side by side (before and after a change), each reading that both hold
 * with its value in each and the change, as [data-compare=name] rows with data-before, data-after
 * and data-change (percent; empty when the first value is zero).
 */
import { readableValue } from '../../../../calculators/format.ts';
import type { Reading } from '../../../../calculators/check/measure/types.ts';
import { num } from '../../../../calculators/format.ts';
import { el } from './dom.ts';
import { labelOf } from './labels.ts';

export interface Change {
  name: string;
  origin: string;
  unit: Reading['unit'];
  before: number;
  after: number;
  /** (after − before) ÷ before × 100, or undefined when before is 0. */
  changePct: number | undefined;
}

/**
 * Pairs readings by name and origin; when a name has one reading in each run, pairs them even if
 * the origins differ (amqsrua against amqsrua on another queue manager name, mqldt at another block).
 */
export function compareReadings(before: readonly Omit<Reading, 'series'>[], after: readonly Omit<Reading, 'series'>[]): Change[] {
  const changes: Change[] = [];
  for (const b of before) {
    const sameName = after.filter((a) => a.name === b.name);
    const a = sameName.find((x) => x.origin === b.origin) ?? (sameName.length === 1 && before.filter((x) => x.name === b.name).length === 1 ? sameName[0] : undefined);
    if (!a) continue;
    changes.push({ name: b.name, origin: a.origin === b.origin ? b.origin : `${b.origin} → ${a.origin}`, unit: b.unit, before: b.value, after: a.value, changePct: b.value === 0 ? undefined : ((a.value - b.value) / b.value) * 100 });
  }
  return changes;
}

export function compareTable(changes: readonly Change[]): HTMLElement {
  if (!changes.length) return el('p', 'The two runs have no reading in common to compare.', 'measure-compare-empty');
  const table = el('table', undefined, 'measure-compare');
  table.tabIndex = 0; // it scrolls sideways on a phone: keyboard users must reach it too
  table.append(el('caption', 'Before and after: the mean of each run (base-unit values in the rows’ data attributes).'));
  const thead = el('thead');
  const head = el('tr');
  for (const h of ['Reading', 'Before', 'After', 'Change']) head.append(Object.assign(el('th', h), { scope: 'col' }));
  thead.append(head);
  const body = el('tbody');
  for (const c of changes) {
    const tr = el('tr');
    tr.dataset.compare = c.name;
    tr.dataset.before = String(c.before);
    tr.dataset.after = String(c.after);
    tr.dataset.change = c.changePct === undefined ? '' : String(c.changePct);
    const th = Object.assign(el('th', labelOf(c.name)), { scope: 'row' });
    th.append(el('span', ` ${c.origin}`, 'measure-name'));
    const change = c.changePct === undefined ? (c.after === c.before ? 'no change' : 'from zero') : `${c.changePct > 0 ? '+' : ''}${num(c.changePct, 1)}%`;
    tr.append(th, el('td', readableValue(c.before, c.unit)), el('td', readableValue(c.after, c.unit)), el('td', change));
    body.append(tr);
  }
  table.append(thead, body);
  return table;
}
