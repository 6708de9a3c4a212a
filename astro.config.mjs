// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { rehypeBaseLinks } from './src/lib/rehype-base-links.ts';
import pyodide from './src/integrations/pyodide.ts';
import { readYaml } from './src/lib/data/yaml-file.ts';
import { reportsFileSchema } from './src/lib/data/schema.ts';
import { reportSidebar } from './src/lib/report-groups.ts';

/** Normalise BASE_PATH to "/" or "/sub/folder/" so every generated link agrees. */
function basePath(raw = '/') {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
const base = basePath(process.env.BASE_PATH);

// The report groups come from data/reports.yaml (Starlight's `autogenerate` cannot be used: it only
// finds pages under src/content/docs/, and this site's pages live in content/).
const { reports } = readYaml(new URL('./data/reports.yaml', import.meta.url).pathname, 'data/reports.yaml', reportsFileSchema);

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
      customCss: ['./src/styles/site.css', './src/styles/tables.css'],
      lastUpdated: false,
      pagination: false,
      sidebar: [
        { label: 'Home', link: '/' },
        ...reportSidebar(reports),
        { label: 'Calculators', link: '/calculators/' },
        { label: 'Simulator', link: '/simulator/' },
        { label: 'Data', link: '/data/' },
      ],
    }),
    // Serves the Pyodide runtime from the site itself, for the simulator.
    pyodide(),
  ],
});
