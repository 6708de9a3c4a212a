import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { glossaryFileSchema, loadGlossary } from '../../src/lib/glossary/schema.ts';
import { rehypeGlossary } from '../../src/lib/glossary/rehype-glossary.ts';
import { loadCatalogue } from '../../src/lib/data/catalogue.ts';
import { reportTextPath } from '../../src/lib/data/schema.ts';

const terms = loadGlossary();
const { reports } = loadCatalogue();
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('data/glossary.yaml', () => {
  it('cites, for every term, report lines that print its quote', () => {
    for (const t of terms) {
      const report = reports.find((r) => r.id === t.source.report);
      expect(report, `${t.id}: report ${t.source.report}`).toBeDefined();
      const lines = readFileSync(reportTextPath(report!), 'utf8').split('\n');
      const [a, b] = t.source.lines;
      expect(b, `${t.id}: line ${b} is past the end`).toBeLessThanOrEqual(lines.length);
      expect(squash(lines.slice(a - 1, b).join(' ')), `${t.id}: lines ${a}–${b}`).toContain(t.source.quote);
    }
  });

  it('defines the jargon issue 27 names', () => {
    const spellings = new Set(terms.flatMap((t) => t.match));
    for (const word of ['UOW', 'extents', 'TREELIFE', 'SVRCONN', 'RDQM', 'MIQM', 'CF', 'SMDS']) expect(spellings, word).toContain(word);
  });

  it('rejects a spelling claimed by two terms, and a duplicate id', () => {
    const t = terms[0]!;
    const twice = glossaryFileSchema.safeParse({ terms: [t, { ...t, id: 'other' }] });
    expect(twice.success).toBe(false);
    expect(JSON.stringify(twice.error?.issues)).toContain('already links to');
    const sameId = glossaryFileSchema.safeParse({ terms: [t, { ...t, match: ['Other'] }] });
    expect(JSON.stringify(sameId.error?.issues)).toContain('duplicate id');
  });
});

/** Runs the plugin over a small HTML tree and returns [href, text] of every link it added. */
function run(children: Root['children']): { tree: Root; links: [string, string][] } {
  const tree: Root = { type: 'root', children };
  rehypeGlossary(terms)()(tree);
  const links: [string, string][] = [];
  const walk = (n: { type: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[] }) => {
    if (n.type === 'element' && n.tagName === 'a' && (n.properties?.className as string[] | undefined)?.includes('glossary-term'))
      links.push([String(n.properties!.href), ((n.children![0] as { value: string }).value)]);
    for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
  };
  walk(tree as never);
  return { tree, links };
}
const p = (...children: Root['children']) => ({ type: 'element', tagName: 'p', properties: {}, children }) as Root['children'][number];
const text = (value: string) => ({ type: 'text', value }) as Root['children'][number];
const el = (tagName: string, value: string) => ({ type: 'element', tagName, properties: {}, children: [text(value)] }) as Root['children'][number];

describe('rehypeGlossary', () => {
  it('links the first use of each term only, keeping the text around it', () => {
    const { tree, links } = run([p(text('Set TREELIFE before SMDS; TREELIFE again.')), p(text('More SMDS.'))]);
    expect(links).toEqual([
      ['/glossary/#treelife', 'TREELIFE'],
      ['/glossary/#smds', 'SMDS'],
    ]);
    const first = (tree.children[0] as { children: { type: string; value?: string }[] }).children;
    expect(first.map((c) => c.value ?? '[a]').join('')).toBe('Set [a] before [a]; TREELIFE again.');
  });

  it('prefers the longest spelling and matches whole, case-sensitive words only', () => {
    expect(run([p(text('Native HA differs from an HA pair.'))]).links).toEqual([
      ['/glossary/#native-ha', 'Native HA'],
      ['/glossary/#ha', 'HA'],
    ]);
    expect(run([p(text('CFX, HAS, sha and cf are not terms; a shared message data set is.'))]).links).toEqual([['/glossary/#smds', 'shared message data set']]);
  });

  it('leaves links, code and headings alone, and links the term later in prose', () => {
    const { links } = run([el('h2', 'TREELIFE'), p(el('code', 'TREELIFE'), el('a', 'TREELIFE')), p(text('What TREELIFE does.'))]);
    expect(links).toEqual([['/glossary/#treelife', 'TREELIFE']]);
  });
});
