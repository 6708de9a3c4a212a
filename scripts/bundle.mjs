#!/usr/bin/env node
// `npm run bundle`: the offline bundle. Builds the site (base path "/" unless BASE_PATH says
// otherwise), adds the zero-dependency server and a short README, and packs it as
// mq-field-guide-offline.tar.gz. Browsers block web workers, WebAssembly and fetch on file://
// pages, so the bundle is served from localhost rather than opened as files.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const staging = join(root, 'bundle', 'mq-field-guide');
const archive = join(root, 'bundle', 'mq-field-guide-offline.tar.gz');
rmSync(join(root, 'bundle'), { recursive: true, force: true });
mkdirSync(staging, { recursive: true });

const build = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_OUT_DIR: join(staging, 'site'), ASTRO_CACHE_DIR: join(root, 'node_modules/.astro-bundle'), ASTRO_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

cpSync(join(root, 'scripts/serve.mjs'), join(staging, 'serve.mjs'));
const base = (process.env.BASE_PATH ?? '/').replace(/^\/*/, '/').replace(/\/*$/, '/');
writeFileSync(
  join(staging, 'README.txt'),
  `MQ Performance Field Guide: offline copy

Serve the site/ folder from this machine, then open the URL it prints:

  node serve.mjs --dir site${base === '/' ? '' : ` --base ${base}`}          (Node 18 or later; nothing to install)
${base === '/' ? '  python3 -m http.server --directory site 4321   (then open http://127.0.0.1:4321/)\n' : ''}
Nothing is fetched from the internet: the search index, charts, calculators and the Python
simulator (Pyodide) are all inside site/.
`,
);
const tar = spawnSync('tar', ['-czf', archive, '-C', join(root, 'bundle'), 'mq-field-guide'], { stdio: 'inherit' });
if (tar.status !== 0) process.exit(tar.status ?? 1);
console.log(`Offline bundle: ${archive}`);
