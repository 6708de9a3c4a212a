import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

// Guidance pages live in the top-level content/ folder (see DESIGN.md), not Starlight's default
// src/content/docs/, so prose stays apart from code. Files starting with "_" are partials.
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
};
