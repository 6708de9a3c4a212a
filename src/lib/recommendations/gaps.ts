/**
 * Where the collection has no newer IBM measurement than an original report (issue 26 item 5): the
 * report pages, their guides and /recommendations/ say so plainly, with the date of the newest source.
 * Dates come from reports.yaml, so a newer report added there moves "the newest source" by itself.
 */
import type { Report } from '../data/schema.ts';

export interface MeasurementGap {
  /** The original report that is still the newest measurement of its subject. */
  reportId: string;
  /** What nothing newer measures, as a reader would name it. */
  subject: string;
}

export const MEASUREMENT_GAPS: readonly MeasurementGap[] = [
  { reportId: 'wmb-v8-aix', subject: 'WebSphere Message Broker or its successors, IBM Integration Bus and IBM App Connect Enterprise' },
  { reportId: 'mq-hpux-v53', subject: 'MQ on HP-UX' },
];

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A sortable month number (year × 12 + month) from "November 2023", "2023" or "c. 2002"; undefined when undated. */
export function publishedMonth(published: string): number | undefined {
  const year = /\b(19|20)\d{2}\b/.exec(published);
  if (!year) return undefined;
  const month = MONTHS.findIndex((m) => published.toLowerCase().includes(m));
  return Number(year[0]) * 12 + Math.max(month, 0);
}

/** The most recently dated report of the collection (undated notes are skipped). */
export function newestSource(reports: readonly Report[]): Report {
  const dated = reports.filter((r) => publishedMonth(r.published) !== undefined);
  if (dated.length === 0) throw new Error('no report in reports.yaml has a publication date');
  return dated.reduce((a, b) => (publishedMonth(b.published)! > publishedMonth(a.published)! ? b : a));
}

/** The gap recorded for a report, if any (own-property lookup on a fixed list, never on input). */
export function gapOf(reportId: string): MeasurementGap | undefined {
  return MEASUREMENT_GAPS.find((g) => g.reportId === reportId);
}
