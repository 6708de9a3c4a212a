/**
 * Site-absolute URLs ("/guide/reports/x/") as URLs relative to the page that holds them, naming
 * index.html for folders, so a built site opened from disk (file://, where there is no server to
 * add index.html or a root to resolve "/" against) still links where it should. Pure; the bundle
 * (scripts/bundle.mjs through ./from-disk.ts) applies it to every built page.
 */
import { posix } from 'node:path';

/**
 * `url` as written on the page at `pageFile` (its path in the build, e.g. "reports/x/index.html"),
 * or unchanged when it does not point into the site under `base`. `isFolder` says whether a path
 * without an extension and without a trailing slash is a folder of the build.
 */
export function fileRelativeUrl(url: string, pageFile: string, base: string, isFolder: (sitePath: string) => boolean = () => false): string {
  if (!url.startsWith(base) || url.startsWith('//')) return url;
  const rest = url.slice(base.length);
  const cut = rest.search(/[?#]/);
  let path = cut < 0 ? rest : rest.slice(0, cut);
  const suffix = cut < 0 ? '' : rest.slice(cut);
  if (path === '' || path.endsWith('/')) path += 'index.html';
  else if (!posix.extname(path) && isFolder(path)) path += '/index.html';
  const relative = posix.relative(posix.dirname(pageFile), path);
  return relative + suffix;
}
