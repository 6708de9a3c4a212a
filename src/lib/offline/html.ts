/**
 * Small helpers over parse5's tree for the post-build steps (single-file calculators, the offline
 * bundle): they rewrite built pages, and a real HTML parser keeps them correct for any markup
 * Astro or Starlight emits, where regular expressions would not.
 */
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type Document = DefaultTreeAdapterMap['document'];

export { parse as parseHtml, serialize as serializeHtml };

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** Every element in document order. */
export function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  // A copy, so callers may replace or remove the element they are given.
  for (const child of [...children]) yield* elements(child);
  if (isElement(node) && 'content' in node) yield* elements(node.content as Node);
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function setAttr(el: Element, name: string, value: string): void {
  const found = el.attrs.find((a) => a.name === name);
  if (found) found.value = value;
  else el.attrs.push({ name, value });
}

export function removeAttr(el: Element, name: string): void {
  el.attrs = el.attrs.filter((a) => a.name !== name);
}

export function remove(el: Element): void {
  const parent = el.parentNode;
  if (parent) parent.childNodes = parent.childNodes.filter((n) => n !== el);
}

/** A new element parsed from trusted markup (our own), to insert into a page. */
export function fragmentElements(markup: string): Element[] {
  const doc = parse(`<!doctype html><html><head></head><body>${markup}</body></html>`);
  const body = [...elements(doc)].find((e) => e.tagName === 'body')!;
  return body.childNodes.filter(isElement);
}

/** Inserts nodes as children of `parent`, before `before` (or at the end). */
export function insert(parent: Element, nodes: Element[], before?: Node): void {
  for (const n of nodes) n.parentNode = parent;
  const at = before ? parent.childNodes.indexOf(before as never) : -1;
  if (at < 0) parent.childNodes.push(...nodes);
  else parent.childNodes.splice(at, 0, ...nodes);
}

/** Replaces a <script> or <style> element's text. */
export function setText(el: Element, text: string): void {
  el.childNodes = [{ nodeName: '#text', value: text, parentNode: el } as never];
}

export function byTag(doc: Node, tag: string): Element | undefined {
  for (const e of elements(doc)) if (e.tagName === tag) return e;
  return undefined;
}
