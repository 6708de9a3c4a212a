import { defineConfig } from 'vitest/config';

// Unit and data tests: pure logic and the datasets, no browser. Browser tests have their own config.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/data/**/*.test.ts'],
    testTimeout: 60_000,
    // Fails the run, with one clear message, when ../shared (the report texts) is missing.
    globalSetup: ['tests/setup/require-shared.ts'],
  },
});
