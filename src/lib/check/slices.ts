/**
 * Long lists drawn a slice at a time: items are turned into elements until a few milliseconds have
 * passed, then the page gets the main thread back (a task boundary) before the next slice, so a
 * thousand-row table or an 8,640-line "not read" list never holds the page for one long task.
 */

/** Time one slice may take: well under the 50 ms that makes a task "long", leaving room for layout. */
const SLICE_MS = 8;

/** Yields to the browser: input, painting and other tasks run before the work goes on. */
export const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Appends render(item) for every item to `parent`, a slice per task. Stops early, returning false,
 * when `stillWanted()` turns false (a newer result has replaced this one).
 */
export async function appendInSlices<T>(parent: Element, items: readonly T[], render: (item: T) => Node, stillWanted: () => boolean = () => true): Promise<boolean> {
  let i = 0;
  while (i < items.length) {
    const started = performance.now();
    const batch = document.createDocumentFragment();
    do batch.append(render(items[i++]!));
    while (i < items.length && performance.now() - started < SLICE_MS);
    parent.append(batch);
    if (i < items.length) {
      await nextTask();
      if (!stillWanted()) return false;
    }
  }
  return true;
}
