/**
 * Every internal link goes through here, so the site works under any base path
 * (a sub-folder, or a downloaded bundle) without a broken link.
 */
export function withBase(path: string, base: string = import.meta.env.BASE_URL): string {
  if (/^[a-z]+:|^#|^\/\//i.test(path)) return path;
  const root = base.endsWith('/') ? base : `${base}/`;
  return root + path.replace(/^\/+/, '');
}

export const reportPath = (reportId: string) => withBase(`/reports/${reportId}/`);
export const datasetPath = (reportId: string, datasetId: string) => withBase(`/data/${reportId}/${datasetId}/`);
export const csvPath = (reportId: string, datasetId: string) => withBase(`/data/${reportId}/${datasetId}.csv`);
/** Anchor of one row on its dataset page: the CSV line it came from, which never changes with sorting. */
export const rowAnchor = (line: number) => `line-${line}`;
/** Anchor of one cell: its row's anchor and the column name (an identifier, so always a valid id). */
export const cellAnchor = (line: number, column: string) => `${rowAnchor(line)}-${column}`;
