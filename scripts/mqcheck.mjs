#!/usr/bin/env node
/**
 * The `mqcheck` command (npm run check -- [options] FILE…): the one-file checker the site serves
 * as /mqcheck.mjs (scripts/lib/mqcheck-bundle.mjs), bundled and run here, so both behave the same.
 * The bundle is kept between runs while its sources are unchanged (scripts/lib/mqcheck-cache.mjs).
 * See calculators/check/cli.ts for the options and exit status.
 */
import { mqcheckModuleUrl } from './lib/mqcheck-cache.mjs';

const url = await mqcheckModuleUrl();
// `npm run check` runs in the project's folder; FILE names are the caller's, relative to where npm was called.
if (process.env.npm_lifecycle_event === 'check' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await import(url);
