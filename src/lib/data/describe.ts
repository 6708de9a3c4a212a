import type { DatasetMeta } from './schema.ts';

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
