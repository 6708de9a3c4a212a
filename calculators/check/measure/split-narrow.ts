/**
 * A paste split into lines held one byte a character where they can be. A JavaScript engine keeps
 * a string one byte a character until it holds a character above U+00FF; then the whole string,
 * and every line split from it, takes two. One en dash in a gather's amqsrua heading (“2K message –
 * amqsrua output”) made all 10 MB of a 50-queue-manager gather two-byte, and every pattern, search
 * and case change the readers ran on its lines slower for it (issue 43, item 7: the command line
 * over that gather under 3 s). The text is copied one byte a character (Node's Buffer, latin1: each
 * character's low byte) and split; the few lines that hold a wider character are then taken from
 * the text itself. Every line holds exactly the characters a plain split gives, so nothing read
 * from them can differ. Where Buffer is missing (a browser) the text is split as it is.
 */

const LINE_BREAK = /\r?\n|\r/;
/** Split at line breaks: at "\n" alone, a plain search several times faster than the pattern, when the text has no CR. */
const splitAtBreaks = (text: string): string[] => (text.includes('\r') ? text.split(LINE_BREAK) : text.split('\n'));
/** A character a one-byte string cannot hold. */
const WIDE = /[^\u0000-\u00ff]/;
const WIDE_ALL = /[^\u0000-\u00ff]/g;

interface Latin1Buffer {
  from(text: string, encoding: 'latin1'): { toString(encoding: 'latin1'): string };
}
const buffer = (globalThis as { Buffer?: Latin1Buffer }).Buffer;

/** `text.split(/\r?\n|\r/)`, each line without a character above U+00FF a one-byte string. */
export function splitNarrow(text: string): string[] {
  if (!buffer || !WIDE.test(text)) return splitAtBreaks(text);
  const wide: number[] = [];
  WIDE_ALL.lastIndex = 0;
  for (let m = WIDE_ALL.exec(text); m; m = WIDE_ALL.exec(text)) {
    // Its low byte stands in for a wide character in the copy: one that would stand in as a line
    // break (U+010A, U+010D …) would split the copy elsewhere than the text, so such a text is split as it is.
    const low = text.charCodeAt(m.index) & 0xff;
    if (low === 10 || low === 13) return text.split(LINE_BREAK);
    wide.push(m.index);
  }
  const lines = splitAtBreaks(buffer.from(text, 'latin1').toString('latin1'));
  // The copy has the text's length and line breaks, so its lines start where the text's do.
  let line = 0;
  let start = 0;
  for (const at of wide) {
    while (at >= start + lines[line]!.length) {
      const end = start + lines[line]!.length;
      start = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
      line++;
    }
    lines[line] = text.slice(start, start + lines[line]!.length);
  }
  return lines;
}
