/**
 * One attribute line of a runmqsc DISPLAY reply: KEY(value) pairs, two to a line in runmqsc's
 * columns, and bare keywords such as SYNCPT or CURRENT, which DISPLAY prints without a value.
 * A value keeps balanced parentheses inside it (CONNAME(host(1414))), keeps its inner text exactly
 * as printed (decimal strings, quotes, case) and loses only the padding runmqsc puts around it, so
 * DESCR( ) is ''. A value runmqsc wrapped onto the next line (a namelist's NAMES) is left open and
 * finished by the next line. measure/attributes.ts reads the same pairs for dspmq, but it skips
 * bare keywords and cannot carry a value over a line, which a DISPLAY reply needs.
 */

import type { MqscAttribute } from './types.ts';

/** A value still open at the end of a line: its name, the line it began on, the text so far and how many ( are unclosed. */
export interface OpenValue {
  name: string;
  line: number;
  parts: string[];
  depth: number;
}

const WORD = /[A-Z][A-Z0-9]*/y;

/**
 * Reads the attributes on line `n` into `into`, finishing `open` first when a value was left open
 * on an earlier line (that attribute keeps the line it began on). Returns the value left open at
 * the end of this line, undefined when none is, or false when the line is not an attribute line
 * (prose, a shell prompt, lower-case text); then `into` is left as it was.
 */
export function readAttributeLine(text: string, n: number, into: MqscAttribute[], open?: OpenValue): OpenValue | undefined | false {
  const before = into.length;
  let i = 0;
  if (open) {
    const end = closeValue(text, 0, open.depth);
    const piece = text.slice(0, end < 0 ? text.length : end - 1).trim();
    if (end < 0) return { name: open.name, line: open.line, parts: [...open.parts, piece], depth: -end };
    into.push({ name: open.name, value: [...open.parts, piece].join(''), line: open.line });
    i = end;
  }
  for (;;) {
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    if (i >= text.length) return undefined;
    WORD.lastIndex = i;
    const word = WORD.exec(text);
    if (!word) {
      into.length = before;
      return false;
    }
    const name = word[0];
    i = WORD.lastIndex;
    if (text.charCodeAt(i) !== 40) {
      // A bare keyword ends at white space or the end of the line; "SYNCPT," or "Word" is not one.
      if (i < text.length && text.charCodeAt(i) !== 32 && text.charCodeAt(i) !== 9) {
        into.length = before;
        return false;
      }
      into.push({ name, value: '', line: n });
      continue;
    }
    const end = closeValue(text, i + 1, 1);
    if (end < 0) return { name, line: n, parts: [text.slice(i + 1).trim()], depth: -end };
    into.push({ name, value: unpadded(text, i + 1, end - 1), line: n });
    i = end;
  }
}

/**
 * Where the value starting at `from` closes (the index after its ')'), or, when the line ends first,
 * minus the number of ( still open (always negative: at least one is). One number, no object, per value.
 */
function closeValue(text: string, from: number, depth: number): number {
  for (let j = from; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 40) depth++;
    else if (c === 41 && --depth === 0) return j + 1;
  }
  return -depth;
}

/** text[from, to) without runmqsc's padding, sliced once: most values have none ("( )" is all padding). */
function unpadded(text: string, from: number, to: number): string {
  while (from < to && (text.charCodeAt(from) === 32 || text.charCodeAt(from) === 9)) from++;
  while (to > from && (text.charCodeAt(to - 1) === 32 || text.charCodeAt(to - 1) === 9)) to--;
  return text.slice(from, to);
}
