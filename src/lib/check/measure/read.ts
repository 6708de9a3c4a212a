/** The one function both the worker and the in-page fallback run: read, then build the calculator links. */
import { calculatorLinks, readMeasurements } from '../../../../calculators/check/measure/index.ts';
import { readByConfiguration } from '../../../../calculators/check/index.ts';
import { UNREAD_SHOWN, UNREAD_TEXT_CHARS, type MeasureResult, type PageReading } from './protocol.ts';
import { seriesChart } from './series-chart.ts';

export function readWithLinks(text: string): MeasureResult {
  const started = performance.now();
  const m = readMeasurements(text);
  // One account of the paste: a line the configuration checker reads is not "not read" here.
  const taken = m.unread.length ? readByConfiguration(m.unread) : undefined;
  if (taken?.size) m.unread = m.unread.filter((u) => !taken.has(u.line));
  const readings = m.readings.map(({ series, ...r }): PageReading => {
    const chart = series ? seriesChart({ ...r, series }) : undefined;
    return { ...r, ...(series ? { intervals: series.length } : {}), ...(chart ? { chart } : {}) };
  });
  const unread = m.unread.slice(0, UNREAD_SHOWN).map((u) => (u.text.length > UNREAD_TEXT_CHARS ? { ...u, text: u.text.slice(0, UNREAD_TEXT_CHARS) } : u));
  return { ...m, readings, unread, unreadCount: m.unread.length, links: calculatorLinks(m.readings, m.facts), tookMs: performance.now() - started };
}
