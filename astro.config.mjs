// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { unified } from '@astrojs/markdown-remark';
import { rehypeBaseLinks } from './src/lib/rehype-base-links.ts';
import pyodide from './src/integrations/pyodide.ts';

/** Normalise BASE_PATH to "/" or "/sub/folder/" so every generated link agrees. */
function basePath(raw = '/') {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
const base = basePath(process.env.BASE_PATH);

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
  markdown: { processor: unified({ rehypePlugins: [rehypeBaseLinks(base)] }) },
  integrations: [
    ...(siteUrl ? [] : [noSitemap]),
    starlight({
      title: 'MQ Performance Field Guide',
      description:
        'Sizing and tuning IBM MQ, the MQ Appliance and Message Broker: guidance, data, charts and calculators from five IBM performance reports.',
      customCss: ['./src/styles/site.css'],
      lastUpdated: false,
      pagination: false,
      sidebar: [
        { label: 'Home', link: '/' },
        { label: 'Reports', items: [{ autogenerate: { directory: 'reports' } }] },
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
        { label: 'Simulator', link: '/simulator/' },
        { label: 'Data', link: '/data/' },
      ],
    }),
    // Serves the Pyodide runtime from the site itself, for the simulator.
    pyodide(),
  ],
});
