/**
 * A report line range as a Source, the one way calculators and rules cite a report: the report's
 * id, the 1-based lines of ../shared/reports/<id>.txt (or ../shared/modern/<id>.txt) and what
 * those lines say.
 */
import type { Source } from '../types.ts';

export type LineRange = [number, number];

export function reportSource(report: string, lines: LineRange, what: string): Source {
  return { kind: 'report', report, lines, what };
}

/** For a module that cites one report throughout: `const source = citing('mq-zos-v71')`. */
export function citing(report: string): (lines: LineRange, what: string) => Source {
  return (lines, what) => reportSource(report, lines, what);
}
