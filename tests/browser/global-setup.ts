import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTestSite, TEST_BASE, testDistDir } from '../../scripts/lib/build-test-site.mjs';

/** Base path the browser tests build and serve under (scripts/lib/build-test-site.mjs). */
export { TEST_BASE };
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
 * Builds the site once under /guide/ (unless BROWSER_TEST_DIST names an existing build) and
 * serves it on a free local port for every browser test file.
 */
export default async function setup(project: TestProject) {
  const outDir = process.env.BROWSER_TEST_DIST ?? testDistDir(root);
  if (!process.env.BROWSER_TEST_DIST) {
    const seconds = await buildTestSite({ root, outDir });
    console.log(`Built the site under ${TEST_BASE} in ${seconds.toFixed(1)} s`);
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
