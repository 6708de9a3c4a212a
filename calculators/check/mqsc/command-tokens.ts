/**
 * One reassembled MQSC command split into its keywords and parenthesised values, as IBM's rules
 * for MQSC commands state them ("Script (MQSC) commands", IBM MQ 9.0, q020630): keywords,
 * parentheses and values are separated by any number of blanks and commas; a value in single
 * quotes keeps its case and blanks, and two quotes inside it stand for one; an unquoted value is
 * folded to upper case. A value may be a list (`AUTHADD(CONNECT,INQ)`, `NAMES('A','B')`) and an
 * unquoted value may hold balanced parentheses (`CONNAME(host(1414))`).
 */

/**
 * One command's tokens, as parallel lists, filled again for each command: a gather's 100,000
 * commands then make no object per keyword (600,000 of them). Token t's keyword is keywords[t],
 * upper case as written; ats[t] its offset in the text; hasValues[t] whether a parenthesised value
 * followed it; values[t] the value as runmqsc stores it (a list's items, each stored so, joined by
 * ','; '' when none or all blank). Only the first `count` entries are this command's.
 */
export interface Tokens {
  count: number;
  keywords: string[];
  ats: number[];
  hasValues: boolean[];
  values: string[];
}

export type TokensRead = { ok: true } | { ok: false; why: string; at: number };

/** Lists to fill, for one reader at a time (each readMqscText makes its own). */
export const newTokens = (): Tokens => ({ count: 0, keywords: [], ats: [], hasValues: [], values: [] });

const READ: TokensRead = { ok: true };

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

/**
 * The kept strings by length and first two characters, so a word of the text already kept is found
 * by comparing it in place: no copy of it is made, nor hashed, for each of a gather's 900,000
 * keywords and short values. A word is only ever found equal to itself.
 */
const byShape = new Map<number, string[]>();
const shapeOf = (text: string, from: number, length: number) => (length << 16) | ((text.charCodeAt(from) & 0xff) << 8) | (text.charCodeAt(from + 1) & 0xff);

/** text.slice(from, to), as the kept string when one is (or is now) kept. */
function internedSlice(text: string, from: number, to: number): string {
  const shape = shapeOf(text, from, to - from);
  const same = byShape.get(shape);
  if (same) for (let k = 0; k < same.length; k++) if (same[k]!.length === to - from && text.startsWith(same[k]!, from)) return same[k]!;
  const word = interned(text.slice(from, to));
  if (keywords.get(word) === word && (same?.length ?? 0) < 8) {
    if (same) same.push(word);
    else byShape.set(shape, [word]);
  }
  return word;
}

/**
 * An unquoted value, text.slice(from, to), as runmqsc stores it: blanks around it dropped, folded to
 * upper case (copied only when that changes it); `folds` says whether it holds a character that
 * folding could change. A short one is the kept string.
 */
function word(text: string, from: number, to: number, folds: boolean): string {
  const blankEdge = to > from && (isBlank(text.charCodeAt(from)) || isBlank(text.charCodeAt(to - 1)));
  if (!blankEdge && !folds) return to - from <= SHORT_VALUE ? internedSlice(text, from, to) : text.slice(from, to);
  const inner = text.slice(from, to);
  const t = blankEdge ? inner.trim() : inner;
  const value = folds && NOT_UPPER.test(t) ? t.toUpperCase() : t;
  return value.length <= SHORT_VALUE ? interned(value) : value;
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

/** Whether a character is one an unquoted word is folded for (NOT_UPPER's). */
const foldsCase = (c: number) => (c >= 97 && c <= 122) || c > 127;

export function tokenize(text: string, out: Tokens): TokensRead {
  let count = 0;
  const push = (keyword: string, at: number, hasValue: boolean, value: string) => {
    out.keywords[count] = keyword;
    out.ats[count] = at;
    out.hasValues[count] = hasValue;
    out.values[count] = value;
    count++;
  };
  out.count = 0;
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
    const keyword = lower ? interned(text.slice(at, i).toUpperCase()) : internedSlice(text, at, i);
    let look = i;
    while (look < text.length && (text.charCodeAt(look) === SPACE || text.charCodeAt(look) === TAB)) look++;
    if (text.charCodeAt(look) !== OPEN) {
      push(keyword, at, false, '');
      continue;
    }
    // Most values are one word or one quoted string: read those without the general loop. One pass
    // finds the first ')' and whether a '(', quote or comma comes before it, or a character that
    // folds to upper case.
    let close = look + 1;
    let special = false;
    let folds = false;
    for (; close < text.length; close++) {
      const k = text.charCodeAt(close);
      if (k === CLOSE) break;
      if (k === OPEN || k === QUOTE || k === COMMA) special = true;
      else if (foldsCase(k)) folds = true;
    }
    if (close < text.length && !special) {
      const value = word(text, look + 1, close, folds);
      push(keyword, at, true, value);
      i = close + 1;
      continue;
    }
    const quoted = close < text.length ? oneQuoted(text.slice(look + 1, close)) : undefined;
    if (quoted !== undefined) {
      push(keyword, at, true, quoted);
      i = close + 1;
      continue;
    }
    const v = readValue(text, look);
    if ('why' in v) return { ok: false, why: v.why, at: v.at };
    push(keyword, at, true, v.value);
    i = v.end;
  }
  out.count = count;
  return READ;
}
