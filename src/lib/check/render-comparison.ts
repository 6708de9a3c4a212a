/**
 * The comparison with an earlier gather, as the page shows it: per queue manager, a table of the
 * attributes that changed (`tr[data-change][data-queue-manager][data-object][data-attribute]
 * [data-before][data-after]`, with `data-rule` when a rule judges it and `data-lowers` on a change
 * that lowers a value its rule wants kept, listed first), the objects added and removed, the
 * findings new and fixed (`li[data-finding-change="new"|"fixed"]` with `data-rule` and
 * `data-severity`), and the readings that moved (the measurements panel's before/after table,
 * measure/compare.ts). Text only through textContent: names come from the files.
 */
import type { AttributeChange, Comparison, QueueManagerComparison } from '../../../calculators/check/compare/diff.ts';
import type { KeyedFinding } from '../../../calculators/check/compare/snapshot.ts';
import { changeCount } from '../../../calculators/check/compare/diff.ts';
import { readableValue } from '../../../calculators/format.ts';
import type { ReadingUnit } from '../../../calculators/format.ts';
import { el, link } from './dom.ts';
import { compareTable } from './measure/compare.ts';
import { SEVERITY_LABEL } from './render-findings.ts';
import { slicedFilling, type Filling } from './slices.ts';
import { num } from '../../../calculators/num.ts';

const shown = (v: string | null) => (v === null ? 'not set' : v);
const qmName = (q: QueueManagerComparison) => (q.queueManager === null ? 'Not about one queue manager (the host, or a file naming none)' : `Queue manager ${q.queueManager}`);

function changeRow(qm: string | null, c: AttributeChange): HTMLTableRowElement {
  const tr = el('tr');
  tr.dataset.change = '';
  tr.dataset.queueManager = qm ?? '';
  tr.dataset.object = c.object;
  tr.dataset.attribute = c.attribute;
  tr.dataset.before = c.before ?? '';
  tr.dataset.after = c.after ?? '';
  if (c.rule) tr.dataset.rule = c.rule;
  if (c.lowersRecommended) tr.dataset.lowers = '';
  const what = el('th', c.object ? `${c.object} ` : '');
  what.scope = 'row';
  what.append(el('code', c.attribute));
  const judged = el('td');
  if (c.rule) judged.append(link(c.rule, `/rules/#${c.rule}`));
  if (c.lowersRecommended) judged.append(el('strong', ' lowered: its finding got worse', 'check-change-lowers'));
  tr.append(what, el('td', shown(c.before)), el('td', shown(c.after)), judged);
  return tr;
}

function changesTable(q: QueueManagerComparison): Filling {
  const table = el('table', undefined, 'check-values check-changes');
  table.append(el('caption', `Attributes changed (${num(q.changes.length)})`));
  const head = el('thead');
  const tr = el('tr');
  for (const h of ['Object and attribute', 'Before', 'After', 'Rule that judges it']) tr.append(Object.assign(el('th', h), { scope: 'col' }));
  head.append(tr);
  const body = el('tbody');
  table.append(head, body);
  const wrap = el('div', undefined, 'check-values-wrap');
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', `${qmName(q)}: attributes changed`);
  wrap.append(table);
  return slicedFilling(wrap, body, q.changes, (c) => changeRow(q.queueManager, c));
}

function findingItem(f: KeyedFinding, change: 'new' | 'fixed'): HTMLLIElement {
  const li = el('li', undefined, `check-finding-change check-finding--${f.severity}`);
  li.dataset.findingChange = change;
  li.dataset.rule = f.rule;
  li.dataset.severity = f.severity;
  li.append(el('strong', `${change === 'new' ? 'New' : 'Fixed'} ${SEVERITY_LABEL[f.severity].toLowerCase()}: `), f.message, f.line === null ? '' : el('span', ` (line ${f.line}${change === 'fixed' ? ' then' : ''})`, 'check-finding-line'), ' ', link(`[${f.rule}]`, `/rules/#${f.rule}`));
  return li;
}

function objectList(label: string, objects: readonly string[], kind: 'added' | 'removed'): HTMLElement {
  const box = el('div');
  box.append(el('p', `${label} (${num(objects.length)}):`));
  const ul = el('ul', undefined, 'check-objects-changed');
  for (const o of objects) {
    const li = el('li');
    li.dataset.object = o;
    li.dataset.objectChange = kind;
    li.append(el('code', o));
    ul.append(li);
  }
  box.append(ul);
  return box;
}

/** One queue manager's part: its heading, then what changed; the long table comes as a Filling. */
function queueManagerPart(q: QueueManagerComparison): { element: HTMLElement; fills: Filling[] } {
  const section = el('section', undefined, 'check-compare-qm');
  section.dataset.queueManager = q.queueManager ?? '';
  const count = changeCount(q);
  section.append(el('h4', `${qmName(q)}: ${count ? `${num(q.changes.length)} attributes changed, ${num(q.objectsAdded.length)} objects added, ${num(q.objectsRemoved.length)} removed, ${num(q.findingsNew.length)} findings new and ${num(q.findingsFixed.length)} fixed` : 'nothing changed'}`));
  const fills: Filling[] = [];
  const lowered = q.changes.filter((c) => c.lowersRecommended);
  if (lowered.length) section.append(el('p', `Look at these first: ${lowered.map((c) => `${c.object ? `${c.object} ` : ''}${c.attribute} ${shown(c.before)} → ${shown(c.after)}`).join('; ')} lowered a value its rule recommends keeping, and the finding got worse.`, 'check-compare-first'));
  if (q.changes.length) {
    const f = changesTable(q);
    section.append(f.element);
    fills.push(f);
  }
  if (q.objectsAdded.length) section.append(objectList('Objects added', q.objectsAdded, 'added'));
  if (q.objectsRemoved.length) section.append(objectList('Objects removed', q.objectsRemoved, 'removed'));
  if (q.findingsNew.length || q.findingsFixed.length) {
    const ol = el('ul', undefined, 'check-findings-changed');
    ol.append(...q.findingsNew.map((f) => findingItem(f, 'new')), ...q.findingsFixed.map((f) => findingItem(f, 'fixed')));
    section.append(ol);
  }
  if (q.readings.length) section.append(compareTable(q.readings));
  for (const f of q.figures) {
    const p = el('p', `${f.name}: ${f.before === null ? 'none' : readableValue(f.before, f.unit as ReadingUnit)} → ${f.after === null ? 'none' : readableValue(f.after, f.unit as ReadingUnit)}`);
    p.dataset.figure = f.name;
    p.dataset.before = f.before === null ? '' : String(f.before);
    p.dataset.after = f.after === null ? '' : String(f.after);
    section.append(p);
  }
  return { element: section, fills };
}

/** The whole comparison: queue managers with changes first (in the files' order), then one line naming those without. */
export function renderComparison(c: Comparison): { element: HTMLElement; fill: (wanted: () => boolean) => Promise<boolean> } {
  const box = el('div', undefined, 'check-comparison');
  box.dataset.comparedWith = c.with.join('; ');
  if (!c.valuesCompared) box.append(el('p', 'The earlier file is a SARIF log: it holds findings only, so only the findings are compared, not the values.'));
  const changed = c.queueManagers.filter((q) => changeCount(q) || q.readings.length || q.figures.length);
  const same = c.queueManagers.filter((q) => !changed.includes(q) && q.queueManager !== null);
  const parts = changed.map(queueManagerPart);
  box.append(...parts.map((p) => p.element));
  if (same.length) box.append(el('p', `Nothing changed for ${same.length === 1 ? 'queue manager' : `${num(same.length)} queue managers:`} ${same.map((q) => q.queueManager).join(', ')}.`, 'check-compare-same'));
  if (!changed.length && !same.length) box.append(el('p', 'Nothing changed.'));
  return {
    element: box,
    fill: async (wanted) => {
      for (const p of parts) for (const f of p.fills) if (!(await f.fill(wanted))) return false;
      return true;
    },
  };
}
