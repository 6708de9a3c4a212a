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

/** The places a list row's texts go: its child elements, or the row itself when it has none. */
function slotsOf(row: Element): readonly Element[] {
  return row.childElementCount ? [...row.children] : [row];
}

/**
 * Shows `rows` (each a list of texts) as the children of `box`. A keystroke usually changes a few
 * numbers in the same rows (the working, the notes): then only those texts are rewritten, in the
 * elements already there, so the browser does not parse, style and lay out every row again. A note
 * that comes or goes adds or removes its own row and leaves the others in place (a keystroke that
 * crosses a threshold rebuilt every note of the DR calculator before). A row of another shape is
 * built afresh with `makeRow`.
 */
export function rewriteRows(box: Element, rows: readonly (readonly string[])[], makeRow: (cells: readonly string[]) => Element): void {
  rebuildIfChanged(box, JSON.stringify(rows), () => {
    // Rows rendered at build time (or by anything else) are replaced once, so every row has this shape.
    if (!built.has(box)) {
      box.replaceChildren(...rows.map(makeRow));
      return;
    }
    const present = [...box.children];
    rows.forEach((cells, i) => {
      const row = present[i];
      if (!row) box.append(makeRow(cells));
      else if (slotsOf(row).length !== cells.length) row.replaceWith(makeRow(cells));
      else slotsOf(row).forEach((slot, j) => setText(slot, cells[j]!));
    });
    for (const extra of present.slice(rows.length)) extra.remove();
  });
}
