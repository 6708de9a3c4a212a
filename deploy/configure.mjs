#!/usr/bin/env node
// Writes the deploy recipes for a built site: nginx.conf and apache.conf (from the templates in
// deploy/nginx/ and deploy/apache/) into --out, and _headers (Netlify, Cloudflare Pages) into the
// site folder itself, where those hosts read it. The headers themselves are stated once, in
// deploy/headers.mjs, which the preview server (scripts/serve.mjs) sends as well.
//
//   node deploy/configure.mjs --dir dist [--base /guide/] [--out deploy-out] [--listen 80]
//                             [--frame-ancestors "'self' https://wiki.example.com"] [--report-uri URL]
//
// Run it after every build: the Content-Security-Policy carries the hashes of the inline scripts
// the build wrote.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CONTENT_TYPES, checkOptions, contentType, siteHeaders, sitePolicy } from './headers.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** "/", "/guide/" or "/docs/mq/": the base path as the build's BASE_PATH gives it, checked. */
export function normaliseBase(raw = '/') {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed && !/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed)) throw new Error(`base: ${JSON.stringify(raw)} is not a path of letters, digits and . _ ~ - separated by "/"`);
  return trimmed ? `/${trimmed}/` : '/';
}

/** A folder path that can stand in a server configuration file between double quotes. */
function checkRoot(root) {
  if (/["$;{}\\\n\r]|\s/.test(root)) throw new Error(`dir: ${JSON.stringify(root)} holds a space, quote, "$", ";", brace or backslash; move the site to a plain path`);
  return root;
}

function checkListen(listen) {
  if (!/^((\d{1,3}\.){3}\d{1,3}:|\[[0-9a-f:]+\]:)?\d{1,5}$/i.test(listen)) throw new Error(`listen: ${JSON.stringify(listen)} is not a port or address:port`);
  return listen;
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function fill(template, values) {
  return template.replace(/@([A-Z_]+)@/g, (whole, name) => {
    if (!Object.hasOwn(values, name)) throw new Error(`template names @${name}@, which configure does not fill`);
    return values[name];
  });
}

/** Every file of the site (relative paths) whose type a recipe must set by name: where a rule cannot go by extension. */
function filesTyped(dir, sub = '') {
  return readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((e) => {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) return filesTyped(dir, rel);
    return /\.(py|pyz|wasm|mjs)$/.test(e.name) ? [rel] : [];
  });
}

/**
 * The three recipes for one built site, as text.
 * @param {{ dir: string, base?: string, listen?: string, frameAncestors?: string | string[], reportUri?: string }} o
 */
export function recipes({ dir, base = '/', listen = '80', frameAncestors, reportUri }) {
  const root = checkRoot(resolve(dir));
  if (!existsSync(join(root, 'index.html'))) throw new Error(`dir: no built site in ${root} (no index.html); run the build first`);
  const b = normaliseBase(base);
  const options = checkOptions({ frameAncestors, reportUri });
  const policy = sitePolicy(root, options);
  const headers = Object.entries(siteHeaders(policy, options));
  const types = Object.entries(CONTENT_TYPES);
  const mime = (t) => t.split(';')[0].trim();
  const common = { ROOT: root, BASE: b, BASE_REGEX: escapeRegex(b), CACHE_IMMUTABLE, CACHE_REVALIDATE };

  const nginx = fill(readFileSync(join(here, 'nginx/mq-field-guide.conf'), 'utf8'), {
    ...common,
    LISTEN: checkListen(listen),
    BASE_REDIRECT: b === '/' ? '' : `    location = ${b.slice(0, -1)} { return 301 ${b}; }`,
    TYPES: types.map(([ext, t]) => `            ${mime(t)} ${ext.slice(1)};`).join('\n'),
    // text/html always has its charset in nginx; naming it again is a warning.
    CHARSET_TYPES: [...new Set(types.filter(([, t]) => t.includes('charset')).map(([, t]) => mime(t)))].filter((t) => t !== 'text/html').join(' '),
    HEADERS: headers.map(([name, value]) => `        add_header ${name} "${value}" always;`).join('\n'),
  });

  const apache = fill(readFileSync(join(here, 'apache/mq-field-guide.conf'), 'utf8'), {
    ...common,
    BASE_REDIRECT: b === '/' ? '' : `RedirectMatch 301 "^${escapeRegex(b.slice(0, -1))}$" "${b}"`,
    TYPES: types.map(([ext, t]) => `    AddType "${t}" ${ext}`).join('\n'),
    HEADERS: headers.map(([name, value]) => `    Header always set ${name} "${value}"`).join('\n'),
  });

  // Static hosts set their own Cache-Control (revalidate) on everything else, and join the values
  // of two rules that match one path, so only the hashed assets get a rule of their own.
  const headersFile = [
    '# The MQ Performance Field Guide on a static host that reads _headers (Netlify, Cloudflare Pages):',
    '# written by deploy/configure.mjs from this build; the paths include the base path the site was built for.',
    `${b}*`,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    `${b}_astro/*`,
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
    ...filesTyped(root).flatMap((rel) => [`${b}${rel}`, `  Content-Type: ${contentType(rel)}`]),
    '',
  ].join('\n');

  return { nginx, apache, headersFile, policy };
}

function main(argv) {
  const opt = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    if (i === -1) return fallback;
    if (argv[i + 1] === undefined || argv[i + 1].startsWith('--')) throw new Error(`--${name} needs a value`);
    return argv[i + 1];
  };
  const dir = opt('dir', process.env.ASTRO_OUT_DIR ?? 'dist');
  const out = resolve(opt('out', 'deploy-out'));
  const r = recipes({ dir, base: opt('base', process.env.BASE_PATH ?? '/'), listen: opt('listen', '80'), frameAncestors: opt('frame-ancestors', undefined), reportUri: opt('report-uri', undefined) });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'nginx.conf'), r.nginx);
  writeFileSync(join(out, 'apache.conf'), r.apache);
  writeFileSync(join(resolve(dir), '_headers'), r.headersFile);
  console.log(`Wrote ${join(out, 'nginx.conf')}, ${join(out, 'apache.conf')} and ${join(resolve(dir), '_headers')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    console.error(`deploy/configure: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
