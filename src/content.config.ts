import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { i18nLoader } from '@astrojs/starlight/loaders';

// Guidance pages live in the top-level content/ folder (see DESIGN.md), not Starlight's default
// src/content/docs/, so prose stays apart from code. Files starting with "_" are partials.
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
  // Starlight's UI strings, where this site says something more useful than the default.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
