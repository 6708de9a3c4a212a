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
import { joinCommands, type BrokenCommand, type JoinedCommand } from './command-lines.ts';
import { tokenize, type Token } from './command-tokens.ts';
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

function flagged(flags: Uint8Array): number[] {
  const out: number[] = [];
  for (let n = 1; n < flags.length; n++) if (flags[n]) out.push(n);
  return out;
}

export function readMqscText(lines: readonly string[]): MqscTextResult {
  const objects: MqscObject[] = [];
  const rejected: MqscRejection[] = [];
  const unread: MqscTextResult['unread'] = [];
  // Verb → objects met with it: the "VERB OBJECT" string is built once, not for every command.
  const seen = new Map<string, Set<string | undefined>>();
  const recognised: string[] = [];
  const recognise = (verb: string, object: string | undefined) => {
    let objects = seen.get(verb);
    if (!objects) seen.set(verb, (objects = new Set()));
    if (objects.has(object)) return;
    objects.add(object);
    recognised.push(object ? `${verb} ${object}` : verb);
  };
  let current: Token[] = [];
  const hasValue = (attribute: number) => current[attribute + 2]!.hasValue;
  // One flag a line: a Set of a million line numbers, then sorted, took longer than reading them.
  const claimed = new Uint8Array(lines.length + 1);
  const lineText = (n: number) => (lines[n - 1] ?? '').replace(/\r$/, '').trim();
  const notRead = (numbers: readonly number[], why: string) => {
    for (const n of numbers) if (!lineText(n).startsWith('*')) unread.push({ line: n, text: lineText(n), why });
  };

  const broken = (b: BrokenCommand) => {
    for (const n of b.lines) claimed[n] = 1;
    notRead(b.lines, b.why);
  };

  const command = (command: JoinedCommand) => {
    for (const n of command.lines) claimed[n] = 1;
    const read = tokenize(command.text);
    if (!read.ok) {
      notRead(command.lines, `MQSC command on line ${command.line}: ${read.why}`);
      return;
    }
    const tokens = read.tokens;
    const verb = fullVerb(tokens[0]!.keyword)!;
    const objectToken = tokens[1];
    const object = objectToken ? fullObject(objectToken.keyword) : undefined;
    recognise(verb, object);
    if ((verb !== 'DEFINE' && verb !== 'ALTER') || !object || !isDefinable(object)) return;

    if (!objectToken!.hasValue && !isNameless(object)) {
      notRead(command.lines, `${verb} ${object} on line ${command.line} names no object: the name goes in parentheses after ${objectToken!.keyword}`);
      return;
    }
    // Each attribute's line: the pieces of the command and the tokens both run in text order.
    const pieces = command.pieces;
    let piece = 0;
    const attributes: MqscAttribute[] = [];
    for (let t = 2; t < tokens.length; t++) {
      const token = tokens[t]!;
      while (piece + 1 < pieces.length && pieces[piece + 1]!.at <= token.at) piece++;
      attributes.push({ name: token.keyword, value: token.value, line: pieces[piece]!.line });
    }
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
    current = tokens;
    for (const x of rejections(mqscObject, hasValue, lineText)) rejected.push(x);
  };

  const joined = joinCommands(lines, command, broken);
  for (const n of joined.comments) claimed[n] = 1;

  return {
    objects,
    rejected,
    claimed: flagged(claimed),
    unread: unread.sort((a, b) => a.line - b.line),
    recognised,
    queueManagers: joined.queueManagers,
  };
}
