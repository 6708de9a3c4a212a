import type { AstroIntegration } from 'astro';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { addInlineHashes } from './csp-inline-hashes.ts';
import { attr, byTag, elements, fragmentElements, insert, parseHtml, remove, serializeHtml, setAttr, setText } from '../lib/offline/html.ts';
import { markSiteLinks } from '../lib/offline/site-links.ts';
import { latencyCurvesPlugin } from '../../calculators/lib/latency-curves-module.ts';

/**
 * Every calculator as one self-contained HTML file, `<outDir>/offline/<id>.html`, that works
 * opened from disk, attached to a wiki page or mailed: the built embed page (/embed/<id>/) with its
 * stylesheets inlined, its module scripts removed, and the calculator client bundled by Vite as
 * one classic (IIFE) script inlined in their place. No module scripts, no fetch, nothing external.
 * Calculators are found from the built embed pages, so a new calculator is picked up by itself.
 */

const ENTRY = fileURLToPath(new URL('../lib/offline/single-file-entry.ts', import.meta.url));
export const OFFLINE_DIR = 'offline';

/** The calculator client and every calculator definition as one classic script. */
async function bundleClient(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    // The latency calculators' curves, generated from data/ as in the site's build.
    plugins: [latencyCurvesPlugin()],
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      // IIFE output inlines the lazily imported calculators and chart renderer: one file, no fetch.
      lib: { entry: ENTRY, formats: ['iife'], name: 'MqFieldGuideCalculator', fileName: () => 'calculator.js' },
      // The charts' Vega code is large until charts are drawn at build time; one file is the point here.
      chunkSizeWarningLimit: 4096,
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`single-file calculators: expected one script, Vite produced ${chunks.length}`);
  return chunks[0]!.code;
}

/** The file in `outDir` that a site-absolute URL (under `base`) names, or undefined. */
function builtFile(outDir: string, base: string, url: string): string | undefined {
  if (!url.startsWith(base)) return undefined;
  const file = join(outDir, decodeURIComponent(url.slice(base.length).split(/[?#]/)[0]!));
  return file.startsWith(outDir) && existsSync(file) ? file : undefined;
}

/** One calculator's single file from its built embed page. */
export function singleFile(embedHtml: string, script: string, outDir: string, base: string, site?: URL): string {
  const doc = parseHtml(embedHtml);
  for (const el of elements(doc)) {
    if (el.tagName === 'script' && attr(el, 'type') === 'module') remove(el);
    else if (el.tagName === 'link' && attr(el, 'rel') === 'stylesheet') {
      const href = attr(el, 'href') ?? '';
      const file = builtFile(outDir, base, href);
      if (!file) throw new Error(`single-file calculators: stylesheet ${href} is not in the build`);
      const [style] = fragmentElements('<style></style>');
      const media = attr(el, 'media');
      if (media) setAttr(style!, 'media', media);
      setText(style!, readFileSync(file, 'utf8'));
      insert(el.parentNode as never, [style!], el);
      remove(el);
    } else if (el.tagName === 'link') remove(el); // preloads and icons would be requests outside the file
  }
  markSiteLinks(doc, base, site);
  const body = byTag(doc, 'body')!;
  setAttr(body, 'data-view', 'full');
  const [tag] = fragmentElements('<script></script>');
  // "</script" inside the code would end the element early.
  setText(tag!, script.replace(/<\/(script)/gi, '<\\/$1'));
  insert(body, [tag!]);
  // The page's Content-Security-Policy allows inline code by hash: add those of the inlined styles and script.
  return addInlineHashes(serializeHtml(doc));
}

export default function singleFileCalculators(): AstroIntegration {
  let base = '/';
  let root = process.cwd();
  let site: URL | undefined;
  return {
    name: 'mq-field-guide:single-file-calculators',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        root = fileURLToPath(config.root);
        site = config.site ? new URL(config.site) : undefined;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir).replace(/\/$/, '');
        const embedDir = join(outDir, 'embed');
        const ids = readdirSync(embedDir, { withFileTypes: true })
          .filter((e) => e.isDirectory() && existsSync(join(embedDir, e.name, 'index.html')))
          .map((e) => e.name);
        if (ids.length === 0) throw new Error('single-file calculators: no embed pages were built');
        const script = await bundleClient(root);
        mkdirSync(join(outDir, OFFLINE_DIR), { recursive: true });
        for (const id of ids) {
          const html = singleFile(readFileSync(join(embedDir, id, 'index.html'), 'utf8'), script, outDir, base, site);
          writeFileSync(join(outDir, OFFLINE_DIR, `${id}.html`), html);
        }
        logger.info(`wrote ${ids.length} single-file calculators to ${OFFLINE_DIR}/ (${Math.round(script.length / 1024)} KiB of script each)`);
      },
    },
  };
}
