#!/usr/bin/env node
// Serves the built site under its base path, the way a static host would, and prints the URL.
// Usage: node scripts/serve.mjs [--dir dist] [--port 4321] [--base /guide/]
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const dir = resolve(opt('dir', process.env.ASTRO_OUT_DIR ?? 'dist'));
const port = Number(opt('port', process.env.PORT ?? 4321));
const host = opt('host', '127.0.0.1');
const raw = opt('base', process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '');
const base = raw ? `/${raw}/` : '/';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.csv': 'text/csv; charset=utf-8', '.wasm': 'application/wasm', '.zip': 'application/zip', '.py': 'text/x-python; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2', '.pf_meta': 'application/octet-stream', '.xml': 'application/xml',
};

if (!existsSync(dir)) {
  console.error(`No built site at ${dir}: run "npm run build" first.`);
  process.exit(1);
}

/** Maps a request path to a file in the build, or null; never escapes the build folder. */
function resolveFile(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  const rel = normalize(decodeURIComponent(urlPath.slice(base.length))).replace(/^(\.\.[/\\])+/, '');
  let file = join(dir, rel);
  if (!file.startsWith(dir)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === base.slice(0, -1)) {
    res.writeHead(301, { Location: base });
    return res.end();
  }
  // A directory URL without its trailing slash would break relative links: redirect like static hosts do.
  const withSlash = `${url.pathname}/`;
  if (!extname(url.pathname) && !url.pathname.endsWith('/') && resolveFile(withSlash)) {
    res.writeHead(301, { Location: withSlash + url.search });
    return res.end();
  }
  const file = resolveFile(url.pathname);
  if (!file) {
    const notFound = join(dir, '404.html');
    res.writeHead(404, { 'Content-Type': TYPES['.html'] });
    return existsSync(notFound) ? createReadStream(notFound).pipe(res) : res.end('Not found');
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  createReadStream(file).pipe(res);
});

server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${dir} at http://${host}:${actual}${base}`);
});
