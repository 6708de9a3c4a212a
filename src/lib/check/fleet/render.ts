/**
 * The fleet table's rows as elements, textContent only (a host or queue manager name from a file
 * never becomes markup): one `[data-fleet-row]` per queue manager with data-queue-manager,
 * data-host and data-worst for outside checks, its name a button that opens the row's findings in
 * the row below, built only when first opened.
 */
import { COLUMNS } from '../../../../calculators/check/fleet/columns.ts';
import { rowName } from '../../../../calculators/check/fleet/severity.ts';
import type { FleetFinding, FleetRow, UnreadFile } from '../../../../calculators/check/fleet/types.ts';
import { el, link } from '../dom.ts';

let detailIds = 0;

function findingItem(f: FleetFinding): HTMLElement {
  const li = el('li', undefined, `fleet-finding fleet-finding--${f.severity}`);
  li.dataset.severity = f.severity;
  li.dataset.rule = f.rule;
  li.append(el('strong', `${f.severity}: `), el('span', f.title), el('span', ` (${f.file}${f.line === undefined ? '' : `, line ${f.line}`}) `, 'fleet-finding-where'), link(f.rule, `/rules/#${f.rule}`));
  if (f.recommended) li.append(el('p', f.recommended, 'fleet-finding-fix'));
  return li;
}

function detailRow(row: FleetRow, id: string): HTMLTableRowElement {
  const tr = el('tr', undefined, 'fleet-detail');
  tr.id = id;
  const td = el('td');
  td.colSpan = COLUMNS.length;
  const shown = row.findings.filter((f) => f.severity !== 'ok');
  const oks = row.findings.length - shown.length;
  td.append(el('p', `${rowName(row)} on ${row.host}, from ${row.files.join(', ')}: ${row.findings.length ? `${shown.length} finding${shown.length === 1 ? '' : 's'} to read${oks ? `, and ${oks} ok` : ''}` : 'nothing was found against it'}.`));
  const list = el('ul', undefined, 'fleet-findings');
  list.append(...shown.map(findingItem));
  if (oks) {
    const more = el('details');
    more.append(el('summary', `${oks} ok`));
    const okList = el('ul', undefined, 'fleet-findings');
    okList.append(...row.findings.filter((f) => f.severity === 'ok').map(findingItem));
    more.append(okList);
    td.append(list, more);
  } else td.append(list);
  tr.append(td);
  return tr;
}

export function renderRow(row: FleetRow): HTMLTableRowElement {
  const tr = el('tr', undefined, `fleet-row fleet-row--${row.worst}`);
  tr.dataset.fleetRow = '';
  tr.dataset.queueManager = rowName(row);
  tr.dataset.host = row.host;
  tr.dataset.worst = row.worst;
  for (const c of COLUMNS) {
    if (c.id !== 'queueManager') {
      tr.append(el('td', c.text(row)));
      continue;
    }
    const th = el('th');
    th.scope = 'row';
    const open = el('button', c.text(row), 'fleet-open');
    open.type = 'button';
    open.setAttribute('aria-expanded', 'false');
    open.addEventListener('click', () => {
      const expanded = open.getAttribute('aria-expanded') === 'true';
      let detail = open.getAttribute('aria-controls') ? document.getElementById(open.getAttribute('aria-controls')!) : null;
      if (!detail) {
        const id = `fleet-detail-${++detailIds}`;
        detail = detailRow(row, id);
        open.setAttribute('aria-controls', id);
        tr.after(detail);
      }
      detail.hidden = expanded;
      open.setAttribute('aria-expanded', String(!expanded));
    });
    th.append(open);
    tr.append(th);
  }
  return tr;
}

export function renderUnread(u: UnreadFile): HTMLElement {
  const li = el('li');
  li.dataset.fleetUnreadFile = u.file;
  li.append(el('code', u.file), el('span', `: ${u.why}`));
  return li;
}
