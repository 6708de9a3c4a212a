/**
 * Files in every Unicode form a tool writes: UTF-16 without a byte-order mark (what some Windows
 * tools write) is read like its UTF-8 original, and bytes that are no text are still refused as
 * binary. Fixtures: real outputs re-encoded (SOURCES.md says which); property tests on any text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bareUtf16, textOfBytes } from '../../calculators/check/text-bytes.ts';
import { decodeInput } from '../../calculators/check/cli/input.ts';
import { checkConfiguration } from '../../calculators/check/index.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const bytesOf = (rel: string) => new Uint8Array(readFileSync(join(FIXTURES, rel)));
const utf8Of = (rel: string) => readFileSync(join(FIXTURES, rel), 'utf8');

describe('UTF-16 without a byte-order mark', () => {
  it('ulimit -a written as UTF-16LE without a mark reads as its UTF-8 original, every value the same', () => {
    const bytes = bytesOf('real-config/ulimit-a-vagrant-ubuntu.utf16le');
    expect(bareUtf16(bytes)).toBe('le');
    const input = decodeInput('ulimit.txt', bytes);
    expect(input).toEqual({ ok: true, text: utf8Of('real-config/ulimit-a-vagrant-ubuntu.txt') });
    const r = checkConfiguration(input.ok ? input.text : '', { platform: 'unix' });
    if (!r.ok) throw new Error(r.message);
    expect(r.values.find((v) => v.name === 'nofile')?.setting).toBe('1024');
  });

  it('a runmqsc CHSTATUS reply written as UTF-16BE without a mark reads as its original', () => {
    const bytes = bytesOf('real-mqsc/runmqsc-chstatus-tab-indented.utf16be');
    expect(bareUtf16(bytes)).toBe('be');
    expect(textOfBytes(bytes)).toBe(utf8Of('real-mqsc/runmqsc-chstatus-tab-indented.txt'));
  });

  it('a binary file is still refused, with the same message', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0]);
    expect(decodeInput('x.png', png)).toMatchObject({ ok: false, problem: 'x.png is a binary file (it holds NUL bytes), not configuration or command output text.' });
    // Zeros in every other byte, but a NUL character further on: not text either.
    expect(textOfBytes(new Uint8Array([0x41, 0, 0x42, 0, 0, 0, 0x43, 0]))).toBeUndefined();
  });

  it('any text of printable characters, written as UTF-16 either way without a mark, decodes to itself', () => {
    const line = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ()=.:_-/\n'.split('')), minLength: 1, maxLength: 400 });
    fc.assert(
      fc.property(line, fc.boolean(), (text, le) => {
        const bytes = new Uint8Array(text.length * 2);
        for (let i = 0; i < text.length; i++) {
          const c = text.charCodeAt(i);
          bytes[le ? 2 * i : 2 * i + 1] = c & 0xff;
          bytes[le ? 2 * i + 1 : 2 * i] = c >> 8;
        }
        expect(textOfBytes(bytes)).toBe(text);
      }),
    );
  });

  it('never throws on any bytes, and what it returns holds no NUL', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const text = textOfBytes(bytes);
        if (text !== undefined) expect(text.includes('\u0000')).toBe(false);
      }),
    );
  });
});
