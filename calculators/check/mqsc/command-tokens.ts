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
  /** The value as runmqsc stores it; a list's items, each stored so, joined by ',' ('' when none or all blank). */
  value: string;
}

export type Tokens = { ok: true; tokens: Token[] } | { ok: false; why: string; at: number };

// Character codes, compared directly: this loop sees every character of a 10 MB dump.
const SPACE = 32;
const TAB = 9;
const COMMA = 44;
const OPEN = 40;
const CLOSE = 41;
const QUOTE = 39;
const isSeparator = (c: number) => c === SPACE || c === TAB || c === COMMA;
const endsKeyword = (c: number) => isSeparator(c) || c === OPEN || c === CLOSE || c === QUOTE;
/** Anything that is not an ASCII capital, digit or sign: an unquoted word holding one is folded to upper case. */
const NOT_UPPER = /[^\x00-\x60\x7b-\x7f]/;
const SPECIAL = /[(',]/;


/**
 * One string for each keyword met: a gather's 500,000 attributes name a few dozen keywords, and each
 * attribute kept its own copy (held to the end of the run, and hashed again by every lookup of it).
 * Short unquoted values (YES, FAST, 50000) repeat as much and are kept the same way. At most
 * KEYWORDS_KEPT are kept, so odd text cannot grow the table without bound.
 */
const KEYWORDS_KEPT = 4096;
const SHORT_VALUE = 6;
const keywords = new Map<string, string>();
function interned(keyword: string): string {
  const known = keywords.get(keyword);
  if (known !== undefined) return known;
  if (keywords.size < KEYWORDS_KEPT) keywords.set(keyword, keyword);
  return keyword;
}

/** An unquoted value as runmqsc stores it: blanks around it dropped, folded to upper case (copied only when that changes it). */
function word(inner: string): string {
  const t = inner.length && (isBlank(inner.charCodeAt(0)) || isBlank(inner.charCodeAt(inner.length - 1))) ? inner.trim() : inner;
  return NOT_UPPER.test(t) ? t.toUpperCase() : t;
}

const isBlank = (c: number) => c === SPACE || c === TAB;

/** `'text'` with blanks around and no quote inside: the text (blanks only is ''), else undefined. */
function oneQuoted(inner: string): string | undefined {
  let from = 0;
  while (from < inner.length && isBlank(inner.charCodeAt(from))) from++;
  let to = inner.length - 1;
  while (to > from && isBlank(inner.charCodeAt(to))) to--;
  if (to <= from || inner.charCodeAt(from) !== QUOTE || inner.charCodeAt(to) !== QUOTE) return undefined;
  if (inner.indexOf("'", from + 1) !== to) return undefined;
  const text = inner.slice(from + 1, to);
  return text.trim() === '' ? '' : text;
}

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
function readValue(text: string, open: number): { end: number; value: string } | { why: string; at: number } {
  const items: string[] = [];
  let segments: Segment[] = [];
  let run = open + 1;
  let depth = 1;
  let i = open + 1;
  const flush = (to: number) => {
    if (to > run) segments.push({ text: text.slice(run, to), quoted: false });
  };
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
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
    if (c === OPEN) depth++;
    else if (c === CLOSE) {
      depth--;
      if (depth === 0) {
        flush(i);
        items.push(item(segments));
        return { end: i + 1, value: items.join(',') };
      }
    } else if (c === COMMA && depth === 1) {
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
    const c = text.charCodeAt(i);
    if (isSeparator(c)) {
      i++;
      continue;
    }
    if (c === OPEN || c === CLOSE || c === QUOTE) {
      const what = c === QUOTE ? 'a quoted value' : c === OPEN ? 'a value in parentheses' : 'a closing parenthesis';
      return { ok: false, why: `${what} with no keyword before it at “${text.slice(i, i + 20)}”`, at: i };
    }
    const at = i;
    // A keyword is a letter then letters and digits; most are written in capitals already.
    let valid = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    let lower = false;
    while (i < text.length) {
      const k = text.charCodeAt(i);
      if (endsKeyword(k)) break;
      if (k >= 97 && k <= 122) lower = true;
      else if (!((k >= 65 && k <= 90) || (k >= 48 && k <= 57))) valid = false;
      i++;
    }
    if (!valid) return { ok: false, why: `“${text.slice(at, i)}” is not an MQSC keyword`, at };
    const keyword = interned(lower ? text.slice(at, i).toUpperCase() : text.slice(at, i));
    let look = i;
    while (look < text.length && (text.charCodeAt(look) === SPACE || text.charCodeAt(look) === TAB)) look++;
    if (text.charCodeAt(look) !== OPEN) {
      tokens.push({ keyword, at, hasValue: false, value: '' });
      continue;
    }
    // Most values are one word or one quoted string: read those without the general loop.
    const close = text.indexOf(')', look + 1);
    const inner = close > 0 ? text.slice(look + 1, close) : '';
    if (close > 0 && !SPECIAL.test(inner)) {
      const value = word(inner);
      tokens.push({ keyword, at, hasValue: true, value: value.length <= SHORT_VALUE ? interned(value) : value });
      i = close + 1;
      continue;
    }
    const quoted = close > 0 ? oneQuoted(inner) : undefined;
    if (quoted !== undefined) {
      tokens.push({ keyword, at, hasValue: true, value: quoted });
      i = close + 1;
      continue;
    }
    const v = readValue(text, look);
    if ('why' in v) return { ok: false, why: v.why, at: v.at };
    tokens.push({ keyword, at, hasValue: true, value: v.value });
    i = v.end;
  }
  return { ok: true, tokens };
}
