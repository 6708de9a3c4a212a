/**
 * Makes a built copy of the site work opened from disk (file://), in place, for the offline bundle:
 *
 * - every site-absolute link and asset URL becomes relative and names index.html for folders
 *   (./relative-url.ts), so pages, styles, CSV downloads and the single-file calculators resolve
 *   (the single files' links into the site, marked as needing it, work again: ./site-links.ts);
 * - a page's module script files become one classic script, bundled with their imports by
 *   esbuild: browsers refuse module scripts loaded from file://, but run classic ones;
 * - every page gets ./file-protocol-notes.js inline (its hash added to the page's policy), which
 *   makes search and the simulator (impossible on file://) say so and give the command that serves
 *   the bundle instead.
 *
 * Served over http the result behaves like the original site, so one bundle serves both ways.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { attr, elements, type Element, fragmentElements, insert, byTag, parseHtml, remove, removeAttr, serializeHtml, setAttr, setText } from './html.ts';
import { fileRelativeUrl } from './relative-url.ts';
import { restoreSiteLink } from './site-links.ts';
import { addInlineHashes } from '../../integrations/csp-inline-hashes.ts';

/** Attributes that hold a URL the browser follows or loads. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'poster'];
/** Where the classic copies of module scripts go, inside the build's asset folder. */
const CLASSIC_DIR = '_astro/classic';

const notesScript = readFileSync(new URL('./file-protocol-notes.js', import.meta.url), 'utf8');

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const toSitePath = (siteDir: string, file: string) => relative(siteDir, file).split(sep).join('/');

/**
 * esbuild plugins for the built scripts: imports written site-absolute ("/guide/_astro/x.js") are
 * files of the build; Vite's preload helper, which adds <link rel="modulepreload"> tags for
 * chunks that a classic bundle already contains (and would request them from the disk's root),
 * becomes a plain call of the import.
 */
function builtScripts(siteDir: string, base: string): Plugin {
  return {
    name: 'built-scripts',
    setup(b) {
      b.onResolve({ filter: /^\// }, (args) => {
        if (args.kind === 'entry-point' || args.path.startsWith(siteDir)) return undefined;
        if (!args.path.startsWith(base)) return { path: args.path, external: true };
        return { path: join(siteDir, args.path.slice(base.length).split(/[?#]/)[0]!) };
      });
      b.onLoad({ filter: /preload-helper[.-][\w-]*\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const exported = /export\s*\{\s*(\w+)(?:\s+as\s+(\w+))?\s*\};?\s*$/.exec(source);
        if (!exported) throw new Error(`${args.path}: Vite's preload helper no longer ends in one export; update src/lib/offline/from-disk.ts`);
        return { contents: `const preload = (load) => load();\nexport { preload as ${exported[2] ?? exported[1]} };\n`, loader: 'js' };
      });
    },
  };
}

/**
 * One classic script holding a page's module scripts, in order, with everything they import; returns
 * its path in the build. One per page rather than one per module: modules they share (a custom
 * element's definition, say) must run once, as they do when the browser loads them as modules.
 */
async function classicScript(siteDir: string, base: string, moduleFiles: string[]): Promise<string> {
  const key = createHash('sha256').update(moduleFiles.join('\n')).digest('hex').slice(0, 12);
  const out = join(siteDir, CLASSIC_DIR, `page-${key}.js`);
  if (existsSync(out)) return out;
  await build({
    stdin: { contents: moduleFiles.map((f) => `import ${JSON.stringify(f)};`).join('\n'), resolveDir: siteDir, sourcefile: 'page-scripts.js' },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    outfile: out,
    plugins: [builtScripts(siteDir, base)],
    // import.meta.url is only read where a worker or module would be loaded, which file:// forbids anyway.
    logOverride: { 'empty-import-meta': 'silent' },
    logLevel: 'error',
  });
  return out;
}

export interface FromDiskReport {
  pages: number;
  /** Distinct classic scripts written: one per distinct set of module scripts on a page. */
  classicScripts: number;
}

export async function makeOpenableFromDisk(siteDir: string, base: string): Promise<FromDiskReport> {
  const isFolder = (sitePath: string) => {
    const path = join(siteDir, sitePath);
    return existsSync(path) && statSync(path).isDirectory();
  };
  const classic = new Set<string>();
  let pages = 0;
  for (const file of htmlFiles(siteDir)) {
    const pageFile = toSitePath(siteDir, file);
    const doc = parseHtml(readFileSync(file, 'utf8'));
    const moduleTags: Element[] = [];
    for (const el of elements(doc)) {
      if (el.tagName === 'script' && attr(el, 'type') === 'module' && attr(el, 'src')) {
        moduleTags.push(el);
        continue;
      }
      if (el.tagName === 'link' && attr(el, 'rel') === 'modulepreload') {
        remove(el); // the classic script already holds the module
        continue;
      }
      if (el.tagName === 'a') restoreSiteLink(el);
      for (const name of URL_ATTRIBUTES) {
        const value = attr(el, name);
        if (value !== undefined) setAttr(el, name, fileRelativeUrl(value, pageFile, base, isFolder));
      }
    }
    if (moduleTags.length) {
      const files = moduleTags.map((el) => {
        const src = attr(el, 'src')!;
        const moduleFile = src.startsWith(base) ? join(siteDir, src.slice(base.length)) : join(dirname(file), src);
        if (!existsSync(moduleFile)) throw new Error(`${pageFile}: module script ${src} is not in the build`);
        return moduleFile;
      });
      const out = await classicScript(siteDir, base, files);
      classic.add(out);
      const [first, ...rest] = moduleTags;
      removeAttr(first!, 'type');
      // Module scripts run after parsing, in order; a deferred classic script keeps that.
      setAttr(first!, 'defer', '');
      setAttr(first!, 'src', posix.relative(posix.dirname(pageFile), toSitePath(siteDir, out)));
      rest.forEach(remove);
    }
    const body = byTag(doc, 'body');
    if (body) {
      const [notes] = fragmentElements('<script data-offline-notes></script>');
      setText(notes!, notesScript);
      insert(body, [notes!]);
    }
    // The notes are an inline script: the page's Content-Security-Policy must list its hash.
    writeFileSync(file, addInlineHashes(serializeHtml(doc)));
    pages++;
  }
  return { pages, classicScripts: classic.size };
}

/** Drops the .br / .gz copies the build writes for the web server; a bundle on disk does not need them. */
export function removePrecompressed(siteDir: string): number {
  let removed = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(br|gz)$/.test(entry.name) && existsSync(path.slice(0, -3))) (rmSync(path), removed++);
    }
  };
  walk(siteDir);
  return removed;
}
