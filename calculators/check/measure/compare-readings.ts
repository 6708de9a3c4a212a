/**
 * Two runs of measurements side by side (before and after a change): each reading both hold, with
 * its value in each and the change. The measurements panel's "what if" table and the comparison of
 * two gathers (calculators/check/compare/) both pair readings here, so they pair them alike.
 */
import type { Reading } from './types.ts';

export interface ReadingChange {
  name: string;
  origin: string;
  unit: Reading['unit'];
  before: number;
  after: number;
  /** (after − before) ÷ before × 100, or undefined when before is 0. */
  changePct: number | undefined;
}

/**
 * Pairs readings by name and origin; when a name has one reading in each run, pairs them even if
 * the origins differ (amqsrua against amqsrua on another queue manager name, mqldt at another block).
 */
export function compareReadings(before: readonly Omit<Reading, 'series'>[], after: readonly Omit<Reading, 'series'>[]): ReadingChange[] {
  const changes: ReadingChange[] = [];
  for (const b of before) {
    const sameName = after.filter((a) => a.name === b.name);
    const a = sameName.find((x) => x.origin === b.origin) ?? (sameName.length === 1 && before.filter((x) => x.name === b.name).length === 1 ? sameName[0] : undefined);
    if (!a) continue;
    changes.push({ name: b.name, origin: a.origin === b.origin ? b.origin : `${b.origin} → ${a.origin}`, unit: b.unit, before: b.value, after: a.value, changePct: b.value === 0 ? undefined : ((a.value - b.value) / b.value) * 100 });
  }
  return changes;
}
