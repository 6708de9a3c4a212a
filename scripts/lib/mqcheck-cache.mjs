// `npm run check` / `mqcheck` in a clone: the one-file checker bundled once and kept, rather than
// bundled on every run. Bundling costs about 0.4 s of a run's wall time and starts esbuild's service
// process (issue 43, item 7: the whole command over a 50-queue-manager gather under 3 s). The kept
// file is named by a key over what the bundle is made from: every file under calculators/, data/
// (the `?raw` CSVs and the latency curves' data) and scripts/lib/ (the bundler and its plugins), by
// path, size and modification time, and the versions of the packages bundled in. Any change there
// makes a new key, so a stale bundle is never run. Where the cache cannot be written (a read-only
// clone) the bundle is run from memory as before.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = join(root, 'node_modules', '.cache', 'mqcheck');
const SOURCES = ['calculators', 'data', 'scripts/lib'];
const PACKAGES = ['esbuild', 'fflate', 'modern-tar'];

/** Path, size and modification time of every file under `dir`, into the hash. */
function addTree(hash, dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) addTree(hash, path);
    else if (e.isFile()) {
      const s = statSync(path);
      hash.update(`${path}\0${s.size}\0${s.mtimeMs}\n`);
    }
  }
}

/** The key of the bundle the sources under `from` (the project by default) make; `siteUrl` is written into it. */
export function bundleKey(siteUrl = '', from = root) {
  const hash = createHash('sha256');
  hash.update(`mqcheck-cache 1\0${siteUrl}\n`);
  for (const dir of SOURCES) addTree(hash, join(from, dir));
  for (const name of PACKAGES) {
    try {
      hash.update(`${name}@${JSON.parse(readFileSync(join(from, 'node_modules', name, 'package.json'), 'utf8')).version}\n`);
    } catch {
      hash.update(`${name}@?\n`);
    }
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The URL to import the one-file checker from: the kept file when its key still holds, else a new
 * bundle, kept for the next run (written beside, then renamed, so a run never reads half a file).
 */
export async function mqcheckModuleUrl() {
  // Node 22+ also keeps V8's compiled code of the kept file (about 30 ms a run); older Nodes lack it.
  try {
    module.enableCompileCache?.(join(cacheDir, 'v8'));
  } catch {
    // No compile cache: the run is only slower.
  }
  const key = bundleKey();
  const file = join(cacheDir, `mqcheck-${key}.mjs`);
  try {
    statSync(file);
    return pathToFileURL(file).href;
  } catch {
    // Not kept yet: bundled below.
  }
  const { bundleMqcheck } = await import('./mqcheck-bundle.mjs');
  const source = await bundleMqcheck();
  try {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, source);
    renameSync(partial, file);
    // Older bundles' keys no longer hold: nothing would run them again.
    for (const old of readdirSync(cacheDir)) if (old !== `mqcheck-${key}.mjs` && /^mqcheck-[0-9a-f]{32}\.mjs$/.test(old)) rmSync(join(cacheDir, old), { force: true });
    return pathToFileURL(file).href;
  } catch {
    return `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  }
}
