// What a page weighs on arrival, read from the built files instead of a browser (for
// `npm run bench -- --only weight`, quick enough to run before every push): the HTML, every
// stylesheet it links, every script it names by src or modulepreload, and every module those
// scripts (and the HTML's inline module scripts) import statically, each file gzipped on its own
// as scripts/lib/page-weight.mjs counts them. What a script loads later, by import(), a Worker or a
// fetch, is not first-load weight and is not followed, with two exceptions, imports that run
// as the page loads whatever the reader does, which the browser count includes: Starlight's
// search script imports its UI as soon as the page is idle (Search.astro: requestIdleCallback,
// then import()), on the blank Starlight page as on ours; and a calculator page's script imports
// that page's calculator at start (src/components/calculator/Calculator.astro). The browser count (page-weight.mjs) sees also
// whatever else a page loads by itself before the network is idle, so the two agree only when
// pages load nothing unasked, which is what the budget wants.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** Inline SVGs larger than this are chart figures, not icons (as page-weight.mjs decides). */
const CHART_SVG_BYTES = 4096;

/** Static imports and re-exports of an ES module: `import x from "…"`, `import "…"`, `export … from "…"`; never `import("…")`. */
const STATIC_IMPORT = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.m?js)["'`]/g;

/** `import("…")` in a module: followed only for the scripts that run it as the page loads (IMPORTS_AT_LOAD). */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;

/**
 * Scripts whose dynamic imports run as the page loads, and which of them: Starlight's search script
 * (Pagefind's UI, when the page is idle), and the calculator script (the page's own calculator,
 * named by its data-calculator attribute, among the import()s of every calculator).
 */
const IMPORTS_AT_LOAD = [
  { script: /\/Search\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/, imports: () => () => true },
  {
    script: /\/Calculator\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/,
    imports: (html) => {
      const id = /\sdata-calculator="([\w-]+)"/.exec(html)?.[1];
      return (specifier) => id !== undefined && specifier.replace(/^.*\//, '').startsWith(`${id}.`);
    },
  },
];

/** Same-site URLs a page's HTML loads on arrival: stylesheets, scripts and module preloads. */
function linkedFrom(html) {
  const urls = [];
  for (const tag of html.matchAll(/<(link|script)\b[^>]*>/gi)) {
    const attrs = tag[0];
    const attr = (name) => new RegExp(`\\s${name}=["']?([^"'\\s>]+)`, 'i').exec(attrs)?.[1];
    if (tag[1].toLowerCase() === 'script') {
      const src = attr('src');
      if (src) urls.push(src);
    } else if (/^(stylesheet|modulepreload)$/i.test(attr('rel') ?? '')) urls.push(attr('href'));
  }
  return urls.filter((u) => u && !/^[a-z]+:|^\/\//i.test(u));
}

/** The bodies of the HTML's inline module scripts, whose static imports load with the page. */
const inlineModules = (html) => [...html.matchAll(/<script\b(?=[^>]*type=["']?module)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);

/**
 * Weighs the page at `pagePath` (a site path such as "/check/") of the build in `dist`, served
 * under `base` ("/" or "/guide/"). Returns gzip bytes in all and without chart SVGs, and each file
 * counted with its gzip size, largest first.
 */
export function weighBuiltPage(dist, pagePath, base = '/') {
  const fileOf = (url) => {
    const path = decodeURIComponent(url.split(/[?#]/)[0]);
    if (!path.startsWith(base)) return undefined;
    const rel = path.slice(base.length);
    return join(dist, rel.endsWith('/') || rel === '' ? `${rel}index.html` : rel);
  };
  const htmlFile = fileOf(pagePath);
  if (!htmlFile || !existsSync(htmlFile)) throw new Error(`no built page ${pagePath} in ${dist}`);
  const html = readFileSync(htmlFile);
  const text = html.toString('utf8');
  const pageUrl = new URL(pagePath, 'http://site.invalid');
  const files = new Map();
  files.set(pageUrl.pathname, gzipSync(html).length);

  const visit = (url) => {
    if (files.has(url)) return;
    const file = fileOf(url);
    if (!file || !existsSync(file)) return;
    const body = readFileSync(file);
    files.set(url, gzipSync(body).length);
    if (/\.m?js$/.test(url)) followImports(body.toString('utf8'), new URL(url, 'http://site.invalid'), IMPORTS_AT_LOAD.find((r) => r.script.test(url))?.imports(text));
  };
  const followImports = (source, from, atLoad) => {
    for (const m of source.matchAll(STATIC_IMPORT)) visit(new URL(m[1], from).pathname);
    if (atLoad) for (const m of source.matchAll(DYNAMIC_IMPORT)) if (atLoad(m[1])) visit(new URL(m[1], from).pathname);
  };

  for (const url of linkedFrom(text)) visit(new URL(url, pageUrl).pathname);
  for (const body of inlineModules(text)) followImports(body, pageUrl);

  const lean = text.replace(/<svg\b[\s\S]*?<\/svg>/g, (svg) => (svg.length > CHART_SVG_BYTES ? '' : svg));
  const total = [...files.values()].reduce((a, b) => a + b, 0);
  const withoutCharts = total - files.get(pageUrl.pathname) + gzipSync(Buffer.from(lean)).length;
  const list = [...files].map(([url, gzip]) => ({ url, gzip })).sort((a, b) => b.gzip - a.gzip);
  return { total, withoutCharts, files: list };
}
