import { defineConfig } from 'vitest/config';
import { latencyCurvesPlugin } from './calculators/lib/latency-curves-module.ts';

/**
 * How every test of the built site runs (here, and the system tests of the site in
 * vitest.system.config.ts): the site built once under /guide/ and served (global-setup.ts), each
 * file's pages closed when it ends.
 */
export const builtSiteTests = {
  globalSetup: ['tests/browser/global-setup.ts'],
  setupFiles: ['tests/browser/setup-file.ts'],
  // A worker runs its files in one module graph and one Chromium (harness.ts): the test files
  // keep no state of their own between files, and each file's pages are closed when it ends.
  isolate: false,
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // Two cores: two Chromium instances at once is the most this machine runs well.
  maxWorkers: 2,
};

// Browser tests: the built site (under a non-root base path) in Debian's Chromium via playwright-core.
export default defineConfig({
  // Tests import the calculator registry, whose latency calculators read the generated curves.
  plugins: [latencyCurvesPlugin()],
  test: {
    include: ['tests/browser/**/*.test.ts'],
    ...builtSiteTests,
    // Pages such as the broker report hold thousands of cited values; give workers room for them.
    execArgv: ['--max-old-space-size=4096'],
  },
});
