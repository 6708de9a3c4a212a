import { describe, expect, it } from 'vitest';
import { mergeHeadings, nestToc, partialImports, partialUses } from '../../src/lib/toc/partial-headings.ts';

const body = [
  "import Value from '../../src/components/Value.astro';",
  "import ThenAndNow from './_then-and-now-x.mdx';",
  '',
  '## Key results',
  '```md',
  '## not a heading',
  '```',
  '## Recommendations',
  '<ThenAndNow />',
  '## Errata',
].join('\n');
const h = (depth: number, slug: string) => ({ depth, slug, text: slug });

describe('partial headings in the table of contents', () => {
  it('finds partials and where they are rendered, counting only real headings', () => {
    const imports = partialImports(body, 'content/reports/x.mdx');
    expect([...imports]).toEqual([['ThenAndNow', 'content/reports/_then-and-now-x.mdx']]);
    expect(partialUses(body, imports)).toEqual({ uses: [{ file: 'content/reports/_then-and-now-x.mdx', after: 2 }], headingCount: 3 });
  });

  it('splices the partial headings in where the partial is rendered', () => {
    const page = [h(2, 'key-results'), h(2, 'recommendations'), h(2, 'errata')];
    const merged = mergeHeadings(page, [{ file: 'p', after: 2 }], 3, () => [h(2, 'then-and-now'), h(3, 'detail')]);
    expect(merged.map((x) => x.slug)).toEqual(['key-results', 'recommendations', 'then-and-now', 'detail', 'errata']);
    // Cannot align (a heading written as HTML, say): the partial goes at the end, nothing is lost.
    expect(mergeHeadings(page, [{ file: 'p', after: 2 }], 4, () => [h(2, 'then-and-now')]).map((x) => x.slug)).toEqual(['key-results', 'recommendations', 'errata', 'then-and-now']);
  });

  it('nests like Starlight, under the overview, within the level range', () => {
    const toc = nestToc([h(2, 'a'), h(3, 'b'), h(4, 'c'), h(2, 'd')], { minHeadingLevel: 2, maxHeadingLevel: 3, overview: { ...h(2, '_top'), children: [] } });
    expect(toc.map((i) => [i.slug, i.children.map((c) => c.slug)])).toEqual([
      ['_top', []],
      ['a', ['b']],
      ['d', []],
    ]);
  });
});
