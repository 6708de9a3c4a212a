#!/usr/bin/env node
// `npm test`: the unit and data tests, then a browser smoke test of one page of every type against
// the built site: quick enough to run before every push. `npm run test:all` (this script with
// --all, what CI runs): the unit and data tests, every browser test, then the tests that need tools
// of the operating system (`npm run test:system`: nginx, Apache httpd, shellcheck, ksh, promtool).
// The site is built (under /guide/, into dist-test/) while the unit tests run: the build is mostly
// one thread and the unit tests leave a core to spare, so the two together take little more than
// the longer of them. Ends with the failed tests' names, if any (what a CI log's tail shows), and
// one closing line, "N passed, N failed", summed over every run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestSite, testDistDir } from './lib/build-test-site.mjs';

const root = process.cwd();
const all = process.argv.includes('--all');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const out = mkdtempSync(join(tmpdir(), 'mqfg-test-'));

/** Runs one vitest suite with its output on this terminal; resolves with its exit code and JSON report. */
function runSuite(name, args, env) {
  const report = join(out, `${name.replace(/\W+/g, '-')}.json`);
  console.log(`\n=== ${name} tests ===`);
  return new Promise((resolve) => {
    const run = spawn(process.execPath, [vitest, ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { stdio: 'inherit', env });
    run.on('close', (status) => {
      let json = null;
      try {
        json = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        // No report: the suite failed before it could write one; counted as a failure below.
      }
      resolve({ status, json });
    });
  });
}

let passed = 0;
let failed = 0;
let exitCode = 0;
/** "suite: file > describe > test", one per failed test, listed again at the very end. */
const failedNames = [];
function count(name, { status, json }) {
  if (json) {
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    for (const file of json.testResults ?? []) {
      const path = file.name.slice(root.length + 1);
      for (const t of file.assertionResults ?? []) if (t.status === 'failed') failedNames.push(`${name}: ${path} > ${t.fullName}`);
      // A file that failed to load or run (its message, not a test) is named too.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) failedNames.push(`${name}: ${path}: ${String(file.message ?? '').split('\n')[0]}`);
    }
    // A suite that failed before running its tests (a broken build, a crashed setup) counts as a failure.
    if (json.numTotalTests === 0 || (status !== 0 && json.numFailedTests === 0)) failed += 1;
  } else {
    failed += 1;
    failedNames.push(`${name}: no report (the suite stopped before writing one)`);
  }
  if (status !== 0) exitCode = 1;
}

// A build someone already made (BROWSER_TEST_DIST) is used as it is; otherwise build now.
const given = process.env.BROWSER_TEST_DIST;
const distDir = given ?? testDistDir(root);
const build = given ? Promise.resolve(null) : buildTestSite({ root, outDir: distDir });
build.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled" meanwhile

const suite = async (name, args, env) => count(name, await runSuite(name, args, env));
await suite('unit and data', ['run'], process.env);

try {
  const seconds = await build;
  if (seconds !== null) console.log(`\nBuilt the site under /guide/ into ${distDir} in ${seconds.toFixed(1)} s (alongside the unit tests)`);
  const env = { ...process.env, BROWSER_TEST_DIST: distDir };
  if (all) {
    await suite('browser', ['run', '--config', 'vitest.browser.config.ts'], env);
    await suite('system', ['run', '--config', 'vitest.system.config.ts'], env);
  } else await suite('browser smoke', ['run', '--config', 'vitest.smoke.config.ts'], env);
} catch (error) {
  console.error(`\n${error.message}`);
  failedNames.push(`build: ${error.message.split('\n')[0]}`);
  failed += 1;
  exitCode = 1;
}

rmSync(out, { recursive: true, force: true });
if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
