/**
 * MQSC text as runmqsc reassembles it: physical lines joined into commands. The rules are IBM's
 * ("MQSC input file syntax", IBM MQ 9.3, administer/mqsc-input-file-syntax; "Creating a command
 * script", 9.0, q085110):
 *   - a line whose first non-blank character is `*` is a comment; blank lines are ignored;
 *   - a line ending in `+` continues from the first non-blank character of the next line, one
 *     ending in `-` from the start of the next line; comment and blank lines between are skipped;
 *     the blanks before the `+` or `-` are kept (they can sit inside a quoted value);
 *   - a `;` at the end ends the command, also after a `+` on the line before (Multiplatforms).
 * Indentation is not significant (an MQSC block inside YAML): a `-` continuation drops up to the
 * command's own indentation from the next line, as YAML drops the block's indentation, and an
 * indented command whose continuation would land on a less indented line (the YAML block ended)
 * is cut short. Only lines that start with an MQSC verb and object keyword start a command, so
 * text of other formats is never taken. Linear in the length of the text.
 */
import { fullObject, fullVerb, isNameless } from './command-words.ts';

export interface JoinedCommand {
  /** The command as one string: continuation characters, comments and the final `;` removed. */
  text: string;
  line: number;
  lastLine: number;
  /** Where each piece of `text` starts and the line it came from, in order. */
  pieces: { at: number; line: number }[];
  /** Every non-blank line the command spans, comments inside it included. */
  lines: number[];
}

export interface BrokenCommand {
  lines: number[];
  why: string;
}

export interface JoinedText {
  commands: JoinedCommand[];
  broken: BrokenCommand[];
  /** Comment lines that belong to MQSC text: inside a command, next to one, or dmpmqcfg's header. */
  comments: number[];
  queueManagers: { name: string; line: number }[];
}

/** What each line is, kept in a byte per line. */
const Kind = { Other: 0, Blank: 1, Comment: 2, Command: 3 } as const;

/** Verb, then an object keyword: the object must be followed by its name in parentheses unless it has none. */
const START = /^([A-Za-z]+)[ \t,]+([A-Za-z]+)[ \t]*(\(|[+-]$|;?$|[ \t,]|$)/;
const KEYWORD_VALUE = /^[ \t,]*[A-Za-z][A-Za-z0-9]*[ \t]*\(/;
const END_ALONE = /^END[ \t]*;?$/i;
const DMPMQCFG_HEADER = /^\*\s*(?:Script generated (?:on|by)\b|Queue manager (?:name|platform|command level):|Command issued:)/i;
const QMGR_NAME = /^\*\s*Queue manager name:\s*(\S(?:.*\S)?)\s*$/i;

/** Whether a line (without its indentation) starts an MQSC command. */
export function startsCommand(trimmed: string): boolean {
  if (END_ALONE.test(trimmed)) return true;
  const m = START.exec(trimmed);
  if (!m || !fullVerb(m[1]!)) return false;
  const object = fullObject(m[2]!);
  if (!object) return false;
  if (m[3] === '(' || m[3] === '+' || m[3] === '-' || isNameless(object)) return true;
  // A name left out (DEFINE QLOCAL MAXDEPTH(7)) is still MQSC when a keyword with a value follows.
  return KEYWORD_VALUE.test(trimmed.slice(m[0].length));
}

function plain(line: string | undefined): string {
  if (line === undefined) return '';
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
  return i;
}

/** The next line from `from` on holding text that is not a comment, or -1; comments met on the way are passed to `seen`. */
function nextContent(lines: readonly string[], from: number, seen: (i: number) => void): number {
  for (let j = from; j < lines.length; j++) {
    const t = plain(lines[j]).trim();
    if (t === '') continue;
    if (t[0] === '*') {
      seen(j);
      continue;
    }
    return j;
  }
  return -1;
}

export function joinCommands(lines: readonly string[]): JoinedText {
  const kinds = new Uint8Array(lines.length);
  const commands: JoinedCommand[] = [];
  const broken: BrokenCommand[] = [];
  const queueManagers: { name: string; line: number }[] = [];
  const forced: number[] = [];

  for (let i = 0; i < lines.length; i++) {
    const raw = plain(lines[i]);
    const indent = indentOf(raw);
    const trimmed = raw.slice(indent).trimEnd();
    if (trimmed === '') {
      kinds[i] = Kind.Blank;
      continue;
    }
    if (trimmed[0] === '*') {
      kinds[i] = Kind.Comment;
      if (DMPMQCFG_HEADER.test(trimmed)) forced.push(i);
      const q = QMGR_NAME.exec(trimmed);
      if (q) queueManagers.push({ name: q[1]!, line: i + 1 });
      continue;
    }
    if (!startsCommand(trimmed)) continue;

    const spanned = [i];
    const pieces = [{ at: 0, line: i + 1 }];
    let text = trimmed;
    let j = i;
    let why: string | undefined;
    while (text.endsWith('+') || text.endsWith('-')) {
      const mark = text[text.length - 1]!;
      text = text.slice(0, -1);
      const between: number[] = [];
      const next = nextContent(lines, j + 1, (c) => between.push(c));
      const nextRaw = next < 0 ? '' : plain(lines[next]);
      if (next < 0 || (indent > 0 && indentOf(nextRaw) < indent)) {
        why = `line ${j + 1} ends with “${mark}” (continued on the next line) but ${next < 0 ? 'the text ends there' : `line ${next + 1} is outside the indented block`}: the command is incomplete`;
        break;
      }
      j = next;
      for (const c of between) spanned.push(c);
      spanned.push(j);
      const piece = mark === '+' ? nextRaw.trim() : nextRaw.slice(Math.min(indent, indentOf(nextRaw))).trimEnd();
      pieces.push({ at: text.length, line: j + 1 });
      text += piece;
    }
    for (const n of spanned) kinds[n] = Kind.Command;
    const lineNumbers = spanned.map((n) => n + 1).sort((a, b) => a - b);
    if (why) broken.push({ lines: lineNumbers, why });
    else {
      if (text.endsWith(';')) text = text.slice(0, -1);
      commands.push({ text, line: i + 1, lastLine: j + 1, pieces, lines: lineNumbers });
    }
    i = j;
  }

  return { commands, broken, comments: claimedComments(kinds, forced), queueManagers };
}

/**
 * Comment lines are MQSC only beside MQSC: a run of comment and blank lines is claimed when a
 * command line touches it before or after, or when it holds dmpmqcfg's header (its rules of
 * asterisks included).
 */
function claimedComments(kinds: Uint8Array, forced: number[]): number[] {
  const out = new Set<number>(forced.map((i) => i + 1));
  const header = new Uint8Array(kinds.length);
  for (const i of forced) header[i] = 1;
  let i = 0;
  while (i < kinds.length) {
    if (kinds[i] === Kind.Command) {
      i++;
      continue;
    }
    if (kinds[i] !== Kind.Blank && kinds[i] !== Kind.Comment) {
      i++;
      continue;
    }
    const start = i;
    let holdsHeader = false;
    while (i < kinds.length && (kinds[i] === Kind.Blank || kinds[i] === Kind.Comment)) {
      if (header[i] === 1) holdsHeader = true;
      i++;
    }
    const touches = holdsHeader || (start > 0 && kinds[start - 1] === Kind.Command) || (i < kinds.length && kinds[i] === Kind.Command);
    if (touches) for (let k = start; k < i; k++) if (kinds[k] === Kind.Comment) out.add(k + 1);
  }
  return [...out].sort((a, b) => a - b);
}
