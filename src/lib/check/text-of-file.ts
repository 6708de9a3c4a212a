/**
 * An opened file's bytes as text, decoded as calculators/check/text-bytes.ts decodes them (the same
 * string), but UTF-8 a megabyte a task: a 10 MiB gather decoded in one go held /check/'s main thread
 * for about 50 ms, in the same task as what followed it. Between slices the page draws a frame
 * (slices.ts), as /check/'s other long work does.
 */
import { textOfBytes } from '../../../calculators/check/text-bytes.ts';
import { nextFrame } from './slices.ts';

/** Bytes decoded a task: a few milliseconds of TextDecoder. */
const SLICE_BYTES = 1 << 20;

export async function textOfFile(bytes: Uint8Array, sliceBytes = SLICE_BYTES): Promise<string | undefined> {
  const marked = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  // A small file, and UTF-16 (with a mark, or without one: its NULs), are decoded at once as before.
  if (marked || bytes.length <= sliceBytes) return textOfBytes(bytes);
  const decoder = new TextDecoder('utf-8', { ignoreBOM: false });
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += sliceBytes) {
    const slice = bytes.subarray(at, at + sliceBytes);
    if (slice.includes(0)) return textOfBytes(bytes);
    // Streamed, so a character split between two slices is decoded whole.
    parts.push(decoder.decode(slice, { stream: at + sliceBytes < bytes.length }));
    await nextFrame();
  }
  return parts.join('');
}
