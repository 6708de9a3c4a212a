import { defineConfig } from 'vitest/config';
import { latencyCurvesPlugin } from './calculators/lib/latency-curves-module.ts';

// Unit and data tests: pure logic and the datasets, no browser. Browser tests have their own config.
export default defineConfig({
  // The latency calculators' measured curves, generated from data/ as the site's build does.
  plugins: [latencyCurvesPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/data/**/*.test.ts'],
    testTimeout: 60_000,
    // The files share one module graph a worker (no file mocks or stubs a module, and none keeps
    // state between files): importing the calculators and datasets again for every file was half
    // the suite's CPU time (measured: 67 s against 35 s of CPU for the whole suite).
    isolate: false,
    // Fails the run, with one clear message, when ../shared (the report texts) is missing.
    globalSetup: ['tests/setup/require-shared.ts'],
  },
});
