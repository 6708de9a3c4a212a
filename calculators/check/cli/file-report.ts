/**
 * One file as mqcheck reports it, whatever the output format: what was recognised, the values and
 * measurements read, the lines not read, and the findings, or the problem that kept it from being
 * checked. The text, JSON and SARIF writers all start from this, so they cannot disagree.
 */
import type { Finding, ReadValue, Reading, UnreadLine } from '../index.ts';
import { checkText } from '../check-text.ts';
import { valuesOn } from '../index.ts';
import type { Platform } from '../../rulebook/context.ts';
import { inputName, readInput } from './input.ts';
import type { CapacityAnswer } from '../capacity-each.ts';

export interface FileReport {
  /** As given on the command line ("-" for standard input). */
  file: string;
  recognised: string[];
  /** Made on first access from the checker's result (a gather holds hundreds of thousands); valueCount counts them. */
  values: ReadValue[];
  valueCount: number;
  /** The values read on these lines, in the order of `values`, without making the rest (check/index.ts). */
  valuesOn?(lines: ReadonlySet<number>): ReadValue[];
  readings: Reading[];
  notRead: UnreadLine[];
  findings: Finding[];
  /** Each measured queue manager's capacity, or why none is given; empty when nothing measured one. */
  capacity: CapacityAnswer[];
  /** Why the file was not checked (unreadable, empty, binary, nothing recognised); absent when it was. */
  problem?: string;
}

const unchecked = (file: string, problem: string): FileReport => ({ file, recognised: [], values: [], valueCount: 0, readings: [], notRead: [], findings: [], capacity: [], problem });

/** Checks one file's text (check-text.ts: measurements read once, configuration checked beside them). */
export function checkFileText(file: string, text: string, platform: Platform): FileReport {
  const read = checkText(text, { platform });
  const { measurements: m, config: r, problem } = read;
  if (problem !== undefined) return unchecked(file, `${inputName(file)}: ${problem}`);
  return {
    file,
    // A paste of measurements alone is named by the measurement readers, not by the configuration pass that held them.
    recognised: r && (r.valueCount || r.readings.length) ? r.recognised : m.recognised,
    get values() {
      return r?.values ?? [];
    },
    valuesOn: (lines) => (r ? valuesOn(r, lines) : []),
    valueCount: r?.valueCount ?? 0,
    readings: m.readings,
    notRead: r ? r.unread : m.unread,
    findings: [...(r?.findings ?? []), ...m.findings],
    // Answered only for the outputs that print it (not --json's array of findings).
    get capacity() {
      return read.capacity;
    },
  };
}

/** Reads and checks one file; `readFile` throws as Node's does (ENOENT, EISDIR…). */
export function checkFile(file: string, readFile: (path: string) => Uint8Array, platform: Platform): FileReport {
  const input = readInput(file, readFile);
  return input.ok ? checkFileText(file, input.text, platform) : unchecked(file, input.problem);
}
