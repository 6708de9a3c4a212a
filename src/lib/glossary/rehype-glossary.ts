import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { GlossaryTerm } from './schema.ts';

/**
 * Links each jargon term of the glossary to its entry (/glossary/#id) on its first use in a page's
 * prose, so a reader meeting "TREELIFE" or "SMDS" is one tap from a sourced definition, without any
 * page linking terms by hand. Runs over the HTML tree of every Markdown and MDX page (including the
 * text inside components such as <Aside>), before rehypeBaseLinks gives the link the base path.
 *
 * Not linked: text already in a link, code, a heading (a heading is a target, not a place to click
 * away from) or a button; and a term is linked once per file (a partial counts as its own file).
 */
const SKIP = new Set(['a', 'code', 'pre', 'kbd', 'samp', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'script', 'style', 'svg', 'title']);

interface MdxJsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  children: RootContent[];
}
type Parent = Root | Element | MdxJsxElement;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regular expression for every spelling, longest first, so "Native HA" wins over "HA". */
export function termPattern(terms: GlossaryTerm[]): { pattern: RegExp; idOf: Map<string, string> } {
  const idOf = new Map<string, string>();
  for (const t of terms) for (const m of t.match) idOf.set(m, t.id);
  const spellings = [...idOf.keys()].sort((a, b) => b.length - a.length).map(escape);
  return { pattern: new RegExp(`(?<![\\w-])(?:${spellings.join('|')})(?![\\w-])`, 'gu'), idOf };
}

/** Splits a text into text and link nodes for the first unseen use of each term. */
export function linkTerms(text: string, pattern: RegExp, idOf: Map<string, string>, seen: Set<string>, href: (id: string) => string): ElementContent[] | undefined {
  const out: ElementContent[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const id = idOf.get(m[0]);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    if (m.index > last) out.push({ type: 'text', value: text.slice(last, m.index) });
    out.push({ type: 'element', tagName: 'a', properties: { href: href(id), className: ['glossary-term'], dataGlossary: id }, children: [{ type: 'text', value: m[0] }] });
    last = m.index + m[0].length;
  }
  if (out.length === 0) return undefined;
  if (last < text.length) out.push({ type: 'text', value: text.slice(last) });
  return out;
}

export function rehypeGlossary(terms: GlossaryTerm[]) {
  const { pattern, idOf } = termPattern(terms);
  const href = (id: string) => `/glossary/#${id}`;
  return () => (tree: Root) => {
    const seen = new Set<string>();
    const visit = (node: Parent) => {
      const children = node.children as RootContent[];
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (child.type === 'text') {
          const parts = linkTerms((child as Text).value, pattern, idOf, seen, href);
          if (parts) {
            children.splice(i, 1, ...(parts as RootContent[]));
            i += parts.length - 1;
          }
        } else if (child.type === 'element') {
          if (!SKIP.has((child as Element).tagName)) visit(child as Element);
        } else if ((child.type as string) === 'mdxJsxFlowElement' || (child.type as string) === 'mdxJsxTextElement') {
          const name = (child as unknown as MdxJsxElement).name;
          if (!name || !SKIP.has(name)) visit(child as unknown as MdxJsxElement);
        }
      }
    };
    visit(tree);
  };
}
