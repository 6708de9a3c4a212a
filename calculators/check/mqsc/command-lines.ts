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
 * indented command whose continuation would land on a less indented YAML key, list item or
 * document marker (the YAML block ended there) is cut short. Only lines that start with an MQSC verb and object keyword start a command, so
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
  /** Comment lines that belong to MQSC text: inside a command, next to one, or dmpmqcfg's header. */
  comments: number[];
  queueManagers: { name: string; line: number }[];
}

/** What each line is, kept in a byte per line. */
const Kind = { Other: 0, Blank: 1, Comment: 2, Command: 3 } as const;

/** A YAML key, list item or document marker: where an indented MQSC block ends. */
const YAML_LINE = /^[ \t]*(?:[\w.'"/-]+[ \t]*:(?:[ \t]|$)|-[ \t]|-$|---|\.\.\.)/;
const KEYWORD_VALUE = /^[ \t,]*[A-Za-z][A-Za-z0-9]*[ \t]*\(/;
const END_ALONE = /^END[ \t]*;?$/i;
const DMPMQCFG_HEADER = /^\*\s*(?:Script generated (?:on|by)\b|Queue manager (?:name|platform|command level):|Command issued:)/i;
const QMGR_NAME = /^\*\s*Queue manager name:\s*(\S(?:.*\S)?)\s*$/i;

/** The end of the run of ASCII letters starting at `from`. */
function lettersEnd(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i) | 32;
    if (c < 97 || c > 122) break;
  }
  return i;
}

const isGap = (c: string | undefined) => c === ' ' || c === '\t' || c === ',';

/**
 * Whether a line (without its indentation) starts an MQSC command: a verb, then an object keyword
 * followed by its name in parentheses, a continuation, or nothing for an object without a name.
 * Scanned by hand, not with a capturing pattern: every command line of a dump comes through here.
 */
export function startsCommand(trimmed: string): boolean {
  const verbEnd = lettersEnd(trimmed, 0);
  if (verbEnd === 0) return false;
  const verb = fullVerb(trimmed.slice(0, verbEnd));
  if (!verb) return false;
  if (verb === 'END') return END_ALONE.test(trimmed);
  let i = verbEnd;
  if (!isGap(trimmed[i])) return false;
  while (isGap(trimmed[i])) i++;
  const objectEnd = lettersEnd(trimmed, i);
  if (objectEnd === i) return false;
  const object = fullObject(trimmed.slice(i, objectEnd));
  if (!object) return false;
  i = objectEnd;
  while (trimmed[i] === ' ' || trimmed[i] === '\t') i++;
  const next = trimmed[i];
  if (next === '(' || ((next === '+' || next === '-') && i === trimmed.length - 1)) return true;
  // The object keyword ends at a blank, a comma, a ';' or the end of the line ("QLOCAL:" is prose).
  if (i === objectEnd && next !== undefined && next !== ';' && next !== ',') return false;
  if (isNameless(object)) return true;
  // A name left out (DEFINE QLOCAL MAXDEPTH(7)) is still MQSC when a keyword with a value follows.
  return KEYWORD_VALUE.test(trimmed.slice(i));
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

/** The next line from `from` on holding text that is not a comment, or -1; the comments met on the way are pushed to `comments` (1-based). */
function nextContent(lines: readonly string[], from: number, comments: number[]): number {
  for (let j = from; j < lines.length; j++) {
    const line = lines[j] ?? '';
    const k = indentOf(line);
    if (line[k] === '*') comments.push(j + 1);
    else if (line.trim() !== '') return j;
  }
  return -1;
}

/**
 * Each command is handed to `command` as soon as it is joined (and one that cannot be joined to
 * `broken`), so a dump's commands never all sit in memory at once before they are read.
 */
export function joinCommands(lines: readonly string[], command: (c: JoinedCommand) => void, broken: (b: BrokenCommand) => void): JoinedText {
  const kinds = new Uint8Array(lines.length);
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

    // Line numbers (1-based) in order: the first line, then each comment and continued line as met.
    const spanned = [i + 1];
    const pieces = [{ at: 0, line: i + 1 }];
    // The pieces are joined once at the end: growing one string and cutting its last character
    // on every continued line made a dmpmqcfg dump's commands quadratic in their length.
    const parts: string[] = [];
    let length = 0;
    let current = trimmed;
    let j = i;
    let why: string | undefined;
    for (;;) {
      const mark = current[current.length - 1];
      if (mark !== '+' && mark !== '-') break;
      const body = current.slice(0, -1);
      const before = spanned.length;
      const next = nextContent(lines, j + 1, spanned);
      const nextRaw = next < 0 ? '' : plain(lines[next]);
      if (next < 0 || (indent > 0 && indentOf(nextRaw) < indent && YAML_LINE.test(nextRaw))) {
        spanned.length = before; // the comments after a command cut short are not part of it
        why = `line ${j + 1} ends with “${mark}” (continued on the next line) but ${next < 0 ? 'the text ends there' : `line ${next + 1} is outside the indented block`}: the command is incomplete`;
        break;
      }
      parts.push(body);
      length += body.length;
      j = next;
      spanned.push(j + 1);
      pieces.push({ at: length, line: j + 1 });
      current = mark === '+' ? nextRaw.trim() : nextRaw.slice(Math.min(indent, indentOf(nextRaw))).trimEnd();
    }
    for (const n of spanned) kinds[n - 1] = Kind.Command;
    if (why) broken({ lines: spanned, why });
    else {
      if (current.endsWith(';')) current = current.slice(0, -1);
      parts.push(current);
      command({ text: parts.length === 1 ? parts[0]! : parts.join(''), line: i + 1, lastLine: j + 1, pieces, lines: spanned });
    }
    i = j;
  }

  return { comments: claimedComments(kinds, forced), queueManagers };
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
