/**
 * The lines runmqsc prints around its replies: the copyright banner, "Starting MQSC for queue
 * manager QM1.", each command echoed with its number ("     1 : DISPLAY QMGR ALL", and "       : "
 * for its continuation lines), the summary ("One MQSC command read.", "No commands have a syntax
 * error." …) and the AMQnnnn messages themselves. One function tells them apart, so the reply
 * reader's loop stays a small state machine. Patterns allow leading white space: transcripts are
 * often pasted from a web page or a reStructuredText block with every line indented alike.
 */
import { MQ_NAME } from '../../rulebook/mq-name.ts';

export type RunmqscLine =
  | { kind: 'banner' }
  | { kind: 'starting'; queueManager: string }
  | { kind: 'echo'; number: number; command: string }
  | { kind: 'echo-continued'; command: string }
  | { kind: 'summary'; syntaxErrors: number }
  | { kind: 'end' }
  | { kind: 'message'; id: string; severity: string; text: string };

/** "5724-H72 (C) Copyright IBM Corp. 1994, 2025." (any product number is accepted, as with the year). */
const BANNER = /^\s*\d{4}-[A-Z0-9]{3} \(C\) Copyright IBM Corp\./;
/**
 * "Starting MQSC for queue manager QM1.": the name is lazy, so the sentence's full stop is not taken
 * for the last of a name that may hold full stops itself. Scopes (scope/scopes.ts) read the same line.
 */
export const RUNMQSC_STARTING = new RegExp(String.raw`^\s*Starting MQSC for queue manager (${MQ_NAME}?)\.?\s*$`);
/** The echo is the command number right-aligned in six columns, " : ", then the command as typed. */
const ECHO = /^\s*(\d{1,7}) : ?(.*)$/;
const ECHO_CONTINUED = /^\s+: ?(.*)$/;
const COUNT = String.raw`(?:One|No|\d+)`;
const SUMMARY = new RegExp(
  String.raw`^\s*(?:${COUNT} MQSC commands? read\.|No commands have a syntax error\.|(${COUNT}) commands? (?:has|have) a syntax error\.|All valid MQSC commands were processed\.|${COUNT} valid MQSC commands? could not be processed\.)\s*$`,
);
const END = /^\s*end\s*$/i;
/** AMQ8414I: …; older releases (WebSphere MQ 7.0 in our fixtures) print no severity letter ("AMQ8414: …"). */
const MESSAGE = /^\s*(AMQ\d{4})([A-Z]?):\s*(.*?)\s*$/;

/** Where the line's text starts: the index of its first character that is not a space or a tab. */
export function firstNonSpace(line: string): number {
  let i = 0;
  while (i < line.length && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  return i;
}

/**
 * What kind of runmqsc line this is, or undefined for an attribute line or anything else. `at` is
 * firstNonSpace(line), which the caller has already worked out.
 */
export function classify(line: string, at = firstNonSpace(line)): RunmqscLine | undefined {
  // Cheap first-character dispatch: a 10 MB transcript is a quarter of a million lines, most of them attributes.
  const first = line.charAt(at);
  if (first === 'A') {
    const m = MESSAGE.exec(line);
    if (m) return { kind: 'message', id: m[1]!, severity: m[2] ?? '', text: m[3]! };
    return SUMMARY.test(line) ? { kind: 'summary', syntaxErrors: 0 } : undefined;
  }
  if (first >= '0' && first <= '9') {
    if (BANNER.test(line)) return { kind: 'banner' };
    const summary = SUMMARY.exec(line);
    if (summary) return { kind: 'summary', syntaxErrors: countOf(summary[1]) };
    const echo = ECHO.exec(line);
    return echo ? { kind: 'echo', number: Number(echo[1]), command: echo[2]!.trim() } : undefined;
  }
  if (first === ':') {
    const more = ECHO_CONTINUED.exec(line);
    return more ? { kind: 'echo-continued', command: more[1]!.trim() } : undefined;
  }
  if (first === 'S') {
    const m = RUNMQSC_STARTING.exec(line);
    return m ? { kind: 'starting', queueManager: m[1]! } : undefined;
  }
  if (first === 'O' || first === 'N') {
    const summary = SUMMARY.exec(line);
    return summary ? { kind: 'summary', syntaxErrors: countOf(summary[1]) } : undefined;
  }
  if (first === 'e' || first === 'E') return END.test(line) ? { kind: 'end' } : undefined;
  return undefined;
}

function countOf(word: string | undefined): number {
  if (word === undefined || word === 'No') return 0;
  return word === 'One' ? 1 : Number(word);
}
