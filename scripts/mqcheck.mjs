#!/usr/bin/env node
/**
 * The `mqcheck` command (npm run check -- [--json] FILE…): bundles the checker's TypeScript with
 * esbuild in memory, as the site's build does, and runs it on the files given. See
 * calculators/check/cli.ts for the options and exit status.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { calculatorPlugins } from './lib/esbuild-calculators.mjs';

const entry = fileURLToPath(new URL('../calculators/check/cli.ts', import.meta.url));
const bundled = await build({ entryPoints: [entry], bundle: true, write: false, platform: 'node', format: 'esm', logLevel: 'error', plugins: calculatorPlugins });
const { runCli } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const io = {
  readFile: (path) => readFileSync(path === '-' ? 0 : path, 'utf8'),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};
process.exitCode = runCli(process.argv.slice(2), io);
