import type { Correction, DatasetMeta } from './schema.ts';
import { formatStored } from '../format.ts';

/** "Table 9" for numbered tables, otherwise the dataset's title: how a reader finds it in the PDF. */
export function sourceLabel(meta: DatasetMeta): string {
  if (meta.kind === 'table') return `Table ${meta.table}`;
  if (meta.kind === 'derived') return `${meta.title} (derived)`;
  return meta.title;
}

export const KIND_LABEL: Record<DatasetMeta['kind'], string> = {
  table: 'Numbered table',
  unnumbered: 'Unnumbered table',
  derived: 'Derived (our computation, not report data)',
};

/** A corrected value as its table shows it: digits grouped for numeric columns, text as stored. */
export function correctedText(meta: DatasetMeta, c: Correction): string {
  const col = meta.columns.find((x) => x.name === c.column);
  return col && col.type !== 'string' ? formatStored(c.corrected, col.unit) : c.corrected;
}
