import { defineConfig } from 'vitest/config';
import { builtSiteTests } from './vitest.browser.config.ts';

// System tests (`npm run test:system`): tests that need tools the operating system provides, not
// npm: the distribution's nginx and Apache for the deploy recipes, shellcheck and ksh for the gather
// script, Prometheus's promtool for the generated alert rules (README, Quick start, lists the packages). `.ci/run` installs them
// and runs this after `npm test`; `npm test` stays runnable with only what the README's quick start
// names. Two projects, so that a test of a tool alone never waits for a site build: vitest runs a
// project's global setup only when one of its files is in the run.
export default defineConfig({
  test: {
    projects: [
      {
        // Tests against the built site, served as the browser tests serve it (built under /guide/
        // into dist-test/, or BROWSER_TEST_DIST=dir for a build already made, as .ci/run passes on).
        test: {
          name: 'system-site',
          include: ['tests/system/site/**/*.test.ts'],
          ...builtSiteTests,
          // After the tool tests: projects with their own worker settings run as separate groups.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Tests of a system tool on the project's own files, such as shellcheck on the gather script (no site needed).
        test: {
          name: 'system-tools',
          include: ['tests/system/**/*.test.ts'],
          exclude: ['tests/system/site/**'],
          testTimeout: 90_000,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
