#!/usr/bin/env node
// Serves the built site under its base path, the way a static host would, and prints the URL.
// Usage: node scripts/serve.mjs [--dir dist] [--port 4321] [--host 127.0.0.1] [--base /guide/]
//                               [--frame-ancestors "'self' https://wiki.example.com"] [--report-uri URL]
//                               [--no-policy]
//
// Files are served by sirv (lukeed/sirv, the file server under Vite's own preview): ETag and
// Last-Modified, Range, and the .br / .gz files that the build writes beside large text and wasm
// files (src/integrations/precompress.ts). What sirv leaves to its caller is done here, before a
// request reaches it: 414 for over-long URLs, 400 for malformed ones, the base path, directory
// redirects, and the site's own 404 page. The headers (Content-Security-Policy, Cache-Control,
// content types) are the ones the deploy recipes send, from deploy/headers.mjs. --no-policy serves a
// site that has no policy of its own (the benchmark's blank Starlight site) without a policy header.
// `npm run bundle` bundles this file with sirv into one script, so the offline copy needs only Node.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import sirv from 'sirv';
import { cacheControl, checkOptions, contentType, siteHeaders, sitePolicy } from '../deploy/headers.mjs';

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
let headerOptions;
try {
  headerOptions = checkOptions({ frameAncestors: opt('frame-ancestors', undefined), reportUri: opt('report-uri', undefined) });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

/** Longest request target answered normally; browsers and proxies commonly stop near 8 KiB. */
const MAX_URL_LENGTH = 8192;

if (!existsSync(dir)) {
  console.error(`No built site at ${dir}: run "npm run build" first.`);
  process.exit(1);
}

/**
 * The headers every response carries. The policy is the union of the built pages' own (see
 * deploy/headers.mjs), read again when the site is rebuilt under the running server.
 */
let siteHeadersFor = { stamp: -1, headers: {} };
const noPolicy = args.includes('--no-policy');
function currentSiteHeaders() {
  if (noPolicy) return {};
  const stamp = existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : 0;
  if (stamp !== siteHeadersFor.stamp) siteHeadersFor = { stamp, headers: siteHeaders(sitePolicy(dir, headerOptions), headerOptions) };
  return siteHeadersFor.headers;
}

const serveFile = sirv(dir, {
  // dev mode looks files up on each request, so a rebuild of the folder is served without a restart.
  dev: true,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: [],
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControl(pathname));
    const type = contentType(pathname);
    if (type) res.setHeader('Content-Type', type);
  },
  onNoMatch: (req, res) => notFound(req, res),
});

const notFoundPage = join(dir, '404.html');
/** The site's 404 page, compressed like any other page for a browser that accepts it. */
function notFound(req, res) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const variant = [['br', '.br'], ['gzip', '.gz']].find(([enc, ext]) => new RegExp(`\\b${enc}\\b`).test(accepted) && existsSync(notFoundPage + ext));
  const headers = { 'Content-Type': contentType('404.html'), 'Cache-Control': cacheControl('/404.html'), Vary: 'Accept-Encoding' };
  if (!existsSync(notFoundPage)) {
    res.writeHead(404, headers);
    return res.end('Not found');
  }
  res.writeHead(404, variant ? { ...headers, 'Content-Encoding': variant[0] } : headers);
  res.end(readFileSync(variant ? notFoundPage + variant[1] : notFoundPage));
}

function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end(`${text}\n`);
}

/** The request's path decoded, or null when it is not a well-formed path of this site. */
function decodedPath(target) {
  const path = target.split('?')[0].split('#')[0];
  if (!path.startsWith('/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // NUL, control characters and backslashes have no place in a site path; ".." never leaves the folder.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.split('/').includes('..')) return null;
  return decoded;
}

/** A Range header that sirv can answer as given; anything else is dropped and the whole file is sent. */
function usableRange(value) {
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(value);
  return Boolean(m && (m[2] === '' || Number(m[1]) <= Number(m[2])));
}

function handle(req, res) {
  for (const [name, value] of Object.entries(currentSiteHeaders())) res.setHeader(name, value);
  const target = req.url ?? '/';
  if (target.length > MAX_URL_LENGTH) return plain(res, 414, `URI too long: at most ${MAX_URL_LENGTH} characters are accepted.`);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return plain(res, 405, 'Only GET and HEAD are supported.');
  }
  const path = decodedPath(target);
  if (path === null) return plain(res, 400, 'Bad request: the URL is malformed.');
  if (path === base.slice(0, -1)) {
    res.writeHead(301, { Location: base });
    return res.end();
  }
  if (!path.startsWith(base)) return notFound(req, res);
  const rel = path.slice(base.length - 1); // keeps the leading "/"
  const query = target.includes('?') ? target.slice(target.indexOf('?')) : '';
  // A directory URL without its trailing slash would break relative links: redirect like static hosts do.
  if (!rel.endsWith('/')) {
    const asDir = join(dir, rel);
    if ((asDir + sep).startsWith(dir + sep) && existsSync(join(asDir, 'index.html')) && statSync(asDir).isDirectory()) {
      res.writeHead(301, { Location: `${encodeURI(path)}/${query}` });
      return res.end();
    }
  }
  if (req.headers.range && !usableRange(req.headers.range)) delete req.headers.range;
  req.url = encodeURI(rel.endsWith('/') ? `${rel}index.html` : rel) + query;
  serveFile(req, res);
}

const server = createServer({ maxHeaderSize: 65536 }, (req, res) => {
  try {
    handle(req, res);
  } catch (err) {
    // One bad request must never stop the server.
    console.error(`serve: ${req.method} ${String(req.url).slice(0, 200)}: ${err instanceof Error ? err.message : err}`);
    if (!res.headersSent) plain(res, 500, 'Internal error.');
    else res.destroy();
  }
});
// A request Node cannot even parse (bad request line, headers over maxHeaderSize) gets an answer, not a reset.
server.on('clientError', (err, socket) => {
  if (!socket.writable) return socket.destroy();
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${status}\n`);
});

server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${dir} at http://${host}:${actual}${base}`);
});
