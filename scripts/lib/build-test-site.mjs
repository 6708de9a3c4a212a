// The site as the browser tests read it: built under a sub-folder (to prove no link assumes "/")
// into dist-test/. One place says how, for the browser suite's setup (which builds when no build
// is given) and for `npm test` (which builds while the unit tests run, then hands the build over).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Base path the browser tests build and serve under. */
export const TEST_BASE = '/guide/';

/** Where the browser tests' build goes unless BROWSER_TEST_DIST names another. */
export const testDistDir = (root) => join(root, 'dist-test');

/**
 * Vitest copies Vite's import.meta.env (BASE_URL="/", MODE, DEV, PROD, SSR) into process.env;
 * a build spawned with those would silently ignore the base path, so they are left out.
 */
function buildEnv(outDir, root) {
  const env = { ...process.env };
  for (const key of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV']) delete env[key];
  return { ...env, BASE_PATH: TEST_BASE, ASTRO_OUT_DIR: outDir, ASTRO_CACHE_DIR: join(root, 'node_modules/.astro-test'), ASTRO_TELEMETRY_DISABLED: '1' };
}

/**
 * Builds the site under TEST_BASE into outDir; resolves with the seconds it took, or rejects with
 * the build's own output. Asynchronous, so the unit tests can run meanwhile.
 */
export function buildTestSite({ root = process.cwd(), outDir = testDistDir(root) } = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: buildEnv(outDir, root) });
    let output = '';
    build.stdout.on('data', (c) => (output += c));
    build.stderr.on('data', (c) => (output += c));
    build.on('error', reject);
    build.on('close', (code) => {
      if (code === 0) resolve((Date.now() - started) / 1000);
      else reject(new Error(`The site did not build for the browser tests (exit ${code}):\n${output}`));
    });
  });
}
