import { defineConfig } from 'vitest/config';

// System tests: the site's outputs checked with the real tools they are meant for (promtool, …),
// which must be installed; a missing tool fails its test with the command to install it.
export default defineConfig({
  test: {
    include: ['tests/system/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
