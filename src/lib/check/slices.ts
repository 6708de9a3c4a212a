/**
 * Long lists drawn a slice at a time: items are turned into elements until a few milliseconds have
 * passed, then the page gets the main thread back until the next frame has been drawn, so a
 * thousand-row table never holds the page for one long task. Waiting for the frame matters as much
 * as the slice: with only a task boundary between slices, several slices' rows pile up and the next
 * frame styles and lays them all out at once (61 ms for the 3,900 elements of a 100 KB paste).
 */

/**
 * Time one slice may take building elements. The frame after it styles, lays out and paints what
 * the slice built, and that costs more than building it: in a trace of the 100 KB paste
 * (2026-11-27), 8 ms of building left the next frame about 400 elements whose style alone took
 * 7–27 ms of CPU, and that frame (17–33 ms) was the page's longest task. Half the slice halves the
 * frame after it, so both stay well under the 50 ms that makes a task "long" on a busy machine.
 */
const SLICE_MS = 4;

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
      await nextFrame();
      if (!stillWanted()) return false;
    }
  }
  return true;
}
