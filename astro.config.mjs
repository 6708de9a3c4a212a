// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { rehypeBaseLinks } from './src/lib/rehype-base-links.ts';
import pyodide from './src/integrations/pyodide.ts';
import singleFileCalculators from './src/integrations/single-file-calculators.ts';
import precompress from './src/integrations/precompress.ts';

/** Normalise BASE_PATH to "/" or "/sub/folder/" so every generated link agrees. */
function basePath(raw = '/') {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
const base = basePath(process.env.BASE_PATH);

export default defineConfig({
  base,
  trailingSlash: 'always',
  // Separate output and cache folders let several builds (CI, tests, a developer) run side by side.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  build: { format: 'directory' },
  markdown: { rehypePlugins: [rehypeBaseLinks(base)] },
  integrations: [
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
        { label: 'Calculators', link: '/calculators/' },
        { label: 'Simulator', link: '/simulator/' },
        { label: 'Data', link: '/data/' },
      ],
    }),
    // Serves the Pyodide runtime from the site itself, for the simulator.
    pyodide(),
    // Every calculator as one self-contained HTML file, /offline/<id>.html, that works opened from disk.
    singleFileCalculators(),
    // Last: writes .br and .gz copies of what the integrations above produced.
    precompress(),
  ],
});
