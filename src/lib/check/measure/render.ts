/**
 * The measurement results on the page: what was recognised, the readings table (each value with
 * its human unit, and data-reading / data-value / data-peak / data-p95 in base units), a small chart
 * per series, the findings in the checker's markup (data-finding, data-severity, data-rule), links
 * into the calculators, and the lines not read. Text only (textContent), never markup from a paste.
 */
import { readableValue, num } from '../../../../calculators/format.ts';
import type { Finding } from '../../../../calculators/check/measure/types.ts';
import { showChart } from '../../charts/live.ts';
import { estimatedStyle } from '../../site/drawn-when-near.ts';
import { withBase } from '../../paths.ts';
import { el, nextFrame } from './dom.ts';
import { labelOf } from './labels.ts';
import { findingGroups, findingItem, renderGroups } from '../render-groups.ts';
import { slicedFilling, type Filling } from '../slices.ts';
import { factsLine } from './facts-line.ts';
import type { MeasureResult, PageReading } from './protocol.ts';

/** Lines listed as not read, at most; the rest are counted. */

function readingRow(r: PageReading, withQueueManager: boolean): HTMLTableRowElement {
  const tr = el('tr');
  tr.dataset.reading = r.name;
  tr.dataset.value = String(r.value);
  tr.dataset.origin = r.origin;
  tr.dataset.unit = r.unit;
  if (r.queueManager) tr.dataset.queueManager = r.queueManager; // as the configuration panel's rows say theirs
  if (r.instance) tr.dataset.instance = r.instance; // the Native HA instance of an exporter's per-instance metric
  if (r.peak !== undefined) tr.dataset.peak = String(r.peak);
  if (r.p95 !== undefined) tr.dataset.p95 = String(r.p95);
  const name = el('th', labelOf(r.name));
  name.scope = 'row';
  name.append(el('span', ` ${r.name}`, 'measure-name'));
  const several = r.intervals !== undefined;
  // data-label names each cell where a phone shows the row as a card (Measurements.astro's CSS).
  const td = (label: string, text: string) => {
    const c = el('td', text);
    c.dataset.label = label;
    return c;
  };
  tr.append(
    ...(withQueueManager ? [td('Queue manager', r.queueManager ?? '')] : []),
    name,
    td('Value', `${readableValue(r.value, r.unit)}${several ? ' (mean)' : ''}`),
    td('Peak', r.peak === undefined ? '' : readableValue(r.peak, r.unit)),
    td('95th percentile', r.p95 === undefined ? '' : readableValue(r.p95, r.unit)),
    td('From', `${r.origin}${several ? `, ${r.intervals} intervals` : ''}; line ${r.lines[0]}${r.lines.length > 1 ? `–${r.lines[r.lines.length - 1]}` : ''}`),
  );
  return tr;
}

/**
 * The readings table, its rows added by `fill` a slice per task (slices.ts's Filling, as the
 * configuration panel's tables). A queue manager column when the readings name more than one.
 */
export function readingsTable(readings: readonly PageReading[]): Filling {
  const withQueueManager = new Set(readings.map((r) => r.queueManager).filter(Boolean)).size > 1;
  const table = el('table', undefined, 'measure-readings');
  table.tabIndex = 0; // it scrolls sideways on a phone: keyboard users must reach it too
  const caption = el('caption', 'Values read, in the units shown; each row holds the exact value in base units (seconds, bytes, bytes per second, percent, count).');
  const head = el('tr');
  for (const h of [...(withQueueManager ? ['Queue manager'] : []), 'Reading', 'Value', 'Peak', '95th percentile', 'From']) head.append(Object.assign(el('th', h), { scope: 'col' }));
  const body = el('tbody');
  const thead = el('thead');
  thead.append(head);
  table.append(caption, thead, body);
  return slicedFilling(table, body, readings, (r) => readingRow(r, withQueueManager));
}

/** A measurement finding, drawn as the configuration panel draws its findings (one renderer), numbered by the file's lines. */
export const renderMeasureFinding = (f: Finding): HTMLLIElement => findingItem(f, 'line');

function linksList(result: MeasureResult): HTMLElement | undefined {
  if (!result.links.length) return undefined;
  const ul = el('ul', undefined, 'measure-links');
  for (const l of result.links) {
    const li = el('li');
    const a = el('a', l.label);
    a.href = withBase(l.href);
    a.dataset.calculatorLink = l.calculator;
    li.append(a, l.filled.length ? el('span', ` (filled in: ${l.filled.join('; ')})`, 'measure-filled') : '');
    ul.append(li);
  }
  return ul;
}

function unreadList(result: MeasureResult): HTMLElement | undefined {
  const count = result.unreadCount;
  if (!count) return undefined;
  const details = el('details', undefined, 'measure-unread');
  details.append(el('summary', `${num(count)} line${count === 1 ? ' was' : 's were'} not read`));
  const ol = el('ol');
  for (const u of result.unread) {
    const li = el('li');
    li.dataset.unreadLine = String(u.line);
    li.append(el('code', `${u.line}: ${u.text}`), u.why ? el('span', ` — ${u.why}`) : '');
    ol.append(li);
  }
  details.append(ol);
  if (count > result.unread.length) details.append(el('p', `… and ${num(count - result.unread.length)} more.`));
  return details;
}

/** More than this many rows (a gather of fifty queue managers' readings) come folded: laying them all out at once would hold the page. */
const FOLD_OVER = 100;

/**
 * `part` with its `count` items: filled at once, or, past FOLD_OVER, inside a closed disclosure that
 * says how many and is filled when first opened (a closed one costs the page nothing to lay out).
 */
function folded(part: Filling, count: number, what: string, wanted: () => boolean): HTMLElement {
  if (count <= FOLD_OVER) {
    void part.fill(wanted);
    return part.element;
  }
  const details = el('details', undefined, 'measure-folded');
  details.append(el('summary', `${num(count)} ${what}: show them`), part.element);
  details.addEventListener('toggle', () => void part.fill(wanted), { once: true });
  return details;
}

/** A reading's chart with its caption before it is first drawn: a phone's height, as measured (26 rem at 1366 px). */
const CHART_HEIGHT = '20rem';

/** Draws the results into `box`: the table at once, then one chart per frame so the page stays responsive. */
export async function renderResult(box: HTMLElement, result: MeasureResult): Promise<void> {
  box.replaceChildren();
  const summary = el('p', `Recognised ${result.recognised.join(', ') || 'nothing this page reads'}: ${result.readings.length} reading${result.readings.length === 1 ? '' : 's'} from ${num(result.lineCount)} lines.`, 'measure-summary');
  box.append(summary);
  const facts = factsLine(result.facts);
  if (facts) box.append(el('p', facts, 'measure-facts'));
  const wanted = () => box.isConnected && box.contains(summary); // a newer result replaced this one
  if (result.readings.length) box.append(folded(readingsTable(result.readings), result.readings.length, 'readings', wanted));
  const links = linksList(result);
  if (links) box.append(el('h3', 'Open in a calculator'), links);
  if (result.findings.length) {
    // A frame apart from the links above: a gather's links (three elements each) and its fifty groups
    // laid out together made a 50 ms frame while /check/ opened it (issue 43, item 7).
    if (links) {
      await nextFrame();
      if (!wanted()) return;
    }
    const ol = el('ol', undefined, 'check-findings measure-findings');
    ol.setAttribute('aria-label', 'Findings from the measurements');
    box.append(el('h3', 'What the measurements mean'));
    // Several queue managers' findings come as the configuration panel's do: a group each, worst first.
    const groups = findingGroups(result.findings);
    if (groups) {
      box.append(ol);
      await renderGroups(ol, groups, wanted, renderMeasureFinding);
    } else box.append(folded(slicedFilling(ol, ol, result.findings, renderMeasureFinding), result.findings.length, 'findings', wanted));
  }
  const unread = unreadList(result);
  if (unread) {
    // A frame apart from the groups above, for the same reason.
    await nextFrame();
    if (!wanted()) return;
    box.append(unread);
  }
  const charted = result.readings.filter((r) => r.chart);
  if (!charted.length) return;
  const charts = el('div', undefined, 'measure-charts');
  box.append(el('h3', 'Over time'));
  // A gather of fifty queue managers' amqsrua has 500 charts (27,000 SVG elements): past FOLD_OVER
  // they come folded, drawn when opened, as the readings do; every later change to the page (a
  // group opened, a Capacity block drawn) made the browser pre-paint them all again.
  if (charted.length <= FOLD_OVER) {
    box.append(charts);
    await drawCharts(box, charts, charted);
    return;
  }
  const details = el('details', undefined, 'measure-charts-folded');
  details.append(el('summary', `${num(charted.length)} charts: show them`), charts);
  box.append(details);
  details.addEventListener('toggle', () => void drawCharts(box, charts, charted), { once: true });
}

/** One chart per frame into `charts`, each drawn when near the screen; stops when a newer result replaced this one. */
async function drawCharts(box: HTMLElement, charts: HTMLElement, charted: readonly PageReading[]): Promise<void> {
  for (const r of charted) {
    await nextFrame();
    if (!box.contains(charts)) return; // a newer result replaced this one
    const spec = r.chart!;
    // Drawn when near the screen, so a long column of charts costs only the ones in view.
    const figure = el('figure', undefined, 'measure-chart drawn-when-near');
    figure.setAttribute('style', estimatedStyle(CHART_HEIGHT));
    figure.dataset.chartFor = r.name;
    const plot = el('div', undefined, 'measure-plot');
    figure.append(plot, el('figcaption', `${labelOf(r.name)}, ${r.origin}: mean ${readableValue(r.value, r.unit)}, peak ${readableValue(r.peak!, r.unit)}, 95th percentile ${readableValue(r.p95!, r.unit)}.${spec.note ? ` ${spec.note}` : ''}`));
    charts.append(figure);
    showChart(plot, spec);
  }
}
