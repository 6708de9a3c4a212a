import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../../calculators/lib/csv.ts';
import { DataError, DataErrors } from '../../../calculators/lib/data-errors.ts';
import { catalogueFileSchema, reportsFileSchema, type DatasetMeta, type Report } from './schema.ts';
import { validateDataset, rowMatches, type Row, type ValidatedRow } from './validate.ts';
import { readYaml } from './yaml-file.ts';
import { chartFileSchema, type ChartMeta } from './chart-schema.ts';
import { checkChartSpec, type FieldType } from './chart-fields.ts';

export interface Dataset {
  report: Report;
  meta: DatasetMeta;
  /** Path of the CSV relative to the project root, for messages and the download link. */
  file: string;
  /** The CSV exactly as stored, served as the download so it matches the page byte for byte. */
  csvText: string;
  rows: ValidatedRow[];
}

export interface Chart {
  report: Report;
  meta: ChartMeta;
  file: string;
}

export interface Catalogue {
  reports: Report[];
  datasets: Dataset[];
  charts: Chart[];
}

/**
 * Loads and validates every report, catalogue, CSV and chart spec under `<root>/data`.
 * Throws DataErrors listing every problem (file, line, column) so a broken file stops the build.
 */
export function loadCatalogue(root: string = process.cwd()): Catalogue {
  const dataDir = join(root, 'data');
  const errors: DataError[] = [];
  const collect = <T>(fn: () => T): T | undefined => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof DataErrors) errors.push(...e.errors);
      else if (e instanceof DataError) errors.push(e);
      else throw e;
      return undefined;
    }
  };

  const reportsFile = collect(() => readYaml(join(dataDir, 'reports.yaml'), 'data/reports.yaml', reportsFileSchema));
  const reports = reportsFile?.reports ?? [];
  const datasets: Dataset[] = [];
  const charts: Chart[] = [];
  const reportIds = new Set<string>();

  for (const report of reports) {
    if (reportIds.has(report.id)) errors.push(new DataError('data/reports.yaml', undefined, 'id', `duplicate report id "${report.id}"`));
    reportIds.add(report.id);
    const cataloguePath = join(dataDir, report.id, 'catalogue.yaml');
    if (!existsSync(cataloguePath)) {
      if (report.status === 'published') errors.push(new DataError(`data/${report.id}/catalogue.yaml`, undefined, undefined, 'a published report needs a catalogue'));
      continue;
    }
    const display = `data/${report.id}/catalogue.yaml`;
    const catalogue = collect(() => readYaml(cataloguePath, display, catalogueFileSchema));
    if (!catalogue) continue;
    if (catalogue.report !== report.id) errors.push(new DataError(display, 1, 'report', `says report "${catalogue.report}" but sits in data/${report.id}/`));

    const ids = new Map<string, number>();
    catalogue.datasets.forEach((meta, index) => {
      if (ids.has(meta.id)) {
        errors.push(new DataError(display, lineOfId(cataloguePath, meta.id, 2), 'id', `duplicate dataset id "${meta.id}" (also entry ${ids.get(meta.id)! + 1})`));
        return;
      }
      ids.set(meta.id, index);
      const file = `data/${report.id}/${meta.file ?? `${meta.id}.csv`}`;
      const abs = join(root, file);
      if (!existsSync(abs)) {
        errors.push(new DataError(display, lineOfId(cataloguePath, meta.id, 1), 'file', `dataset "${meta.id}" names ${file}, which does not exist`));
        return;
      }
      const csvText = readFileSync(abs, 'utf8');
      const parsed = collect(() => parseCsv(csvText, file));
      if (!parsed) return;
      const { rows, errors: rowErrors } = validateDataset(meta, parsed, file);
      errors.push(...rowErrors);
      datasets.push({ report, meta, file, csvText, rows });
    });

    const chartDir = join(dataDir, report.id, 'charts');
    if (existsSync(chartDir)) {
      for (const name of readdirSync(chartDir).filter((n) => n.endsWith('.json')).sort()) {
        const file = `data/${report.id}/charts/${name}`;
        const meta = collect(() => {
          let json: unknown;
          try {
            json = JSON.parse(readFileSync(join(chartDir, name), 'utf8'));
          } catch (e) {
            throw new DataError(file, undefined, undefined, `invalid JSON: ${(e as Error).message}`);
          }
          const parsed = chartFileSchema.safeParse(json);
          if (!parsed.success) throw new DataErrors(parsed.error.issues.map((i) => new DataError(file, undefined, i.path.join('.'), i.message)));
          return parsed.data;
        });
        if (!meta) continue;
        if (`${meta.id}.json` !== name) errors.push(new DataError(file, undefined, 'id', `chart id "${meta.id}" must match its file name`));
        for (const ref of meta.datasets) {
          if (!ids.has(ref)) errors.push(new DataError(file, undefined, 'datasets', `names dataset "${ref}", which is not in ${display}`));
        }
        const drawn = datasets.filter((d) => d.report.id === report.id && meta.datasets.includes(d.meta.id));
        if (drawn.length === meta.datasets.length) errors.push(...chartSpecErrors(file, meta, drawn));
        charts.push({ report, meta, file });
      }
    }
  }
  if (errors.length) throw new DataErrors(errors);
  return { reports, datasets, charts };
}

/** A chart spec checked against the columns of the datasets it draws (chart-fields.ts), as DataErrors naming the JSON path. */
function chartSpecErrors(file: string, meta: ChartMeta, drawn: Dataset[]): DataError[] {
  const fields = new Map<string, FieldType>([['dataset', 'string']]);
  for (const d of drawn) {
    for (const col of d.meta.columns) {
      const type: FieldType = col.type === 'string' ? 'string' : 'number';
      fields.set(col.name, fields.has(col.name) && fields.get(col.name) !== type ? 'unknown' : type);
    }
  }
  const values = (field: string) =>
    field === 'dataset' ? drawn.map((d) => d.meta.id) : drawn.flatMap((d) => (d.meta.columns.some((c) => c.name === field) ? d.rows.map((r) => r.values[field] ?? null) : []));
  return checkChartSpec(meta.spec, fields, values).map((p) => new DataError(file, undefined, undefined, `${p.path}: ${p.message}`));
}

/** Line of the n-th `id: <id>` in a catalogue, so a duplicate id is reported where it sits. */
function lineOfId(path: string, id: string, occurrence: number): number | undefined {
  let seen = 0;
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (new RegExp(`^\\s*-?\\s*id:\\s*['"]?${id}['"]?\\s*$`).test(lines[i]!) && ++seen === occurrence) return i + 1;
  }
  return undefined;
}

let cached: Catalogue | undefined;
/** The project's catalogue, loaded once per process (pages and components share it at build). */
export function catalogue(): Catalogue {
  cached ??= loadCatalogue();
  return cached;
}

export function findReport(id: string): Report {
  const report = catalogue().reports.find((r) => r.id === id);
  if (!report) throw new Error(`Unknown report "${id}"`);
  return report;
}

/** A dataset by "report-id/dataset-id". */
export function findDataset(ref: string): Dataset {
  const [reportId, datasetId] = ref.split('/');
  const ds = catalogue().datasets.find((d) => d.report.id === reportId && d.meta.id === datasetId);
  if (!ds) throw new Error(`Unknown dataset "${ref}" (expected "report-id/dataset-id")`);
  return ds;
}

export function findChart(ref: string): Chart {
  const [reportId, chartId] = ref.split('/');
  const chart = catalogue().charts.find((c) => c.report.id === reportId && c.meta.id === chartId);
  if (!chart) throw new Error(`Unknown chart "${ref}" (expected "report-id/chart-id")`);
  return chart;
}

/** The one row of a dataset matching `where`; a page that cites a missing or ambiguous row fails the build. */
export function findRow(ds: Dataset, where: Record<string, string | number>): ValidatedRow {
  const matches = ds.rows.filter((r) => rowMatches(r.values, where));
  if (matches.length !== 1) {
    throw new Error(`${ds.file}: ${JSON.stringify(where)} matches ${matches.length} rows (a citation must match exactly one)`);
  }
  return matches[0]!;
}

export function cellOf(ds: Dataset, where: Record<string, string | number>, column: string): { row: ValidatedRow; value: Row[string] } {
  if (!ds.meta.columns.some((c) => c.name === column)) throw new Error(`${ds.file}: no column "${column}"`);
  const row = findRow(ds, where);
  return { row, value: row.values[column] ?? null };
}
