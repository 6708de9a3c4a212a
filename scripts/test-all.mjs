#!/usr/bin/env node
// `npm test`: the unit and data tests, then the browser tests against the built site.
// Prints one closing line, "N passed, N failed", summed over both runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vitest = join(process.cwd(), 'node_modules/vitest/vitest.mjs');
const out = mkdtempSync(join(tmpdir(), 'mqfg-test-'));
const suites = [
  { name: 'unit and data', args: ['run'] },
  { name: 'browser', args: ['run', '--config', 'vitest.browser.config.ts'] },
];

let passed = 0;
let failed = 0;
let exitCode = 0;
for (const suite of suites) {
  const report = join(out, `${suite.name.replace(/\W+/g, '-')}.json`);
  console.log(`\n=== ${suite.name} tests ===`);
  const run = spawnSync(process.execPath, [vitest, ...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
  });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    // A suite that failed before running its tests (a broken build, a crashed setup) counts as a failure.
    if (json.numTotalTests === 0 || (run.status !== 0 && json.numFailedTests === 0)) failed += 1;
  } catch {
    failed += 1;
  }
  if (run.status !== 0) exitCode = 1;
}
rmSync(out, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
