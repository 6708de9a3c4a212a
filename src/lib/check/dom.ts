/** Building blocks for the checker's page: elements filled with textContent only, so nothing pasted becomes markup. */
import { withBase } from '../paths.ts';

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** A finding's link: site paths get the base path; IBM's and other https pages stay as they are; anything else is dropped. */
export function href(target: string): string | undefined {
  if (target.startsWith('/')) return withBase(target);
  return /^https:\/\//.test(target) ? target : undefined;
}

export function link(label: string, target: string): HTMLElement {
  const h = href(target);
  if (!h) return el('span', label);
  const a = el('a', label);
  a.href = h;
  return a;
}
