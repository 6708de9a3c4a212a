#!/usr/bin/env node
/**
 * The `mqcheck` command (npm run check -- [options] FILE…): the one-file checker the site serves
 * as /mqcheck.mjs (scripts/lib/mqcheck-bundle.mjs), bundled in memory and run here, so both behave
 * the same. See calculators/check/cli.ts for the options and exit status.
 */
import { bundleMqcheck } from './lib/mqcheck-bundle.mjs';

const source = await bundleMqcheck();
// `npm run check` runs in the project's folder; FILE names are the caller's, relative to where npm was called.
if (process.env.npm_lifecycle_event === 'check' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
