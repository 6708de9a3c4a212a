import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The README is the first thing a newcomer runs: every command it shows must exist.
const root = process.cwd();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

/** `npm run <name>` and the npm shorthands (`npm test`, `npm start`) named anywhere in the README. */
function npmScriptsNamed(text: string): string[] {
  const named = new Set<string>();
  for (const m of text.matchAll(/npm run ([\w:.-]+)/g)) named.add(m[1]!);
  for (const m of text.matchAll(/npm (test|start)\b/g)) named.add(m[1]!);
  return [...named];
}

/** Project files a README command runs directly (`node scripts/x.mjs`, `bash .ci/run`). */
function filesRun(text: string): string[] {
  return [...text.matchAll(/(?:node|bash|python3) ((?:scripts|calculators|\.ci)\/[\w./-]+)/g)].map((m) => m[1]!);
}

describe('README commands', () => {
  it('names npm scripts, and every one exists in package.json', () => {
    const named = npmScriptsNamed(readme);
    expect(named).toContain('test');
    for (const name of named) expect(Object.hasOwn(scripts, name), `README shows "npm run ${name}", package.json has no such script`).toBe(true);
  });

  it('CI runs the README’s everything command, npm run test:all, which runs every suite npm test and test:system run', () => {
    const ci = readFileSync(join(root, '.ci/run'), 'utf8');
    const commands = ci.split('\n').filter((l) => /^[^#]*\bnpm (test|run test:\w+)\b/.test(l));
    expect(commands.map((l) => /npm (test|run test:\w+)/.exec(l)![0])).toEqual(['npm run test:all']);
    for (const name of ['test', 'test:all', 'test:system']) expect(readme, `README names npm ${name}`).toContain(name === 'test' ? 'npm test ' : `npm run ${name}`);
    // test:all is test-all.mjs --all: the unit, browser and system configurations, each run.
    const runner = readFileSync(join(root, 'scripts/test-all.mjs'), 'utf8');
    for (const config of ['vitest.browser.config.ts', 'vitest.system.config.ts', 'vitest.smoke.config.ts']) expect(runner).toContain(config);
    expect(scripts['test:all']).toBe('node scripts/test-all.mjs --all');
  });

  it('every project file a README command or an npm script runs exists', () => {
    const files = [...filesRun(readme), ...Object.values(scripts).flatMap(filesRun)];
    for (const file of files) expect(existsSync(join(root, file)), `${file} is run but does not exist`).toBe(true);
  });
});
