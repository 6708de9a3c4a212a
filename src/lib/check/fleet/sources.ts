/**
 * The fleet section's files, one at a time, whatever they came as: files opened, a folder (the
 * folder input's files, or a dropped folder walked entry by entry), `.zip` archives (fflate's
 * unzipSync, one entry decompressed at a time through its filter), `.tar.gz`/`.tgz` and `.tar`
 * (fflate's streaming Gunzip feeding modern-tar's streaming decoder, so an archive is read as it
 * is consumed) and a lone `.gz`. Each file's text is handed on and dropped before the next is
 * read, so memory holds one file, not the fleet. Nothing here is sent anywhere.
 */
import { textOfFile } from '../text-of-file.ts';
import { Gunzip, unzipSync } from 'fflate';
import { createTarDecoder } from 'modern-tar';
import { MAX_GATHER_CHARS } from '../../../../calculators/check/limits.ts';
import { num } from '../../../../calculators/num.ts';

/** One file to summarise, or one that was skipped and why. */
export type FleetSource = { name: string; text: string } | { name: string; why: string };

/** What the page was given: files (opened, or from a folder input), or a drop's entries. */
export type FleetInput = { files: readonly File[] } | { entries: readonly FileSystemEntry[] };

const ZIP = /\.zip$/i;
const TAR_GZ = /\.(?:tar\.gz|tgz)$/i;
const TAR = /\.tar$/i;
const GZ = /\.gz$/i;
/** The checker reads no more than this (a gather of every queue manager on a host); a larger file is named, not read. */
const LARGEST = MAX_GATHER_CHARS;

/**
 * UTF-8, or UTF-16 with or without its mark (text-bytes.ts), a slice a frame as /check/'s own file
 * (text-of-file.ts); bytes that are no text are decoded as UTF-8 for the checker to call binary.
 */
const decode = async (bytes: Uint8Array) => (await textOfFile(bytes)) ?? new TextDecoder('utf-8').decode(bytes);
const tooLarge = (name: string, bytes: number): FleetSource => ({ name, why: `${num(bytes)} bytes: larger than the checker reads (${num(LARGEST)}).` });
/** macOS puts resource forks in archives (__MACOSX/, ._name): not files anyone gathered. */
const isPlatformLitter = (path: string) => /(?:^|\/)__MACOSX\//.test(path) || /(?:^|\/)\._[^/]*$/.test(path);

/** fflate's streaming gunzip as a web stream. */
function gunzipStream(): TransformStream<Uint8Array, Uint8Array> {
  let gunzip: Gunzip;
  return new TransformStream({
    start(controller) {
      gunzip = new Gunzip((chunk) => controller.enqueue(chunk));
    },
    transform(chunk) {
      gunzip.push(chunk);
    },
    flush() {
      gunzip.push(new Uint8Array(0), true);
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.length;
  }
  const all = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

async function* tarEntries(archive: string, stream: ReadableStream<Uint8Array>): AsyncGenerator<FleetSource> {
  const reader = stream.pipeThrough(createTarDecoder()).getReader();
  for (;;) {
    const { done, value: entry } = await reader.read();
    if (done) return;
    const name = `${archive}/${entry.header.name}`;
    if (entry.header.type !== 'file' || isPlatformLitter(entry.header.name)) {
      await entry.body.cancel();
      continue;
    }
    if (entry.header.size > LARGEST) {
      await entry.body.cancel();
      yield tooLarge(name, entry.header.size);
      continue;
    }
    yield { name, text: await decode(await readAll(entry.body)) };
  }
}

async function* zipEntries(file: File, archive: string): AsyncGenerator<FleetSource> {
  const data = new Uint8Array(await file.arrayBuffer());
  const listed: { name: string; size: number }[] = [];
  // The filter sees every entry's name and size; returning false decompresses nothing.
  unzipSync(data, { filter: (f) => (listed.push({ name: f.name, size: f.originalSize }), false) });
  for (const entry of listed) {
    if (entry.name.endsWith('/') || isPlatformLitter(entry.name)) continue;
    const name = `${archive}/${entry.name}`;
    if (entry.size > LARGEST) {
      yield tooLarge(name, entry.size);
      continue;
    }
    const bytes = unzipSync(data, { filter: (f) => f.name === entry.name })[entry.name];
    yield bytes ? { name, text: await decode(bytes) } : { name, why: 'the archive lists it but holds no data for it.' };
  }
}

/** One file as given: an archive is opened, anything else read as text. A broken archive is named, and the rest still read. */
async function* fileSources(file: File, name = file.webkitRelativePath || file.name): AsyncGenerator<FleetSource> {
  try {
    if (ZIP.test(file.name)) yield* zipEntries(file, name);
    else if (TAR_GZ.test(file.name)) yield* tarEntries(name, file.stream().pipeThrough(gunzipStream()));
    else if (TAR.test(file.name)) yield* tarEntries(name, file.stream());
    else if (file.size > LARGEST) yield tooLarge(name, file.size);
    else if (GZ.test(file.name)) {
      const bytes = await readAll(file.stream().pipeThrough(gunzipStream()));
      yield bytes.length > LARGEST ? tooLarge(name, bytes.length) : { name: name.replace(GZ, ''), text: await decode(bytes) };
    } else yield { name, text: await decode(new Uint8Array(await file.arrayBuffer())) };
  } catch (e) {
    yield { name, why: `could not be opened (${e instanceof Error ? e.message : String(e)}).` };
  }
}

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** A dropped folder, walked depth first in name order; readEntries answers a batch at a time. */
async function* entrySources(entry: FileSystemEntry): AsyncGenerator<FleetSource> {
  if (entry.isFile) {
    const path = entry.fullPath.replace(/^\//, '');
    try {
      yield* fileSources(await fileOf(entry as FileSystemFileEntry), path);
    } catch (e) {
      yield { name: path, why: `could not be opened (${e instanceof Error ? e.message : String(e)}).` };
    }
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (!batch.length) break;
    children.push(...batch);
  }
  children.sort((a, b) => a.name.localeCompare(b.name));
  for (const child of children) yield* entrySources(child);
}

export async function* fleetSources(input: FleetInput): AsyncGenerator<FleetSource> {
  if ('files' in input) for (const f of input.files) yield* fileSources(f);
  else for (const e of input.entries) yield* entrySources(e);
}
