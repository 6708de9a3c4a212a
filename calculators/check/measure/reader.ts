/**
 * The measurement formats as one of the checker's readers: it takes the lines of amqsrua, mqldt,
 * fio, DISPLAY QMSTATUS and dspmq output out of the configuration checker's "not read" list. Their
 * readings and findings are not returned here: the page shows them in the measurements panel and
 * the command line prints them from readMeasurements, so each reading is rendered once.
 */
import type { PasteLine, Reader, ReaderResult } from '../readers/reader.ts';
import { readMeasurementLines } from './index.ts';
import { sparseLines } from '../readers/sparse.ts';

export const measurementReader: Reader = {
  id: 'measurements',
  read(lines: readonly PasteLine[]): ReaderResult {
    // The lines keep their numbers: every other line is blank, so the readers report paste lines.
    const m = readMeasurementLines(sparseLines(lines));
    if (!m.recognised.length) return { claimed: [] };
    // A line the measurement readers left without a reason belongs to no format of theirs.
    const unexplained = new Set(m.unread.filter((u) => !u.why).map((u) => u.line));
    return {
      claimed: lines.filter((l) => !unexplained.has(l.n)).map((l) => l.n),
      unread: m.unread.filter((u) => u.why),
      contextReadings: m.readings,
      summary: `${m.recognised.join(', ')} (readings under “Measurements from your system”)`,
    };
  },
};
