/**
 * Starlight route middleware (astro.config.mjs `routeMiddleware`): adds the headings of imported
 * partials to the page's table of contents (see partial-headings.ts for why they are missing).
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { mergeHeadings, nestToc, partialImports, partialUses, type Heading } from './partial-headings.ts';

// Every partial of the content folder, compiled by Astro's MDX pipeline; each module exports getHeadings().
const partials = import.meta.glob<{ getHeadings: () => Heading[] }>('/content/**/_*.{md,mdx}');

export const onRequest = defineRouteMiddleware(async (context) => {
  const route = context.locals.starlightRoute;
  const { entry, toc } = route;
  if (!toc || !entry.body || !entry.filePath) return;
  const imports = partialImports(entry.body, entry.filePath);
  if (imports.size === 0) return;
  const { uses, headingCount } = partialUses(entry.body, imports);
  const loaded = new Map<string, Heading[]>();
  for (const { file } of uses) {
    const load = partials[`/${file}`];
    if (!load) throw new Error(`${entry.filePath} imports the partial ${file}, which is not under content/`);
    loaded.set(file, (await load()).getHeadings());
  }
  const headings = mergeHeadings(route.headings, uses, headingCount, (file) => loaded.get(file) ?? []);
  route.headings = headings;
  route.toc = { ...toc, items: nestToc(headings, { minHeadingLevel: toc.minHeadingLevel, maxHeadingLevel: toc.maxHeadingLevel, overview: toc.items[0]! }) };
});
