import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** Base path the browser tests build and serve under: a sub-folder, to prove no link assumes "/". */
export const TEST_BASE = '/guide/';
const root = process.cwd();
/** The embed tests play a wiki on http://localhost (the site is on 127.0.0.1): allowed to frame the site, as a real wiki would be. */
export const FRAME_ANCESTORS = "'self' http://localhost:*";

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built site being served, for tests that list its pages or open its files from disk. */
    distDir: string;
  }
}

/**
 * Vitest copies Vite's import.meta.env (BASE_URL="/", MODE, DEV, PROD, SSR) into process.env;
 * a build spawned with those would silently ignore the base path, so they are left out.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV']) delete env[key];
  return env;
}

/**
 * Builds the site once under /guide/ (unless BROWSER_TEST_DIST names an existing build) and
 * serves it on a free local port for every browser test file.
 */
export default async function setup(project: TestProject) {
  const outDir = process.env.BROWSER_TEST_DIST ?? join(root, 'dist-test');
  if (!process.env.BROWSER_TEST_DIST) {
    const started = Date.now();
    const build = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...buildEnv(), BASE_PATH: TEST_BASE, ASTRO_OUT_DIR: outDir, ASTRO_CACHE_DIR: join(root, 'node_modules/.astro-test'), ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`The site did not build for the browser tests:\n${build.stdout}\n${build.stderr}`);
    console.log(`Built the site under ${TEST_BASE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`No built site in ${outDir}`);

  const server: ChildProcess = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), '--dir', outDir, '--port', '0', '--base', TEST_BASE, '--frame-ancestors', FRAME_ANCESTORS], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the test server did not start in 10 s')), 10_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /at (http:\/\/\S+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    server.on('exit', (code) => reject(new Error(`the test server exited with ${code}`)));
  });
  project.provide('baseUrl', url);
  project.provide('distDir', outDir);
  return () => {
    server.kill();
  };
}
