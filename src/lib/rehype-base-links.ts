import type { Root, RootContent, Element } from 'hast';

/** An MDX JSX element (`<Aside>`, `<a href="…">`) as it sits in the HTML tree of an MDX page. */
interface MdxJsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
}
type Node = Root | RootContent | MdxJsxElement;

const LINK_ATTRIBUTES = new Set(['href', 'src']);

/**
 * Markdown links written as site-absolute paths ("/data/...") get the configured base path,
 * so guidance pages keep working when the site is hosted in a sub-folder or opened offline.
 * Every node of the tree is visited, including the children of MDX components (a link inside an
 * `<Aside>`) and the `href`/`src` attributes written on JSX elements themselves.
 */
export function rehypeBaseLinks(base: string) {
  const root = base.endsWith('/') ? base : `${base}/`;
  const rebase = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith(root)
      ? root + value.slice(1)
      : value;

  return () => (tree: Root) => {
    const visit = (node: Node) => {
      if (node.type === 'element') {
        const props = (node as Element).properties;
        for (const attr of LINK_ATTRIBUTES) if (attr in props) props[attr] = rebase(props[attr]) as Element['properties'][string];
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of (node as MdxJsxElement).attributes) {
          // Only literal strings: an expression (href={x}) is the component's own business.
          if (attr.type === 'mdxJsxAttribute' && attr.name && LINK_ATTRIBUTES.has(attr.name)) attr.value = rebase(attr.value);
        }
      }
      if ('children' in node) for (const child of node.children as Node[]) visit(child);
    };
    visit(tree);
  };
}
