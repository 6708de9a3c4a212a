import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { rehypeBaseLinks } from '../../src/lib/rehype-base-links.ts';

const link = (href: string) => ({ type: 'element', tagName: 'a', properties: { href }, children: [] });

/** An MDX page's tree: a plain link, a link inside <Aside>, and JSX elements with literal and expression hrefs. */
function page(): Root {
  return {
    type: 'root',
    children: [
      { type: 'element', tagName: 'p', properties: {}, children: [link('/data/')] },
      {
        type: 'mdxJsxFlowElement',
        name: 'Aside',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: 'note' }],
        children: [{ type: 'element', tagName: 'p', properties: {}, children: [link('/data/mq-hpux-v53/')] }],
      },
      {
        type: 'mdxJsxTextElement',
        name: 'a',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'href', value: '/calculators/log-sizing/' },
          { type: 'mdxJsxAttribute', name: 'title', value: '/not-a-link' },
        ],
        children: [],
      },
      {
        type: 'mdxJsxTextElement',
        name: 'LinkCard',
        attributes: [{ type: 'mdxJsxAttribute', name: 'href', value: { type: 'mdxJsxAttributeValueExpression', value: 'x' } }],
        children: [],
      },
      { type: 'element', tagName: 'img', properties: { src: '/favicon.svg' }, children: [] },
      { type: 'element', tagName: 'p', properties: {}, children: [link('//example.org/x'), link('https://example.org/'), link('#top'), link('/guide/data/')] },
    ],
  } as unknown as Root;
}

const hrefs = (tree: unknown): unknown[] => JSON.parse(JSON.stringify(tree), (_k, v) => v).children;

describe('rehype-base-links', () => {
  it('adds the base path to site-absolute links everywhere, inside components and on JSX elements', () => {
    const tree = page();
    rehypeBaseLinks('/guide/')()(tree);
    const [p, aside, jsxA, card, img, others] = hrefs(tree) as any[];
    expect(p.children[0].properties.href).toBe('/guide/data/');
    expect(aside.children[0].children[0].properties.href).toBe('/guide/data/mq-hpux-v53/');
    expect(jsxA.attributes[0].value).toBe('/guide/calculators/log-sizing/');
    expect(jsxA.attributes[1].value, 'only href and src are links').toBe('/not-a-link');
    expect(card.attributes[0].value, 'an expression is left alone').toEqual({ type: 'mdxJsxAttributeValueExpression', value: 'x' });
    expect(img.properties.src).toBe('/guide/favicon.svg');
    expect(others.children.map((a: any) => a.properties.href)).toEqual(['//example.org/x', 'https://example.org/', '#top', '/guide/data/']);
  });

  it('leaves links as they are under the root base path', () => {
    const tree = page();
    rehypeBaseLinks('/')()(tree);
    const [p, aside] = hrefs(tree) as any[];
    expect(p.children[0].properties.href).toBe('/data/');
    expect(aside.children[0].children[0].properties.href).toBe('/data/mq-hpux-v53/');
  });
});
