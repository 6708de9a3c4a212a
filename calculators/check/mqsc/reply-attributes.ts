/**
 * One attribute line of a runmqsc DISPLAY reply: KEY(value) pairs, two to a line in runmqsc's
 * columns, and bare keywords such as SYNCPT or CURRENT, which DISPLAY prints without a value.
 * A value keeps balanced parentheses inside it (CONNAME(host(1414))), keeps its inner text exactly
 * as printed (decimal strings, quotes, case) and loses only the padding runmqsc puts around it, so
 * DESCR( ) is ''. A value runmqsc wrapped onto the next line (a namelist's NAMES) is left open and
 * finished by the next line. measure/attributes.ts reads the same pairs for dspmq, but it skips
 * bare keywords and cannot carry a value over a line, which a DISPLAY reply needs.
 */

export interface ReplyAttribute {
  name: string;
  value: string;
}

/** A value still open at the end of a line: the name, the text so far and how many ( are unclosed. */
export interface OpenValue {
  name: string;
  parts: string[];
  depth: number;
}

export interface AttributeLine {
  attributes: ReplyAttribute[];
  /** Set when the line ends inside a value. */
  open?: OpenValue;
}

const WORD = /[A-Z][A-Z0-9]*/y;

/**
 * The attributes on one line, finishing `open` first when a value was left open on the line
 * before. Undefined when the line is not an attribute line (prose, a shell prompt, lower-case text).
 */
export function readAttributeLine(text: string, open?: OpenValue): AttributeLine | undefined {
  const found: ReplyAttribute[] = [];
  let i = 0;
  if (open) {
    const { end, depth } = closeValue(text, 0, open.depth);
    const piece = text.slice(0, end < 0 ? text.length : end - 1).trim();
    const parts = [...open.parts, piece];
    if (end < 0) return { attributes: found, open: { name: open.name, parts, depth } };
    found.push({ name: open.name, value: parts.join('') });
    i = end;
  }
  for (;;) {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
    if (i >= text.length) return { attributes: found };
    WORD.lastIndex = i;
    const word = WORD.exec(text);
    if (!word) return undefined;
    const name = word[0];
    i = WORD.lastIndex;
    if (text[i] !== '(') {
      // A bare keyword ends at white space or the end of the line; "SYNCPT," or "Word" is not one.
      if (i < text.length && text[i] !== ' ' && text[i] !== '\t') return undefined;
      found.push({ name, value: '' });
      continue;
    }
    const { end, depth } = closeValue(text, i + 1, 1);
    if (end < 0) return { attributes: found, open: { name, parts: [text.slice(i + 1).trim()], depth } };
    found.push({ name, value: text.slice(i + 1, end - 1).trim() });
    i = end;
  }
}

/** Where the value starting at `from` closes (the index after its ')'), or -1 with the depth still open. */
function closeValue(text: string, from: number, depth: number): { end: number; depth: number } {
  for (let j = from; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 40) depth++;
    else if (c === 41 && --depth === 0) return { end: j + 1, depth: 0 };
  }
  return { end: -1, depth };
}
