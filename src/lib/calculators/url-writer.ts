/**
 * Writes the inputs to the address (DESIGN.md: a link reproduces a result) once typing pauses,
 * through the site's one URL-state helper (src/lib/url-state.ts). history.replaceState is a round
 * trip to the browser process that costs milliseconds in Chromium (the largest single cost of a
 * keystroke in a CPU profile of the DR calculator, 2026-11-25), and Chromium throttles a page that
 * calls it too often; written after QUIET_MS without a keystroke, the value is on screen at once and
 * a burst of typing writes the address once. flush() writes a pending address at once: before
 * anything reads location (copying the link), and when the page is hidden or left.
 */
import { replaceQuery } from '../url-state.ts';

/** How long typing must pause before the address is written (short enough to feel immediate in the address bar). */
export const QUIET_MS = 200;

export interface UrlWriter {
  /** Schedules the address's query to become `search(current query)`; the latest call wins. */
  write(search: (current: string) => string): void;
  flush(): void;
}

export function urlWriter(): UrlWriter {
  let pending: ((current: string) => string) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the latest write came: the one timer, when it fires early, waits out the rest of the pause. */
  let lastWrite = 0;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const search = pending(location.search);
    pending = undefined;
    if (search !== location.search) replaceQuery(search);
  };
  const whenQuiet = () => {
    timer = undefined;
    const waited = performance.now() - lastWrite;
    if (waited < QUIET_MS) timer = setTimeout(whenQuiet, QUIET_MS - waited);
    else flush();
  };
  // A reader who switches tab or closes the page mid-burst still leaves the address of what is shown.
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  return {
    write(search) {
      pending = search;
      lastWrite = performance.now();
      // One timer per pause, not one per keystroke: clearing and setting a timer on every key was a
      // measurable part of a keystroke's own time (a CPU profile of the HA calculator, 2026-11-27).
      timer ??= setTimeout(whenQuiet, QUIET_MS);
    },
    flush,
  };
}
