/**
 * mqcheck on Node: the command's I/O (files, standard input, the terminal, SITE_URL) around runCli.
 * Both `npm run check` (scripts/mqcheck.mjs, bundled in memory) and the one-file checker the site
 * serves (/mqcheck.mjs, scripts/lib/mqcheck-bundle.mjs) run this file, so they behave the same.
 * The fleet formats (--format=table|csv) read folders (node-paths.ts) and summarise the files on
 * worker threads that run this same module (node-threads.ts): off the main thread it serves them.
 */
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { runCli } from '../cli.ts';
import { expandPaths } from './node-paths.ts';
import { serveThread, summariseInThreads } from './node-threads.ts';
import { archiveMembers, isArchive } from './archives.ts';

/** The site address the one-file build was made for, written in by the bundler; empty otherwise. */
declare const MQCHECK_BUILT_SITE_URL: string | undefined;
const builtSiteUrl = typeof MQCHECK_BUILT_SITE_URL === 'string' ? MQCHECK_BUILT_SITE_URL : '';

const readFile = (path: string) => readFileSync(path === '-' ? 0 : path);

if (isMainThread) {
  try {
    process.exitCode = await runCli(process.argv.slice(2), {
      readFile,
      cwd: process.cwd(),
      readArchive: async (path) => (isArchive(path) ? archiveMembers(path, readFile(path)) : undefined),
      out: (text) => process.stdout.write(`${text}\n`),
      err: (text) => process.stderr.write(`${text}\n`),
      siteUrl: process.env.SITE_URL?.trim() || builtSiteUrl || undefined,
      listFiles: expandPaths,
      summarise: (files, platform) => summariseInThreads(files, platform, new URL(import.meta.url), readFile),
    });
  } catch (e) {
    // A worker thread that could not start or died (out of memory, say): the run did not happen, so 2, never a finding's 1.
    process.stderr.write(`mqcheck could not finish: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  }
} else serveThread(readFile);
