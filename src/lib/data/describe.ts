import type { Correction, DatasetMeta } from './schema.ts';
import type { Dataset } from './catalogue.ts';
import { formatStored } from '../../../calculators/format.ts';
import { UNITS, isUnit } from '../../../calculators/lib/units.ts';
import { hiddenSearchText, searchText } from './dataset-search.ts';

/** "Table 9" for numbered tables, otherwise the dataset's title: how a reader finds it in the PDF. */
export function sourceLabel(meta: DatasetMeta): string {
  if (meta.kind === 'table') return `Table ${meta.table}`;
  if (meta.kind === 'derived') return `${meta.title} (derived)`;
  return meta.title;
}

/**
 * The dataset's name as a reader of the report would recognise it: "Table 10 — Peak rates for …"
 * for numbered tables, the title for unnumbered ones, marked for our own derived datasets.
 */
export function printedTitle(meta: DatasetMeta): string {
  if (meta.kind === 'table') return `Table ${meta.table} — ${meta.title}`;
  if (meta.kind === 'derived') return `${meta.title} (derived)`;
  return meta.title;
}

/** What the /data/ filter matches a dataset on: printed title, summary, columns and their units. */
function searchable(d: Dataset) {
  return {
    title: printedTitle(d.meta),
    summary: d.meta.summary,
    columns: d.meta.columns,
    unitWords: (u: string) => (isUnit(u) ? [UNITS[u].label, UNITS[u].symbol] : []),
  };
}

/** Everything the /data/ filter matches a dataset on. */
export function datasetSearchText(d: Dataset): string {
  return searchText(searchable(d));
}

/** What the /data/ list item carries for the filter beyond its own text (see hiddenSearchText). */
export function datasetHiddenSearchText(d: Dataset): string {
  return hiddenSearchText(searchable(d));
}

/** A report's datasets in the order they appear in the report (by first source line). */
export function inReportOrder<T extends { meta: DatasetMeta }>(datasets: readonly T[]): T[] {
  return [...datasets].sort((a, b) => a.meta.lines[0] - b.meta.lines[0] || a.meta.lines[1] - b.meta.lines[1]);
}

export const KIND_LABEL: Record<DatasetMeta['kind'], string> = {
  table: 'Numbered table',
  unnumbered: 'Unnumbered table',
  derived: 'Derived (our computation, not report data)',
};

/**
 * Where a correction comes from, as cited beside it: the report line (the numbering the whole site
 * uses) and, when the original PDF's text settles it, that line too. Empty when neither is known.
 */
export function correctionSources(c: Correction): string {
  const parts = [c.line && `line ${c.line}`, c.confirmedBy && `original PDF text, line ${c.confirmedBy.line}`];
  return parts.filter(Boolean).join('; ');
}

/** A corrected value as its table shows it: digits grouped for numeric columns, text as stored. */
export function correctedText(meta: DatasetMeta, c: Correction): string {
  const col = meta.columns.find((x) => x.name === c.column);
  return col && col.type !== 'string' ? formatStored(c.corrected, col.unit) : c.corrected;
}
