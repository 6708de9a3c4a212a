/**
 * The project's import graph as the bundler resolves it, for the architecture and lock-file tests.
 * esbuild (a build dependency already) follows every static import and every import() of a
 * string literal from the given entry files, resolving paths the way Vite does; what it cannot
 * load (CSV, CSS, `?raw`/`?url` suffixes, Astro's virtual modules, packages) is recorded as a leaf
 * instead of read. An .astro file contributes the imports of its frontmatter and of its <script>
 * tags, an .mdx file those of its import lines: the rest of them is markup, not code.
 */
import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

export interface Edge {
  /** The importing file, relative to the project root with forward slashes. */
  from: string;
  /** A project file (relative path) or, for a package, its name ("@astrojs/starlight"). */
  to: string;
  kind: 'file' | 'package' | 'virtual';
  /** The specifier as written. */
  specifier: string;
}

const ROOT = process.cwd();
const rel = (path: string) => relative(ROOT, path).split('\\').join('/');

/** "@scope/name/sub/path" → "@scope/name"; "name/sub" → "name". */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const IMPORT_LINE = /^\s*(?:import|export)\s[^;]*?from\s*(['"])[^'"]+\1|^\s*import\s*(['"])[^'"]+\2/gm;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The code of an .astro or .mdx file that can import anything: frontmatter imports and script bodies. */
function importingCode(path: string, text: string): string {
  if (path.endsWith('.mdx')) return (text.match(IMPORT_LINE) ?? []).join(';\n');
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  // Only the import statements: a frontmatter may `return Astro.redirect(...)`, which is no module code.
  const parts = [...(front.match(IMPORT_LINE) ?? [])];
  for (const m of text.matchAll(SCRIPT)) if (!/\bis:inline\b|type=["']application\/(ld\+)?json/.test(m[1]!)) parts.push(m[2]!);
  return parts.join(';\n');
}

/** Every edge reachable from the entry files (paths relative to the project root). */
export async function importGraph(entries: readonly string[]): Promise<Edge[]> {
  const edges: Edge[] = [];
  const leaves: Plugin = {
    name: 'leaves',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const from = rel(args.importer);
        const spec = args.path;
        if (/^(astro|virtual):/.test(spec) || spec.startsWith('\0')) {
          edges.push({ from, to: spec, kind: 'virtual', specifier: spec });
          return { path: spec, external: true };
        }
        if (!spec.startsWith('.') && !spec.startsWith('/')) {
          if (!spec.startsWith('node:')) edges.push({ from, to: packageName(spec), kind: 'package', specifier: spec });
          return { path: spec, external: true };
        }
        const file = resolve(dirname(args.importer), spec.replace(/\?.*$/, ''));
        edges.push({ from, to: rel(file), kind: 'file', specifier: spec });
        // Code is read on; data, styles and text imports are leaves.
        return /\.(ts|mts|js|mjs|astro|mdx)$/.test(file) && !spec.includes('?') ? { path: file } : { path: file, external: true };
      });
      b.onLoad({ filter: /\.(astro|mdx)$/ }, (args) => ({ contents: importingCode(args.path, readFileSync(args.path, 'utf8')), loader: 'ts', resolveDir: dirname(args.path) }));
    },
  };
  await build({
    entryPoints: entries.map((e) => resolve(ROOT, e)),
    bundle: true,
    write: false,
    outdir: '/nonexistent',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [leaves],
  });
  return edges;
}
