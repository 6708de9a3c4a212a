import type { Root, RootContent, Element } from 'hast';
import { estimatedStyle, proseHeightRem } from './site/drawn-when-near.ts';

/**
 * A guidance page's prose between two headings, after its first, is wrapped in a block drawn when
 * near the screen (.drawn-when-near, site.css). A report page is some 40,000 px of text, charts and
 * tables on a phone; laying all of it out as the page finished loading was one task of 150–250 ms on
 * a 4× slower CPU (issue 36). The headings stay outside the blocks, so "On this page" and links to a
 * heading read their positions without drawing anything; find in page, links into a block and
 * assistive technology see it all the while, and print draws it whole.
 *
 * Until drawn, a block stands at an estimate of its height (drawn-when-near.ts): its text at a
 * phone's width, and a fixed height for each chart, table or other component, whose size the
 * markdown does not know. Once drawn it keeps its real height.
 */

const HEADINGS = new Set(['h2', 'h3', 'h4']);
/** Below this estimate a block is not worth wrapping: drawing it costs less than the wrapper. */
const MIN_REM = 20;
/** Phone heights of the components a page places between paragraphs, near their medians on the report pages. */
const COMPONENT_REM: Record<string, number> = { Chart: 36, DataTable: 28, Aside: 8 };
const OTHER_COMPONENT_REM = 12;

type Node = Root | RootContent;

function textLength(node: Node): number {
  if (node.type === 'text') return node.value.length;
  return 'children' in node ? (node.children as Node[]).reduce((n, c) => n + textLength(c), 0) : 0;
}

function isHeading(node: RootContent): boolean {
  return node.type === 'element' && HEADINGS.has(node.tagName);
}

/** Whitespace, MDX imports and exports: left where they are, and no reason to end a block. */
function isBetween(node: RootContent): boolean {
  return (node.type === 'text' && node.value.trim() === '') || (node.type as string) === 'mdxjsEsm';
}

function estimateRem(nodes: RootContent[]): number {
  let chars = 0;
  let blocks = 0;
  let fixed = 0;
  for (const node of nodes) {
    const type = node.type as string;
    if (type === 'mdxJsxFlowElement') {
      const name = (node as unknown as { name: string | null }).name ?? '';
      fixed += Object.hasOwn(COMPONENT_REM, name) ? COMPONENT_REM[name]! : OTHER_COMPONENT_REM;
    } else if (node.type === 'element') {
      chars += textLength(node);
      blocks += node.tagName === 'ul' || node.tagName === 'ol' ? node.children.filter((c) => c.type === 'element').length : 1;
    }
  }
  return proseHeightRem(chars, blocks) + fixed;
}

function wrap(nodes: RootContent[]): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['drawn-when-near', 'prose-block'], style: estimatedStyle(`${estimateRem(nodes).toFixed(1)}rem`) },
    children: nodes as Element['children'],
  };
}

export function rehypeDrawnSections() {
  return (tree: Root) => {
    const out: RootContent[] = [];
    let run: RootContent[] = [];
    let afterFirstHeading = false;
    const flush = () => {
      const content = run.filter((n) => !isBetween(n));
      if (afterFirstHeading && content.length > 0 && estimateRem(content) >= MIN_REM) {
        // Imports stay at the top level, where MDX needs them; whitespace goes inside.
        out.push(...run.filter((n) => (n.type as string) === 'mdxjsEsm'), wrap(run.filter((n) => (n.type as string) !== 'mdxjsEsm')));
      } else out.push(...run);
      run = [];
    };
    for (const node of tree.children) {
      if (isHeading(node)) {
        flush();
        out.push(node);
        afterFirstHeading = true;
      } else run.push(node);
    }
    flush();
    tree.children = out;
  };
}
