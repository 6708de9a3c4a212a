/**
 * A file's bytes as text, whatever Unicode form the tool that wrote it chose: UTF-8 (with or
 * without its byte-order mark), or UTF-16 with a byte-order mark or without one (some Windows tools
 * write UTF-16LE bare: PowerShell 5's Out-File, a .NET StreamWriter given Encoding.Unicode with
 * its preamble off). Pure and shared: the command line's files (cli/input.ts) and the page's opened
 * files decode alike. Returns undefined for bytes that are no text in any of these forms (a NUL
 * that is not half of a UTF-16 character): the caller says the file is binary.
 */

/** How many leading bytes are weighed to tell UTF-16 without a mark from binary. */
const SAMPLE = 8192;

/**
 * Without a mark, UTF-16 text of the Latin alphabet (every MQ, kernel and qm.ini name) has a zero
 * byte in every other place: the high byte of each character. 'le' when the zeros fall on the odd
 * bytes, 'be' on the even ones; undefined when neither holds for most characters, or zeros fall on
 * both sides (a binary file).
 */
export function bareUtf16(bytes: Uint8Array): 'le' | 'be' | undefined {
  const n = Math.min(bytes.length, SAMPLE) & ~1;
  if (n < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  // Most characters ASCII (high byte zero), and almost no zero on the other side: a NUL character is not text.
  if (oddZeros >= pairs / 2 && evenZeros === 0) return 'le';
  if (evenZeros >= pairs / 2 && oddZeros === 0) return 'be';
  return undefined;
}

/** C0 controls other than tab, line feed, vertical tab, form feed and carriage return: not in text. */
const CONTROL = /[\u0000-\u0008\u000e-\u001f]/;

export function textOfBytes(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (!bytes.includes(0)) {
    // A stray byte that is not UTF-8 (a Latin-1 comment, say) becomes U+FFFD; the line is still read.
    return new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  }
  const bare = bareUtf16(bytes);
  if (!bare) return undefined;
  const text = new TextDecoder(bare === 'le' ? 'utf-16le' : 'utf-16be').decode(bytes);
  // Past the sample a NUL or other control character still means this was not text.
  return CONTROL.test(text) ? undefined : text;
}
