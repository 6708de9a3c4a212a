/**
 * The checker's one table shape: a row of cells (the first a row heading), a header row, and the
 * table in a region that scrolls sideways on a narrow screen, reachable by keyboard (axe:
 * scrollable-region-focusable). The values read, the measurements and the Capacity block use it.
 */
import { el } from './dom.ts';

export function row(cells: (string | Node)[], header = false): HTMLTableRowElement {
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

export function scrolling(table: HTMLTableElement, label: string): HTMLElement {
  const wrap = el('div', undefined, 'check-values-wrap');
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', label);
  wrap.append(table);
  return wrap;
}

/**
 * A whole small table: its caption, column headings and rows, in its scrolling region (named `label`,
 * unique on the page). Each data cell carries its column's heading (data-label), which the page shows
 * beside it where a narrow block stacks a row's cells (findings.css) instead of scrolling sideways.
 */
export function smallTable(caption: string, headings: readonly string[], rows: readonly HTMLTableRowElement[], label = caption): HTMLElement {
  for (const tr of rows) for (let i = 1; i < tr.cells.length; i++) tr.cells[i]!.dataset.label = headings[i] ?? '';
  const table = el('table', undefined, 'check-values');
  table.append(el('caption', caption));
  const head = el('thead');
  head.append(row([...headings], true));
  const body = el('tbody');
  body.append(...rows);
  table.append(head, body);
  return scrolling(table, label);
}
