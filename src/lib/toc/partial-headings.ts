/**
 * Starlight builds a page's table of contents from the headings of the page's own Markdown. A partial
 * (`content/**\/_*.mdx`) imported and rendered as a component — the reports' "Then and now" sections —
 * is compiled on its own, so its headings never reach that list. These pure functions find where a
 * page renders each partial and splice the partial's headings in at that point, so the table of
 * contents lists every section in reading order. src/lib/toc/route-middleware.ts applies them.
 */
import { posix } from 'node:path';

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}
export interface TocItem extends Heading {
  children: TocItem[];
}

/** `import Name from './_partial.mdx'`: a partial is a Markdown file whose name starts with "_". */
const PARTIAL_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]*\/_[^'"/]+\.mdx?)['"];?\s*$/gm;
const FENCE = /^\s*(```|~~~)/;
const ATX_HEADING = /^#{1,6}\s+\S/;

/** The partials a page imports: component name → file path relative to the project root. */
export function partialImports(body: string, pageFile: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of body.matchAll(PARTIAL_IMPORT)) out.set(m[1]!, posix.normalize(posix.join(posix.dirname(pageFile), m[2]!)));
  return out;
}

export interface PartialUse {
  /** File of the partial, relative to the project root. */
  file: string;
  /** How many of the page's own headings come before it. */
  after: number;
}

/** Where the page renders each imported partial, in order, counted in the page's own headings. */
export function partialUses(body: string, imports: Map<string, string>): { uses: PartialUse[]; headingCount: number } {
  const uses: PartialUse[] = [];
  let headingCount = 0;
  let inFence = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (ATX_HEADING.test(line)) headingCount++;
    for (const [name, file] of imports) if (new RegExp(`<${name}[\\s/>]`).test(line)) uses.push({ file, after: headingCount });
  }
  return { uses, headingCount };
}

/**
 * The page's headings with each partial's headings spliced in where the partial is rendered. When the
 * page's headings cannot be matched one to one with its Markdown (a heading written as HTML, say), the
 * partials' headings go at the end rather than at a guessed place.
 */
export function mergeHeadings(pageHeadings: Heading[], uses: PartialUse[], headingCount: number, partialHeadings: (file: string) => Heading[]): Heading[] {
  if (uses.length === 0) return pageHeadings;
  const aligned = headingCount === pageHeadings.length;
  const out: Heading[] = [];
  let next = 0;
  for (const use of uses) {
    const upTo = aligned ? use.after : pageHeadings.length;
    out.push(...pageHeadings.slice(next, upTo));
    next = Math.max(next, upTo);
    out.push(...partialHeadings(use.file));
  }
  // The page's headings after its last partial (none left when it could not be aligned).
  return [...out, ...pageHeadings.slice(next)];
}

/** Nests a flat list of headings as Starlight's table of contents does, under an "Overview" entry. */
export function nestToc(headings: Heading[], opts: { minHeadingLevel: number; maxHeadingLevel: number; overview: TocItem }): TocItem[] {
  const toc: TocItem[] = [{ ...opts.overview, children: [] }];
  for (const h of headings) {
    if (h.depth < opts.minHeadingLevel || h.depth > opts.maxHeadingLevel) continue;
    let siblings = toc;
    // Go down while the last item is shallower than this heading.
    while (siblings.length > 0 && siblings.at(-1)!.depth < h.depth) siblings = siblings.at(-1)!.children;
    siblings.push({ depth: h.depth, slug: h.slug, text: h.text, children: [] });
  }
  return toc;
}
