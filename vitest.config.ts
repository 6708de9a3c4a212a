import { defineConfig } from 'vitest/config';

// Unit and data tests: pure logic and the datasets, no browser. Browser tests have their own config.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/data/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
