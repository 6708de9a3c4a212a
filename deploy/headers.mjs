// The HTTP headers the published site is served with, stated once: the preview server
// (scripts/serve.mjs) sends them as it serves, and deploy/configure.mjs writes them into the nginx,
// Apache httpd and static-host (_headers) recipes. Plain Node, no dependencies, so the offline
// bundle's server can carry it.
//
// Content-Security-Policy: every page carries its own policy in a meta tag (Astro's CSP plus the
// hashes of its inline scripts, src/integrations/csp-inline-hashes.ts). A header can say what a
// meta tag cannot (frame-ancestors, report-uri), but one header serves every page, so it is the
// union of all the pages' policies plus those directives. A browser enforces the header and the
// meta tag together (a resource must pass both), so each page is still held to exactly its own
// meta policy, and the header adds who may frame it and where violations are reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Hashed build assets never change under the same name; a version number in the path means the same. */
export const IMMUTABLE_PATH = /^\/_astro\/|\/v?\d+\.\d+\.\d+\//;
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is revalidated with its ETag: a repeat visit costs a 304, not a download. */
export const CACHE_REVALIDATE = 'no-cache';

/** Cache-Control for a path relative to the site's base ("/_astro/x.js", "/simulator/"). */
export function cacheControl(sitePath) {
  return IMMUTABLE_PATH.test(sitePath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * The content type of every kind of file the site holds, one table for every server: the recipes
 * write it in full (so nginx needs no stock table and none warns of a duplicate), the preview server
 * sends it. Module scripts must be JavaScript (browsers refuse a module sent as octet-stream),
 * Pyodide streams WebAssembly only as application/wasm, the simulator's model (mqsim.pyz) is a zip, and
 * Pagefind's index files are binary. tests/system/site/deploy.test.ts fails on a built file whose
 * extension is not here.
 */
/** @type {Record<string, string>} */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  // The generated Prometheus alert rules (/alerts/*.rules.yml); application/yaml is RFC 9512's type.
  '.yml': 'application/yaml; charset=utf-8',
  // The same rules as Kubernetes PrometheusRule objects (/alerts/*.prometheusrule.yaml).
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The gather script (/mq-gather.sh): plain text, so a browser shows it to be read before it is run
  // (the /check/ link downloads it); no shell type is registered with IANA.
  '.sh': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.py': 'text/x-python; charset=utf-8',
  '.pyz': 'application/zip',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

/** The content type of a file name, or undefined where the server's own table is fine. */
/** @param {string} name @returns {string | undefined} */
export function contentType(name) {
  const ext = /\.[a-z0-9_]+$/i.exec(name)?.[0]?.toLowerCase();
  return ext && Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext] : undefined;
}

/** Fetch directives and what each falls back to when a page's policy leaves it out. */
const FALLBACK = { 'script-src-elem': 'script-src', 'script-src-attr': 'script-src', 'style-src-elem': 'style-src', 'style-src-attr': 'style-src' };
const fallbackOf = (directive) => (Object.hasOwn(FALLBACK, directive) ? FALLBACK[directive] : directive.endsWith('-src') && directive !== 'default-src' ? 'default-src' : undefined);

/** "default-src 'self'; img-src 'self' data:" → Map { default-src → ["'self'"], img-src → ["'self'", "data:"] }. */
/** @param {string} text @returns {Map<string, string[]>} */
export function parsePolicy(text) {
  const policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The sources a policy applies for a directive, following the fallbacks; undefined when unrestricted. */
/** @param {Map<string, string[]>} policy @param {string} directive @returns {string[] | undefined} */
export function effectiveSources(policy, directive) {
  for (let d = directive; d; d = fallbackOf(d)) if (policy.has(d)) return policy.get(d);
  return undefined;
}

export function policyText(policy) {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * One policy that allows whatever any of the given policies allows, directive by directive. A
 * directive some page leaves out is taken with that page's fallback sources (script-src-elem falls
 * back to script-src, any fetch directive to default-src); one with no fallback (base-uri,
 * form-action) that some page leaves out is left out, since that page is unrestricted there.
 */
export function unionPolicy(policies) {
  const names = new Set(policies.flatMap((p) => [...p.keys()]));
  const union = new Map();
  for (const name of names) {
    const sources = [];
    let unrestricted = false;
    for (const p of policies) {
      const own = effectiveSources(p, name);
      if (own === undefined) unrestricted = true;
      else for (const s of own) if (!sources.includes(s)) sources.push(s);
    }
    if (unrestricted) continue;
    // 'none' beside other sources means nothing; leave it out so the header reads as it acts.
    union.set(name, sources.length > 1 ? sources.filter((s) => s !== "'none'") : sources);
  }
  return union;
}

const META = /<meta http-equiv="content-security-policy" content="([^"]*)"/i;

/** Every built page's meta policy, decoded, by file (relative to the site folder). */
/** @param {string} dir @returns {Map<string, Map<string, string[]>>} */
export function pagePolicies(dir) {
  const found = new Map();
  const walk = (sub) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.html')) {
        const meta = META.exec(readFileSync(join(dir, rel), 'utf8'));
        if (meta) found.set(rel, parsePolicy(meta[1].replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')));
      }
    }
  };
  walk('');
  return found;
}

/** A frame-ancestors source a reader may give: 'self', 'none', or an http(s) origin ("*." host and ":*" port allowed). */
const ANCESTOR = /^('self'|'none'|https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?)$/i;
/** A report URL: an absolute http(s) URL without quotes, spaces, semicolons, commas or "$" (a server variable). */
const REPORT_URL = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/?&=:@%+-]*)?$/i;

/**
 * The options of the site's headers, checked: they end up inside server configuration files and a
 * header, so anything but the forms above is refused with a message naming the option.
 */
/** @typedef {{ frameAncestors?: string | string[], reportUri?: string }} HeaderOptions */
/** @param {HeaderOptions} [options] @returns {{ frameAncestors: string[], reportUri: string | undefined }} */
export function checkOptions({ frameAncestors = ["'self'"], reportUri } = {}) {
  const list = typeof frameAncestors === 'string' ? frameAncestors.split(/[\s,]+/).filter(Boolean) : frameAncestors;
  if (list.length === 0) throw new Error("frame-ancestors: give 'self', 'none' or one or more origins such as https://wiki.example.com");
  for (const source of list) {
    if (!ANCESTOR.test(source)) throw new Error(`frame-ancestors: ${JSON.stringify(source)} is not 'self', 'none' or an origin such as https://wiki.example.com (no path, no quotes)`);
  }
  if (list.includes("'none'") && list.length > 1) throw new Error("frame-ancestors: 'none' cannot be combined with other sources");
  if (reportUri !== undefined && !REPORT_URL.test(reportUri)) throw new Error(`report-uri: ${JSON.stringify(reportUri)} is not an absolute http(s) URL (no spaces, quotes, commas or semicolons)`);
  return { frameAncestors: list, reportUri };
}

/**
 * What the simulator's worker needs beyond the pages: it compiles Pyodide's WebAssembly. A worker is
 * held to the policy sent with its own script (no meta tag reaches it), so this is said in the
 * header only; a page is still held to its meta policy, which does not allow it.
 */
export const WORKER_SOURCES = { 'script-src': ["'wasm-unsafe-eval'"] };

/** The policy the site is served with: the union of its pages' meta policies plus what only a header can say. */
/** @param {string} dir @param {HeaderOptions} [options] */
export function sitePolicy(dir, options) {
  const { frameAncestors, reportUri } = checkOptions(options);
  const pages = [...pagePolicies(dir).values()];
  if (pages.length === 0) throw new Error(`${dir} holds no page with a Content-Security-Policy meta tag: is it a built site?`);
  const policy = unionPolicy(pages);
  for (const [name, sources] of Object.entries(WORKER_SOURCES)) policy.set(name, [...(effectiveSources(policy, name) ?? []), ...sources]);
  policy.set('frame-ancestors', frameAncestors);
  if (reportUri) {
    policy.set('report-uri', [reportUri]);
    policy.set('report-to', ['csp']);
  }
  return policyText(policy);
}

/** Headers every response carries, whatever the file. */
/** @param {string} policy @param {HeaderOptions} [options] @returns {Record<string, string>} */
export function siteHeaders(policy, options) {
  const { reportUri } = checkOptions(options);
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    ...(reportUri ? { 'Reporting-Endpoints': `csp="${reportUri}"` } : {}),
  };
}
