#!/usr/bin/env node
// `npm run bundle`: the offline bundle, as bundle/mq-field-guide-offline.tar.gz and .zip.
//
//   node scripts/bundle.mjs [--from <built site>] [--base /guide/] [--out bundle]
//
// Builds the site (base path "/" unless BASE_PATH says otherwise), or packs an existing build
// given with --from and its --base. The copy opens from disk: its index.html, read as file://,
// has relative links, classic scripts, working calculators, and search and simulator pages that
// say they need the server (src/lib/offline/from-disk.ts). Beside it, serve.mjs is the site's own
// server (scripts/serve.mjs) bundled with its one dependency, so serving the copy needs only Node.
// The site holds the one-file checker, site/mqcheck.mjs, which the README.txt written here explains.
// Runs on the project's Node 22 (npm run / npx), which reads the TypeScript helpers it imports.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { makeOpenableFromDisk, removePrecompressed } from '../src/lib/offline/from-disk.ts';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const normaliseBase = (raw) => {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
};

const root = process.cwd();
const from = opt('from', '');
const base = normaliseBase(opt('base', process.env.BASE_PATH ?? '/'));
const outDir = resolve(opt('out', join(root, 'bundle')));
const NAME = 'mq-field-guide';
const staging = join(outDir, NAME);
const site = join(staging, 'site');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });

if (from) {
  if (!existsSync(join(from, 'index.html'))) throw new Error(`--from ${from}: no built site there`);
  cpSync(from, site, { recursive: true });
} else {
  const built = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, PRECOMPRESS: 'off', BASE_PATH: base, ASTRO_OUT_DIR: site, ASTRO_CACHE_DIR: join(root, 'node_modules/.astro-bundle'), ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const removed = removePrecompressed(site);
const report = await makeOpenableFromDisk(site, base);
console.log(`Offline copy: ${report.pages} pages made to open from disk, ${report.classicScripts} module scripts made classic, ${removed} precompressed copies dropped`);

// The server with sirv inside it: one file, Node's standard library only.
await build({
  entryPoints: [join(root, 'scripts/serve.mjs')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node18',
  outfile: join(staging, 'serve.mjs'),
  logLevel: 'error',
});

// The one-file checker the site's build writes (src/integrations/mqcheck-file.ts); a build from
// before it existed cannot make a complete bundle.
if (!existsSync(join(site, 'mqcheck.mjs'))) throw new Error(`${from || 'the build'} has no mqcheck.mjs: rebuild the site`);

const serveCommand = `node serve.mjs${base === '/' ? '' : ` --base ${base}`}`;
writeFileSync(
  join(staging, 'README.txt'),
  `MQ Performance Field Guide: offline copy

Two ways to read it, with nothing fetched from the internet:

1. Open site/index.html in a browser. Pages, charts, tables, CSV downloads and the calculators
   work straight from disk. Each calculator is also one file in site/offline/ that can be
   copied, mailed or attached to a wiki page on its own.

2. Serve the folder, for search and the Python simulator too (browsers allow neither on files
   opened from disk). With Node 18 or later, nothing to install:

     ${serveCommand} --dir site

   then open the address it prints (http://127.0.0.1:4321${base}). --port chooses another port.

3. Check a queue manager's configuration where it runs. site/mqcheck.mjs is the checker as one
   file: copy it to the server and, with Node 18 or later and nothing else installed, run

     node mqcheck.mjs qm.ini ulimit.txt        (node mqcheck.mjs --help lists the options)

   or, with site/mq-gather.sh beside it, check everything the gather script collects in one go:

     sh mq-gather.sh | node mqcheck.mjs -

   and, over the gathers of many machines, one row per queue manager:

     node mqcheck.mjs --format=table gathers/*.txt     (--format=csv for a spreadsheet)
`,
);

const tarball = join(outDir, `${NAME}-offline.tar.gz`);
const tar = spawnSync('tar', ['-czf', tarball, '-C', outDir, NAME], { stdio: 'inherit' });
if (tar.status !== 0) process.exit(tar.status ?? 1);

// The .zip for Windows, where tar.gz is less at home; fflate writes it without a system zip.
const entries = {};
const collect = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) collect(path);
    else entries[relative(outDir, path).split(sep).join('/')] = [readFileSync(path), { mtime: statSync(path).mtime }];
  }
};
collect(staging);
const zipfile = join(outDir, `${NAME}-offline.zip`);
writeFileSync(zipfile, zipSync(entries, { level: 6 }));

const mib = (file) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB`;
console.log(`Offline bundle: ${tarball} (${mib(tarball)}), ${zipfile} (${mib(zipfile)}); unpacked in ${staging}`);
