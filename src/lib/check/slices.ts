/**
 * Long lists drawn a slice at a time: items are turned into elements until a few milliseconds have
 * passed, then the page gets the main thread back until the next frame has been drawn, so a
 * thousand-row table never holds the page for one long task. Waiting for the frame matters as much
 * as the slice: with only a task boundary between slices, several slices' rows pile up and the next
 * frame styles and lays them all out at once (61 ms for the 3,900 elements of a 100 KB paste).
 */

/** Time one slice may take: well under the 50 ms that makes a task "long", leaving room for layout. */
const SLICE_MS = 8;

/** Yields until the next frame has been drawn (or 100 ms, where a hidden tab draws no frames). */
export const nextFrame = () =>
  new Promise<void>((r) => {
    const fallback = setTimeout(r, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(r, 0);
    });
  });

/**
 * Appends render(item) for every item to `parent`, a slice per task. Stops early, returning false,
 * when `stillWanted()` turns false (a newer result has replaced this one). `maxElements` ends a
 * slice at that many elements too: building a finding takes a fraction of what styling and laying
 * out its text then takes, so a time budget alone let one group's findings make a 40 ms frame.
 */
export async function appendInSlices<T>(parent: Element, items: readonly T[], render: (item: T) => Node, stillWanted: () => boolean = () => true, maxElements = Infinity): Promise<boolean> {
  let i = 0;
  while (i < items.length) {
    const started = performance.now();
    const batch = document.createDocumentFragment();
    let elements = 0;
    do {
      const node = render(items[i++]!);
      if (maxElements < Infinity && node instanceof Element) elements += 1 + node.getElementsByTagName('*').length;
      batch.append(node);
    } while (i < items.length && elements < maxElements && performance.now() - started < SLICE_MS);
    parent.append(batch);
    if (i < items.length) {
      await nextFrame();
      if (!stillWanted()) return false;
    }
  }
  return true;
}

/** A rendered part whose rows are still to come: append `element`, then await `fill`. */
export interface Filling {
  element: HTMLElement;
  fill: (stillWanted: () => boolean) => Promise<boolean>;
}

/** `element`, whose `parent` (inside it, or itself) is filled with render(item) for every item, a slice per task. */
export function slicedFilling<T>(element: HTMLElement, parent: Element, items: readonly T[], render: (item: T) => Node): Filling {
  return { element, fill: (stillWanted) => appendInSlices(parent, items, render, stillWanted) };
}
