import type { Root, Element } from 'hast';

/**
 * Markdown links written as site-absolute paths ("/data/...") get the configured base path,
 * so guidance pages keep working when the site is hosted in a sub-folder or opened offline.
 */
export function rehypeBaseLinks(base: string) {
  const root = base.endsWith('/') ? base : `${base}/`;
  return () => (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        for (const attr of ['href', 'src'] as const) {
          const value = child.properties?.[attr];
          if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith(root)) {
            child.properties[attr] = root + value.slice(1);
          }
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
