/**
 * Where SARIF's artifact locations are relative to: `%SRCROOT%`, the folder mqcheck ran in or
 * --base-dir. Code scanning places a result on a file of the pull request by its path from the
 * checkout's root, so a file under the base is named by its path from there (`mq/qm1.mqsc`); a file
 * outside it (`../other/qm.ini`, `/etc/mqm/qm.ini`) is named as given, without a base. Paths are
 * worked out as text (POSIX, and Windows drive letters and backslashes), not through the file
 * system: the command's I/O is passed in, so the tests run it as it is.
 */

export const SRCROOT = '%SRCROOT%';

export interface BaseDir {
  /** The base as an absolute path with forward slashes and a trailing slash (`/home/ci/repo/`). */
  path: string;
  /** The same as a file URI (`file:///home/ci/repo/`), SARIF's originalUriBaseIds entry. */
  uri: string;
}

const slashed = (p: string) => p.replace(/\\/g, '/');
const isAbsolute = (p: string) => p.startsWith('/') || /^[A-Za-z]:\//.test(p);

/** `a/./b/../c` → `a/c`; `..` above the root stays at the root. */
function normalise(p: string): string {
  const [, root = '', rest = ''] = /^(\/|[A-Za-z]:\/)?(.*)$/.exec(p) ?? [];
  const out: string[] = [];
  for (const seg of rest.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!root) out.push('..');
    } else out.push(seg);
  }
  return root + out.join('/');
}

/** `p` made absolute against `cwd` (both as text), with forward slashes. */
export function absolutePath(cwd: string, p: string): string {
  const s = slashed(p);
  return normalise(isAbsolute(s) ? s : `${slashed(cwd).replace(/\/?$/, '/')}${s}`);
}

const encodePath = (p: string) =>
  p
    .split('/')
    .map((segment, i) => (i === 0 && /^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment)))
    .join('/');

/** The base folder: --base-dir against the current folder, or the current folder itself. */
export function baseDir(cwd: string, dir?: string): BaseDir {
  const path = `${absolutePath(cwd, dir ?? '.').replace(/\/$/, '')}/`;
  return { path, uri: `file://${path.startsWith('/') ? '' : '/'}${encodePath(path)}` };
}

/** The file's path from the base (`mq/qm1.mqsc`), or undefined when it is outside it (or standard input). */
export function pathFromBase(base: BaseDir, cwd: string, file: string): string | undefined {
  if (file === '-') return undefined;
  const abs = absolutePath(cwd, file);
  const caseless = /^[A-Za-z]:\//.test(base.path);
  const inside = caseless ? abs.toLowerCase().startsWith(base.path.toLowerCase()) : abs.startsWith(base.path);
  return inside && abs.length > base.path.length ? abs.slice(base.path.length) : undefined;
}

/** A relative path as a URI reference (each segment percent-encoded). */
export const relativeUri = (p: string): string => encodePath(p);
