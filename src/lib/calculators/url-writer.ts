/**
 * Writes the inputs to the address (DESIGN.md: a link reproduces a result) just after the keystroke
 * rather than during it. history.replaceState is a round trip to the browser process that now and
 * then takes several milliseconds in Chromium (p95 8.9 ms measured on a calculator page), more than
 * the whole keystroke-to-value budget; deferred to the next task, the value is on screen first, and
 * fast typing writes the address once. flush() writes a pending address at once, before anything
 * reads location (copying the link, say).
 */
export interface UrlWriter {
  /** Schedules the address's query to become `search(current query)`; the latest call wins. */
  write(search: (current: string) => string): void;
  flush(): void;
}

export function urlWriter(): UrlWriter {
  let pending: ((current: string) => string) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const url = new URL(location.href);
    url.search = pending(url.search);
    pending = undefined;
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  };
  return {
    write(search) {
      pending = search;
      timer ??= setTimeout(flush, 0);
    },
    flush,
  };
}
