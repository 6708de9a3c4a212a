/**
 * The fleet section of /check/, loaded on first use (Fleet.astro imports it when files are chosen or
 * dropped, or the section is first touched). Each file is read in the page's one Web Worker, one at a
 * time (worker-client.ts, request kind 'fleet-file'): the text goes in, the file's rows come back and
 * the text is dropped, so the page holds the rows and never the fleet's texts. The table is then
 * drawn a slice per frame, worst first, sortable by any column and filtered by severity, version and
 * HA type; a CSV of the whole fleet is offered as a Blob link. Nothing leaves the page.
 */
import { assembleFleet } from '../../../../calculators/check/fleet/assemble.ts';
import { sortRows, type ColumnId } from '../../../../calculators/check/fleet/columns.ts';
import { fleetCsv } from '../../../../calculators/check/fleet/csv.ts';
import type { FleetRow, UnreadFile } from '../../../../calculators/check/fleet/types.ts';
import { isPlatform } from '../../../../calculators/lib/log-limits.ts';
import { dataParts, part } from '../../dom/parts.ts';
import { el } from '../dom.ts';
import { appendInSlices } from '../slices.ts';
import { checkWorker } from '../worker-client.ts';
import { renderRow, renderUnread } from './render.ts';
import { fleetSources, type FleetInput } from './sources.ts';
import { num } from '../../../../calculators/num.ts';

export type { FleetInput };

const ALL = '';
/**
 * Rows on the table at once. A table lays out again as rows are added, and the cost grows with the
 * rows already there: a thousand rows drawn a slice per frame still made frames of 300 ms
 * (measured with scripts/bench-fleet.mjs), while a page of a hundred stays within a frame.
 */
const PAGE_ROWS = 100;
/** Columns a first click sorts A to Z or smallest first (worst: errors first; headroom: least first); counts and readings sort largest first. */
const A_TO_Z = new Set<ColumnId>(['host', 'queueManager', 'version', 'haType', 'worst', 'headroom']);
/** How often the status line is rewritten while reading (a screen reader announces each rewrite). */
const STATUS_EVERY_MS = 500;

interface Sorting {
  column: ColumnId | undefined;
  direction: 'ascending' | 'descending';
}

export interface FleetPage {
  read(input: FleetInput): Promise<void>;
}

let started: FleetPage | undefined;

export function fleetPage(root: HTMLElement): FleetPage {
  started ??= startFleet(root);
  return started;
}

function startFleet(root: HTMLElement): FleetPage {
  const { status, controls, body, unread: unreadList, csv, table, pager, pagerText } = dataParts(root, 'fleet', ['status', 'controls', 'body', 'unread', 'csv', 'table', 'pager', 'pager-text']);
  const previous = part<HTMLButtonElement>(root, '[data-fleet-page="previous"]');
  const next = part<HTMLButtonElement>(root, '[data-fleet-page="next"]');
  const severity = part<HTMLSelectElement>(root, '[data-fleet-filter="severity"]');
  const version = part<HTMLSelectElement>(root, '[data-fleet-filter="version"]');
  const ha = part<HTMLSelectElement>(root, '[data-fleet-filter="ha"]');
  const platformSelect = part<HTMLSelectElement>(root, '[data-fleet-platform]');
  const sortButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-fleet-sort]')];
  const worker = checkWorker();

  let rows: FleetRow[] = [];
  let unread: UnreadFile[] = [];
  let sorting: Sorting = { column: undefined, direction: 'descending' };
  let csvUrl: string | undefined;
  /** Each reading's and each drawing's number: a newer one makes the older stop. */
  let ticket = 0;
  let drawing = 0;
  let shownPage = 0;

  const options = (select: HTMLSelectElement, label: string, values: readonly string[]) => {
    const kept = select.value;
    select.replaceChildren(new Option(label, ALL), ...values.map((v) => new Option(v, v)));
    select.value = values.includes(kept) ? kept : ALL;
  };

  const shown = () =>
    rows.filter((r) => (severity.value === ALL || r.worst === severity.value) && (version.value === ALL || (r.version ?? '(none read)') === version.value) && (ha.value === ALL || r.haType === ha.value));

  /** The rows the filters and the sort give, and the page of them on the table (the first after a new sort or filter). */
  async function draw(page = 0): Promise<void> {
    const mine = ++drawing;
    const list = sorting.column ? sortRows(shown(), sorting.column, sorting.direction) : shown();
    for (const b of sortButtons) b.closest('th')!.setAttribute('aria-sort', b.dataset.fleetSort === sorting.column ? sorting.direction : 'none');
    const pages = Math.max(1, Math.ceil(list.length / PAGE_ROWS));
    shownPage = Math.min(page, pages - 1);
    const from = shownPage * PAGE_ROWS;
    const to = Math.min(list.length, from + PAGE_ROWS);
    body.replaceChildren();
    table.hidden = rows.length === 0;
    table.dataset.shown = String(list.length);
    pager.hidden = pages === 1;
    pagerText.textContent = list.length ? `Rows ${num(from + 1)}–${num(to)} of ${num(list.length)}` : 'No queue manager matches the filters.';
    previous.disabled = shownPage === 0;
    next.disabled = shownPage === pages - 1;
    await appendInSlices(body, list.slice(from, to), renderRow, () => mine === drawing);
  }

  function offerCsv(): void {
    if (csvUrl) URL.revokeObjectURL(csvUrl);
    csvUrl = URL.createObjectURL(new Blob([fleetCsv(rows, unread)], { type: 'text/csv;charset=utf-8' }));
    (csv as HTMLAnchorElement).href = csvUrl;
    csv.hidden = false;
  }

  function summary(files: number): string {
    const count = (s: FleetRow['worst']) => rows.filter((r) => r.worst === s).length;
    return `Read ${num(files)} file${files === 1 ? '' : 's'}: ${num(rows.length)} queue manager${rows.length === 1 ? '' : 's'} (${count('error')} with an error at worst, ${count('warning')} a warning, ${count('info')} a note, ${count('ok')} ok)${unread.length ? `; ${unread.length} file${unread.length === 1 ? '' : 's'} not read (listed below)` : ''}.`;
  }

  async function read(input: FleetInput): Promise<void> {
    const mine = ++ticket;
    ++drawing;
    const platform = isPlatform(platformSelect.value) ? platformSelect.value : 'unix';
    root.dataset.fleetState = 'reading';
    rows = [];
    unread = [];
    body.replaceChildren();
    unreadList.replaceChildren();
    table.hidden = true;
    controls.hidden = true;
    csv.hidden = true;
    let files = 0;
    let said = 0;
    const collected: FleetRow[] = [];
    for await (const source of fleetSources(input)) {
      if (mine !== ticket) return;
      files++;
      if ('why' in source) unread.push({ file: source.name, why: source.why });
      else {
        const answer = await worker.ask({ kind: 'fleet-file', name: source.name, text: source.text, platform });
        if (mine !== ticket) return;
        if ('unread' in answer) unread.push(answer.unread);
        else collected.push(...answer.rows);
      }
      if (performance.now() - said > STATUS_EVERY_MS) {
        said = performance.now();
        status.textContent = `Reading in your browser: ${num(files)} file${files === 1 ? '' : 's'} so far, ${num(collected.length)} queue managers…`;
      }
    }
    rows = assembleFleet(collected);
    status.textContent = files ? summary(files) : 'No files were given.';
    options(version, 'Any version', [...new Set(rows.map((r) => r.version ?? '(none read)'))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    options(ha, 'Any HA type', [...new Set(rows.map((r) => r.haType))].sort());
    controls.hidden = rows.length === 0;
    unreadList.append(...unread.map(renderUnread));
    unreadList.hidden = unread.length === 0;
    offerCsv();
    await draw();
    if (mine === ticket) root.dataset.fleetState = 'done';
  }

  for (const b of sortButtons) {
    b.addEventListener('click', () => {
      const column = b.dataset.fleetSort as ColumnId;
      sorting = sorting.column === column ? { column, direction: sorting.direction === 'ascending' ? 'descending' : 'ascending' } : { column, direction: A_TO_Z.has(column) ? 'ascending' : 'descending' };
      void draw();
    });
  }
  for (const s of [severity, version, ha]) s.addEventListener('change', () => void draw());
  previous.addEventListener('click', () => void draw(shownPage - 1));
  next.addEventListener('click', () => void draw(shownPage + 1));
  root.dataset.fleetState = 'ready';
  return { read };
}

