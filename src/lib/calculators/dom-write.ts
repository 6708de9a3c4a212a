/**
 * Writes that touch the page only when something changed. A keystroke recomputes every output, but
 * most of the page (the working, the notes, the stanza, the links) reads the same as before:
 * rewriting it anyway costs style and layout work, and every link re-added wakes Astro's prefetch
 * observer, which re-scans every link on the page. Keystroke to value stays under 4 ms this way.
 */

export function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

export function setHidden(node: HTMLElement, hidden: boolean): void {
  if (node.hidden !== hidden) node.hidden = hidden;
}

export function setData(node: HTMLElement, key: string, value: string): void {
  if (node.dataset[key] !== value) node.dataset[key] = value;
}

const built = new WeakMap<Element, string>();

/** Runs `build` to fill `box` unless it was last built from the same `key` (a text form of what it shows). */
export function rebuildIfChanged(box: Element, key: string, build: () => void): void {
  if (built.get(box) === key) return;
  build();
  built.set(box, key);
}
