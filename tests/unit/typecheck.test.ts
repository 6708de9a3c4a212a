import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The whole project (site, calculators, scripts' typed callers, tests) type-checks: a wrong shape
// fails here, with the compiler's own message, rather than at run time in a reader's browser.
it('type-checks with tsc --noEmit', () => {
  // Astro's own module types (astro:content, import.meta.glob) are generated: a fresh clone has none
  // until `astro sync` (or a build) writes them.
  if (!existsSync(join(process.cwd(), '.astro/types.d.ts'))) {
    const sync = spawnSync(process.execPath, [join(process.cwd(), 'node_modules/astro/bin/astro.mjs'), 'sync'], { encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    expect(sync.status, `astro sync failed:\n${sync.stdout}${sync.stderr}`).toBe(0);
  }
  const run = spawnSync(join(process.cwd(), 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], { encoding: 'utf8' });
  expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
  expect(run.status).toBe(0);
}, 120_000);
