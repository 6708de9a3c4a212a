/**
 * The table of every value read ([data-read=name][data-value=exact setting]), the measurements
 * other readers add ([data-reading]), and the lines no reader took, listed as not read.
 */
import type { ReadValue, Reading, UnreadLine } from '../../../calculators/check/index.ts';
import { showExact } from '../../../calculators/rulebook/exact.ts';
import { el } from './dom.ts';

const ORIGIN: Record<string, string> = { mqconfig: 'mqconfig', ulimit: 'ulimit -a', 'proc-limits': '/proc/<pid>/limits', sysctl: 'sysctl', proc: '/proc/sys', 'qm.ini': 'qm.ini', 'limits.conf': 'limits.conf' };

function row(cells: (string | Node)[], header = false): HTMLTableRowElement {
  const tr = el('tr');
  cells.forEach((c, i) => {
    const cell = el(header ? 'th' : i === 0 ? 'th' : 'td');
    if (!header && i === 0) cell.setAttribute('scope', 'row');
    if (header) cell.setAttribute('scope', 'col');
    cell.append(c);
    tr.append(cell);
  });
  return tr;
}

/** A table in a region that scrolls sideways on a narrow screen, reachable by keyboard (axe: scrollable-region-focusable). */
function scrolling(table: HTMLTableElement, label: string): HTMLElement {
  const wrap = el('div', undefined, 'check-values-wrap');
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', label);
  wrap.append(table);
  return wrap;
}

export function renderValues(values: ReadValue[]): HTMLElement {
  const table = el('table', undefined, 'check-values');
  table.append(el('caption', `Values read (${values.length})`));
  const head = el('thead');
  head.append(row(['Name', 'Setting', 'In use', 'From', 'Pasted line'], true));
  const body = el('tbody');
  for (const v of values) {
    const tr = row([v.name, /^\d+$|^unlimited$/.test(v.setting) ? showExact(v.setting) : v.setting, v.inUse === undefined ? '' : showExact(v.inUse), `${Object.hasOwn(ORIGIN, v.origin) ? ORIGIN[v.origin] : v.origin}${v.user ? ` (${v.user})` : ''}, line ${v.line}`, el('code', v.text.trim().replace(/\s+/g, ' '))]);
    tr.dataset.read = v.name;
    tr.dataset.value = v.setting;
    if (v.inUse !== undefined) tr.dataset.inUse = v.inUse;
    body.append(tr);
  }
  table.append(head, body);
  return scrolling(table, 'Values read');
}

export function renderReadings(readings: Reading[]): HTMLElement {
  const table = el('table', undefined, 'check-values');
  table.append(el('caption', `Measurements read (${readings.length})`));
  const head = el('thead');
  head.append(row(['Name', 'Value', 'Unit', 'From'], true));
  const body = el('tbody');
  for (const r of readings) {
    const tr = row([r.name, String(r.value), r.unit, `${r.origin}, line ${r.lines[0] ?? ''}`]);
    tr.dataset.reading = r.name;
    tr.dataset.value = String(r.value);
    if (r.peak !== undefined) tr.dataset.peak = String(r.peak);
    if (r.p95 !== undefined) tr.dataset.p95 = String(r.p95);
    body.append(tr);
  }
  table.append(head, body);
  return scrolling(table, 'Measurements read');
}

export function renderUnread(unread: UnreadLine[]): HTMLElement {
  const details = el('details', undefined, 'check-unread');
  details.dataset.unread = String(unread.length);
  details.append(el('summary', `${unread.length} ${unread.length === 1 ? 'line' : 'lines'} not read`));
  const list = el('ol');
  for (const u of unread) {
    const li = el('li');
    li.dataset.unreadLine = String(u.line);
    li.append(el('span', `Line ${u.line}: `), el('code', u.text.trim()), u.why ? el('span', ` — not read: ${u.why}`) : el('span', ' — not read'));
    list.append(li);
  }
  details.append(list);
  return details;
}
