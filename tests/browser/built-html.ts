import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { attr, elements, isElement, parseHtml, type Element, type Node } from '../../src/lib/offline/html.ts';

/**
 * The built site's HTML read from disk, for checks that need the markup but not a browser (which
 * links a page holds, what a link says): reading a file is a thousand times cheaper than loading
 * the page, so the browser is kept for what only it can show (layout, scripts, what is on screen).
 */
export function builtDocument(sitePath: string): Node {
  const file = join(inject('distDir'), sitePath.replace(/^\/+/, ''), sitePath.endsWith('/') ? 'index.html' : '');
  return parseHtml(readFileSync(file, 'utf8'));
}

/** The text a reader sees in an element (its text nodes joined, white space collapsed). */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeName === '#text') parts.push((n as { value: string }).value);
    else if ('childNodes' in n && !(isElement(n) && ['script', 'style', 'template'].includes(n.tagName))) n.childNodes.forEach(walk);
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Elements under `root` matching a tag and, if given, a class. */
export function findAll(root: Node, tag: string, className?: string): Element[] {
  return [...elements(root)].filter((e) => e.tagName === tag && (!className || (attr(e, 'class') ?? '').split(/\s+/).includes(className)));
}

export { attr };

/** The element with this id, if any. */
export function byId(root: Node, id: string): Element | undefined {
  return [...elements(root)].find((e) => attr(e, 'id') === id);
}

/** Elements carrying an attribute (any value, or the one given). */
export function withAttr(root: Node, name: string, value?: string): Element[] {
  return [...elements(root)].filter((e) => (value === undefined ? attr(e, name) !== undefined : attr(e, name) === value));
}

/** A dataset page's cell: the <td data-column> in the row of report line `line` (tr[data-line]). */
export function datasetCell(doc: Node, line: number, column: string): Element | undefined {
  const row = [...elements(doc)].find((e) => e.tagName === 'tr' && attr(e, 'data-line') === String(line));
  return row ? [...elements(row)].find((e) => e.tagName === 'td' && attr(e, 'data-column') === column) : undefined;
}

/** The body rows of a dataset page's table (table.data-table tbody tr). */
export function datasetRows(doc: Node): Element[] {
  const table = findAll(doc, 'table', 'data-table')[0];
  const body = table ? findAll(table, 'tbody')[0] : undefined;
  return body ? findAll(body, 'tr') : [];
}
