#!/usr/bin/env node
/**
 * The `mqfleet` command (node scripts/mqfleet.mjs [--format=table|csv] [--fail-on=…] PATH…): the
 * fleet table of many files on every core. Bundles the TypeScript with esbuild in memory, as
 * scripts/mqcheck.mjs does, twice: the command (calculators/check/fleet/cli-fleet.ts) and its
 * worker thread's script (fleet-thread.ts), which Node starts from a data: URL as an ES module.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { calculatorPlugins } from './lib/esbuild-calculators.mjs';

const bundle = async (path) => {
  const out = await build({ entryPoints: [fileURLToPath(new URL(path, import.meta.url))], bundle: true, write: false, platform: 'node', format: 'esm', logLevel: 'error', plugins: calculatorPlugins });
  return `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
};
const [command, thread] = await Promise.all([bundle('../calculators/check/fleet/cli-fleet.ts'), bundle('../calculators/check/fleet/fleet-thread.ts')]);
const { runFleetCli } = await import(command);
const io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};
process.exitCode = await runFleetCli(process.argv.slice(2), io, { workerUrl: new URL(thread) });
