/**
 * A file's bytes as text for the checker, or the reason it cannot be checked: empty, binary, a
 * directory, missing. Text comes in as UTF-8, or as UTF-16 with or without a byte-order mark
 * (Windows tools such as PowerShell's redirection write it), decoded by ../text-bytes.ts; a NUL
 * anywhere else means a binary file, which would only give "none of the lines is read" further on.
 */
import { textOfBytes } from '../text-bytes.ts';

/**
 * Why a file was not checked, twice: `problem` is the sentence mqcheck prints ("qm.ini is empty."),
 * `why` the same reason for a list that names each file beside it (the fleet table's "empty").
 */
export interface NotChecked {
  problem: string;
  why: string;
}

export type Input = { ok: true; text: string } | ({ ok: false } & NotChecked);

/** What the user passed, as messages name it: "-" is standard input. */
export const inputName = (file: string): string => (file === '-' ? 'standard input' : file);

/** The reason as a sentence after the file's name (`joiner` is " is ", ": " …) and alone. */
const notChecked = (file: string, joiner: string, why: string): NotChecked => ({ problem: `${inputName(file)}${joiner}${why}.`, why });

export function decodeInput(file: string, bytes: Uint8Array): Input {
  if (bytes.length === 0) return { ok: false, ...notChecked(file, ' is ', 'empty') };
  const text = textOfBytes(bytes);
  if (text === undefined) return { ok: false, ...notChecked(file, ' is ', 'a binary file (it holds NUL bytes), not configuration or command output text') };
  if (text.trim() === '') return { ok: false, ...notChecked(file, ' holds ', 'only blank space') };
  return { ok: true, text };
}

/** The error Node's file reading throws, in words naming the file. */
export function readFailure(file: string, error: unknown): NotChecked {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  switch (code) {
    case 'ENOENT':
      return notChecked(file, ': ', 'no such file');
    case 'EISDIR':
      return notChecked(file, ' is ', `a directory; name the files in it (for example ${file.replace(/\/+$/, '')}/*.ini)`);
    case 'EACCES':
    case 'EPERM':
      return notChecked(file, ': ', 'permission denied');
    case 'EAGAIN':
      return notChecked(file, ' ', 'could not be read (nothing to read yet): pipe or redirect the text into it');
    default:
      return notChecked(file, ' ', `cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** A file's text, read through `readFile` (which throws as Node's readFileSync does), or why not. */
export function readInput(file: string, readFile: (path: string) => Uint8Array): Input {
  let bytes: Uint8Array;
  try {
    bytes = readFile(file);
  } catch (e) {
    return { ok: false, ...readFailure(file, e) };
  }
  return decodeInput(file, bytes);
}
