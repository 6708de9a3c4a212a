// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { unified } from '@astrojs/markdown-remark';
import { rehypeBaseLinks } from './src/lib/rehype-base-links.ts';
import { rehypeDrawnSections } from './src/lib/rehype-drawn-sections.ts';
import { remarkCheckCitations } from './src/lib/data/remark-check-citations.ts';
import pyodide from './src/integrations/pyodide.ts';
import cspInlineHashes from './src/integrations/csp-inline-hashes.ts';
import singleFileCalculators from './src/integrations/single-file-calculators.ts';
import mqcheckFile from './src/integrations/mqcheck-file.ts';
import { bundleMqcheck } from './scripts/lib/mqcheck-bundle.mjs';
import precompress from './src/integrations/precompress.ts';
import { readYaml } from './src/lib/data/yaml-file.ts';
import { reportsFileSchema } from './src/lib/data/schema.ts';
import { reportSidebar } from './src/lib/report-groups.ts';
import { rehypeGlossary } from './src/lib/glossary/rehype-glossary.ts';
import { loadGlossary } from './src/lib/glossary/schema.ts';
import { latencyCurvesPlugin } from './calculators/lib/latency-curves-module.ts';
import { starlightTocStandIn } from './src/lib/toc/starlight-toc-plugin.ts';
import { starlightListSpacing } from './src/lib/starlight/list-spacing.ts';

/** Normalise BASE_PATH to "/" or "/sub/folder/" so every generated link agrees. */
function basePath(raw = '/') {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
const base = basePath(process.env.BASE_PATH);

// The report groups ("Reports", "Newer IBM reports") come from data/reports.yaml: every report page
// sits in content/reports/, so a directory cannot tell the two groups apart, and only the data says
// which reports are published.
const { reports } = readYaml(new URL('./data/reports.yaml', import.meta.url).pathname, 'data/reports.yaml', reportsFileSchema);

/**
 * A sitemap needs the site's absolute address, which a bundle opened from disk or a wiki host does
 * not have. With SITE_URL set, the site gets one; without it, this stands in for the sitemap
 * integration so that Starlight does not add one that can only warn and skip.
 */
const siteUrl = process.env.SITE_URL?.trim() || undefined;
const noSitemap = { name: '@astrojs/sitemap', hooks: {} };

export default defineConfig({
  base,
  site: siteUrl,
  trailingSlash: 'always',
  // Separate output and cache folders let several builds (CI, tests, a developer) run side by side.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  build: { format: 'directory' },
  /*
   * Starlight turns on Astro's prefetch of every link on hover, which walks all of a page's links when
   * it loads (and again whenever a script adds one) to listen on each: a long task on /data/ and the
   * reports on a phone, and work on every calculator keystroke that rewrites a link (issue 36). A
   * link is fetched instead when it is pressed (mousedown or touchstart, through one listener on the
   * document), still ahead of the click. A download link is marked data-astro-prefetch="false":
   * pressing it would fetch the file twice, and a blob: link (the fleet's CSV) would be refused by
   * the page's Content-Security-Policy.
   */
  prefetch: { prefetchAll: true, defaultStrategy: 'tap' },
  // Starlight's search builds Pagefind's UI on every page view; this stand-in builds it when a
  // reader is about to search (src/lib/search/deferred-pagefind-ui.ts). Only the bare name is
  // aliased: the stand-in imports the real UI by its file path.
  vite: {
    // The HA and DR calculators' measured curves, read from data/ at build time (virtual:mq-latency-curves/ha, /dr).
    // Starlight's "On this page" element, lighter on long pages (src/lib/toc/starlight-toc.ts), and its
    // list spacing without a :has() that restyled the page on every added element (src/lib/starlight/list-spacing.ts).
    plugins: [latencyCurvesPlugin(), starlightTocStandIn(), starlightListSpacing()],
    // Workers are bundled apart (/check/'s worker opens the latency calculators for measured links): they need it too.
    // ES modules (the workers start with type: 'module'), so a worker's import() stays a chunk of its own: /check/'s
    // worker loads the capacity model only when a Capacity block is drawn (an IIFE worker would carry it from the start).
    worker: { format: 'es', plugins: () => [latencyCurvesPlugin()] },
    // Astro marks each compiled MDX page with a "use astro:head-inject" directive, which Rolldown warns
    // it may not keep when bundling: once per MDX page, in every Astro 7 project with MDX, ours or a
    // fresh Starlight one (withastro/astro#18087, open upstream). Only that one warning is dropped.
    build: {
      rolldownOptions: {
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('astro:head-inject')) return;
          handler(level, log);
        },
      },
    },
    resolve: {
      alias: [{ find: /^@pagefind\/default-ui$/, replacement: fileURLToPath(new URL('./src/lib/search/deferred-pagefind-ui.ts', import.meta.url)) }],
    },
  },
  // A Content-Security-Policy meta tag on every page: scripts and styles only from the site
  // (Astro adds the hashes of the inline ones it renders), no inline event handlers, nothing
  // loaded from another origin. frame-ancestors cannot be set in a meta tag: see the README.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // script-src and style-src themselves are 'self' plus the hashes Astro adds (its default).
      scriptDirective: { resources: [{ resource: "'none'", kind: 'attribute' }] },
      // style="" attributes carry layout values (chart sizes, bar widths); they cannot run code.
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // Code blocks are Starlight's (Expressive Code); Astro's own highlighter is off so that nothing
  // relies on inline styles beyond style attributes.
  markdown: { syntaxHighlight: false, processor: unified({ remarkPlugins: [remarkCheckCitations], rehypePlugins: [rehypeGlossary(loadGlossary()), rehypeBaseLinks(base), rehypeDrawnSections] }) },
  integrations: [
    ...(siteUrl ? [] : [noSitemap]),
    starlight({
      title: 'MQ Performance Field Guide',
      description:
        'Sizing and tuning IBM MQ, the MQ Appliance and Message Broker: guidance, data, charts and calculators from five IBM performance reports.',
      customCss: ['./src/styles/site.css', './src/styles/tables.css'],
      lastUpdated: false,
      pagination: false,
      // A second header row that links every section on every width (a phone's sidebar hides behind a button).
      components: { Header: './src/components/site/SiteHeader.astro' },
      // Headings of imported partials ("Then and now") join the table of contents.
      routeMiddleware: './src/lib/toc/route-middleware.ts',
      sidebar: [
        { label: 'Home', link: '/' },
        ...reportSidebar(reports),
        {
          label: 'Guides',
          items: [
            { label: 'All guides', link: '/guides/' },
            // Starlight matches autogenerate directories against entry file paths relative to the project
            // root when the docs collection lives outside src/content/docs, hence "content/guides".
            { autogenerate: { directory: 'content/guides' } },
            { label: 'Every recommendation', link: '/recommendations/' },
          ],
        },
        { label: 'Calculators', link: '/calculators/' },
        { label: 'Check your configuration', link: '/check/' },
        { label: 'Simulator', link: '/simulator/' },
        { label: 'Data', link: '/data/' },
        { label: 'Glossary', link: '/glossary/' },
      ],
    }),
    // Serves the Pyodide runtime from the site itself, for the simulator.
    pyodide(),
    // Starlight's inline scripts get their hashes in each page's policy.
    cspInlineHashes(),
    // Every calculator as one self-contained HTML file, /offline/<id>.html, that works opened from disk
    // (after the policies are complete: it reads the built embed pages and adds its own hashes).
    singleFileCalculators(),
    // The checker as one file for Node, /mqcheck.mjs (offered on /check/, carried by the offline bundle).
    mqcheckFile(bundleMqcheck),
    // Last: writes .br and .gz copies of what the integrations above produced.
    precompress(),
  ],
});
