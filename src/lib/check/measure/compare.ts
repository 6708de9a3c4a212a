/**
 * The "what if": two runs side by side (before and after a change), each reading that both hold
 * with its value in each and the change, as [data-compare=name] rows with data-before, data-after
 * and data-change (percent; empty when the first value is zero).
 */
import { readableValue } from '../../../../calculators/format.ts';
import { compareReadings, type ReadingChange } from '../../../../calculators/check/measure/compare-readings.ts';
import { num } from '../../../../calculators/format.ts';
import { el } from './dom.ts';
import { labelOf } from './labels.ts';

/** One reading in both runs: pairing is calculators/check/measure/compare-readings.ts's, shared with the comparison of two gathers. */
export type Change = ReadingChange;
export { compareReadings };

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
