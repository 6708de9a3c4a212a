import { escapeHtml } from '../escape-html.ts';
import { formatNumber, shortNumber } from '../../../calculators/format.ts';
import { sizeText } from '../../../calculators/lib/broker/sizes.ts';
import { rowLabel } from './flow-chart.ts';
import type { ViewRow } from '../../../calculators/lib/broker/view.ts';

// Every rate, %CPU and CPU ms/msg in these tables is printed with one decimal, so they are shown that way.

/**
 * The explorer table's rows as HTML, shared by the build (the default view, readable without
 * JavaScript) and the browser (the filtered, sorted view), so both look the same. The "Size it"
 * buttons are in both, shown only where a script can answer them (.needs-script), so the page
 * script has nothing to redraw when a reader arrives on the default view.
 */

// The cost used comes right after the size, so on a phone it is in view beside the flow's name.
export const COLUMNS = [
  'Flow (transport · persistence)',
  'Msg size',
  'CPU ms/msg used',
  'Msgs/s',
  '% CPU',
  'CPU ms/msg in the report',
  'Source',
] as const;

const dash = '<span aria-label="not applicable">—</span>';

function costCell(r: ViewRow): string {
  const value = shortNumber(r.costMs);
  if (r.costFrom === 'printed') return value;
  const note =
    r.costFrom === 'formula'
      ? `From the report's formula on the printed ${formatNumber(r.messagesPerS, 1)} msgs/s and ${formatNumber(r.cpuPct ?? 0, 1)}% CPU (8 cores), more precise than the printed one-decimal value; derived`
      : `Estimated by interpolating between the measured ${r.sources.map((s) => s.size).join(' and ')} points; derived`;
  return `${value}<abbr class="fce-derived" title="${escapeHtml(note)}">${r.costFrom === 'formula' ? 'calc' : 'est.'}</abbr>`;
}

function printedMsCell(r: ViewRow): string {
  if (r.printedMs === null) return dash;
  const value = formatNumber(r.printedMs, 1);
  if (r.msPrintedAs === undefined) return value;
  const note = `Corrected: the report printed ${r.msPrintedAs}, which its own formula cannot give from the printed rate and %CPU (see the report's errata)`;
  return `${value}<abbr class="fce-derived" title="${escapeHtml(note)}">corr.</abbr><span class="visually-hidden"> (printed ${escapeHtml(r.msPrintedAs)})</span>`;
}

function sourceCell(r: ViewRow): string {
  return r.sources
    .map((s) => {
      const where = `${escapeHtml(s.title)}, ${escapeHtml(sizeText(s.size))}`;
      return `<a href="${escapeHtml(s.href)}" title="${where}, report line ${s.reportLine}">line ${s.reportLine}<span class="visually-hidden">: ${where}</span></a>`;
    })
    .join(', ');
}

export function rowsHtml(rows: ViewRow[], opts: { interactive: boolean; picked?: string | null }): string {
  return rows
    .map((r) => {
      const picked = opts.picked === r.key;
      const estimated = r.costFrom === 'interpolated';
      const cells = [
        `<th scope="row">${escapeHtml(r.flow)}<span class="fce-meta">${escapeHtml(r.transport)} · ${r.persistence}</span></th>`,
        `<td class="num">${escapeHtml(sizeText(r.size))}${estimated ? ' <abbr class="fce-derived" title="Not a measured size: values interpolated between the measured sizes either side; derived">est.</abbr>' : ''}</td>`,
        `<td class="num">${costCell(r)}</td>`,
        `<td class="num">${estimated ? shortNumber(r.messagesPerS) : formatNumber(r.messagesPerS, 1)}</td>`,
        `<td class="num">${r.cpuPct === null ? dash : formatNumber(r.cpuPct, 1)}</td>`,
        `<td class="num">${printedMsCell(r)}</td>`,
        `<td>${sourceCell(r)}</td>`,
      ];
      if (opts.interactive) {
        cells.push(
          `<td class="needs-script"><button type="button" class="fce-pick" data-pick="${escapeHtml(r.key)}" aria-pressed="${picked}" aria-label="Size it: ${escapeHtml(rowLabel(r))}">Size it</button></td>`,
        );
      }
      return `<tr data-key="${escapeHtml(r.key)}" data-category="${escapeHtml(r.category)}"${picked ? ' class="fce-picked"' : ''}>${cells.join('')}</tr>`;
    })
    .join('');
}
