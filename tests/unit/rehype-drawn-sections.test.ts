import { describe, expect, it } from 'vitest';
import type { Root, RootContent } from 'hast';
import { rehypeDrawnSections } from '../../src/lib/rehype-drawn-sections.ts';

const text = (value: string) => ({ type: 'text', value }) as RootContent;
const el = (tagName: string, body = ''): RootContent => ({ type: 'element', tagName, properties: {}, children: body ? [{ type: 'text', value: body }] : [] });
const jsx = (name: string) => ({ type: 'mdxJsxFlowElement', name, attributes: [], children: [] }) as unknown as RootContent;
const esm = { type: 'mdxjsEsm', value: "import Chart from '../x.astro';" } as unknown as RootContent;
const words = (n: number) => 'word '.repeat(n).trim();

function run(children: RootContent[]): RootContent[] {
  const tree: Root = { type: 'root', children };
  rehypeDrawnSections()(tree);
  return tree.children;
}
const shape = (nodes: RootContent[]) =>
  nodes.map((n) => (n.type === 'element' ? (n.tagName === 'div' ? `block(${n.children.filter((c) => c.type !== 'text').length})` : n.tagName) : (n.type as string)));

describe('prose between headings drawn when near the screen', () => {
  it('wraps what lies between headings after the first, and leaves the headings and the opening where they are', () => {
    const out = run([el('p', words(200)), el('h2', 'One'), el('p', words(200)), jsx('Chart'), el('h3', 'Two'), el('p', words(300)), el('h2', 'Three'), el('p', words(200))]);
    expect(shape(out)).toEqual(['p', 'h2', 'block(2)', 'h3', 'block(1)', 'h2', 'block(1)']);
    const block = out[2] as Extract<RootContent, { type: 'element' }>;
    expect(block.properties.className).toEqual(['drawn-when-near', 'prose-block']);
    // A paragraph of 999 characters at 46 a line and its gap, the heading's room, and a chart's 36 rem.
    expect(block.properties.style).toBe(`--estimated-block-size: ${(3.5 + (Math.ceil(999 / 46) + 1) * 1.75 + 36).toFixed(1)}rem`);
  });

  it('leaves a short stretch unwrapped: drawing it costs less than the wrapper', () => {
    expect(shape(run([el('h2', 'A'), el('p', 'A short paragraph.'), el('h2', 'B')]))).toEqual(['h2', 'p', 'h2']);
  });

  it('keeps MDX imports at the top level, where MDX needs them', () => {
    const out = run([el('h2', 'A'), esm, el('p', words(400)), text('\n')]);
    expect(shape(out)).toEqual(['h2', 'mdxjsEsm', 'block(1)']);
  });

  it('changes nothing on a page without headings', () => {
    const nodes = [el('p', words(500)), jsx('DataTable')];
    expect(run(nodes)).toEqual(nodes);
  });
});
