/**
 * MQSC command text read into queue manager objects: the scripts teams keep in git, `dmpmqcfg`
 * output, the `mqsc` block of Helm values or a ConfigMap. DEFINE and ALTER of QMGR, queues,
 * channels, listeners, topics, subscriptions, authentication and communication information,
 * namelists, processes and services become objects, attributes named in full as DISPLAY prints
 * them, values as runmqsc stores them; other MQSC commands (SET CHLAUTH, START, REFRESH, DELETE,
 * DISPLAY …) are recognised and claimed. What runmqsc would refuse is listed with its line
 * (schema.ts). A line that is not MQSC is left alone for the other readers; a command that cannot
 * be read (an unbalanced quote, a continuation cut off) is listed as not read with why, and the
 * rest is still read. Pure, never throws, linear in the size of the text.
 */
import { joinCommands, type JoinedCommand } from './command-lines.ts';
import { tokenize } from './command-tokens.ts';
import { fullObject, fullVerb, isDefinable, isNameless } from './command-words.ts';
import { rejections } from './schema.ts';
import type { MqscAttribute, MqscObject, MqscRejection } from './types.ts';

export interface MqscTextResult {
  objects: MqscObject[];
  rejected: MqscRejection[];
  /** Every line taken as MQSC: commands (read or not), the comments among them, dmpmqcfg's header. */
  claimed: number[];
  unread: { line: number; text: string; why?: string }[];
  /** Each kind of command the text held, by its full verb and object ("DEFINE QLOCAL", "SET CHLAUTH", "END"), in order of first use. */
  recognised: string[];
  /** Queue managers named by dmpmqcfg's header comments ("* Queue manager name: QM1"). */
  queueManagers: { name: string; line: number }[];
}

/** Offset in a joined command → the line it was written on. Calls must come in increasing offset order. */
function lineLocator(command: JoinedCommand): (at: number) => number {
  let k = 0;
  return (at) => {
    while (k + 1 < command.pieces.length && command.pieces[k + 1]!.at <= at) k++;
    return command.pieces[k]!.line;
  };
}

export function readMqscText(lines: readonly string[]): MqscTextResult {
  const joined = joinCommands(lines);
  const objects: MqscObject[] = [];
  const rejected: MqscRejection[] = [];
  const unread: MqscTextResult['unread'] = [];
  const recognised = new Set<string>();
  const claimed = new Set<number>(joined.comments);
  const lineText = (n: number) => (lines[n - 1] ?? '').replace(/\r$/, '').trim();
  const notRead = (numbers: readonly number[], why: string) => {
    for (const n of numbers) if (!lineText(n).startsWith('*')) unread.push({ line: n, text: lineText(n), why });
  };

  for (const b of joined.broken) {
    for (const n of b.lines) claimed.add(n);
    notRead(b.lines, b.why);
  }

  for (const command of joined.commands) {
    for (const n of command.lines) claimed.add(n);
    const read = tokenize(command.text);
    if (!read.ok) {
      notRead(command.lines, `MQSC command on line ${command.line}: ${read.why}`);
      continue;
    }
    const [verbToken, objectToken, ...rest] = read.tokens;
    const verb = fullVerb(verbToken!.keyword)!;
    const object = objectToken ? fullObject(objectToken.keyword) : undefined;
    recognised.add(object ? `${verb} ${object}` : verb);
    if ((verb !== 'DEFINE' && verb !== 'ALTER') || !object || !isDefinable(object)) continue;

    if (!objectToken!.hasValue && !isNameless(object)) {
      notRead(command.lines, `${verb} ${object} on line ${command.line} names no object: the name goes in parentheses after ${objectToken!.keyword}`);
      continue;
    }
    const at = lineLocator(command);
    at(objectToken!.at);
    const attributes: MqscAttribute[] = rest.map((t) => ({ name: t.keyword, value: t.value, line: at(t.at) }));
    const mqscObject: MqscObject = {
      type: object,
      name: objectToken!.hasValue ? objectToken!.value : '',
      verb,
      attributes,
      origin: 'mqsc',
      line: command.line,
      lastLine: command.lastLine,
    };
    objects.push(mqscObject);
    rejected.push(...rejections(mqscObject, rest.map((t) => t.hasValue), lineText));
  }

  return {
    objects,
    rejected,
    claimed: [...claimed].sort((a, b) => a - b),
    unread: unread.sort((a, b) => a.line - b.line),
    recognised: [...recognised],
    queueManagers: joined.queueManagers,
  };
}
