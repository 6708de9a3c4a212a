import { defineConfig } from 'vitest/config';
import browser from './vitest.browser.config.ts';

/**
 * `npm test`'s browser part: one page of every type (tests/browser/smoke.test.ts) on the built
 * site, with the browser suite's set-up. The whole browser suite is `npm run test:all`.
 */
export default defineConfig({
  ...browser,
  test: { ...browser.test, include: ['tests/browser/smoke.test.ts'] },
});
