// The yardstick for `npm run bench`: a blank Starlight site, built with the same Astro and
// Starlight as the guide, so every page weight and build time has something to be compared with.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: '../../node_modules/.astro-blank',
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [starlight({ title: 'Blank Starlight', sidebar: [{ label: 'Home', link: '/' }] })],
});
