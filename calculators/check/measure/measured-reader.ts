/**
 * The measurement formats as one of the configuration checker's readers, given what
 * readMeasurements already read from the whole text: it takes the lines of amqsrua, mqldt, fio,
 * DISPLAY QMSTATUS, dspmq, ping and Prometheus output out of the checker's "not read" list and
 * hands the readings to the rules (DISPLAY QMSTATUS's log sizes), without reading them a second
 * time. The readings themselves are shown by the measurements panel and printed from the same
 * Measurements by the command line, so each is rendered once.
 */
import type { PasteLine, Reader, ReaderResult } from '../readers/reader.ts';
import type { Measurements } from './index.ts';

export function measuredReader(m: Measurements): Reader {
  return {
    id: 'measurements',
    read(lines: readonly PasteLine[]): ReaderResult {
      if (!m.recognised.length) return { claimed: [] };
      // A line the measurement readers left without a reason belongs to no format of theirs.
      // A byte a line rather than a Set: a gather leaves 200,000 lines to the configuration readers.
      let top = m.lineCount;
      for (const u of m.unread) if (u.line > top) top = u.line;
      const unexplained = new Uint8Array(top + 2);
      const why = new Map<number, (typeof m.unread)[number]>();
      for (const u of m.unread) {
        if (u.why) why.set(u.line, u);
        else unexplained[u.line] = 1;
      }
      const claimed: number[] = [];
      const unread: NonNullable<ReaderResult['unread']> = [];
      for (const l of lines) {
        if (unexplained[l.n] === 1) continue;
        claimed.push(l.n);
        const u = why.get(l.n);
        if (u) unread.push(u);
      }
      return { claimed, unread, contextReadings: m.readings, summary: `${m.recognised.join(', ')} (readings under “Measurements from your system”)` };
    },
  };
}
