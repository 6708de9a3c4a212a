/**
 * mqcheck on Node: the command's I/O (files, standard input, the terminal, SITE_URL) around runCli.
 * Both `npm run check` (scripts/mqcheck.mjs, bundled in memory) and the one-file checker the site
 * serves (/mqcheck.mjs, scripts/lib/mqcheck-bundle.mjs) run this file, so they behave the same.
 */
import { readFileSync } from 'node:fs';
import { runCli } from '../cli.ts';

/** The site address the one-file build was made for, written in by the bundler; empty otherwise. */
declare const MQCHECK_BUILT_SITE_URL: string | undefined;
const builtSiteUrl = typeof MQCHECK_BUILT_SITE_URL === 'string' ? MQCHECK_BUILT_SITE_URL : '';

process.exitCode = runCli(process.argv.slice(2), {
  readFile: (path) => readFileSync(path === '-' ? 0 : path),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  siteUrl: process.env.SITE_URL?.trim() || builtSiteUrl || undefined,
});
