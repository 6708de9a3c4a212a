import { defineConfig } from 'vitest/config';
import { latencyCurvesPlugin } from './calculators/lib/latency-curves-module.ts';

// Unit and data tests: pure logic and the datasets, no browser. Browser tests have their own config.
export default defineConfig({
  // The latency calculators' measured curves, generated from data/ as the site's build does.
  plugins: [latencyCurvesPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/data/**/*.test.ts'],
    testTimeout: 60_000,
    // Fails the run, with one clear message, when ../shared (the report texts) is missing.
    globalSetup: ['tests/setup/require-shared.ts'],
  },
});
