/**
 * One reassembled MQSC command split into its keywords and parenthesised values, as IBM's rules
 * for MQSC commands state them ("Script (MQSC) commands", IBM MQ 9.0, q020630): keywords,
 * parentheses and values are separated by any number of blanks and commas; a value in single
 * quotes keeps its case and blanks, and two quotes inside it stand for one; an unquoted value is
 * folded to upper case. A value may be a list (`AUTHADD(CONNECT,INQ)`, `NAMES('A','B')`) and an
 * unquoted value may hold balanced parentheses (`CONNAME(host(1414))`).
 */

export interface Token {
  /** The keyword as written, upper case. */
  keyword: string;
  /** Offset of the keyword in the command text. */
  at: number;
  /** Whether the keyword was followed by a parenthesised value. */
  hasValue: boolean;
  /** The value as runmqsc stores it: items joined by ',' ('' when none or all blank). */
  value: string;
  /** Each item of the value, normalised the same way. */
  items: string[];
}

export type Tokens = { ok: true; tokens: Token[] } | { ok: false; why: string; at: number };

const SEPARATOR = /[ \t,]/;
const KEYWORD_END = /[ \t,()']/;

interface Segment {
  text: string;
  quoted: boolean;
}

function item(segments: Segment[]): string {
  let out = '';
  for (let s = 0; s < segments.length; s++) {
    const seg = segments[s]!;
    let t = seg.text;
    if (!seg.quoted) {
      if (s === 0) t = t.trimStart();
      if (s === segments.length - 1) t = t.trimEnd();
      t = t.toUpperCase();
    }
    out += t;
  }
  // runmqsc pads strings with blanks: a value of blanks is an empty value.
  return out.trim() === '' ? '' : out;
}

/** The value in parentheses starting at `open` (the '('), or why it cannot be read. */
function readValue(text: string, open: number): { end: number; items: string[] } | { why: string; at: number } {
  const items: string[] = [];
  let segments: Segment[] = [];
  let run = open + 1;
  let depth = 1;
  let i = open + 1;
  const flush = (to: number) => {
    if (to > run) segments.push({ text: text.slice(run, to), quoted: false });
  };
  while (i < text.length) {
    const c = text[i];
    if (c === "'") {
      flush(i);
      let quoted = '';
      let from = i + 1;
      for (;;) {
        const close = text.indexOf("'", from);
        if (close < 0) return { why: `a quoted value opened at “${text.slice(i, i + 20)}” is never closed (unbalanced quote)`, at: i };
        if (text[close + 1] === "'") {
          quoted += text.slice(from, close + 1);
          from = close + 2;
          continue;
        }
        quoted += text.slice(from, close);
        i = close + 1;
        break;
      }
      segments.push({ text: quoted, quoted: true });
      run = i;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) {
        flush(i);
        items.push(item(segments));
        return { end: i + 1, items };
      }
    } else if (c === ',' && depth === 1) {
      flush(i);
      items.push(item(segments));
      segments = [];
      run = i + 1;
    }
    i++;
  }
  return { why: `the value opened at “${text.slice(open, open + 20)}” has no closing parenthesis`, at: open };
}

export function tokenize(text: string): Tokens {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (SEPARATOR.test(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')' || c === "'") {
      const what = c === "'" ? 'a quoted value' : c === '(' ? 'a value in parentheses' : 'a closing parenthesis';
      return { ok: false, why: `${what} with no keyword before it at “${text.slice(i, i + 20)}”`, at: i };
    }
    const at = i;
    while (i < text.length && !KEYWORD_END.test(text[i]!)) i++;
    const keyword = text.slice(at, i).toUpperCase();
    if (!/^[A-Z][A-Z0-9]*$/.test(keyword)) return { ok: false, why: `“${text.slice(at, i)}” is not an MQSC keyword`, at };
    let look = i;
    while (look < text.length && (text[look] === ' ' || text[look] === '\t')) look++;
    if (text[look] !== '(') {
      tokens.push({ keyword, at, hasValue: false, value: '', items: [] });
      continue;
    }
    const v = readValue(text, look);
    if ('why' in v) return { ok: false, why: v.why, at: v.at };
    tokens.push({ keyword, at, hasValue: true, value: v.items.join(','), items: v.items });
    i = v.end;
  }
  return { ok: true, tokens };
}
