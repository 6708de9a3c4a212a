/**
 * What the measurements panel shows of a text: the measurement readers' result with the calculator
 * links and each reading's chart. The lines listed as not read are those no reader of the page took:
 * when the configuration box checked the same text, the check's account of them (one request answers
 * both panels, and every reader runs once); for the panel's own text, the configuration readers are
 * offered only the few lines the measurement readers left.
 */
import { calculatorLinksEach, readMeasurements, type Measurements } from '../../../../calculators/check/measure/index.ts';
import { notReadByEither, readByConfiguration, type CheckResult } from '../../../../calculators/check/index.ts';
import { UNREAD_SHOWN, UNREAD_TEXT_CHARS, type MeasureResult, type PageReading } from './protocol.ts';
import { seriesChart } from './series-chart.ts';

/** The panel's result from what was read; `readMs` is what reading took, for the status line (the charts and links are added to it). */
function forPage(m: Measurements, notRead: Measurements['unread'], readMs: number): MeasureResult {
  const started = performance.now();
  const readings = m.readings.map(({ series, ...r }): PageReading => {
    const chart = series ? seriesChart({ ...r, series }) : undefined;
    return { ...r, ...(series ? { intervals: series.length } : {}), ...(chart ? { chart } : {}) };
  });
  const unread = notRead.slice(0, UNREAD_SHOWN).map((u) => (u.text.length > UNREAD_TEXT_CHARS ? { ...u, text: u.text.slice(0, UNREAD_TEXT_CHARS) } : u));
  return { ...m, readings, unread, unreadCount: notRead.length, links: calculatorLinksEach(m.readings, m.facts), tookMs: readMs + performance.now() - started };
}

/** The measurement readers' leftovers less what the configuration readers take of them (offered those lines alone). */
function notReadByConfiguration(unread: Measurements['unread']): Measurements['unread'] {
  const taken = unread.length ? readByConfiguration(unread) : undefined;
  return taken?.size ? unread.filter((u) => !taken.has(u.line)) : unread;
}

/** The measurements panel's own text. */
export function readWithLinks(text: string): MeasureResult {
  const started = performance.now();
  const m = readMeasurements(text);
  const notRead = notReadByConfiguration(m.unread);
  return forPage(m, notRead, performance.now() - started);
}

/**
 * A text the configuration box checked with these measurements as one of its readers: the check says
 * what it read. A check that read nothing (control characters in the text, say) says nothing, so then
 * as for the panel's own text.
 */
export function checkedWithLinks(m: Measurements, checked: CheckResult, readMs: number): MeasureResult {
  return forPage(m, checked.ok ? notReadByEither(m.unread, checked) : notReadByConfiguration(m.unread), readMs);
}
