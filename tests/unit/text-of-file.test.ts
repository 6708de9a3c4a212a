/**
 * An opened file decoded a slice a task (src/lib/check/text-of-file.ts) gives the very string the
 * shared decoder gives at once (calculators/check/text-bytes.ts): characters split between slices,
 * a byte-order mark, stray bytes that are not UTF-8, a NUL in a late slice (binary, or UTF-16 without
 * a mark), over random bytes and texts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { textOfFile } from '../../src/lib/check/text-of-file.ts';
import { textOfBytes } from '../../calculators/check/text-bytes.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe('a file decoded a slice at a time', () => {
  // Node draws no frames: the page's wait for one (slices.ts) is a task here.
  beforeAll(() => vi.stubGlobal('requestAnimationFrame', (draw: () => void) => setTimeout(draw, 0)));

  it('splits a four-byte character across two slices and still decodes it whole', async () => {
    const bytes = utf8('ab😀cd'); // 😀 is bytes 2–5
    expect(await textOfFile(bytes, 4)).toBe('ab😀cd');
  });

  it('drops a leading byte-order mark, as the shared decoder does', async () => {
    expect(await textOfFile(join(Uint8Array.of(0xef, 0xbb, 0xbf), utf8('DEFINE QLOCAL(A)')), 5)).toBe('DEFINE QLOCAL(A)');
  });

  it('says binary (undefined) for a NUL in a late slice, and decodes bare UTF-16 from it', async () => {
    expect(await textOfFile(join(utf8('x'.repeat(40)), Uint8Array.of(0, 1, 2)), 8)).toBeUndefined();
    const le = Uint8Array.from([...'QMNAME=QM1\n'].flatMap((c) => [c.charCodeAt(0), 0]));
    expect(await textOfFile(le, 4)).toBe('QMNAME=QM1\n');
  });

  it('equals the shared decoder on any bytes and any texts, at any slice size', async () => {
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 120 }).map(utf8), fc.string({ unit: 'grapheme', maxLength: 60 }).map((s) => join(Uint8Array.of(0xef, 0xbb, 0xbf), utf8(s))));
    await fc.assert(
      fc.asyncProperty(bytes, fc.integer({ min: 1, max: 64 }), async (b, slice) => {
        expect(await textOfFile(b, slice)).toBe(textOfBytes(b));
      }),
      { numRuns: 400 },
    );
  });
});
