import type { AstroIntegration } from 'astro';
import { copyFileSync, createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pyodidePackageDir, trimmedStdlib } from '../lib/simulator/pyodide-node.ts';

export { pyodidePackageDir };

/**
 * Serves Pyodide from the site itself (DESIGN.md: no request leaves the origin), under
 * `<base>pyodide/`: copied into the build output when the build is done, and answered by a
 * middleware in `astro dev`. The files come from the installed npm package, never from git.
 */

/** What Pyodide 314 fetches to start a stdlib-only interpreter (no packages are loaded). */
export const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;

/** Folder of the site, under the base path, that holds the Pyodide files. */
export const PYODIDE_PATH = 'pyodide/';

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

/**
 * The lock file without its package list: the model loads no packages, and the list is a quarter
 * of the lock file (26 KiB of the download, gzipped). Pyodide still reads the file's `info` to
 * check that the runtime and the lock file agree.
 */
export function packagelessLock(text: string): string {
  const lock = JSON.parse(text) as { info: unknown; packages: unknown; [k: string]: unknown };
  return JSON.stringify({ ...lock, packages: {} });
}

/** Pyodide's fallback package address, used only when `packageBaseUrl` is not given (worker.ts gives it). */
const CDN_FALLBACK = 'https://cdn.jsdelivr.net/pyodide/v${U}/full/';

/**
 * The loader with its CDN fallback pointed at the folder it is served from, so the site holds no
 * outside address at all, not even one its code never reaches. Throws when a new Pyodide words it
 * differently, so the change is looked at rather than shipped.
 */
export function withoutCdn(loader: string): string {
  if (!loader.includes(CDN_FALLBACK)) throw new Error(`pyodide: pyodide.mjs no longer holds "${CDN_FALLBACK}"; check how it falls back to its CDN, and update withoutCdn`);
  return loader.replaceAll(CDN_FALLBACK, './');
}

/**
 * Copies the runtime into `<outDir>/pyodide/`; throws if the package lacks a file, so a build
 * cannot ship half a runtime. With `stdlib`, that archive replaces the package's
 * python_stdlib.zip (the cut-down one: see trimmedStdlib) and the lock file loses its package list.
 */
export function copyPyodide(outDir: string, from: string = pyodidePackageDir(), stdlib?: Uint8Array): string[] {
  const target = join(outDir, PYODIDE_PATH);
  mkdirSync(target, { recursive: true });
  return PYODIDE_FILES.map((name) => {
    const src = join(from, name);
    if (!existsSync(src)) throw new Error(`pyodide: ${src} is missing; run npm ci`);
    if (name === 'python_stdlib.zip' && stdlib) writeFileSync(join(target, name), stdlib);
    else if (name === 'pyodide-lock.json' && stdlib) writeFileSync(join(target, name), packagelessLock(readFileSync(src, 'utf8')));
    else if (name === 'pyodide.mjs') writeFileSync(join(target, name), withoutCdn(readFileSync(src, 'utf8')));
    else copyFileSync(src, join(target, name));
    return join(target, name);
  });
}

export default function pyodide(): AstroIntegration {
  let base = '/';
  return {
    name: 'mq-field-guide:pyodide',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:server:setup': ({ server }) => {
        const dir = pyodidePackageDir();
        const prefix = `${base}${PYODIDE_PATH}`;
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? '').split('?')[0]!;
          const name = path.startsWith(prefix) ? path.slice(prefix.length) : '';
          if (!(PYODIDE_FILES as readonly string[]).includes(name)) return next();
          const file = join(dir, name);
          res.setHeader('Content-Type', TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream');
          res.setHeader('Content-Length', statSync(file).size);
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const stdlib = await trimmedStdlib();
        const files = copyPyodide(fileURLToPath(dir), pyodidePackageDir(), stdlib);
        logger.info(`copied ${files.length} Pyodide files to ${PYODIDE_PATH} (standard library cut to the model's modules: ${Math.round(stdlib.length / 1024)} KiB)`);
      },
    },
  };
}
