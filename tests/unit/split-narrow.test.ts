import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitNarrow } from '../../calculators/check/measure/split-narrow.ts';
import { splitLines } from '../../calculators/check/measure/text.ts';

const split = (text: string) => text.split(/\r?\n|\r/);

describe('splitNarrow: the lines of a plain split, one-byte where they can be', () => {
  it('keeps every line of a text with an en dash, CR LF, lone CR, Latin-1 and empty lines', () => {
    // The heading mq-gather prints before an amqsrua recording (scripts/lib/gather-fleet.mjs), the dash that made a whole gather two-byte.
    const text = "DEFINE QLOCAL(A) DESCR('café')\r\n\r\n1 requester test for 2K message – amqsrua output:\rLog - write latency 25 uSec\n\nend – again ‘q’\n";
    expect(splitNarrow(text)).toEqual(split(text));
    expect(splitLines(text)).toEqual(split(text));
  });

  it('splits a text whose wide character would stand in as a line break as it is (U+010A, U+010D)', () => {
    for (const text of ['a\u010Ab\nc', 'x\r\ny\u010D\n', '\u010A']) expect(splitNarrow(text)).toEqual(split(text));
  });

  it('keeps lone surrogates, a byte order mark and wide characters at either end', () => {
    for (const text of ['\uFEFFfirst\nsecond', 'x\n\uD800\ny', '–', '–\n', '\n–', 'a\r\n–\r\nb\r\n', '\r\r\n\n–\r', '––\n–x–\r\n\r\n–']) {
      expect(splitNarrow(text)).toEqual(split(text));
    }
  });

  it('gives the same lines as a plain split for any text (property)', () => {
    const char = fc.constantFrom('a', 'Z', ' ', '\t', '\r', '\n', 'é', '\u00ff', '–', '\u2212', '\u010A', '\u020D', '\uD83D', '\uDE00', '\uFEFF', '\u0000', '(');
    fc.assert(
      fc.property(fc.array(char, { maxLength: 60 }).map((cs) => cs.join('')), (text) => {
        expect(splitNarrow(text)).toEqual(split(text));
      }),
      { numRuns: 3000 },
    );
  });
});
