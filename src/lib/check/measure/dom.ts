/** Building elements with text only: nothing read from a paste or a file ever becomes markup. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Yields to the browser so a long render never holds the page for more than one short task. */
export const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));
