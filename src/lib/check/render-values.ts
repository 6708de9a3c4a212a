/**
 * The table of every value read ([data-read=name][data-value=exact setting]), the measurements
 * other readers add ([data-reading]), and the lines no reader took, listed as not read. Each comes
 * as its frame (caption, headings) and a `fill` that adds the rows a slice per task (slices.ts): a
 * whole sysctl -a is a thousand rows, more than one task should build.
 */
import type { ReadValue, Reading, UnreadLine } from '../../../calculators/check/index.ts';
import { showExact } from '../../../calculators/rulebook/exact.ts';
import { el } from './dom.ts';
import { row, scrolling } from './table.ts';
import { appendInSlices, slicedFilling, type Filling } from './slices.ts';
import { num } from '../../../calculators/num.ts';
import { FOLDED_PAGE, VALUES_PAGE } from './worker-protocol.ts';

const ORIGIN: Record<string, string> = { mqconfig: 'mqconfig', ulimit: 'ulimit -a', 'proc-limits': '/proc/<pid>/limits', sysctl: 'sysctl', proc: '/proc/sys', 'qm.ini': 'qm.ini', 'limits.conf': 'limits.conf' };

function valueRow(v: ReadValue, withQueueManager: boolean): HTMLTableRowElement {
  const tr = row([...(withQueueManager ? [v.queueManager ?? 'host'] : []), v.name, /^\d+$|^unlimited$/.test(v.setting) ? showExact(v.setting) : v.setting, v.inUse === undefined ? '' : showExact(v.inUse), `${Object.hasOwn(ORIGIN, v.origin) ? ORIGIN[v.origin] : v.origin}${v.user ? ` (${v.user})` : ''}, line ${v.line}`, el('code', v.text.trim().replace(/\s+/g, ' '))]);
  tr.dataset.read = v.name;
  tr.dataset.value = v.setting;
  if (v.queueManager) tr.dataset.queueManager = v.queueManager;
  if (v.inUse !== undefined) tr.dataset.inUse = v.inUse;
  return tr;
}

/** Up to this many values (the worker's whole answer) are drawn at once; a larger table (a whole gather) comes folded. */
const FOLD_OVER = VALUES_PAGE;
/** Rows of a folded table drawn when it is opened and at each "show the other" press: a table's style work grows with its rows. */
const FOLDED_ROWS = FOLDED_PAGE;

/**
 * The table of values: the first `values` (the worker sends a page of them), then, on request, the
 * rest of `total` fetched by `more(from)` a page at a time, each drawn a slice per task.
 */
export function renderValues(values: ReadValue[], total = values.length, more?: (from: number) => Promise<ReadValue[]>): Filling {
  const withQueueManager = values.some((v) => v.queueManager);
  const table = el('table', undefined, 'check-values');
  table.append(el('caption', `Values read (${num(total)})`));
  const head = el('thead');
  head.append(row([...(withQueueManager ? ['Queue manager'] : []), 'Name', 'Setting', 'In use', 'From', 'Pasted line'], true));
  const body = el('tbody');
  table.append(head, body);
  const wrap = scrolling(table, 'Values read');
  // A table of hundreds of thousands of values (a whole gather) is a closed disclosure, drawn when
  // opened: laying out thousands of rows the reader did not ask for would hold the page.
  const large = total > FOLD_OVER;
  const step = large ? FOLDED_ROWS : FOLD_OVER;
  const box = el(large ? 'details' : 'div');
  if (large) box.append(el('summary', `Values read (${num(total)}): show them`));
  box.append(wrap);
  const rowOf = (v: ReadValue) => valueRow(v, withQueueManager);
  const fill = async (wanted: () => boolean) => {
    if (large && !(box as HTMLDetailsElement).open) {
      box.addEventListener('toggle', () => void draw(wanted), { once: true });
      return true;
    }
    return draw(wanted);
  };
  const draw = async (wanted: () => boolean) => {
    const first = values.slice(0, step);
    if (!(await appendInSlices(body, first, rowOf, wanted))) return false;
    let shown = first.length;
    if (shown >= total || (!more && shown >= values.length)) return true;
    const button = el('button', `Show the other ${num(total - shown)} values`, 'check-button check-button--quiet');
    button.type = 'button';
    button.dataset.checkMoreValues = '';
    box.append(button);
    button.addEventListener('click', async () => {
      button.disabled = true;
      while (shown < total && wanted()) {
        const page = shown < values.length ? values.slice(shown, shown + step) : more ? await more(shown) : [];
        if (!page.length || !(await appendInSlices(body, page, rowOf, wanted))) break;
        shown += page.length;
        button.textContent = `Showing ${num(shown)} of ${num(total)} values…`;
      }
      button.remove();
    });
    return true;
  };
  return { element: box, fill };
}

function readingRow(r: Reading): HTMLTableRowElement {
  const tr = row([r.name, String(r.value), r.unit, `${r.origin}, line ${r.lines[0] ?? ''}`]);
  tr.dataset.reading = r.name;
  tr.dataset.value = String(r.value);
  if (r.peak !== undefined) tr.dataset.peak = String(r.peak);
  if (r.p95 !== undefined) tr.dataset.p95 = String(r.p95);
  return tr;
}

export function renderReadings(readings: Reading[]): Filling {
  const table = el('table', undefined, 'check-values');
  table.append(el('caption', `Measurements read (${readings.length})`));
  const head = el('thead');
  head.append(row(['Name', 'Value', 'Unit', 'From'], true));
  const body = el('tbody');
  table.append(head, body);
  return slicedFilling(scrolling(table, 'Measurements read'), body, readings, readingRow);
}

function unreadItem(u: UnreadLine): HTMLLIElement {
  const li = el('li');
  li.dataset.unreadLine = String(u.line);
  li.append(el('span', `Line ${u.line}: `), el('code', u.text.trim()), u.why ? el('span', ` — not read: ${u.why}`) : el('span', ' — not read'));
  return li;
}

export function renderUnread(unread: UnreadLine[]): Filling {
  const details = el('details', undefined, 'check-unread');
  details.dataset.unread = String(unread.length);
  details.append(el('summary', `${unread.length} ${unread.length === 1 ? 'line' : 'lines'} not read`));
  const list = el('ol');
  details.append(list);
  return slicedFilling(details, list, unread, unreadItem);
}
