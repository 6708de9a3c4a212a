/**
 * A file's bytes as text for the checker, or the reason it cannot be checked: empty, binary, a
 * directory, missing. Text comes in as UTF-8, or as UTF-16 when it starts with a byte-order mark
 * (Windows tools such as PowerShell's redirection write that); a NUL anywhere else means a binary
 * file, which would only give "none of the lines is read" further on.
 */

export type Input = { ok: true; text: string } | { ok: false; problem: string };

/** What the user passed, as messages name it: "-" is standard input. */
export const inputName = (file: string): string => (file === '-' ? 'standard input' : file);

export function decodeInput(file: string, bytes: Uint8Array): Input {
  if (bytes.length === 0) return { ok: false, problem: `${inputName(file)} is empty.` };
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else if (bytes.includes(0)) return { ok: false, problem: `${inputName(file)} is a binary file (it holds NUL bytes), not configuration or command output text.` };
  // A stray byte that is not UTF-8 (a Latin-1 comment, say) becomes U+FFFD; the line is still read.
  else text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  if (text.trim() === '') return { ok: false, problem: `${inputName(file)} holds only blank space.` };
  return { ok: true, text };
}

/** The error Node's file reading throws, in words naming the file. */
export function readProblem(file: string, error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const name = inputName(file);
  switch (code) {
    case 'ENOENT':
      return `${name}: no such file.`;
    case 'EISDIR':
      return `${name} is a directory; name the files in it (for example ${file.replace(/\/+$/, '')}/*.ini).`;
    case 'EACCES':
    case 'EPERM':
      return `${name}: permission denied.`;
    case 'EAGAIN':
      return `${name} could not be read (nothing to read yet): pipe or redirect the text into it.`;
    default:
      return `${name} cannot be read (${error instanceof Error ? error.message : String(error)}).`;
  }
}
