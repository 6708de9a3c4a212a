/**
 * Every report's tuning recommendations as one list, each row checked against the shared schema
 * (a row that breaks it stops the build, naming the CSV file and line).
 */
import type { Catalogue, Dataset } from '../data/catalogue.ts';
import type { Report } from '../data/schema.ts';
import { recommendationRowSchema, type RecommendationRow } from './schema.ts';
import { platformOf } from './platforms.ts';

export interface Recommendation extends RecommendationRow {
  report: Report;
  platform: string;
  dataset: Dataset;
  /** Line of the CSV file, for the link to the row on its dataset page. */
  csvLine: number;
}

export const RECOMMENDATIONS_DATASET = 'tuning-recommendations';

export function loadRecommendations(cat: Catalogue): Recommendation[] {
  const out: Recommendation[] = [];
  const problems: string[] = [];
  for (const dataset of cat.datasets.filter((d) => d.meta.id === RECOMMENDATIONS_DATASET)) {
    for (const row of dataset.rows) {
      const parsed = recommendationRowSchema.safeParse(row.values);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push(`${dataset.file} line ${row.line}, ${issue.path.join('.') || 'row'}: ${issue.message}`);
        continue;
      }
      const source = parsed.data.verdict_report;
      if (source && !cat.reports.some((r) => r.id === source && r.status === 'published' && r.sourceDir === 'modern')) {
        problems.push(`${dataset.file} line ${row.line}, verdict_report: "${source}" is not a published newer report of data/reports.yaml`);
        continue;
      }
      out.push({ ...parsed.data, report: dataset.report, platform: platformOf(dataset.report.id), dataset, csvLine: row.line });
    }
  }
  if (problems.length) throw new Error(`Invalid tuning recommendations:\n${problems.join('\n')}`);
  return out;
}
