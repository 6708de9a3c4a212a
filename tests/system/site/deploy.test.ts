/**
 * The deploy recipes (deploy/) serve the built site with the headers the README promises, and the
 * preview server (npm run preview, scripts/serve.mjs, which the browser tests use) sends the
 * same: Content-Security-Policy as a header (frame-ancestors included) that allows everything each
 * page's own meta policy allows, nosniff and Referrer-Policy, Cache-Control immutable for hashed
 * /_astro/ files and no-cache for the rest, the right types for modules, wasm and Python, and the
 * build's .br/.gz copies to clients that accept them. nginx and Apache run as the distribution
 * ships them (deploy-servers.ts). A system test (npm run test:system, vitest.system.config.ts): it
 * needs both servers installed, so `npm test` leaves it out; the site is built and served by the
 * browser tests' global setup.
 */
import { request } from 'node:http';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FRAME_ANCESTORS, TEST_BASE } from '../../browser/global-setup.ts';
import { startApache, startNginx, type RunningServer } from './deploy-servers.ts';
import { getBrowser } from '../../browser/harness.ts';
import { CONTENT_TYPES, effectiveSources, pagePolicies, parsePolicy, sitePolicy } from '../../../deploy/headers.mjs';
import { recipes } from '../../../deploy/configure.mjs';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET exactly as given: no client-side decompression, no redirect following. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const dist = () => inject('distDir');
const header = (a: Answer, name: string) => String(a.headers[name] ?? '');
/** "text/html;charset=UTF-8" and "text/html; charset=utf-8" are the same type. */
const sameType = (t: string) => t.toLowerCase().replace(/\s+/g, '');

function decoded(a: Answer): Buffer {
  const enc = header(a, 'content-encoding');
  return enc === 'br' ? brotliDecompressSync(a.body) : enc === 'gzip' ? gunzipSync(a.body) : a.body;
}

/** What a server's answer says, in the terms the recipes promise (the same for every server). */
function promised(a: Answer) {
  return {
    status: a.status,
    csp: header(a, 'content-security-policy'),
    nosniff: header(a, 'x-content-type-options'),
    referrer: header(a, 'referrer-policy'),
    cache: header(a, 'cache-control'),
    type: a.status === 200 ? sameType(header(a, 'content-type')) : '',
    encoding: header(a, 'content-encoding') || 'identity',
  };
}

function firstFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(join(dist(), dir)).find((n) => pattern.test(n));
  if (!name) throw new Error(`no file like ${pattern} in ${dir}/ of the build`);
  return `${dir}/${name}`;
}

let nginx: RunningServer;
let apache: RunningServer;
let servers: [string, string][];

beforeAll(async () => {
  const options = { dist: dist(), base: TEST_BASE, frameAncestors: FRAME_ANCESTORS };
  nginx = await startNginx(options);
  apache = await startApache(options);
  servers = [
    ['preview', new URL(inject('baseUrl')).origin],
    ['nginx', nginx.url],
    ['apache', apache.url],
  ];
}, 60_000);
afterAll(() => {
  nginx?.stop();
  apache?.stop();
});

describe('deploy recipes and the preview server send the same headers', () => {
  it('every kind of file the build holds has a type in the one table', () => {
    const missing = new Set<string>();
    const walk = (sub: string) => {
      for (const e of readdirSync(join(dist(), sub), { withFileTypes: true })) {
        const rel = sub ? `${sub}/${e.name}` : e.name;
        if (e.isDirectory()) walk(rel);
        else if (e.name !== '_headers' && !/\.(br|gz)$/.test(e.name)) {
          const ext = /\.[a-z0-9_]+$/i.exec(e.name)?.[0]?.toLowerCase() ?? `(none: ${rel})`;
          if (!Object.hasOwn(CONTENT_TYPES, ext)) missing.add(ext);
        }
      }
    };
    walk('');
    expect([...missing], 'add these to CONTENT_TYPES in deploy/headers.mjs').toEqual([]);
  });

  const probes: [string, string, Record<string, string>][] = [];
  const add = (what: string, path: string) => {
    for (const enc of ['identity', 'gzip', 'br']) probes.push([what, path, { 'Accept-Encoding': enc === 'identity' ? 'identity' : `${enc}` }]);
  };
  add('the home page', '');
  add('a page', 'simulator/');
  add('the model', 'simulator/mqsim.pyz');
  add('a dataset', 'data/mq-appliance-m2002/');
  add('the 404 page', 'no-such-page/');

  it.each(probes)('%s (%s, %o): the same status, policy, caching, type and encoding from all three, with the file as built', async (_what, path, headers) => {
    const answers = await Promise.all(servers.map(async ([name, origin]) => [name, await get(`${origin}${TEST_BASE}${path}`, headers)] as const));
    const [, preview] = answers[0]!;
    for (const [name, a] of answers) expect(promised(a), name).toEqual(promised(preview));
    for (const [name, a] of answers) {
      const file = a.status === 404 ? '404.html' : path === '' || path.endsWith('/') ? `${path}index.html` : path;
      if (existsSync(join(dist(), file))) expect(decoded(a).equals(readFileSync(join(dist(), file))), `${name}: the body is ${file}`).toBe(true);
    }
  });

  it('hashed /_astro/ files are immutable for a year, other files revalidated; modules, wasm and Python have their types; .br and .gz are sent', async () => {
    const asset = firstFile('_astro', /\.js$/);
    const cases: [string, Record<string, string>, Partial<ReturnType<typeof promised>>][] = [
      [asset, { 'Accept-Encoding': 'br' }, { cache: 'public, max-age=31536000, immutable', type: sameType(CONTENT_TYPES['.js']) }],
      ['pyodide/pyodide.mjs', { 'Accept-Encoding': 'gzip' }, { cache: 'no-cache', type: sameType(CONTENT_TYPES['.mjs']), encoding: 'gzip' }],
      ['pyodide/pyodide.asm.wasm', { 'Accept-Encoding': 'gzip, deflate, br' }, { type: 'application/wasm', encoding: 'br' }],
      ['pyodide/pyodide.asm.wasm', {}, { type: 'application/wasm', encoding: 'identity' }],
      ['simulator/mqsim.pyz', {}, { type: sameType(CONTENT_TYPES['.pyz']) }],
      ['', { 'Accept-Encoding': 'gzip, br' }, { cache: 'no-cache', type: 'text/html;charset=utf-8', encoding: 'br' }],
    ];
    for (const [path, headers, expected] of cases) {
      for (const [name, origin] of servers) {
        const a = await get(`${origin}${TEST_BASE}${path}`, headers);
        expect(a.status, `${name} ${path}`).toBe(200);
        expect(promised(a), `${name} ${path}`).toMatchObject(expected);
        expect(decoded(a).equals(readFileSync(join(dist(), path || 'index.html'))), `${name} ${path}: the body`).toBe(true);
      }
    }
  });

  it('sends one policy: the union of the pages\' own, with frame-ancestors and nosniff, allowing all that each page\'s meta allows', async () => {
    const a = await get(`${nginx.url}${TEST_BASE}`);
    const policy = header(a, 'content-security-policy');
    expect(policy).toBe(sitePolicy(dist(), { frameAncestors: FRAME_ANCESTORS }));
    const served = parsePolicy(policy);
    expect(served.get('frame-ancestors')).toEqual(["'self'", 'http://localhost:*']);
    expect(header(a, 'x-content-type-options')).toBe('nosniff');
    expect(header(a, 'referrer-policy')).toBe('same-origin');
    const pages = pagePolicies(dist()) as Map<string, Map<string, string[]>>;
    expect(pages.size).toBeGreaterThan(100);
    const narrower: string[] = [];
    for (const [page, meta] of pages) {
      for (const directive of meta.keys()) {
        const allowed = effectiveSources(served, directive) as string[] | undefined;
        if (allowed === undefined) continue;
        for (const source of meta.get(directive)!) if (source !== "'none'" && !allowed.includes(source)) narrower.push(`${page}: ${directive} ${source}`);
      }
    }
    expect(narrower).toEqual([]);
  });

  it('redirects the bare base path and a folder without its slash, keeping the reader on the same host', async () => {
    for (const [name, origin] of servers) {
      for (const [from, to] of [
        [TEST_BASE.slice(0, -1), TEST_BASE],
        [`${TEST_BASE}simulator`, `${TEST_BASE}simulator/`],
      ] as const) {
        const a = await get(`${origin}${from}`);
        expect(a.status, `${name} ${from}`).toBe(301);
        expect(new URL(header(a, 'location'), origin).href, `${name} ${from}`).toBe(`${origin}${to}`);
      }
    }
  });

  it('the _headers file for static hosts says the same', () => {
    const { headersFile, policy } = recipes({ dir: dist(), base: TEST_BASE, frameAncestors: FRAME_ANCESTORS });
    expect(headersFile).toContain(`${TEST_BASE}*\n  Content-Security-Policy: ${policy}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: same-origin\n`);
    expect(headersFile).toContain(`${TEST_BASE}_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n`);
    expect(headersFile).toContain(`${TEST_BASE}pyodide/pyodide.asm.wasm\n  Content-Type: application/wasm\n`);
    expect(headersFile).toContain(`${TEST_BASE}simulator/mqsim.pyz\n  Content-Type: ${CONTENT_TYPES['.pyz']}\n`);
  });

  it('pages under the nginx recipe run with no policy violation', async () => {
    const browser = await getBrowser();
    const context = await browser.newContext();
    const violations: string[] = [];
    await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportViolation(t: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    for (const path of ['', 'calculators/log-sizing/?logFilePages=16384', 'data/', 'simulator/']) {
      await page.goto(`${nginx.url}${TEST_BASE}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(300);
    }
    await context.close();
    expect(violations).toEqual([]);
  });
});

describe('the recipes refuse options that would reach a configuration file unchecked', () => {
  it.each([
    ['frameAncestors', "'self' https://wiki.example.com\"; evil"],
    ['frameAncestors', 'https://wiki.example.com/path'],
    ['frameAncestors', "'none' https://wiki.example.com"],
    ['reportUri', 'https://r.example.com/$host'],
    ['base', '/guide"/'],
    ['listen', '80; include /etc/passwd'],
  ])('%s = %s', (name, value) => {
    expect(() => recipes({ dir: dist(), base: TEST_BASE, [name]: value })).toThrow(new RegExp(name === 'frameAncestors' ? 'frame-ancestors' : name === 'reportUri' ? 'report-uri' : name));
  });
});
