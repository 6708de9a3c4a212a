import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The whole project (site, calculators, scripts' typed callers, tests) type-checks: a wrong shape
// fails here, with the compiler's own message, rather than at run time in a reader's browser.
it('type-checks with tsc --noEmit', () => {
  const tsc = join(process.cwd(), 'node_modules/.bin/tsc');
  const run = spawnSync(tsc, ['--noEmit', '-p', '.'], { encoding: 'utf8' });
  expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
  expect(run.status).toBe(0);
}, 120_000);
