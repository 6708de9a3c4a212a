import { defineConfig } from 'vitest/config';

// System tests: checks that need tools beyond Node and /bin/sh (shellcheck, ksh, and promtool for the
// generated Prometheus alert rules). `npm test` does not run them; run them with
// `npx vitest run --config vitest.system.config.ts`.
export default defineConfig({
  test: {
    include: ['tests/system/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
