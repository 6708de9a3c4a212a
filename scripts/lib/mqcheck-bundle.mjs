// The checker as one JavaScript file that runs on a plain Node 18 or later with nothing installed:
// calculators/check/cli/node-main.ts and everything it imports (the rulebook, the readers, the
// data the calculators read) bundled by esbuild as an ES module. The site's build writes it as
// /mqcheck.mjs (src/integrations/mqcheck-file.ts), `npm run check` runs it from memory
// (scripts/mqcheck.mjs), the tests run it with the system's Node, and the benchmark weighs it.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { calculatorPlugins } from './esbuild-calculators.mjs';

const entry = fileURLToPath(new URL('../../calculators/check/cli/node-main.ts', import.meta.url));
// esbuild resolves the alias below, and names the bundle's sources, from its working folder: the
// project's, wherever the command was started (`node scripts/mqcheck.mjs` from another folder, its
// kept bundle stale, could not resolve fflate/browser).
const projectDir = fileURLToPath(new URL('../../', import.meta.url));

/** Oldest Node the file is built for: the README and the /check/ page promise it. */
export const MQCHECK_NODE_TARGET = 'node18';

/**
 * The one-file checker's source. `siteUrl` (the address the site is published at, base path
 * included) becomes its default for the rules' links; SITE_URL at run time overrides it.
 */
export async function bundleMqcheck({ siteUrl = '' } = {}) {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: projectDir,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: MQCHECK_NODE_TARGET,
    logLevel: 'error',
    plugins: calculatorPlugins,
    // fflate's Node build imports 'module' to require() worker_threads for its asynchronous
    // functions; the checker only calls the synchronous ones, which its browser build has alone.
    alias: { fflate: 'fflate/browser' },
    define: { MQCHECK_BUILT_SITE_URL: JSON.stringify(siteUrl) },
    banner: { js: '#!/usr/bin/env node\n// mqcheck, the MQ Performance Field Guide configuration checker, as one file: node mqcheck.mjs --help' },
  });
  const text = result.outputFiles[0].text;
  // esbuild turns a require() it cannot resolve into a shim that throws at run time: refuse to ship one.
  if (/Dynamic require of|\b__require\(/.test(text)) throw new Error('mqcheck bundle: a dependency calls require(), which an ES module file cannot run');
  return text;
}
